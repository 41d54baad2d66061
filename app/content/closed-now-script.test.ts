import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { practiceTomorrow } from '~/appointments/dates';
import { catalogues } from '~/i18n/messages';
import { languages, type Lang } from '~/i18n/languages';
import { closedNowScript } from './closed-now-script';
import { openingStatus } from './opening-status';
import { statusText } from './opening-status-text';

/** Runs the head's script at `now` on a page in `lang`: what it set on <html>. */
function runAt(now: Date, lang: Lang) {
  const attributes = new Map<string, string>();
  const properties = new Map<string, string>();
  const root = {
    lang,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    style: { setProperty: (name: string, value: string) => properties.set(name, value) },
  };
  // `new Date()` is `now`; with arguments, a Date as ever (the script's Date.UTC days).
  class ClockDate extends Date {
    constructor(...args: [number?]) {
      super(args[0] ?? now.getTime());
    }
  }
  runInNewContext(closedNowScript(now, lang), {
    Intl,
    JSON,
    Date: ClockDate,
    HTMLElement: function HTMLElement() {},
    document: { documentElement: root },
  });
  return { attributes, reopens: properties.get('--reopens') };
}

/** Every hour, and the quarter hours around opening and closing, of the days given. */
function momentsOf(days: string[]): Date[] {
  return days.flatMap((day) =>
    Array.from({ length: 24 * 4 }, (_, quarter) => {
      const start = new Date(`${day}T00:00:00Z`).getTime() - 2 * 3600_000;
      return new Date(start + quarter * 15 * 60_000);
    }),
  );
}

describe('the head script says when the practice opens again, as the status line will', () => {
  const days = [
    // An ordinary week, Saturday evening to Monday morning.
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
    '2026-12-07',
    // Christmas Eve (hours unsure), Christmas, Boxing Day, New Year's Eve and Day.
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
    '2026-12-31',
    '2027-01-01',
    // Easter (Good Friday unsure, Monday closed) and the change to summer time.
    '2027-03-26',
    '2027-03-27',
    '2027-03-28',
    '2027-03-29',
    // The change to winter time, a Sunday.
    '2026-10-24',
    '2026-10-25',
  ];
  test.each(languages)('%s', (lang) => {
    const text = catalogues[lang].emergencyCall;
    let said = 0;
    for (const now of momentsOf(days)) {
      const status = openingStatus(now);
      const { attributes, reopens } = runAt(now, lang);
      const when = now.toISOString();
      if (status.state === 'open') {
        expect(attributes.has('data-closed'), when).toBe(false);
        continue;
      }
      if (status.state !== 'closed') continue;
      expect(attributes.has('data-closed'), when).toBe(true);
      const sentence = statusText(status, text, lang, practiceTomorrow(now));
      if (sentence === text.statusClosed) {
        expect(reopens, when).toBeUndefined();
        expect(attributes.has('data-reopens'), when).toBe(false);
      } else {
        expect(reopens, when).toBe(JSON.stringify(sentence));
        expect(attributes.has('data-reopens'), when).toBe(true);
        said++;
      }
    }
    expect(said).toBeGreaterThan(100);
  });

  test('a Saturday night in Dutch, English and Turkish', () => {
    const night = new Date('2026-12-05T22:00:00+01:00');
    expect(runAt(night, 'nl').reopens).toBe('"Nu gesloten tot maandag 8.00 uur"');
    expect(runAt(night, 'en').reopens).toBe('"Closed now, opening Monday at 08:00"');
    expect(runAt(night, 'tr').reopens).toBe('"Şu anda kapalıyız (açılış: pazartesi 08.00)"');
  });

  test('past Christmas, the day with its date (round 58, BQ)', () => {
    const christmas = new Date('2026-12-25T10:00:00+01:00');
    expect(runAt(christmas, 'nl').reopens).toBe('"Nu gesloten tot maandag 28 december 8.00 uur"');
    expect(runAt(christmas, 'en').reopens).toBe(
      '"Closed now, opening Monday 28 December at 08:00"',
    );
    expect(runAt(christmas, 'tr').reopens).toBe(
      '"Şu anda kapalıyız (açılış: 28 Aralık Pazartesi 08.00)"',
    );
    // Sunday the 27th, Monday is tomorrow again.
    expect(runAt(new Date('2026-12-27T10:00:00+01:00'), 'en').reopens).toBe(
      '"Closed now, opening tomorrow at 08:00"',
    );
  });
});
