import { describe, expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { formatPriceRange, priceIndications } from './price-indications';
import { ratesPage, treatmentPage } from './site.server';

describe('what the larger treatments usually cost (round 60)', () => {
  test('a range as each language writes amounts, never broken across lines', () => {
    const range = { from: 1800, to: 2500 };
    expect(formatPriceRange(range, 'nl')).toBe('€\u00a01.800–\u20602.500');
    expect(formatPriceRange(range, 'en')).toBe('€1,800–\u20602,500');
    expect(formatPriceRange(range, 'tr')).toBe('1.800–\u20602.500\u00a0€');
  });

  test('every range runs upwards', () => {
    for (const [name, { from, to }] of Object.entries(priceIndications)) {
      expect(from, name).toBeGreaterThan(0);
      expect(to, name).toBeGreaterThan(from);
    }
  });

  test.each(languages)(
    '%s: the implant, veneer, Invisalign and whitening pages name theirs',
    (lang) => {
      for (const [treatment, range] of [
        ['implants', priceIndications.implantWithCrown],
        ['cosmetic', priceIndications.veneer],
        ['invisalign', priceIndications.invisalign],
        ['whitening', priceIndications.whitening],
      ] as const) {
        const facts = treatmentPage(treatment, lang)
          .facts.map((fact) => fact.valueHtml)
          .join(' ');
        expect(facts, treatment).toContain(formatPriceRange(range, lang));
        expect(treatmentPage(treatment, lang).facts.length, treatment).toBeLessThanOrEqual(5);
      }
    },
  );

  test.each(languages)('%s: the rates page lists them, linked to their pages', (lang) => {
    const { larger } = ratesPage(lang).tariffs;
    expect(larger.items.map((item) => item.treatment)).toEqual([
      'implants',
      'cosmetic',
      'invisalign',
      'whitening',
    ]);
    expect(larger.items[0]?.range).toBe(formatPriceRange(priceIndications.implantWithCrown, lang));
    expect(larger.note).toMatch(/\S/);
  });
});
