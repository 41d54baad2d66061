/**
 * Nunito (the text) and Fraunces (the headings), subset at build time to what the site writes.
 * Nunito's Latin face keeps all of Basic Latin and Latin-1 (names and messages visitors type) plus
 * the punctuation the texts use; each family's second face holds only the extended-Latin letters
 * the texts use (ğ, ş, İ for Turkish), 3 KB instead of 36 KB.
 * Written to a cache folder that `@site-fonts/…` resolves to; the stylesheet's url()s and the
 * preload in root.tsx import them from there and Vite emits them as hashed assets.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..', '..');
export const fontCacheDir = path.join(root, 'node_modules', '.cache', 'site-fonts');
const require = createRequire(import.meta.url);
const filesOf = (pkg: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
const sourceDir = filesOf('@fontsource-variable/nunito');
const displaySourceDir = filesOf('@fontsource-variable/fraunces');

/**
 * The headings' face: Fraunces, fixed at one instance (docs/decisions/0116). Its variable file
 * has four axes (136 KB); pinned, it is a static font of a tenth of that. Semibold, at the optical
 * size of display text, with half of its "soft" rounding (a friendlier serif, closer to Nunito's
 * round ends) and none of its "wonky" letters.
 */
type Axes = Record<string, number | { min: number; max: number }>;
const displayInstance: Axes = { wght: 600, opsz: 72, SOFT: 50, WONK: 0 };

/** Where the texts are: every character used there gets a glyph. */
const textDirs = ['app/content', 'app/i18n/messages', 'app/mail', 'app/staff/messages'];

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });
}

function usedCharacters(): Set<string> {
  const chars = new Set<string>();
  for (const dir of textDirs) {
    for (const file of filesIn(path.join(root, dir))) {
      for (const char of readFileSync(file, 'utf8')) chars.add(char);
    }
  }
  return chars;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

export async function writeFontSubsets(): Promise<void> {
  // Text set in capitals by CSS (the logo line "DİŞ KLİNİĞİ") draws capitals the texts may never
  // write: every used letter's capital, by Turkish rules and by the general ones, gets a glyph too.
  const used = new Set<string>();
  for (const char of usedCharacters()) {
    for (const form of [char, char.toLocaleUpperCase('tr'), char.toUpperCase()]) {
      for (const letter of form) used.add(letter);
    }
  }
  const code = (char: string) => char.codePointAt(0) ?? 0;
  const latin = new Set([
    ...range(0x20, 0x7e),
    ...range(0xa0, 0xff),
    'ı',
    ...[...used].filter((char) => code(char) >= 0x2000 && code(char) <= 0x20cf),
  ]);
  const extended = [...used].filter(
    (char) => code(char) >= 0x100 && code(char) <= 0x24f && char !== 'ı',
  );
  // Headings draw only the site's own texts, never what a visitor types: ASCII and the letters
  // the texts use are enough.
  const displayLatin = [...latin].filter((char) => code(char) <= 0x7e || used.has(char));
  mkdirSync(fontCacheDir, { recursive: true });
  // Nunito keeps its weight axis: one file serves 400 to 700.
  const nunitoAxes: Axes = { wght: { min: 400, max: 700 } };
  const subsets: [string, string, string, Axes][] = [
    [
      path.join(sourceDir, 'nunito-latin-wght-normal.woff2'),
      [...latin].join(''),
      'nunito-latin.woff2',
      nunitoAxes,
    ],
    [
      path.join(sourceDir, 'nunito-latin-ext-wght-normal.woff2'),
      extended.join(''),
      'nunito-latin-ext.woff2',
      nunitoAxes,
    ],
    [
      path.join(displaySourceDir, 'fraunces-latin-full-normal.woff2'),
      displayLatin.join(''),
      'fraunces-latin.woff2',
      displayInstance,
    ],
    [
      path.join(displaySourceDir, 'fraunces-latin-ext-full-normal.woff2'),
      extended.join(''),
      'fraunces-latin-ext.woff2',
      displayInstance,
    ],
  ];
  for (const [source, text, target, variationAxes] of subsets) {
    const font = await subsetFont(readFileSync(source), text, {
      targetFormat: 'woff2',
      variationAxes,
    });
    writeFileSync(path.join(fontCacheDir, target), font);
  }
}

export function fontSubsets(): Plugin {
  return {
    name: 'font-subsets',
    async config() {
      await writeFontSubsets();
      return { resolve: { alias: { '@site-fonts': fontCacheDir } } };
    },
  };
}
