import { describe, expect, test } from 'vitest';
import { compoundWords } from './compound-words';
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
      '<h2 id="x">Wat is een <span class="compound"><span class="shy">wortelkanaal</span>behandeling?</span></h2>',
    );
    const link = '<a href="tel:+31207654321">Tandartsenspoeddienst 020 765 43 21</a>';
    expect(hyphenateHtml(`Bel de ${link}`)).toBe(`Bel de ${link}`);
    expect(hyphenateHtml('<img alt="tandartscontrole">')).toBe('<img alt="tandartscontrole">');
  });
});

describe('compounds as whole words (kept on one line unless wider than it)', () => {
  test('the word, with the punctuation that clings to it, is one group; the rest stays text', () => {
    expect(compoundWords(compoundParts('Wat is esthetische (tandheelkunde)? Lees verder'))).toEqual(
      ['Wat is esthetische ', ['(', 'tand', 'heelkunde)?'], ' Lees verder'],
    );
    expect(compoundWords(compoundParts('Wortelkanaalbehandeling'))).toEqual([
      ['', 'Wortelkanaal', 'behandeling'],
    ]);
    expect(compoundWords(['geen samenstelling'])).toEqual(['geen samenstelling']);
  });
  test('two compounds in a row and two in one text', () => {
    const parts = compoundParts('tandartscontrole en mondhygiënist');
    expect(compoundWords(parts)).toEqual([
      ['', 'tandarts', 'controle'],
      ' en ',
      ['', 'mond', 'hygiënist'],
    ]);
    // What is read stays the text as written.
    expect(compoundWords(parts).flat().join('')).toBe('tandartscontrole en mondhygiënist');
  });
});
