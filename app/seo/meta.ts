import type { MetaDescriptor } from 'react-router';
import { practice } from '~/content/practice';
import { shareImage } from '~/images/icons';
import { defaultLang, languageInfo, languages, type Lang } from '~/i18n/languages';
import { pathFor, type PageId } from '~/i18n/pages';

type JsonLd = Record<string, unknown>;

/**
 * What the root loader gives every page's metadata: where the site lives, its description, and the
 * practice's structured data (built on the server: app/seo/structured-data.ts stays out of the
 * browser's JavaScript).
 */
export interface SiteMeta {
  origin: string;
  description: string;
  practice: JsonLd;
}

export interface PageSeo {
  lang: Lang;
  /** The page in the page table; absent on the not-found page (no canonical, not indexed). */
  page?: PageId;
  title: string;
  description: string;
  keywords?: string;
  type?: 'website' | 'article';
  /** The practice's markup for this page instead of the site's (the home page's has its reviews). */
  practice?: JsonLd;
  jsonLd?: JsonLd[];
}

export const fullTitle = (title: string) => `${title} | ${practice.name}`;

/** Finds the root loader's site data among a route's matches. */
export function siteMetaFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): SiteMeta {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { site?: SiteMeta } | undefined;
  if (!root?.site) throw new Error('root loader data missing');
  return root.site;
}

/**
 * Every tag a page's head needs, in the server-rendered HTML: title, description, keywords, robots,
 * canonical URL, reciprocal hreflang alternates (x-default: Dutch), Open Graph, Twitter card and
 * the structured data.
 */
export function seoMeta(seo: PageSeo, site: SiteMeta): MetaDescriptor[] {
  const { origin } = site;
  const title = fullTitle(seo.title);
  const image = origin + shareImage.src;
  const url = seo.page ? origin + pathFor(seo.page, seo.lang) : undefined;

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    { name: 'robots', content: seo.page ? 'index, follow' : 'noindex, follow' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: practice.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: practice.name },
    { property: 'og:locale', content: languageInfo[seo.lang].ogLocale },
    ...languages
      .filter((lang) => lang !== seo.lang)
      .map((lang) => ({ property: 'og:locale:alternate', content: languageInfo[lang].ogLocale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
  ];

  if (seo.page && url) {
    const page = seo.page;
    tags.push(
      { property: 'og:url', content: url },
      { tagName: 'link', rel: 'canonical', href: url },
      ...languages.map((lang) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: lang,
        href: origin + pathFor(page, lang),
      })),
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: origin + pathFor(page, defaultLang),
      },
    );
  }

  const structured = [seo.practice ?? site.practice, ...(seo.jsonLd ?? [])];
  tags.push(...structured.map((data) => ({ 'script:ld+json': data })));
  return tags;
}
