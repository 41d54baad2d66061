import { Marked, type Tokens } from 'marked';
import { clockTime } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import { isPageId, pathFor } from '~/i18n/pages';
import { hyphenateHtml } from './compounds';
import { keepShortPrefixWordsWhole } from './short-prefix-words';
import { nationalEmergencyNumber, nationalEmergencyNumberPattern } from './emergency-number';
import { formatPriceRange, priceIndications } from './price-indications';
import { addressLine, periodFor, practice, saturdayCloses, unbreakable } from './practice';
import { retentionDays } from './retention.server';
import {
  dentureContributions,
  formatTariff,
  tariffAmount,
  tariffOf,
  tariffTableMarkdown,
  tariffs,
  tariffYear,
  visitTotal,
} from './tariffs';

/** The English way, in running text as in the hours table: "08:00–18:00" (decision 0090). */
function hoursOf(group: 'weekdays' | 'saturday'): string {
  const period = periodFor(group);
  if (!period) throw new Error(`No opening hours for ${group}`);
  return `${clockTime(period.opens, 'en')}–${clockTime(period.closes, 'en')}`;
}

/** The Dutch way in running text: "8.00 tot 18.00 uur" (tables: "8.00 – 18.00", clockTime). */
function dutchHoursOf(group: 'weekdays' | 'saturday'): string {
  const period = periodFor(group);
  if (!period) throw new Error(`No opening hours for ${group}`);
  const time = (hhmm: string) => hhmm.replace(/^0/, '').replace(':', '.');
  return `${time(period.opens)} tot ${time(period.closes)} uur`;
}

/** The Turkish (TDK) way: "08.00–18.00", as in "08.00–18.00 saatleri arasında". */
function turkishHoursOf(group: 'weekdays' | 'saturday'): string {
  const period = periodFor(group);
  if (!period) throw new Error(`No opening hours for ${group}`);
  return `${clockTime(period.opens, 'tr')}–${clockTime(period.closes, 'tr')}`;
}

/** Practice facts that written content refers to by placeholder, so each is written once. */
const facts: Record<string, string> = {
  practiceName: practice.name,
  legalName: practice.legalName,
  phone: unbreakable(practice.phone.display),
  emergencyPhone: unbreakable(practice.emergencyPhone.display),
  email: practice.email,
  address: addressLine,
  weekdayHours: hoursOf('weekdays'),
  saturdayHours: hoursOf('saturday'),
  weekdayHoursDutch: dutchHoursOf('weekdays'),
  saturdayHoursDutch: dutchHoursOf('saturday'),
  weekdayHoursTurkish: turkishHoursOf('weekdays'),
  saturdayHoursTurkish: turkishHoursOf('saturday'),
  // When Saturday ends, for "outside opening hours: ... Saturday after 14.00 ...".
  // The same fact as the e-mails' and the after-hours notes': "14:00" / "14.00".
  saturdayCloses: saturdayCloses('en'),
  saturdayClosesDotted: saturdayCloses('nl'),
  kvk: practice.chamberOfCommerce,
  complaintsOfficer: practice.complaints.officer,
  disputesBody: practice.complaints.disputesBody,
  afterHoursService: practice.afterHoursService.name,
  afterHoursPhone: unbreakable(practice.afterHoursService.phone.display),
  retentionDays: String(retentionDays()),
  // Language-independent, so titles, meta descriptions and facts' labels can say it too.
  tariffYear: String(tariffYear),
};

/**
 * An urgent line as raw HTML in Markdown, carrying the same mark as PhoneLink's, so app.css gives
 * it the emergency accent wherever it stands in text.
 */
function markedPhoneLink(
  line: 'emergency' | 'afterHours',
  phone: { e164: string; display: string },
): string {
  return `<a href="tel:${phone.e164}" data-phone-line="${line}">${unbreakable(phone.display)}</a>`;
}

