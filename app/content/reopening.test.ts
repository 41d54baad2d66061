import { describe, expect, test } from 'vitest';
import { catalogues } from '~/i18n/messages';
import type { Lang } from '~/i18n/languages';
import { whenWeReopen } from './reopening';

const at = (iso: string, lang: Lang = 'nl') =>
  whenWeReopen(new Date(iso), lang, catalogues[lang].confirmation);
const sentence = (iso: string, lang: Lang) =>
  catalogues[lang].confirmation.closedNow.replace('{when}', at(iso, lang) ?? '');

describe('when a request sent while closed will be picked up', () => {
  test('nothing while the practice is open', () => {
    // Tuesday 1 December 2026, 10:00 in Amsterdam.
    expect(at('2026-12-01T09:00:00Z')).toBeUndefined();
  });

  test('later today, tomorrow, or the day it opens, in each language', () => {
    // Tuesday 07:00: opens at 8.00 the same day.
    expect(at('2026-12-01T06:00:00Z')).toBe('vanaf 8.00 uur');
    // Tuesday 21:30: Wednesday is tomorrow.
    expect(sentence('2026-12-01T20:30:00Z', 'nl')).toBe(
      'Wij zijn nu gesloten: morgen vanaf 8.00 uur gaan wij met uw aanvraag aan de slag.',
    );
    expect(sentence('2026-12-01T20:30:00Z', 'en')).toBe(
      'We’re closed now: we’ll pick up your request tomorrow from 08:00.',
    );
    expect(sentence('2026-12-01T20:30:00Z', 'tr')).toBe(
      'Şu anda kapalıyız: talebinizle yarın saat 08.00 itibarıyla ilgileneceğiz.',
    );
    // Saturday 5 December, 15:00: closed on Sunday, so Monday, its weekday in each language's case.
    expect(at('2026-12-05T14:00:00Z', 'nl')).toBe('maandag vanaf 8.00 uur');
    expect(at('2026-12-05T14:00:00Z', 'en')).toBe('on Monday from 08:00');
    expect(at('2026-12-05T14:00:00Z', 'tr')).toBe('pazartesi saat 08.00 itibarıyla');
    // Friday evening: Saturday opens at 9.00, and is tomorrow.
    expect(at('2026-12-04T19:00:00Z', 'nl')).toBe('morgen vanaf 9.00 uur');
  });

  test('past holidays, and across the changes of the clocks', () => {
    // Thursday 24 December 2026, 20:00: Christmas and Boxing Day closed, Sunday too; four days
    // away, the day is named with its date (round 58, BQ).
    expect(at('2026-12-24T19:00:00Z', 'en')).toBe('on Monday 28 December from 08:00');
    expect(at('2026-12-24T19:00:00Z', 'nl')).toBe('maandag 28 december vanaf 8.00 uur');
    expect(at('2026-12-24T19:00:00Z', 'tr')).toBe('28 Aralık Pazartesi saat 08.00 itibarıyla');
    // Saturday 28 March 2026, 23:30 CET: the clocks go forward that night; Monday opens.
    expect(at('2026-03-28T22:30:00Z')).toBe('maandag vanaf 8.00 uur');
    // Sunday 29 March, 23:30 CEST (21:30 UTC): Monday is tomorrow at the practice.
    expect(at('2026-03-29T21:30:00Z')).toBe('morgen vanaf 8.00 uur');
    // Sunday 25 October, 00:30 CEST (22:30 UTC on the 24th), before the clocks go back.
    expect(at('2026-10-24T22:30:00Z')).toBe('morgen vanaf 8.00 uur');
  });
});
