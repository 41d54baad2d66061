/**
 * What the larger treatments usually cost in all, as a range (round 60, BU and BV: the implants,
 * whitening, Invisalign and veneer pages gave no figure, and a patient comparing practices left
 * without one). Their NZa codes are many and depend on the case, so the practice names its own
 * usual totals, laboratory and material costs included; the written estimate gives the amount.
 * SAMPLE VALUES: the practice sets its own before going live (README, docs/operations.md).
 */
import { languageInfo, type Lang } from '~/i18n/languages';
import type { TreatmentId } from '~/i18n/pages';
import { withEuro } from './tariffs';
import type { Localized } from './types';

export interface PriceRange {
  /** Whole euros. */
  from: number;
  to: number;
}

export const priceIndications = {
  /** One implant with its crown, for one missing tooth. */
  implantWithCrown: { from: 1800, to: 2500 },
  /** Whitening at home with trays made to measure, both jaws (VAT included). */
  whitening: { from: 300, to: 450 },
  /** A whole Invisalign treatment. */
  invisalign: { from: 3000, to: 6000 },
  /** One porcelain veneer (VAT included when it is cosmetic only). */
  veneer: { from: 600, to: 1000 },
} as const satisfies Record<string, PriceRange>;

/** "€ 1.800–2.500" (nl), "€1,800–2,500" (en), "1.800–2.500 €" (tr): one currency sign, no break. */
export function formatPriceRange({ from, to }: PriceRange, lang: Lang): string {
  const number = (value: number) =>
    new Intl.NumberFormat(languageInfo[lang].formatLocale, { maximumFractionDigits: 0 }).format(
      value,
    );
  return withEuro(`${number(from)}–\u2060${number(to)}`, lang);
}

const larger: {
  title: Localized<string>;
  note: Localized<string>;
  items: readonly {
    range: keyof typeof priceIndications;
    treatment: TreatmentId;
    label: Localized<string>;
  }[];
} = {
  title: {
    nl: 'Grotere behandelingen (prijsindicatie)',
    en: 'Major treatments (guide prices)',
    tr: 'Kapsamlı tedaviler (yaklaşık ücretler)',
  },
  note: {
    nl: 'Inclusief materiaal- en techniekkosten. U krijgt altijd eerst een schriftelijke begroting.',
    en: 'Laboratory and material costs included. You always get a written estimate first.',
    tr: 'Tutarlar laboratuvar ve malzeme masraflarını da kapsar. Tedaviden önce her zaman yazılı bir maliyet tahmini alırsınız.',
  },
  items: [
    {
      range: 'implantWithCrown',
      treatment: 'implants',
      label: { nl: 'Implantaat met kroon', en: 'Implant with crown', tr: 'Kronlu implant' },
    },
    {
      range: 'veneer',
      treatment: 'cosmetic',
      label: {
        nl: 'Porseleinen facing, per tand',
        en: 'Porcelain veneer, per tooth',
        tr: 'Porselen lamina, diş başına',
      },
    },
    {
      range: 'invisalign',
      treatment: 'invisalign',
      label: {
        nl: 'Invisalign, hele behandeling',
        en: 'Invisalign, whole treatment',
        tr: 'Invisalign, tedavinin tamamı',
      },
    },
    {
      range: 'whitening',
      treatment: 'whitening',
      label: { nl: 'Tanden bleken thuis', en: 'Whitening at home', tr: 'Evde diş beyazlatma' },
    },
  ],
};

/** The rates page's box of usual totals, beside its worked examples. */
export function largerTreatmentsFor(lang: Lang) {
  return {
    title: larger.title[lang],
    note: larger.note[lang],
    items: larger.items.map((item) => ({
      treatment: item.treatment,
      label: item.label[lang],
      range: formatPriceRange(priceIndications[item.range], lang),
    })),
  };
}