/** In Markdown, phone numbers and the e-mail address become links (tap to call on a phone). */
const markdownFacts: Record<string, string> = {
  ...facts,
  phone: `[${facts.phone}](tel:${practice.phone.e164})`,
  emergencyPhone: markedPhoneLink('emergency', practice.emergencyPhone),
  // Marked too: in one paragraph with the emergency line, the two urgent calls look alike, and
  // unlike the practice's routine number (round 49, AZ: orange beside teal).
  afterHoursPhone: markedPhoneLink('afterHours', practice.afterHoursService.phone),
  email: `[${practice.email}](mailto:${practice.email})`,
};

/** Facts written differently per language: amounts ("€ 20,00", "€20.00", "20,00 €"). */
function languageFacts(lang: Lang): Record<string, string> {
  return {
    lateCancellationFee: formatTariff(practice.lateCancellationFee.cents, lang),
    lateCancellationMinutes: String(practice.lateCancellationFee.perMinutes),
    // What a first visit costs, from the tariffs (the home page's question about costs, round 33:
    // the figure was two clicks and a code table away).
    intakeFee: tariffAmount('C001', lang),
    firstVisitFee: visitTotal('first-visit', lang),
    // And a check-up's (round 37, AC: only the rates page added it up).
    checkupFee: visitTotal('checkup', lang),
    // A filling, one surface to three: the range the rates page's summary gives first (round 50,
    // BA and BB: the prices were a screen below the fold).
    fillingFrom: tariffAmount('V91', lang),
    fillingTo: tariffAmount('V93', lang),
    // What a bridge for one gap adds up to (two crowns and the tooth between them).
    bridgeFee: visitTotal('bridge', lang),
    // The eigen bijdrage of a denture, as each language writes a percentage ("25%", "%25").
    dentureShare: percent(dentureContributions.full, lang),
    dentureRepairShare: percent(dentureContributions.relineOrRepair, lang),
    implantDentureLowerShare: percent(dentureContributions.onImplantsLower, lang),
    implantDentureUpperShare: percent(dentureContributions.onImplantsUpper, lang),
    // Every tariff by its code ({feeC002}, {feeX10}): written content quotes the amounts of the
    // one tariff list, so a new year's amounts change one file (round 60).
    ...Object.fromEntries(tariffs.map((row) => [`fee${row.code}`, formatTariff(row.cents, lang)])),
    // A cleaning of 30 or 60 minutes, billed per 5 minutes (the hygiene page).
    cleaning30Fee: visitTotal('cleaning', lang),
    cleaning60Fee: formatTariff(tariffOf('M03').cents * 12, lang),
    // What the larger treatments usually cost in all (the practice's own ranges).
    priceImplant: formatPriceRange(priceIndications.implantWithCrown, lang),
    priceWhitening: formatPriceRange(priceIndications.whitening, lang),
    priceInvisalign: formatPriceRange(priceIndications.invisalign, lang),
    priceVeneer: formatPriceRange(priceIndications.veneer, lang),
  };
}

const percent = (value: number, lang: Lang) =>
  new Intl.NumberFormat(languageInfo[lang].formatLocale, { style: 'percent' }).format(value / 100);

function fill(text: string, values: Record<string, string>): string {
  return keepTogether(
    text.replace(/\{(\w+)\}/g, (match, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`Unknown placeholder ${match} in content`);
      return value;
    }),
  );
}

/**
 * Amounts and ranges never break across lines: "€ 250" and "28,83 €" get a no-break space, and a
 * range such as "09:00–14:00" or "3–6" a word joiner after its dash. A Dutch word cut short before
 * "en" or "of" ("voor- en nadelen") keeps its dash with the word that completes it: "voor-" alone at
 * a line's end reads as a hyphenated word (round 27: "zon-⏎en feestdagen"). A word joiner after the
 * dash: a line may still break after a dash before a no-break space (Unicode line breaking), and
 * did, with the space shown as an indent on the next line (round 28).
 */
