import displayExtendedLatinFile from '@site-fonts/fraunces-latin-ext.woff2?url';
import extendedLatinFile from '@site-fonts/nunito-latin-ext.woff2?url';
import type { Lang } from '~/i18n/languages';

/**
 * The extended-Latin faces of Nunito and of the headings' Fraunces (ğ, ş, İ: 2–2.5 KB each) are
 * written into each page, not into app.css: on Turkish pages with the fonts inside (data: URLs),
 * elsewhere pointing at the files, which a Dutch or English page fetches only if it shows such a
 * letter. Preloaded as a file on Turkish pages
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

export { displayExtendedLatinFile, extendedLatinFile };

/**
 * An inline script for the head of Turkish pages, right after the face. A font in the page still
 * loads only when a layout first meets a letter that needs it, and Chrome lays the whole page out
 * again once it is decoded: 10–17 ms more layout on a Turkish home page here, after the first
 * paint. Asked for from the head, the face is decoded before the body is parsed, so the first
 * layout already has it.
 */
export const extendedLatinFaceLoader = `document.fonts&&document.fonts.load('1em "Nunito Variable"','ğş')&&document.fonts.load('1em "Fraunces Display"','ğş')`;
