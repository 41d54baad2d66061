/**
 * The shell of the pages rendered on the server without React Router and without JavaScript: the
 * staff area (decision 0040) and the patient's appointment page. Both are never indexed and never
 * leak their address (it may carry a token) to another site.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '~/i18n/languages';

export const renderPlainPage = (element: ReactNode) =>
  `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

export function PlainDocument({
  lang,
  title,
  stylesheetHref,
  fontFace,
  fontPreload,
  children,
}: {
  lang: Lang;
  title: string;
  stylesheetHref: string | undefined;
  /**
   * The extended-Latin font face's CSS (server/plain-page-fonts.ts), after the stylesheet so its
   * faces win; allowed by its hash in the pages' Content-Security-Policy.
   */
  fontFace?: string;
  /**
   * The Latin font file, preloaded: the face is `font-display: optional`, so without an early
   * fetch a first visit (a patient from the e-mail) kept the fallback (the tenth review).
   */
  fontPreload?: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{title}</title>
        {fontPreload ? (
          <link
            rel="preload"
            href={fontPreload}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        {stylesheetHref ? <link rel="stylesheet" href={stylesheetHref} /> : null}
        {fontFace ? <style dangerouslySetInnerHTML={{ __html: fontFace }} /> : null}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
      </head>
      <body className="bg-slate-50">{children}</body>
    </html>
  );
}
