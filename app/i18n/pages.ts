/**
 * The page table: every page of the site and its path in each language.
 *
 * This is the one place where a slug is written. Routes (app/routes.ts), the prerender list,
 * links, the language switcher, canonical and hreflang tags and the sitemap all read it.
 * The 20 pages of specification §2 (60 paths) plus the blog articles, which have their own
 * localized URLs (DESIGN.md §4).
 */
import { defaultLang, langFromPath, languageInfo, languages, type Lang } from './languages';

/** Pages whose slug is the same in every language (under the language prefix). */
export const commonPageSlugs = {
  home: '',
  services: 'services',
  team: 'team',
  'our-clinic': 'our-clinic',
  contact: 'contact',
  rates: 'rates',
  blog: 'blog',
} as const;
export type CommonPageId = keyof typeof commonPageSlugs;

/** Treatment pages: translated slugs (specification §2), in the order the site lists them. */
export const treatmentSlugs = {
  general: {
    nl: 'tandarts-amstelveen',
    en: 'general-dentistry-amstelveen',
    tr: 'genel-dis-hekimligi-amstelveen',
  },
  cosmetic: {
    nl: 'facings-amstelveen',
    en: 'cosmetic-dentistry-amstelveen',
    tr: 'kozmetik-dis-hekimligi-amstelveen',
  },
  orthodontics: {
    nl: 'orthodontie',
    en: 'orthodontics-amstelveen',
    tr: 'ortodonti-amstelveen',
  },
  implants: {
    nl: 'implantaten',
    en: 'dental-implants-amstelveen',
    tr: 'dis-implantlari-amstelveen',
  },
  pediatric: {
    nl: 'kindertandarts',
    en: 'pediatric-dentistry-amstelveen',
    tr: 'cocuk-dis-hekimligi-amstelveen',
  },
  emergency: {
    nl: 'spoed-tandarts',
    en: 'emergency-dentistry-amstelveen',
    tr: 'acil-dis-hekimligi-amstelveen',
  },
  checkup: {
    nl: 'tandartscontrole',
    en: 'dental-checkup-amstelveen',
    tr: 'dis-kontrolu-amstelveen',
  },
  hygiene: {
    nl: 'mondhygiene',
    en: 'dental-hygiene-amstelveen',
    tr: 'dis-hijyeni-amstelveen',
  },
  fillings: {
    nl: 'vullingen',
    en: 'dental-fillings-amstelveen',
    tr: 'dis-dolgulari-amstelveen',
  },
  rootcanal: {
    nl: 'wortelkanaalbehandeling',
    en: 'root-canal-amstelveen',
    tr: 'kok-kanal-amstelveen',
  },
  whitening: {
    nl: 'tanden-bleken',
    en: 'teeth-whitening-amstelveen',
    tr: 'dis-beyazlatma-amstelveen',
  },
  crowns: {
    nl: 'kronen-en-bruggen',
    en: 'crowns-bridges-amstelveen',
    tr: 'kronlar-koprular-amstelveen',
  },
  invisalign: {
    nl: 'invisalign-amstelveen',
    en: 'invisalign-amstelveen',
    tr: 'invisalign-amstelveen',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type TreatmentId = keyof typeof treatmentSlugs;
export const treatmentIds = Object.keys(treatmentSlugs) as TreatmentId[];

/** Blog articles: slug per language, below the blog page of that language. */
export const articleSlugs = {
  'regular-visits': {
    nl: 'regelmatig-naar-de-tandarts',
    en: 'regular-dental-visits',
    tr: 'duzenli-dis-hekimi-ziyaretleri',
  },
  'home-care': {
    nl: 'tips-voor-mondverzorging-thuis',
    en: 'home-dental-care-tips',
    tr: 'evde-agiz-bakimi-ipuclari',
  },
  'dental-costs': {
    nl: 'kosten-tandarts-nederland',
    en: 'dental-costs-netherlands',
    tr: 'hollandada-dis-hekimi-ucretleri',
  },
  // Beyond the specification's three posts (rounds 31 and 32): see docs/spec-conformance.md.
  'dental-anxiety': {
    nl: 'bang-voor-de-tandarts',
    en: 'dental-anxiety',
    tr: 'dis-hekimi-korkusu',
  },
  dentures: {
    nl: 'kunstgebit-zit-los',
    en: 'loose-denture',
    tr: 'protez-oynuyor',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type ArticleId = keyof typeof articleSlugs;
export const articleIds = Object.keys(articleSlugs) as ArticleId[];

export const commonPageIds = Object.keys(commonPageSlugs) as CommonPageId[];
export type PageId = CommonPageId | TreatmentId | ArticleId;
export type PageKind = 'common' | 'treatment' | 'article';

/** The pages of specification §2: 7 common pages and 13 treatments, 60 paths in all. */
export const specPageIds: readonly PageId[] = [...commonPageIds, ...treatmentIds];
/** Every page of the site, articles included. */
export const pageIds: readonly PageId[] = [...specPageIds, ...articleIds];

export function isTreatmentId(id: string): id is TreatmentId {
  return Object.hasOwn(treatmentSlugs, id);
}
export function isArticleId(id: string): id is ArticleId {
  return Object.hasOwn(articleSlugs, id);
}
export function isPageId(id: string): id is PageId {
  return Object.hasOwn(commonPageSlugs, id) || isTreatmentId(id) || isArticleId(id);
}

export function pageKind(id: PageId): PageKind {
  if (isTreatmentId(id)) return 'treatment';
  if (isArticleId(id)) return 'article';
  return 'common';
}

/** The path of a page in a language: '/', '/en', '/team', '/en/dental-implants-amstelveen', … */
export function pathFor(id: PageId, lang: Lang): string {
  const { prefix } = languageInfo[lang];
  let slug: string;
  if (isTreatmentId(id)) slug = treatmentSlugs[id][lang];
  else if (isArticleId(id)) slug = `${commonPageSlugs.blog}/${articleSlugs[id][lang]}`;
  else slug = commonPageSlugs[id];
  const path = slug ? `${prefix}/${slug}` : prefix;
  return path || '/';
}

/** Where the Book Appointment buttons lead: the appointment section of that language's home page. */
export function appointmentHref(lang: Lang): string {
  return `${pathFor('home', lang)}#appointment`;
}

export interface SitePage {
  id: PageId;
  lang: Lang;
  path: string;
}

/** Every (page, language) pair of the site with its path. */
export const sitePages: readonly SitePage[] = pageIds.flatMap((id) =>
  languages.map((lang) => ({ id, lang, path: pathFor(id, lang) })),
);

const pageByPath = new Map(sitePages.map((page) => [page.path, page]));

/** The page at a path, if the path is one of ours (no trailing slash, case-sensitive). */
export function pageAt(pathname: string): SitePage | undefined {
  return pageByPath.get(pathname);
}

/**
 * The equivalent of a path in another language: the same page (translated slug for treatments
 * and articles), or that language's home page when the path is not a page of ours (a 404).
 */
export function equivalentPath(pathname: string, target: Lang): string {
  const page = pageAt(pathname);
  return pathFor(page ? page.id : 'home', target);
}

/** Route ids are explicit, `<lang>/<page id>`, so the current page can be read from a match. */
export function routeIdFor(id: PageId, lang: Lang): string {
  return `${lang}/${id}`;
}

export function pageFromRouteId(routeId: string): { id: PageId; lang: Lang } | undefined {
  const [lang, id, ...rest] = routeId.split('/');
  if (rest.length || !lang || !id || !isPageId(id)) return undefined;
  const page = sitePages.find((p) => p.id === id && p.lang === lang);
  return page && { id: page.id, lang: page.lang };
}

/** The language of a path, re-exported here because links and the switcher need both. */
export { langFromPath, defaultLang };
