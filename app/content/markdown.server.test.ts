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
