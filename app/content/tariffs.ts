/**
 * The NZa maximum tariffs of the treatments the practice performs most (specification §3): the one
 * place for codes and amounts. The rates page shows them as a table; the dental-costs article
 * writes `{tariffTable}` where the same table belongs. A new year’s tariffs change only this file.
 */
import type { Lang } from '~/i18n/languages';
import type { TreatmentId } from '~/i18n/pages';
import type { Localized } from './types';

/**
 * The year of the amounts below. The specification lists the 2025 tariffs; for 2026 the NZa lowered
 * every general dental tariff by the same 1.12 % (decision 0133), so each 2026 amount is its 2025
 * amount × 0.9888, rounded to the cent — the test holds each one to that rule.
 */
export const tariffYear = 2026;

export interface Tariff {
  code: string;
  /** Euro cents, so amounts are exact. */
  cents: number;
  description: Localized<string>;
}

export const tariffs: readonly Tariff[] = [
  {
    code: 'C002',
    cents: 2851,
    description: { nl: 'Periodieke controle', en: 'Routine check-up', tr: 'Periyodik kontrol' },
  },
  {
    code: 'C001',
    cents: 5701,
    description: {
      nl: 'Intakeconsult (eerste bezoek)',
      en: 'New-patient consultation (first visit)',
      tr: 'İlk muayene (tanışma görüşmesi)',
    },
  },
  {
    code: 'X10',
    cents: 2100,
    description: { nl: 'Kleine röntgenfoto', en: 'Small X-ray', tr: 'Küçük röntgen' },
  },
  {
    code: 'X21',
    cents: 9002,
    description: {
      nl: 'Kaakoverzichtsfoto (panoramafoto)',
      en: 'Panoramic X-ray',
      tr: 'Panoramik röntgen',
    },
  },
  {
    code: 'M03',
    cents: 1682,
    description: {
      nl: 'Gebitsreiniging, per 5 minuten',
      en: 'Professional cleaning, per 5 minutes',
      tr: 'Profesyonel diş temizliği, 5 dakika başına',
    },
  },
  {
    code: 'V91',
    cents: 6001,
    description: {
      nl: 'Composietvulling, één vlak',
      en: 'Composite filling, one surface',
      tr: 'Kompozit dolgu, tek yüzeyli',
    },
  },
  {
    code: 'V92',
    cents: 7877,
    description: {
      nl: 'Composietvulling, twee vlakken',
      en: 'Composite filling, two surfaces',
      tr: 'Kompozit dolgu, iki yüzeyli',
    },
  },
  {
    code: 'V93',
    cents: 9377,
    description: {
      nl: 'Composietvulling, drie vlakken',
      en: 'Composite filling, three surfaces',
      tr: 'Kompozit dolgu, üç yüzeyli',
    },
  },
  {
    code: 'H11',
    cents: 5626,
    description: {
      nl: 'Trekken van een tand of kies',
      en: 'Tooth extraction',
      tr: 'Diş çekimi',
    },
  },
  {
    code: 'E13',
    cents: 13503,
    description: {
      nl: 'Wortelkanaalbehandeling, één kanaal',
      en: 'Root canal treatment, one canal',
      tr: 'Kanal tedavisi, tek kanal',
    },
  },
  {
    code: 'E14',
    cents: 19504,
    description: {
      nl: 'Wortelkanaalbehandeling, twee kanalen',
      en: 'Root canal treatment, two canals',
      tr: 'Kanal tedavisi, iki kanal',
    },
  },
  // Beyond the specification's eleven (round 36, Z, and U, X, Y before: "is a bridge €800 or
  // €3,000?"). The dentist's part only: the laboratory's costs come on top and on the estimate.
  {
    code: 'R24',
    cents: 33006,
    description: {
      nl: 'Kroon op een eigen tand of kies (plus labkosten)',
      en: 'Crown on a natural tooth (plus lab costs)',
      tr: 'Doğal dişe kron (laboratuvar masrafı ayrıca)',
    },
  },
  {
    code: 'R40',
    cents: 22504,
    description: {
      nl: 'Brug: de eerste vervangende tand (plus labkosten)',
      en: 'Bridge: the first replacement tooth (plus lab costs)',
      tr: 'Köprü: ilk ara diş (laboratuvar masrafı ayrıca)',
    },
  },
];

