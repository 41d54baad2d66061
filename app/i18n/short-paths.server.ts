/**
 * Short addresses and forgiving paths, for the server's redirects only (kept out of the page
 * table, which the browser's bundle carries: this list would cost every visit its bytes).
 */
import { languageInfo, langFromPath, type Lang } from './languages';
import { appointmentHref, pageAt, pathFor, sitePages, type PageId } from './pages';

/**
 * Short addresses a patient may type or read on a flyer or a card ("/spoed", "/en/veneers"): each
 * is redirected (301) to its page, in the language of its word. Unprefixed English and Turkish
 * words ("/emergency", "/acil") lead to that language's page: they are not Dutch words, and a
 * visitor typing them reads that language. 'appointment' is the home page's form.
 */
export const shortPaths: Readonly<Record<string, { id: PageId | 'appointment'; lang: Lang }>> = {
  // Dutch
  '/spoed': { id: 'emergency', lang: 'nl' },
  '/spoedtandarts': { id: 'emergency', lang: 'nl' },
  '/tandarts-spoed': { id: 'emergency', lang: 'nl' },
  '/afspraak': { id: 'appointment', lang: 'nl' },
  '/afspraak-maken': { id: 'appointment', lang: 'nl' },
  '/behandelingen': { id: 'services', lang: 'nl' },
  '/tarieven': { id: 'rates', lang: 'nl' },
  '/kosten': { id: 'rates', lang: 'nl' },
  '/praktijk': { id: 'our-clinic', lang: 'nl' },
  '/onze-praktijk': { id: 'our-clinic', lang: 'nl' },
  '/controle': { id: 'checkup', lang: 'nl' },
  '/kinderen': { id: 'pediatric', lang: 'nl' },
  '/facings': { id: 'cosmetic', lang: 'nl' },
  '/veneers': { id: 'cosmetic', lang: 'nl' },
  '/implantaat': { id: 'implants', lang: 'nl' },
  '/beugel': { id: 'orthodontics', lang: 'nl' },
  '/bleken': { id: 'whitening', lang: 'nl' },
  '/vulling': { id: 'fillings', lang: 'nl' },
  '/wortelkanaal': { id: 'rootcanal', lang: 'nl' },
  '/kroon': { id: 'crowns', lang: 'nl' },
  '/brug': { id: 'crowns', lang: 'nl' },
  '/mondhygienist': { id: 'hygiene', lang: 'nl' },
  '/nood': { id: 'emergency', lang: 'nl' },
  '/tandarts': { id: 'general', lang: 'nl' },
  '/tandartsen': { id: 'team', lang: 'nl' },
  '/over-ons': { id: 'our-clinic', lang: 'nl' },
  '/openingstijden': { id: 'contact', lang: 'nl' },
  '/prijzen': { id: 'rates', lang: 'nl' },
  '/facing': { id: 'cosmetic', lang: 'nl' },
  '/kronen': { id: 'crowns', lang: 'nl' },
  '/invisalign': { id: 'invisalign', lang: 'nl' },
  // What two reviewers typed and found missing (round 50, BA and BB).
  '/diensten': { id: 'services', lang: 'nl' },
  '/ons-team': { id: 'team', lang: 'nl' },
  '/team-tandartsen': { id: 'team', lang: 'nl' },
  '/contactgegevens': { id: 'contact', lang: 'nl' },
  '/blogs': { id: 'blog', lang: 'nl' },
  '/nieuws': { id: 'blog', lang: 'nl' },
  // English
  '/emergency': { id: 'emergency', lang: 'en' },
  '/en/emergency': { id: 'emergency', lang: 'en' },
  '/en/emergency-dentist': { id: 'emergency', lang: 'en' },
  '/en/appointment': { id: 'appointment', lang: 'en' },
  '/en/book': { id: 'appointment', lang: 'en' },
  '/en/fees': { id: 'rates', lang: 'en' },
  '/en/prices': { id: 'rates', lang: 'en' },
  '/en/checkup': { id: 'checkup', lang: 'en' },
  '/en/children': { id: 'pediatric', lang: 'en' },
  '/en/kids': { id: 'pediatric', lang: 'en' },
  '/en/veneers': { id: 'cosmetic', lang: 'en' },
  '/en/implants': { id: 'implants', lang: 'en' },
  '/en/braces': { id: 'orthodontics', lang: 'en' },
  '/en/orthodontics': { id: 'orthodontics', lang: 'en' },
  '/en/whitening': { id: 'whitening', lang: 'en' },
  '/en/fillings': { id: 'fillings', lang: 'en' },
  '/en/root-canal': { id: 'rootcanal', lang: 'en' },
  '/en/crowns': { id: 'crowns', lang: 'en' },
  '/en/hygienist': { id: 'hygiene', lang: 'en' },
  '/en/dentist': { id: 'general', lang: 'en' },
  '/en/treatments': { id: 'services', lang: 'en' },
  '/en/dentists': { id: 'team', lang: 'en' },
  '/en/our-team': { id: 'team', lang: 'en' },
  '/en/about-us': { id: 'our-clinic', lang: 'en' },
  '/en/clinic': { id: 'our-clinic', lang: 'en' },
  '/en/contact-us': { id: 'contact', lang: 'en' },
  '/en/opening-hours': { id: 'contact', lang: 'en' },
  '/en/about': { id: 'our-clinic', lang: 'en' },
  // Turkish
  '/acil': { id: 'emergency', lang: 'tr' },
  '/tr/acil': { id: 'emergency', lang: 'tr' },
  '/tr/randevu': { id: 'appointment', lang: 'tr' },
  '/tr/fiyatlar': { id: 'rates', lang: 'tr' },
  '/tr/ucretler': { id: 'rates', lang: 'tr' },
  '/tr/kontrol': { id: 'checkup', lang: 'tr' },
  '/tr/cocuk': { id: 'pediatric', lang: 'tr' },
  '/tr/implant': { id: 'implants', lang: 'tr' },
  '/tr/ortodonti': { id: 'orthodontics', lang: 'tr' },
  '/tr/beyazlatma': { id: 'whitening', lang: 'tr' },
  '/tr/dolgu': { id: 'fillings', lang: 'tr' },
  '/tr/kanal-tedavisi': { id: 'rootcanal', lang: 'tr' },
  '/tr/kaplama': { id: 'crowns', lang: 'tr' },
  '/tr/kanal': { id: 'rootcanal', lang: 'tr' },
  '/tr/tedaviler': { id: 'services', lang: 'tr' },
  '/tr/hizmetler': { id: 'services', lang: 'tr' },
  '/tr/ekibimiz': { id: 'team', lang: 'tr' },
  '/tr/hakkimizda': { id: 'our-clinic', lang: 'tr' },
  '/tr/klinik': { id: 'our-clinic', lang: 'tr' },
  '/tr/klinigimiz': { id: 'our-clinic', lang: 'tr' },
  '/tr/ekip': { id: 'team', lang: 'tr' },
  '/tr/hekimlerimiz': { id: 'team', lang: 'tr' },
  '/tr/iletisim': { id: 'contact', lang: 'tr' },
  '/tr/calisma-saatleri': { id: 'contact', lang: 'tr' },
};

