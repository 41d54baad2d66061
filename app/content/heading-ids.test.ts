import { describe, expect, test } from 'vitest';
import { headingId, withHeadingIds } from './heading-ids';

describe('heading ids for the jump links', () => {
  test('readable in each language, accents and the dotless i plain', () => {
    expect(headingId('Wat is een wortelkanaalbehandeling?')).toBe(
      'wat-is-een-wortelkanaalbehandeling',
    );
    expect(headingId('Kök kanal tedavisi nasıl yapılır?')).toBe('kok-kanal-tedavisi-nasil-yapilir');
    expect(headingId('İmplant ve çene kemiği')).toBe('implant-ve-cene-kemigi');
    expect(headingId('Costs & insurance')).toBe('costs-insurance');
    expect(headingId('Mondhygiëne: 2× per jaar')).toBe('mondhygiene-2-per-jaar');
  });
  test('the same words twice: the second gets a number', () => {
    const taken = new Set<string>();
    expect(headingId('Kosten', taken)).toBe('kosten');
    expect(headingId('Kosten', taken)).toBe('kosten-2');
  });
  test('every h2 gets its id and an entry; h3 is left alone', () => {
    const { html, toc } = withHeadingIds(
      '<h2>Wat <strong>kost</strong> het?</h2><p>x</p><h3>Detail</h3><h2>Kids &amp; teens&#39; care</h2>',
    );
    expect(html).toContain('<h2 id="wat-kost-het">Wat <strong>kost</strong> het?</h2>');
    expect(html).toContain('<h3>Detail</h3>');
    expect(toc).toEqual([
      { id: 'wat-kost-het', text: 'Wat kost het?' },
      { id: 'kids-teens-care', text: "Kids & teens' care" },
    ]);
  });
});
