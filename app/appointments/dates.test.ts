import { describe, expect, test } from 'vitest';
import {
  availableDates,
  bookingHorizonDays,
  isIsoDate,
  practiceToday,
  longDateLabel,
  shortDateLabel,
} from './dates';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('the days a visitor can choose', () => {
  test('open days (Monday to Saturday) from today up to 21 days ahead', () => {
    // Monday 23 November 2026, 10:00 in Amsterdam.
    const dates = availableDates(new Date('2026-11-23T09:00:00Z'));
    expect(dates[0]).toBe('2026-11-23');
    expect(dates.at(-1)).toBe('2026-12-14');
    expect(dates).toHaveLength(19); // 22 calendar days, minus 3 Sundays
    expect(dates.every((date) => weekday(date) !== 0)).toBe(true);
    expect(bookingHorizonDays).toBe(21);
  });

  test('on a Sunday, today is not offered', () => {
    expect(availableDates(new Date('2026-11-22T12:00:00Z'))[0]).toBe('2026-11-23');
  });

  test('"today" is the date in Amsterdam, not in UTC, around midnight', () => {
    // 23:30 UTC on Friday 27 November is 00:30 on Saturday 28 November in Amsterdam (UTC+1).
    expect(practiceToday(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(availableDates(new Date('2026-11-27T23:30:00Z'))[0]).toBe('2026-11-28');
    // 22:59 UTC is still Friday in Amsterdam.
    expect(practiceToday(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    // Summer (UTC+2): 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(practiceToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  test.each([
    ['the spring change (Sunday 29 March 2026, 02:00 → 03:00)', '2026-03-28T12:00:00Z'],
    ['the autumn change (Sunday 25 October 2026, 03:00 → 02:00)', '2026-10-24T12:00:00Z'],
  ])('across %s: every day once, no Sunday, no gap', (_label, instant) => {
    const dates = availableDates(new Date(instant));
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((date) => weekday(date) !== 0)).toBe(true);
    for (let i = 1; i < dates.length; i++) {
      const gap =
        (Date.parse(`${dates[i]}T00:00:00Z`) - Date.parse(`${dates[i - 1]}T00:00:00Z`)) /
        86_400_000;
      expect([1, 2]).toContain(gap); // 2 across a Sunday
    }
  });

  test('just after the autumn change at night, today is still right', () => {
    // 01:30 UTC on 25 October 2026 is 02:30 CET in Amsterdam, Sunday.
    expect(practiceToday(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(availableDates(new Date('2026-10-25T01:30:00Z'))[0]).toBe('2026-10-26');
  });
});

describe('dates', () => {
  test.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a real date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  test('labels are short, in the page language', () => {
    expect(shortDateLabel('2026-11-23', 'nl')).toBe('ma 23 nov');
    expect(shortDateLabel('2026-11-23', 'en')).toBe('Mon 23 Nov');
    expect(shortDateLabel('2026-11-23', 'tr')).toBe('23 Kas Pzt');
  });

  test('the long date is British in English: no comma after the weekday', () => {
    expect(longDateLabel('2026-11-23', 'en')).toBe('Monday 23 November 2026');
    expect(longDateLabel('2026-11-23', 'nl')).toBe('maandag 23 november 2026');
  });
});
