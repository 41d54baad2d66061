import { describe, expect, test } from 'vitest';
import { fillFacts, keepTogether, renderMarkdown } from './markdown.server';

describe('keepTogether: amounts and ranges never wrap inside', () => {
  test('a euro amount in Dutch and English style keeps its sign', () => {
    expect(keepTogether('vanaf € 250 of € 500')).toBe('vanaf €\u00a0250 of €\u00a0500');
    expect(keepTogether('250 € veya daha fazla')).toBe('250\u00a0€ veya daha fazla');
  });
  test('a range keeps its dash with the number after it', () => {
    expect(keepTogether('9:00–14:00 en 3–6 maanden')).toBe('9:00–\u206014:00 en 3–\u20606 maanden');
  });
  test('an ordinary dash between words is left alone', () => {
    expect(keepTogether('Maandag – vrijdag')).toBe('Maandag – vrijdag');
  });
  test('content Markdown and plain-text facts are kept together', () => {
    expect(renderMarkdown('Kosten: € 250.', 'nl')).toContain('€\u00a0250');
    expect(fillFacts('Tussen 3–6 maanden')).toContain('3–\u20606');
  });
});

describe('opening hours in running text, as each language writes them', () => {
  test('Turkish the TDK way, "08.00–18.00"; English "08:00–18:00"', () => {
    expect(fillFacts('{weekdayHoursTurkish}, {saturdayHoursTurkish}')).toBe(
      '08.00–\u206018.00, 09.00–\u206014.00',
    );
    expect(fillFacts('{weekdayHours}, {saturdayHours}')).toBe(
      '08:00–\u206018:00, 09:00–\u206014:00',
    );
  });
  test('no Turkish text uses the English clock placeholders', async () => {
    const { articles, treatments } = await import('./site.server');
    const { home } = await import('./pages/home');
    const { ourClinic } = await import('./pages/our-clinic');
    const turkish = JSON.stringify([
      ...Object.values(treatments).map((treatment) => treatment.tr),
      ...Object.values(articles).map((article) => article.text.tr),
      home.tr,
      ourClinic.tr,
    ]);
    expect(turkish).not.toMatch(/\{(weekday|saturday)Hours\}/);
  });
});
