import { describe, expect, test } from 'vitest';
import { suggestEmail } from './email-suggestion';

describe('a slip in an e-mail address’s provider is offered a correction', () => {
  test.each([
    ['jan@hotmail.con', 'jan@hotmail.com'],
    ['jeroen@gmial.com', 'jeroen@gmail.com'],
    ['a.de.vries@zigo.nl', 'a.de.vries@ziggo.nl'],
    ['mehmet@hotmial.com.tr', 'mehmet@hotmail.com.tr'],
    ['anna@outlok.com', 'anna@outlook.com'],
    ['piet@kpnmial.nl', 'piet@kpnmail.nl'],
    ['sam@icloud.cm', 'sam@icloud.com'],
  ])('%s: did you mean %s?', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  test.each([
    'jan@hotmail.com',
    'Jan@Gmail.com',
    'info@tandartspraktijkstadshart.nl',
    'secretariaat@rug.nl',
    'ayse@mynet.com',
    'not an address',
    '',
  ])('%s: nothing to suggest', (typed) => {
    expect(suggestEmail(typed)).toBeUndefined();
  });
});
