/**
 * Checks the written content against the writing brief (docs/content/writing-brief.md): the facts
 * every page must state, in every language, the shape of each page, and that the pages render.
 */
import { describe, expect, test } from 'vitest';
import { languages, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import type { TreatmentId } from '~/i18n/pages';
import { termsLastUpdated } from './legal/dates';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';
import { blog } from './pages/blog';
import { contact } from './pages/contact';
import { home } from './pages/home';
import { ourClinic } from './pages/our-clinic';
import { rates } from './pages/rates';
import { services } from './pages/services';
import { team } from './pages/team';
import { practice } from './practice';
import { fillFacts } from './markdown.server';
import { articlePage, articles, ratesPage, treatmentPage, treatments } from './site.server';
import { teamMembers } from './team-members';
import { billUnderEstimate, formatTariff, tariffs, tariffYear, visitExamplesFor } from './tariffs';
import { treatmentSummaries } from './treatment-summaries';
import { reviewVerification, testimonials } from './testimonials';
import type { PageMeta, TreatmentContent } from './types';

/** The 13 treatment pages of the specification, written out here rather than read from the code. */
const expectedTreatmentIds = [
  'general',
  'cosmetic',
  'orthodontics',
  'implants',
  'pediatric',
  'emergency',
  'checkup',
  'hygiene',
  'fillings',
  'rootcanal',
  'whitening',
  'crowns',
  'invisalign',
] as const satisfies readonly TreatmentId[];

/** Per-language words used by the fact patterns below. */
const unit = {
  minutes: { nl: 'minuten', en: 'minutes', tr: 'dakika' },
  weeks: { nl: 'weken', en: 'weeks', tr: 'hafta' },
  months: { nl: 'maanden', en: 'months', tr: 'ay' },
  years: { nl: 'jaar', en: 'years', tr: 'yıl' },
  appointments: { nl: 'afspraken', en: 'appointments', tr: 'randevu' },
} as const satisfies Record<string, Record<Lang, string>>;

/** "30–60 minuten", "30-60 minutes", "30 – 60 dakika" (never "130–60" or "30–600"). */
function range(from: number, to: number, word: string): RegExp {
  return new RegExp(`(?<!\\d)${from}\\s*[–-]\\s*${to}(?!\\d)[\\s-]+${word}`);
}

/** The same pattern in each language, with that language's word for the unit. */
function rangeIn(from: number, to: number, words: Record<Lang, string>): Record<Lang, RegExp> {
  return {
    nl: range(from, to, words.nl),
    en: range(from, to, words.en),
    tr: range(from, to, words.tr),
  };
}

const everySixMonths: Record<Lang, RegExp> = {
  nl: /(elke|om de) 6 maanden/,
  en: /every 6 months/,
  tr: /(?<!\d)(6|altı) ayda bir/,
};

/**
 * The facts of the writing brief that each treatment page must state, as patterns on the page's
 * text lowercased in its own language. Treatments not listed have no numeric facts in the brief.
 */
const requiredFacts: Partial<Record<TreatmentId, Record<string, Record<Lang, RegExp>>>> = {
  general: {
    'appointment of 30–60 minutes': rangeIn(30, 60, unit.minutes),
    'check-up every 6 months': everySixMonths,
  },
  cosmetic: {
    '1–3 appointments': rangeIn(1, 3, unit.appointments),
    'results last 5–15 years': rangeIn(5, 15, unit.years),
    'veneers last 10–15 years': {
      nl: /facings[^.]{0,60}10\s*[–-]\s*15 jaar/,
      en: /veneers[^.]{0,60}10\s*[–-]\s*15 years/,
      tr: /lamina[^.]{0,60}10\s*[–-]\s*15 yıl/,
    },
  },
  implants: {
    '3–6 months in total': rangeIn(3, 6, unit.months),
    'over 95% success rate': {
      nl: /meer dan 95\s*%/,
      en: /over 95\s*%/,
      tr: /%\s*95['’]in üzerinde/,
    },
    'crown replaced after 10–15 years': {
      nl: /kroon[^.]{0,60}10\s*[–-]\s*15 jaar/,
      en: /crown[^.]{0,60}10\s*[–-]\s*15 years/,
      tr: /kron[^.]{0,60}10\s*[–-]\s*15 yıl/,
    },
  },
  pediatric: {
    'up to age 18': {
      nl: /tot 18 jaar/,
      en: /until the age of 18/,
      tr: /18 yaşına kadar/,
    },
    'from the first tooth': {
      nl: /(vanaf|van) het eerste tand(je)?/,
      en: /from (the|their) first tooth/,
      tr: /ilk diş(ten|inin)/,
    },
    'first visit by age 1': {
      nl: /vóór de (1e|eerste) verjaardag/,
      en: /by (age 1(?!\d)|their first birthday)/,
      tr: /(?<!\d)(1|bir) yaşını doldurmadan/,
    },
    'or within 6 months of the first tooth': {
      nl: /binnen 6 maanden na(dat)? het eerste tand(je)?/,
      en: /within 6 months of the first tooth/,
      tr: /ilk diş\S* çık\S+ sonraki (6|altı) ay/,
    },
  },
  emergency: {
    'knocked-out tooth: within 30 minutes': {
      nl: /binnen 30 minuten/,
      en: /within 30 minutes/,
      tr: /(?<!\d)30 dakika içinde/,
    },
    'same-day appointment': {
      nl: /dezelfde dag/,
      en: /same[ -]day/,
      tr: /aynı gün/,
    },
    'the emergency phone placeholder': {
      nl: /\{emergencyphone\}/,
      en: /\{emergencyphone\}/,
      tr: /\{emergencyphone\}/,
    },
  },
  orthodontics: {
    'treatment of 12–24 months': rangeIn(12, 24, unit.months),
    'a follow-up every 6–8 weeks': rangeIn(6, 8, unit.weeks),
  },
  invisalign: {
    'treatment of 12–24 months': rangeIn(12, 24, unit.months),
    'a check-up every 6–8 weeks': rangeIn(6, 8, unit.weeks),
  },
  checkup: {
    'a check-up every 6 months': everySixMonths,
  },
  hygiene: {
    'professional cleaning twice a year': {
      nl: /(twee keer|2 keer|2x) per jaar/,
      en: /(twice|two times|2x) (a|per) year/,
      tr: /yılda (en az )?(iki|2) (kez|defa)/,
    },
    'brushing for 2 minutes': {
      nl: /(?<!\d)2 minuten/,
      en: /(?<!\d)2 minutes/,
      tr: /(?<!\d)(2|iki) dakika/,
    },
  },
  crowns: {
    'crowns last 10–15 years': rangeIn(10, 15, unit.years),
  },
};

const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(lang);

/** Facts, lead, body and FAQ answers of a treatment page, as one lowercased string. */
function treatmentText(content: TreatmentContent, lang: Lang): string {
  return lower(
    [
      ...content.facts.map((fact) => `${fact.label}: ${fact.value}`),
      content.lead,
      content.body,
      ...content.faq.map((item) => item.answer),
    ].join('\n'),
    lang,
  );
}

/** Every string inside a value (object, array or string), depth first. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Practice details that content must write as placeholders, never literally. */
const literalPracticeFacts: [string, string][] = [
  ['phone number', practice.phone.display],
  ['phone number (E.164)', practice.phone.e164],
  ['emergency phone number', practice.emergencyPhone.display],
  ['emergency phone number (E.164)', practice.emergencyPhone.e164],
  ['e-mail address', practice.email],
  ['street', practice.address.street],
];

const withoutSpaces = (text: string) => text.replace(/[\s-]/g, '');

const lines = (markdown: string) => markdown.split('\n');

describe('the content modules', () => {
  test('there are exactly the 13 treatment pages and 5 articles', () => {
    expect(Object.keys(treatments).sort()).toEqual([...expectedTreatmentIds].sort());
    expect(Object.keys(articles).sort()).toEqual([
      'dental-anxiety',
      'dental-costs',
      'dentures',
      'home-care',
      'regular-visits',
    ]);
  });
});

describe.each(languages)('%s', (lang) => {
  const factCases = Object.entries(requiredFacts).flatMap(([id, facts]) =>
    Object.entries(facts).map(([fact, patterns]) => ({
      id: id as TreatmentId,
      fact,
      pattern: patterns[lang],
    })),
  );

  describe('treatment facts', () => {
    test.each(factCases)('$id states $fact', ({ id, fact, pattern }) => {
      const text = treatmentText(treatments[id][lang], lang);
      expect(text, `${lang} ${id} must state: ${fact}`).toMatch(pattern);
    });
  });

  describe.each(expectedTreatmentIds)('treatment %s', (id) => {
    const content = treatments[id][lang];

    test('has 3–5 facts with a label and a value', () => {
      expect(content.facts.length).toBeGreaterThanOrEqual(3);
      expect(content.facts.length).toBeLessThanOrEqual(5);
      for (const fact of content.facts) {
        expect(fact.label.trim()).not.toBe('');
        expect(fact.value.trim()).not.toBe('');
      }
    });

    // Up to six: the root canal page answers the second-opinion and referral questions too, the
    // children's page a grandparent's (round 36, Z). More would be a wall of questions; the
    // children's page alone has a seventh, the wobbly milk tooth every parent of a six-year-old
    // asks about (round 45, AQ).
    test('has 3–6 questions (the children’s page 7), each answered', () => {
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
      expect(content.faq.length).toBeLessThanOrEqual(id === 'pediatric' ? 7 : 6);
      for (const item of content.faq) {
        expect(item.question.trim()).not.toBe('');
        expect(item.answer.trim()).not.toBe('');
      }
    });

    test('has a body of at least 5 sections, with the steps as an ordered list', () => {
      const bodyLines = lines(content.body);
      const headings = bodyLines.filter((line) => line.startsWith('## '));
      expect(headings.length).toBeGreaterThanOrEqual(5);
      expect(bodyLines.some((line) => line.startsWith('1. '))).toBe(true);
      // No page-level heading: the page supplies its own <h1>.
      expect(bodyLines.filter((line) => /^# /.test(line))).toEqual([]);
    });

    test('has a meta title of at most 45 characters', () => {
      expect(content.meta.title.trim()).not.toBe('');
      expect(content.meta.title.length).toBeLessThanOrEqual(45);
    });

    test('has a meta description of 100–170 characters', () => {
      const description = fillFacts(content.meta.description);
      expect(description.length).toBeGreaterThanOrEqual(100);
      expect(description.length).toBeLessThanOrEqual(170);
    });

    test.each(literalPracticeFacts)('does not write the practice %s literally', (_name, value) => {
      const text = allStrings(content).join('\n');
      expect(text).not.toContain(value);
      expect(withoutSpaces(text)).not.toContain(withoutSpaces(value));
    });

    test('renders without placeholders or page links left', () => {
      const page = treatmentPage(id, lang);
      expect(page.bodyHtml).toContain('<h2 id="');
      expect(page.bodyHtml).toContain('<ol>');
      const rendered = [
        page.meta.title,
        page.meta.description,
        page.title,
        page.lead,
        ...page.facts.flatMap((fact) => [fact.label, fact.valueHtml]),
        page.bodyHtml,
        ...page.faq.flatMap((item) => [item.question, item.answerHtml]),
        page.cta.title,
        page.cta.textHtml,
      ].join('\n');
      expect(rendered).not.toMatch(/\{\w+\}/);
      expect(rendered).not.toContain('page:');
    });
  });

  // Search results cut a longer one off (round 50, BA: the Turkish anxiety article's was 263).
  test.each(Object.keys(articles) as (keyof typeof articles)[])(
    'the article %s has a meta description of 100–170 characters',
    (id) => {
      const description = fillFacts(articles[id].text[lang].meta.description);
      expect(description.length).toBeGreaterThanOrEqual(100);
      expect(description.length).toBeLessThanOrEqual(170);
    },
  );

  test('meta titles are unique across treatments, articles and pages', () => {
    const metas: [string, PageMeta][] = [
      ...expectedTreatmentIds.map((id): [string, PageMeta] => [id, treatments[id][lang].meta]),
      ...Object.entries(articles).map(([id, article]): [string, PageMeta] => [
        id,
        article.text[lang].meta,
      ]),
      ['home', home[lang].meta],
      ['services', services[lang].meta],
      ['team', team[lang].meta],
      ['our-clinic', ourClinic[lang].meta],
      ['contact', contact[lang].meta],
      ['rates', rates[lang].meta],
      ['blog', blog[lang].meta],
    ];
    expect(metas).toHaveLength(13 + 5 + 7);
    const pagesByTitle = new Map<string, string[]>();
    for (const [id, meta] of metas) {
      const key = meta.title.trim().toLocaleLowerCase(lang);
      pagesByTitle.set(key, [...(pagesByTitle.get(key) ?? []), id]);
    }
    const duplicates = [...pagesByTitle.entries()].filter(([, ids]) => ids.length > 1);
    expect(duplicates).toEqual([]);
  });

  describe('blog', () => {
    test.each([
      ['regular-visits', 5],
      ['home-care', 4],
      ['dental-costs', 6],
      ['dental-anxiety', 5],
      ['dentures', 4],
    ] as const)('%s takes %i minutes to read and has a known author', (id, minutes) => {
      const article = articles[id];
      expect(article.readMinutes).toBe(minutes);
      expect(teamMembers.map((member) => member.id)).toContain(article.author);
      expect(article.text[lang].body.trim()).not.toBe('');
    });

    // The specification's 2025 list (and the crown's two, round 36), and the NZa's 2026 change:
    // every general dental tariff 1.12 % lower (decision 0133), rounded to the cent.
    const fees2025 = [
      ['C002', 2883],
      ['C001', 5766],
      ['X10', 2124],
      ['X21', 9104],
      ['M03', 1701],
      ['V91', 6069],
      ['V92', 7966],
      ['V93', 9483],
      ['H11', 5690],
      ['E13', 13656],
      ['E14', 19725],
      // Beyond the specification: the dentist's part of a crown and a bridge (round 36).
      ['R24', 33380],
      ['R40', 22759],
    ] as const;
    const fees = fees2025.map(
      ([code, cents]) => [code, (Math.round(cents * 0.9888) / 100).toFixed(2)] as const,
    );

    // The amounts the 2026 list was checked against, as published (decision 0133).
    test('the 2026 list has the published amounts', () => {
      expect(tariffYear).toBe(2026);
      expect(Object.fromEntries(fees)).toMatchObject({
        C002: '28.51',
        X10: '21.00',
        M03: '16.82',
      });
    });

    // One tariff list (app/content/tariffs.ts) feeds the article's table and the rates page.
    const articleRows = [
      ...articlePage('dental-costs', lang).bodyHtml.matchAll(/<tr>(.*?)<\/tr>/gs),
    ]
      .map((match) =>
        (match[1] ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((row) => /^[A-Z]\d/.test(row));
    test.each(fees)('dental-costs and the rates page list %s at %s', (code, amount) => {
      const localAmount = lang === 'en' ? amount : amount.replace('.', ',');
      const rows = articleRows.filter((row) => row.startsWith(`${code} `));
      expect(rows, `${lang}: an article table row for ${code}`).toHaveLength(1);
      expect(rows[0]?.replace(/\u00a0/g, ' ')).toContain(localAmount);
      const rateRows = ratesPage(lang).tariffs.rows.filter((row) => row.code === code);
      expect(rateRows, `${lang}: a rates page row for ${code}`).toHaveLength(1);
      expect(rateRows[0]?.amount).toContain(localAmount);
    });

    test('the treatments that leave out the estimate rule stay under it (€ 250)', () => {
      for (const [id, parts] of Object.entries(billUnderEstimate)) {
        const cents = parts.reduce((sum, [code, times]) => {
          const tariff = tariffs.find((row) => row.code === code);
          if (!tariff) throw new Error(`No tariff ${code}`);
          return sum + tariff.cents * times;
        }, 0);
        expect(cents, id).toBeGreaterThan(0);
        expect(cents, id).toBeLessThan(25000);
      }
    });

    // The nineteenth review: "€ 17,01 per 5 minuten" beside "30–60 minuten" read as the
    // cleaning's price. The totals the hygiene page states are the tariff's, 6 and 12 times.
    test('the hygiene page states what a 30 and a 60-minute cleaning come to', () => {
      const m03 = tariffs.find((row) => row.code === 'M03');
      if (!m03) throw new Error('no M03');
      const page = treatmentPage('hygiene', lang);
      const text = [...page.facts.map((fact) => fact.valueHtml), page.bodyHtml]
        .join(' ')
        .replace(/\u00a0/g, ' ');
      for (const units of [6, 12]) {
        expect(text).toContain(formatTariff(m03.cents * units, lang).replace(/\u00a0/g, ' '));
      }
    });

    // The crown's page writes the amounts in its text; they must be the list's.
    test.each(['R24', 'R40'])('the crowns page names %s at the list’s amount', (code) => {
      const row = tariffs.find((tariff) => tariff.code === code);
      const body = treatmentPage('crowns', lang).bodyHtml.replace(/\u00a0/g, ' ');
      expect(body).toContain(`${code} `);
      expect(body).toContain(formatTariff(row?.cents ?? 0, lang).replace(/\u00a0/g, ' '));
    });

    test('both tables have exactly the specification’s tariffs and the crown’s, with their year', () => {
      expect(articleRows).toHaveLength(fees.length);
      expect(ratesPage(lang).tariffs.rows.map((row) => row.code)).toEqual(fees.map(([c]) => c));
      expect(articlePage('dental-costs', lang).bodyHtml).toContain('2026');
      expect(articlePage('dental-costs', lang).bodyHtml).not.toContain('2025');
      expect(ratesPage(lang).tariffs.source).toContain('2026');
    });

    test('the rates page gives the estimate threshold of the terms (from € 250) once, in its summary', () => {
      expect(ratesPage(lang).summary.itemsHtml.join(' ')).toMatch(/250/);
    });

    const homeCareFacts: Record<string, Record<Lang, RegExp>> = {
      'brush for 2 minutes': {
        nl: /(?<!\d)2 minuten/,
        en: /(?<!\d)2 minutes/,
        tr: /(?<!\d)(2|iki) dakika/,
      },
      'brush twice a day': {
        nl: /(twee keer|2 keer|2x) per dag/,
        en: /(twice|two times|2x) a day/,
        tr: /günde (iki|2) (kez|defa)/,
      },
      'replace the toothbrush every 3–4 months': {
        nl: /tandenborstel[^.]{0,60}(?<!\d)3\s*([–-]|tot)\s*4 maanden/,
        en: /toothbrush[^.]{0,60}(?<!\d)3\s*([–-]|to)\s*4 months/,
        tr: /fırça[^.]{0,80}(?<!\d)3\s*([–-]|ila|ile)\s*4 ay/,
      },
    };

    test.each(Object.entries(homeCareFacts))('home-care states: %s', (_fact, patterns) => {
      expect(lower(articles['home-care'].text[lang].body, lang)).toMatch(patterns[lang]);
    });

    const regularVisitsFacts: Record<string, Record<Lang, RegExp>> = {
      'a check-up every 6 months': {
        nl: /elke 6 maanden een controle|controle (elke|om de) 6 maanden/,
        en: /check-?up every 6 months/,
        tr: /(?<!\d)(6|altı) ayda bir kontrol/,
      },
      'a professional cleaning at least twice a year': {
        nl: /(minimaal|minstens) (twee keer|2 keer|2x) per jaar een professionele gebitsreiniging/,
        en: /professional cleaning at least (twice|two times|2x) a year/,
        tr: /yılda en az (iki|2) (kez|defa) profesyonel diş temizliği/,
      },
    };

    test.each(Object.entries(regularVisitsFacts))(
      'regular-visits states: %s',
      (_fact, patterns) => {
        expect(lower(articles['regular-visits'].text[lang].body, lang)).toMatch(patterns[lang]);
      },
    );
  });

  describe('testimonials', () => {
    const items = testimonials[lang];

    test('there are three, rated 5, 5 and 4.5', () => {
      expect(items).toHaveLength(3);
      expect(items.map((item) => item.rating)).toEqual([5, 5, 4.5]);
    });

    test('each has an author, a text and an ISO publication date', () => {
      for (const item of items) {
        expect(item.author.trim()).not.toBe('');
        expect(item.text.trim()).not.toBe('');
        expect(item.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${item.datePublished}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
          item.datePublished,
        );
      }
    });
  });

  test('the home page has five answered questions', () => {
    const items = home[lang].faq.items;
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
  });

  // A visitor or an expat insured abroad learns what applies to them where new patients are told
  // what to bring (round 43, AN: only the fees page said it).
  test('the new-patient answer welcomes a visitor insured abroad and says how they pay', () => {
    const answer = home[lang].faq.items[0]?.answer ?? '';
    const abroad = {
      nl: /verzekerd in het buitenland/,
      en: /insured outside the Netherlands/,
      tr: /sigortanız yurt dışında/,
    }[lang];
    expect(answer).toMatch(abroad);
    expect(answer).toMatch(
      {
        nl: /betaalt onze rekening zelf/,
        en: /pay our invoice yourself/,
        tr: /faturamızı kendiniz öder/,
      }[lang],
    );
  });

  describe('terms', () => {
    const termsFacts: Record<string, Record<Lang, RegExp>> = {
      'free cancellation up to 48 hours in advance': {
        nl: /(?<!\d)48 uur/,
        en: /(?<!\d)48 hours/,
        tr: /(?<!\d)48 saat/,
      },
      'a written estimate from €250': {
        nl: /€\s*250(?!\d)/,
        en: /€\s*250(?!\d)/,
        tr: /(?<!\d)250\s*€/,
      },
      'payment within 30 days': {
        nl: /(?<!\d)30 dagen/,
        en: /(?<!\d)30 days/,
        tr: /(?<!\d)30 gün/,
      },
      'corrections up to two years after treatment': {
        nl: /(twee|2) jaar na de behandeling/,
        en: /within (two|2) years of the treatment/,
        tr: /tedaviden sonraki (iki|2) yıl/,
      },
      'interest on late payment': {
        nl: /\brente\b/,
        en: /\binterest\b/,
        tr: /faiz/,
      },
      'the KvK placeholder': { nl: /\{kvk\}/, en: /\{kvk\}/, tr: /\{kvk\}/ },
      // Specification §9 names the Amsterdam court (Turkish terms); that forum clause is void
      // against consumers and was removed (decision 0100): the court competent by law instead.
      'the court that has jurisdiction by law': {
        nl: /rechter die volgens de wet bevoegd is/,
        en: /dispute to the competent court\./,
        tr: /yasaya göre yetkili mahkeme/,
      },
      'Dutch law': {
        nl: /nederlands recht/,
        en: /dutch law/,
        tr: /hollanda hukuku/,
      },
    };

    test.each(Object.entries(termsFacts))('state: %s', (_fact, patterns) => {
      expect(lower(terms[lang].body, lang)).toMatch(patterns[lang]);
    });
  });

  test('the privacy statement uses the retention and e-mail placeholders', () => {
    expect(privacy[lang].body).toContain('{retentionDays}');
    expect(privacy[lang].body).toContain('{email}');
  });

  // Issue 18: what a Dutch health lawyer checks.
  test('the privacy statement and the consent checkbox agree on health data (AVG art. 9)', () => {
    const { healthConsent, healthConsentHint, consentBefore, consentLink, consentAfter } =
      catalogues[lang].form;
    const consent = lower(`${healthConsent} ${healthConsentHint}`, lang);
    // "I have read the privacy statement" is no consent to anything (AVG art. 7(4): not bundled).
    const readIt = lower(consentBefore + consentLink + consentAfter, lang);
    expect(readIt).not.toMatch({ nl: /toestemming/, en: /consent/, tr: /onay/ }[lang]);
    const statement = lower(privacy[lang].body, lang);
    const explicitConsent = { nl: /uitdrukkelijk/, en: /explicit/, tr: /açık(ça)? onay/ }[lang];
    const withdraw = { nl: /intrekken/, en: /withdraw/, tr: /geri al/ }[lang];
    expect(statement).toMatch(/(artikel|article|madde) 9/);
    expect(statement).toMatch(explicitConsent);
    expect(statement).toMatch(withdraw);
    expect(consent).toMatch(explicitConsent);
    expect(consent).toMatch(withdraw);
  });

  test('the terms name the complaints officer and the disputes body from the practice data', () => {
    expect(terms[lang].body).toContain('{complaintsOfficer}');
    expect(terms[lang].body).toContain('{disputesBody}');
    expect(terms[lang].body).toContain('Wkkgz');
  });

  test('says how reviews are checked, beside the testimonials (Omnibus directive)', () => {
    const check = { nl: /controleren/, en: /check/, tr: /kontrol/ }[lang];
    expect(lower(reviewVerification[lang], lang)).toMatch(check);
  });

  test('no title of someone who does not work here in the search keywords', () => {
    const absentTitles = {
      nl: /(orthodontist|implantoloog|mondhygiënist|kindertandarts|spoedtandarts)/,
      en: /\b(orthodontist|implantologist|hygienist|pa?ediatric dentist)\b/,
      tr: /(ortodontist|implantolog|hijyenist|pedodontist)/,
    }[lang];
    const pages = [
      ...Object.values(treatments),
      ...Object.values(articles).map((article) => article.text),
      home,
      services,
      team,
      ourClinic,
      contact,
      rates,
      blog,
    ];
    for (const page of pages) {
      expect(lower(page[lang].meta.keywords, lang)).not.toMatch(absentTitles);
    }
  });

  test('every team member has a role and a bio', () => {
    for (const member of teamMembers) {
      expect(member.text[lang].role.trim()).not.toBe('');
      expect(member.text[lang].bio.trim()).not.toBe('');
    }
  });
});

describe('team', () => {
  test('has two members with 20 and 10 years of experience', () => {
    expect(teamMembers.map((member) => [member.id, member.name, member.experienceYears])).toEqual([
      ['murat-kaya', 'Murat Kaya', 20],
      ['elif-aydin', 'Elif Aydın', 10],
    ]);
  });
});

describe('terms', () => {
  test('were last updated on 12 May 2025', () => {
    expect(termsLastUpdated).toBe('2025-05-12');
  });
});

describe('the dentists’ BIG registration', () => {
  test('a BIG number, once filled in, is 11 digits of the dentist profession (…02)', () => {
    for (const member of teamMembers) {
      if (member.bigNumber !== undefined) expect(member.bigNumber).toMatch(/^\d{9}02$/);
    }
    // The sample dentists have none: an invented number could be a real practitioner's (0068).
    expect(teamMembers.filter((member) => member.bigNumber)).toEqual([]);
  });
});

describe('who treats what', () => {
  test('every treatment page names at least one dentist, and the ones their biographies say', () => {
    for (const id of Object.keys(treatments) as TreatmentId[]) {
      expect(treatmentPage(id, 'en').dentists.members.length, id).toBeGreaterThan(0);
    }
    const names = (id: TreatmentId) => treatmentPage(id, 'nl').dentists.names;
    expect(names('rootcanal')).toBe('Elif Aydın');
    expect(names('implants')).toBe('Murat Kaya');
    expect(names('fillings')).toBe('Murat Kaya of Elif Aydın');
    expect(treatmentPage('fillings', 'en').dentists.details).toEqual([
      'Both speak English, Dutch and Turkish',
    ]);
    expect(treatmentPage('rootcanal', 'tr').dentists.details).toEqual([
      'Estetik ve restoratif tedavilere odaklanan diş hekimi',
      '10 yılı aşkın deneyim',
    ]);
  });
});

describe('the short lines of the compact treatment lists', () => {
  test.each(languages)(
    '%s: every treatment has one that fits two lines on a narrow phone',
    (lang) => {
      for (const [id, summary] of Object.entries(treatmentSummaries)) {
        expect(summary[lang], id).toMatch(/\S/);
        expect(summary[lang].length, `${id}: ${summary[lang]}`).toBeLessThanOrEqual(52);
        expect(summary[lang], id).not.toMatch(/[.…]$/);
      }
    },
  );
});

describe('the rates page’s worked examples', () => {
  test('add up from the tariff list, written as each language writes amounts', () => {
    expect(visitExamplesFor('nl').items.map(({ codes, total }) => [codes, total])).toEqual([
      ['C002 + X10', '€\u00a049,51'],
      ['C001 + 2 × X10', '€\u00a099,01'],
      ['6 × M03', '€\u00a0100,92'],
      // A bridge for one gap: two crowns and the tooth between them (round 45, AR).
      ['2 × R24 + R40', '€\u00a0885,16'],
    ]);
    expect(visitExamplesFor('en').items.map(({ total }) => total)).toEqual([
      '€49.51',
      '€99.01',
      '€100.92',
      '€885.16',
    ]);
    expect(visitExamplesFor('tr').items.map(({ total }) => total)).toEqual([
      '49,51\u00a0€',
      '99,01\u00a0€',
      '100,92\u00a0€',
      '885,16\u00a0€',
    ]);
  });
  test('the crowns page adds a bridge up in every language', () => {
    for (const [lang, total] of [
      ['nl', '€\u00a0885,16'],
      ['en', '€885.16'],
      ['tr', '885,16\u00a0€'],
    ] as const)
      expect(treatmentPage('crowns', lang).bodyHtml, lang).toContain(`${total} (2 × R24 + R40)`);
  });
});

// Round 45, AR: "with a personal contribution", but how much? The statutory shares, as each
// language writes a percentage.
describe('what an adult pays of a denture', () => {
  test.each([
    ['nl', '25%', '10%', '8%'],
    ['en', '25%', '10%', '8%'],
    ['tr', '%25', '%10', '%8'],
  ] as const)(
    '%s: %s of a full denture, %s of relining, %s of one on implants above',
    (lang, full, repair, upper) => {
      const article = articlePage('dentures', lang).bodyHtml;
      for (const share of [full, repair, upper]) expect(article, lang).toContain(share);
      expect(ratesPage(lang).bodyHtml, lang).toContain(full);
      expect(treatmentPage('implants', lang).bodyHtml, lang).toContain(upper);
    },
  );
});

describe('the fees page has an index', () => {
  test('its guidance’s sections are jump links in every language, each to a heading on the page', () => {
    for (const lang of languages) {
      const page = ratesPage(lang);
      expect(page.toc.length, lang).toBe(6);
      for (const entry of page.toc) expect(page.bodyHtml).toContain(`<h2 id="${entry.id}">`);
      expect(page.toc[5]?.text, lang).toBe(
        { nl: 'Afspraak annuleren', en: 'Cancelling an appointment', tr: 'Randevu iptali' }[lang],
      );
    }
  });
});