/** The amount as written in the language: "€ 28,83" (nl), "€28.83" (en), "28,83 €" (tr). */
export function formatTariff(cents: number, lang: Lang): string {
  const amount = (cents / 100).toFixed(2);
  return withEuro(lang === 'en' ? amount : amount.replace('.', ','), lang);
}

/** The euro sign where the language puts it, kept on the amount's line: "€ 28,83", "€28.83", "28,83 €". */
export function withEuro(amount: string, lang: Lang): string {
  switch (lang) {
    case 'nl':
      return `€\u00a0${amount}`;
    case 'en':
      return `€${amount}`;
    case 'tr':
      return `${amount}\u00a0€`;
  }
}

const tableHeadings: Localized<[string, string, string]> = {
  // "Tarief" under the caption "NZa-maximumtarieven": "Maximumtarief" and "Maximaal tarief" pushed
  // the article's table past a 320 px phone, "Ten hoogste" read oddly as a heading. English "Max.
  // fee": "Maximum fee" broke over two lines on a phone (round 57, BP).
  nl: ['Code', 'Behandeling', 'Tarief'],
  en: ['Code', 'Treatment', 'Max. fee'],
  tr: ['Kod', 'Tedavi', 'Azami ücret'],
};

export function tariffTableHeadings(lang: Lang): [string, string, string] {
  return tableHeadings[lang];
}

/**
 * What a usual visit adds up to, from the tariffs above (so the sums follow a new year’s amounts):
 * a patient reads a list of codes more easily with two worked examples beside it.
 */
const visitExamples: readonly {
  id: 'checkup' | 'first-visit' | 'cleaning' | 'bridge';
  parts: readonly [code: string, times: number][];
  label: Localized<string>;
}[] = [
  {
    id: 'checkup',
    parts: [
      ['C002', 1],
      ['X10', 1],
    ],
    label: {
      nl: 'Controle met een kleine röntgenfoto',
      en: 'Check-up with a small X-ray',
      tr: 'Küçük bir röntgenle kontrol',
    },
  },
  {
    id: 'first-visit',
    parts: [
      ['C001', 1],
      ['X10', 2],
    ],
    label: {
      nl: 'Eerste bezoek met twee kleine röntgenfoto’s',
      en: 'First visit with two small X-rays',
      tr: 'İki küçük röntgenle ilk muayene',
    },
  },
  // A cleaning is billed per 5 minutes; a patient cannot price that without a length (round 37).
  // Thirty minutes: the shortest the hygiene page names ("30–60 minutes"), so the two agree.
  {
    id: 'cleaning',
    parts: [['M03', 6]],
    label: {
      nl: 'Gebitsreiniging van 30 minuten',
      en: 'A 30-minute professional cleaning',
      tr: '30 dakikalık profesyonel diş temizliği',
    },
  },
  // A bridge for one gap: a crown on each neighbouring tooth and the tooth between them (round 45,
  // AR: "R40 € 227,59" beside "R24 € 333,80" read as a bridge cheaper than a crown).
  {
    id: 'bridge',
    parts: [
      ['R24', 2],
      ['R40', 1],
    ],
    label: {
      nl: 'Brug voor één ontbrekende tand, zonder labkosten',
      en: 'A bridge for one missing tooth, without lab costs',
      tr: 'Tek eksik diş için köprü, laboratuvar ücreti hariç',
    },
  },
];

const examplesTitle: Localized<string> = {
  nl: 'Rekenvoorbeelden',
  en: 'Worked examples',
  tr: 'Örnek hesaplamalar',
};

/**
 * What an adult pays of a denture under basic insurance (the statutory eigen bijdrage, in per
 * cent): a new full denture, relining or repairing it, and a full denture on implants in a
 * toothless jaw (upper and lower). A partial denture is not in basic insurance at all (round 45,
 * AR: "with a personal contribution", but how much?).
 */
export const dentureContributions = {
  full: 25,
  relineOrRepair: 10,
  onImplantsLower: 10,
  onImplantsUpper: 8,
} as const;