export function keepTogether(text: string): string {
  return (
    text
      .replace(/(?<=\p{L})- (?=(en|of) )/gu, '-\u2060\u00a0')
      .replace(/€ (?=\d)/g, '€\u00a0')
      .replace(/(?<=\d) €/g, '\u00a0€')
      .replace(/(?<=\d)–(?=\d)/g, '–\u2060')
      // "X-" at a line's end and "rays" on the next (round 50, BC): one letter and its word.
      .replace(/(?<=(?:^|[^\p{L}])\p{Lu})-(?=\p{Ll})/gu, '-\u2060')
  );
}

/** Fills practice-fact placeholders in plain text (titles, leads, facts). */
export function fillFacts(text: string): string {
  return fill(text, facts);
}

/** The same, with the facts written per language too (amounts: "€ 57,66", "€57.66"). */
export function fillFactsIn(text: string, lang: Lang): string {
  return fill(text, { ...facts, ...languageFacts(lang) });
}

/** Resolves `page:<id>[#hash]` to the page’s path in the given language. */
function resolvePageLink(href: string, lang: Lang): string {
  const [id = '', hash] = href.slice('page:'.length).split('#');
  if (!isPageId(id)) throw new Error(`Unknown page link ${href} in content`);
  return pathFor(id, lang) + (hash ? `#${hash}` : '');
}

const markedByLang = new Map<Lang, Marked>();

function markedFor(lang: Lang): Marked {
  let instance = markedByLang.get(lang);
  if (!instance) {
    instance = new Marked({
      gfm: true,
      walkTokens(token) {
        if (token.type === 'link') {
          const link = token as Tokens.Link;
          if (link.href.startsWith('page:')) link.href = resolvePageLink(link.href, lang);
        }
      },
    });
    markedByLang.set(lang, instance);
  }
  return instance;
}

/**
 * Renders the site’s own Markdown (trusted content, written in this repository) to HTML.
 * Unknown placeholders or page links throw, so a typo fails the build instead of reaching a page.
 */
export function renderMarkdown(markdown: string, lang: Lang): string {
  const values = {
    ...markdownFacts,
    ...languageFacts(lang),
    tariffTable: tariffTableMarkdown(lang),
  };
  const html = markedFor(lang).parse(fill(markdown, values), { async: false });
  // Wide tables (the fee list) scroll sideways on a phone instead of widening the page.
  return keepShortPrefixWordsWhole(hyphenateHeadings(linkEmergencyNumber(html)))
    .replaceAll('<table>', '<div class="table-scroll"><table>')
    .replaceAll('</table>', '</table></div>');
}

/**
 * Headings and table cells break their long Dutch compounds at the right place on a phone ("Wat is
 * een wortelkanaal-/behandeling?"; in the fee list "Wortelkanaal-/behandeling" kept the amounts
 * off a 320 px screen, the eleventh review): the compounds' list, app/content/compounds.ts.
 */
function hyphenateHeadings(html: string): string {
  return html.replace(
    /(<(h[1-6]|td|th)\b[^>]*>)([\s\S]*?)(<\/\2>)/g,
    (_, open: string, _tag: string, inner: string, close: string) =>
      open + hyphenateHtml(inner) + close,
  );
}

/**
 * "Bel dan direct 112": the national emergency number in running text becomes a tap-to-call link
 * (app.css gives it the emergency accent). Only in text: tags and existing links are left alone.
 */
export function linkEmergencyNumber(html: string): string {
  const link = `<a href="tel:${nationalEmergencyNumber}">${nationalEmergencyNumber}</a>`;
  return html
    .split(/(<a\b[\s\S]*?<\/a>|<[^>]+>)/)
    .map((part, index) => (index % 2 ? part : part.replace(nationalEmergencyNumberPattern, link)))
    .join('');
}

/** One line of the site’s own Markdown (no paragraph around it): phone numbers become links. */
export function renderInlineMarkdown(markdown: string, lang: Lang): string {
  return keepShortPrefixWordsWhole(
    linkEmergencyNumber(
      markedFor(lang).parseInline(fill(markdown, { ...markdownFacts, ...languageFacts(lang) }), {
        async: false,
      }),
    ),
  );
}