/** A path without its language prefix: '/en/team' → 'en', '/team'. */
function splitLangPrefix(path: string): { lang: Lang; tail: string } {
  const lang = langFromPath(path);
  return { lang, tail: path.slice(languageInfo[lang].prefix.length) || '/' };
}

/**
 * Every page and short address by its path without the language prefix, in any language:
 * '/kindertandarts', '/blog/dental-costs-netherlands', '/emergency'. So '/en/kindertandarts' (a
 * Dutch slug under the English prefix) finds the English page, and '/tr/emergency' the Turkish.
 */
const pageByTail = new Map<string, PageId | 'appointment'>([
  ...Object.entries(shortPaths).map(
    ([path, { id }]) => [splitLangPrefix(path).tail, id] as [string, PageId | 'appointment'],
  ),
  ...sitePages.map((page) => [splitLangPrefix(page.path).tail, page.id] as [string, PageId]),
]);

const targetOf = (id: PageId | 'appointment', lang: Lang) =>
  id === 'appointment' ? appointmentHref(lang) : pathFor(id, lang);

/**
 * Where a path that is not a page should lead, if anywhere, in this order: its page when only the
 * letters' case differs ("/Implantaten") or it has the default language's prefix ("/nl/team"); a
 * short address, in the language of its word; a page's or short address's path from any language
 * under this prefix ("/en/kindertandarts"), in this prefix's language. The target is a page's own
 * path, so there is never a chain.
 */
export function redirectTargetFor(pathname: string): string | undefined {
  if (pageAt(pathname)) return undefined;
  let path = pathname.toLowerCase();
  if (path === '/nl' || path.startsWith('/nl/')) path = path.slice(3) || '/';
  if (pageAt(path)) return path;
  const short = shortPaths[path];
  if (short) return targetOf(short.id, short.lang);
  const { lang, tail } = splitLangPrefix(path);
  const id = pageByTail.get(tail);
  return id ? targetOf(id, lang) : undefined;
}