export interface VisitExample {
  label: string;
  /** "C002 + X10", "C001 + 2 × X10". */
  codes: string;
  total: string;
}

/** The tariff with a code; a code not in the list is a mistake in the content, not a guess. */
export function tariffOf(code: string): Tariff {
  const tariff = tariffs.find((row) => row.code === code);
  if (!tariff) throw new Error(`No tariff ${code}`);
  return tariff;
}

/** A tariff's amount, written in the language: "€ 57,66" (for written content). */
export function tariffAmount(code: string, lang: Lang): string {
  return formatTariff(tariffOf(code).cents, lang);
}

/** What a visit's codes add up to, in cents. */
const centsOf = (parts: readonly (readonly [code: string, times: number])[]) =>
  parts.reduce((sum, [code, times]) => sum + tariffOf(code).cents * times, 0);

/** What one of the worked examples adds up to, written in the language. */
export function visitTotal(id: (typeof visitExamples)[number]['id'], lang: Lang): string {
  const example = visitExamples.find((item) => item.id === id);
  if (!example) throw new Error(`No visit example ${id}`);
  return formatTariff(centsOf(example.parts), lang);
}

export function visitExamplesFor(lang: Lang): { title: string; items: VisitExample[] } {
  return {
    title: examplesTitle[lang],
    items: visitExamples.map(({ parts, label }) => {
      return {
        label: label[lang],
        codes: parts.map(([code, times]) => (times > 1 ? `${times} × ${code}` : code)).join(' + '),
        total: formatTariff(centsOf(parts), lang),
      };
    }),
  };
}

/** The tariffs as a Markdown table, for written content. */
export function tariffTableMarkdown(lang: Lang): string {
  const [code, treatment, tariff] = tableHeadings[lang];
  return [
    `| ${code} | ${treatment} | ${tariff} |`,
    '| --- | --- | --- |',
    ...tariffs.map(
      (row) => `| ${row.code} | ${row.description[lang]} | ${formatTariff(row.cents, lang)} |`,
    ),
  ].join('\n');
}

/**
 * The tariffs a treatment page shows in its facts card (at most four, the ones a patient of that
 * treatment meets: a new patient's first check-up is the intake, C001, round 30). Invisalign,
 * whitening, implants and braces have no tariff in the list above: their page says when an
 * estimate is given and links to the rates page; no amount is made up.
 */
const treatmentTariffCodes: Record<TreatmentId, readonly string[]> = {
  general: ['C001', 'C002', 'V91'],
  cosmetic: ['C001', 'X10'],
  // Not the panoramic X-ray (X21): beside "Implantaten" a lone €91 read as the implant's price
  // (the twelfth review); these pages give the written-estimate rule instead.
  orthodontics: [],
  implants: [],
  pediatric: ['C002', 'V91'],
  emergency: ['H11', 'E13', 'X10'],
  checkup: ['C002', 'C001', 'X10', 'X21'],
  hygiene: ['M03'],
  fillings: ['V91', 'V92', 'V93'],
  rootcanal: ['E13', 'E14', 'X10'],
  whitening: [],
  crowns: ['R24', 'R40'],
  invisalign: [],
};

/**
 * Treatments whose usual bill stays under the written-estimate threshold (€ 250): their facts card
 * does not say the rule, which never applies there (the nineteenth review read it on the check-up
 * and cleaning pages as filler). A check-up with every X-ray of its card, a 60-minute cleaning.
 */
export const billUnderEstimate: Partial<
  Record<TreatmentId, readonly (readonly [string, number])[]>
> = {
  checkup: [
    ['C001', 1],
    ['X10', 1],
    ['X21', 1],
  ],
  hygiene: [['M03', 12]],
};

export interface TariffRow {
  code: string;
  description: string;
  amount: string;
}

/** A treatment’s tariffs, written in the language (for its facts card). */
export function treatmentTariffs(id: TreatmentId, lang: Lang): TariffRow[] {
  return treatmentTariffCodes[id].map((code) => {
    const tariff = tariffOf(code);
    return {
      code,
      description: tariff.description[lang],
      amount: formatTariff(tariff.cents, lang),
    };
  });
}
