/**
 * The CSS of the extended-Latin face of Nunito (ğ, ş, İ), in its two variants (see
 * extended-latin-face.ts): `inline`, with the font inside the CSS as a data: URL and the Latin face
 * declared again with the same display, and `file`, pointing at the font file. Pure: the callers
 * know the files. React Router's server (entry.server.tsx, through extended-latin-face.server.ts)
 * imports them from the build; the Express server's plain pages (staff area, the patient's page)
 * find them in build/client/assets (server/plain-page-fonts.ts).
 */

/** Extended Latin but the dotless ı, which the Latin face in app.css has (Turkish, in names). */
export const extendedLatinRange = 'U+0100-0130, U+0132-024F';
/** The Latin face's range, as in app.css. */
const latinRange = 'U+0000-00FF, U+0131, U+2000-206F, U+20AC';

/** The descriptors are those of the Latin face in app.css: one family, one weight range. */
const face = (src: string, display: 'block' | 'optional', range: string) =>
  `@font-face{font-family:'Nunito Variable';font-style:normal;font-display:${display};font-weight:400 700;src:${src} format('woff2');unicode-range:${range}}`;

export interface ExtendedLatinFiles {
  /** URL of the Latin face's file (the one app.css names). */
  latinUrl: string;
  /** URL of the extended-Latin face's file. */
  extendedUrl: string;
  /** The extended-Latin file's bytes, base64. */
  extendedBase64: string;
}

export function extendedLatinCss(files: ExtendedLatinFiles): { inline: string; file: string } {
  return {
    // Even a font in the page loads asynchronously: with `optional` Chrome painted ş and ğ in the
    // fallback font for good; `block` waits for it, which takes a few milliseconds.
    // The Latin face is declared again, after app.css's, with the same display: with `optional`
    // there and `block` here, a first visit over a slow line drew the Latin letters in the
    // fallback font for good and ğ, ş beside them in Nunito, within one word. The later face
    // wins; both point at the same file, so it is still one request.
    inline:
      face(`url('${files.latinUrl}')`, 'block', latinRange) +
      face(`url(data:font/woff2;base64,${files.extendedBase64})`, 'block', extendedLatinRange),
    file: face(`url('${files.extendedUrl}')`, 'optional', extendedLatinRange),
  };
}
