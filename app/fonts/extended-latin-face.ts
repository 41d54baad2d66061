import extendedLatinFile from '@site-fonts/nunito-latin-ext.woff2?url';
import type { Lang } from '~/i18n/languages';

/**
 * The extended-Latin face of Nunito (ğ, ş, İ: 2.5 KB) is written into each page, not into app.css:
 * on Turkish pages with the font inside it (a data: URL), elsewhere pointing at the file, which a
 * Dutch or English page fetches only if it shows such a letter. Preloaded as a file on Turkish pages
 * it was one more request racing the first paint on a slow phone (0.1 s of LCP there); inside the
 * page it costs 3 KB of HTML and no request. (Declaring both would not do: Chrome loads every face
 * that covers a letter on the page, so the file would be fetched anyway.)
 * extended-latin-face.server.ts writes the CSS; React knows each variant by its href.
 */
export const extendedLatinFaceHrefs = {
  inline: `${extendedLatinFile}#inline`,
  file: `${extendedLatinFile}#file`,
} as const;

export const extendedLatinFaceHref = (lang: Lang) =>
  lang === 'tr' ? extendedLatinFaceHrefs.inline : extendedLatinFaceHrefs.file;

export { extendedLatinFile };
