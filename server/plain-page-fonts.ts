/**
 * The extended-Latin font face (ş, ğ, İ) for the pages the Express server renders itself: the staff
 * area and the patient's appointment page (app/components/plain-document.tsx). Without it those
 * letters were drawn in the fallback font inside Nunito words ("Ayşe", "diş hekimliği").
 *
 * The CSS is the public pages' (app/fonts/extended-latin-css.ts), written into the page as a
 * `<style>`: these pages allow no inline style but by hash, so their Content-Security-Policy lists
 * the hashes of both variants. The font files are found in the build, as the stylesheet is.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extendedLatinCss } from '~/fonts/extended-latin-css';

export interface PlainPageFonts {
  /** The font inside the CSS: Turkish pages, and every staff page (patients' names). */
  inline: string;
  /** Pointing at the file, fetched only if the page shows such a letter. */
  file: string;
  /** `'sha256-…'` sources for style-src, one per variant. */
  styleHashes: string[];
  /** The Latin face's file, preloaded as the public pages do (so it arrives early for `swap`). */
  latinUrl: string;
}

const cssHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** Undefined when the build has no font files (then the pages simply go without the face). */
export function loadPlainPageFonts(clientDir: string): PlainPageFonts | undefined {
  try {
    const assets = path.join(clientDir, 'assets');
    const names = readdirSync(assets);
    // The Latin face's file is the one the site's stylesheet names.
    const stylesheet = names.find((name) => /^app-[\w-]+\.css$/.test(name));
    const latinUrl = stylesheet
      ? /url\((\/assets\/nunito-latin-[\w-]+\.woff2)\)/.exec(
          readFileSync(path.join(assets, stylesheet), 'utf8'),
        )?.[1]
      : undefined;
    const extended = names.find(
      (name) => /^nunito-latin-ext-[\w-]+\.woff2$/.test(name) && `/assets/${name}` !== latinUrl,
    );
    if (!latinUrl || !extended) return undefined;
    const css = extendedLatinCss({
      latinUrl,
      extendedUrl: `/assets/${extended}`,
      extendedBase64: readFileSync(path.join(assets, extended)).toString('base64'),
    });
    return { ...css, styleHashes: [cssHash(css.inline), cssHash(css.file)], latinUrl };
  } catch {
    return undefined;
  }
}
