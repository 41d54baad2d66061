import { describe, expect, test } from 'vitest';
import { compoundParts, compounds, hyphenateHtml } from './compounds';

describe('hyphenation points in long Dutch compounds', () => {
  test('the break goes after the first part, whatever the case, and the word stays whole', () => {
    expect(compoundParts('Wortelkanaalbehandeling in Amstelveen')).toEqual([
      '',
      'Wortelkanaal',
      'behandeling in Amstelveen',
    ]);
    expect(compoundParts('de tandartsenspoeddienst').join('')).toBe('de tandartsenspoeddienst');
    expect(compoundParts('de tandartsenspoeddienst')[1]).toBe('tandartsen');
    expect(compoundParts('Mondhygiëniste')[1]).toBe('Mond');
    expect(compoundParts('twee wortelkanaalbehandelingen')[1]).toBe('wortelkanaal');
  });
  test('a first part alone, or in another word, is left whole', () => {
    for (const text of ['tandarts', 'tandartspraktijk', 'de mond', 'Tandartsen in Amstelveen']) {
      expect(compoundParts(text), text).toEqual([text]);
    }
  });
  test('every entry is one first part and the start of the rest, in lower case', () => {
    for (const entry of compounds) expect(entry).toMatch(/^[a-zë]+\|[a-zë]+$/);
  });
  test('in HTML: text only, never inside a tag or a link (phone numbers, e-mail addresses)', () => {
    expect(hyphenateHtml('<h2 id="x">Wat is een wortelkanaalbehandeling?</h2>')).toBe(
      '<h2 id="x">Wat is een <span class="shy">wortelkanaal</span>behandeling?</h2>',
    );
    const link = '<a href="tel:+31207654321">Tandartsenspoeddienst 020 765 43 21</a>';
    expect(hyphenateHtml(`Bel de ${link}`)).toBe(`Bel de ${link}`);
    expect(hyphenateHtml('<img alt="tandartscontrole">')).toBe('<img alt="tandartscontrole">');
  });
});
