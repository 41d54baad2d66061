import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontLatin from '@site-fonts/nunito-latin.woff2?url';
import { extendedLatinFaceHrefs, extendedLatinFile } from './extended-latin-face';

/** Extended Latin but the dotless ı, which the Latin face in app.css has (Turkish, in names). */
const unicodeRange = 'U+0100-0130, U+0132-024F';

/** The descriptors are those of the Latin face in app.css: one family, one weight range. */
const face = (src: string, display: 'block' | 'optional') =>
  `@font-face{font-family:'Nunito Variable';font-style:normal;font-display:${display};font-weight:400 700;src:${src} format('woff2');unicode-range:${unicodeRange}}`;

/** Both variants' CSS by href (the file is read once, from the build). */
export function extendedLatinFaces(): Record<string, string> {
  const data = readFileSync(path.join('build', 'client', extendedLatinFile)).toString('base64');
  return {
    // Even a font in the page loads asynchronously: with `optional` Chrome painted ş and ğ in the
    // fallback font for good; `block` waits for it, which takes a few milliseconds.
    // On a Turkish page the Latin face is declared again, after app.css's, with the same display:
    // with `optional` there and `block` here, a first visit over a slow line drew the Latin
    // letters in the fallback font for good and ğ, ş beside them in Nunito, within one word. The
    // later face wins; both point at the same preloaded file, so it is still one request.
    [extendedLatinFaceHrefs.inline]:
      `@font-face{font-family:'Nunito Variable';font-style:normal;font-display:block;font-weight:400 700;src:url('${fontLatin}') format('woff2');unicode-range:U+0000-00FF, U+0131, U+2000-206F, U+20AC}` +
      face(`url(data:font/woff2;base64,${data})`, 'block'),
    [extendedLatinFaceHrefs.file]: face(`url('${extendedLatinFile}')`, 'optional'),
  };
}
