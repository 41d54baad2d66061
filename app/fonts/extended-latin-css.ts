/**
 * The CSS of the extended-Latin faces (ğ, ş, İ) of Nunito and, on the public pages, of the
 * headings' Fraunces, in two variants (see extended-latin-face.ts): `inline`, with the fonts
 * inside the CSS as data: URLs and the Latin faces declared again with the same display, and
 * `file`, pointing at the font files. Pure: the callers know the files. React Router's server
 * (entry.server.tsx, through extended-latin-face.server.ts) imports them from the build; the
 * Express server's plain pages (staff area, the patient's page) find Nunito's in
 * build/client/assets (server/plain-page-fonts.ts) and have no display headings.
 */

/** Extended Latin but the dotless ı, which the Latin face in app.css has (Turkish, in names). */
export const extendedLatinRange = 'U+0100-0130, U+0132-024F';
/** The Latin face's range, as in app.css. */
const latinRange = 'U+0000-00FF, U+0131, U+2000-206F, U+20AC';

/** The descriptors are those of the Latin faces in app.css: one family, one weight range. */
const face = (
  family: string,
  weight: string,
  src: string,
  display: 'block' | 'swap',
  range: string,
) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:${display};font-weight:${weight};src:${src} format('woff2');unicode-range:${range}}`;

export interface ExtendedLatinFiles {
  /** URL of the Latin face's file (the one app.css names). */
  latinUrl: string;
  /** URL of the extended-Latin face's file. */
  extendedUrl: string;
  /** The extended-Latin file's bytes, base64. */
  extendedBase64: string;
}

/** Each family's display as app.css declares its Latin face (both swap: decision 0124). */
const families = {
  text: { family: 'Nunito Variable', weight: '400 700', display: 'swap' },
  display: { family: 'Fraunces Display', weight: '100 900', display: 'swap' },
} as const;

function familyCss(
  { family, weight, display }: { family: string; weight: string; display: 'block' | 'swap' },
  files: ExtendedLatinFiles,
): { inline: string; file: string } {
  return {
    // Even a font in the page loads asynchronously: with `optional` Chrome painted ş and ğ in the
    // fallback font for good; `block` waits for it, which takes a few milliseconds.
    // The Latin face is declared again, after app.css's, with the same display: with `optional`
    // there and `block` here, a first visit over a slow line drew the Latin letters in the
    // fallback font for good and ğ, ş beside them in Nunito, within one word; with `swap` there,
    // the letters of a word would be drawn in two faces until the Latin file came (decision
    // 0124 keeps Turkish pages on `block`). The later face wins; both point at the same file, so
    // it is still one request.
    inline:
      face(family, weight, `url('${files.latinUrl}')`, 'block', latinRange) +
      face(
        family,
        weight,
        `url(data:font/woff2;base64,${files.extendedBase64})`,
        'block',
        extendedLatinRange,
      ),
    file: face(family, weight, `url('${files.extendedUrl}')`, display, extendedLatinRange),
  };
}

/** Nunito's faces, and the headings' when their files are given. */
export function extendedLatinCss(
  text: ExtendedLatinFiles,
  display?: ExtendedLatinFiles,
): { inline: string; file: string } {
  const textCss = familyCss(families.text, text);
  if (!display) return textCss;
  const displayCss = familyCss(families.display, display);
  return { inline: textCss.inline + displayCss.inline, file: textCss.file + displayCss.file };
}
