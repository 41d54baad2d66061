import { articles } from '~/content/site.server';
import { defaultLang, languages } from '~/i18n/languages';
import { isArticleId, pathFor, sitePages } from '~/i18n/pages';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page in every language, each with its alternates (hreflang) and x-default, from the page
 * table. lastmod: an article's last change (or publication) date; for other pages, the build that produced them.
 */
export function sitemapXml(origin: string, builtOn: string): string {
  const urls = sitePages.map((page) => {
    const alternates = [
      ...languages.map((lang) => ({ hreflang: lang, href: origin + pathFor(page.id, lang) })),
      { hreflang: 'x-default', href: origin + pathFor(page.id, defaultLang) },
    ];
    const lastmod = isArticleId(page.id)
      ? (articles[page.id].dateModified ?? articles[page.id].datePublished)
      : builtOn;
    return [
      '  <url>',
      `    <loc>${escapeXml(origin + page.path)}</loc>`,
      `    <lastmod>${lastmod}</lastmod>`,
      ...alternates.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
      ),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The staff area (sign-in and the practice inbox): nothing there is for search engines.
    'Disallow: /beheer',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
