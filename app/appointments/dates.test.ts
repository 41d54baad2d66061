import { describe, expect, test } from 'vitest';
import {
  availableDates,
  bookingHorizonDays,
  dateOptions,
  isIsoDate,
  practiceToday,
  practiceTomorrow,
  longDateLabel,
  sameDayRequestCutoffMinutes,
  dayLabel,
  todayTooLate,
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

  test("tomorrow is the day after the practice's today, across midnight and both clock changes", () => {
    // 23:30 UTC on Friday 27 November is already Saturday in Amsterdam: tomorrow is Sunday.
    expect(practiceTomorrow(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-29');
    // 00:30 on the Sunday each change happens (CET, then CEST; CEST, then CET): Monday.
    expect(practiceTomorrow(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-30');
    expect(practiceTomorrow(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-26');
    // 23:30 on that Sunday, the first hour of winter time: still Monday.
    expect(practiceTomorrow(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-26');
    // The year's last evening.
    expect(practiceTomorrow(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  test('just after the autumn change at night, today is still right', () => {
    // 01:30 UTC on 25 October 2026 is 02:30 CET in Amsterdam, Sunday.
    expect(practiceToday(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(availableDates(new Date('2026-10-25T01:30:00Z'))[0]).toBe('2026-10-26');
  });
});

describe('today, until two hours before closing', () => {
  test('the cut-off is two hours before closing', () => {
    expect(sameDayRequestCutoffMinutes).toBe(120);
  });

  test.each([
    // Monday 23 November 2026 (winter, UTC+1): open 08:00–18:00, today offered until 15:59.
    ['a weekday morning', '2026-11-23T07:30:00Z', true],
    ['a weekday at 15:59', '2026-11-23T14:59:00Z', true],
    ['a weekday at 16:00', '2026-11-23T15:00:00Z', false],
    ['a weekday evening', '2026-11-23T20:00:00Z', false],
    // Saturday 28 November 2026: open 09:00–14:00, offered until 11:59.
    ['a Saturday at 11:59', '2026-11-28T10:59:00Z', true],
    ['a Saturday at 12:00', '2026-11-28T11:00:00Z', false],
    // Summer (UTC+2): Wednesday 1 July 2026, 15:30 and 16:00 in Amsterdam are 13:30 and 14:00 UTC.
    ['a summer weekday at 15:30', '2026-07-01T13:30:00Z', true],
    ['a summer weekday at 16:00', '2026-07-01T14:00:00Z', false],
  ])('%s: today offered = %s', (_label, instant, offered) => {
    const now = new Date(instant);
    const today = practiceToday(now);
    expect(availableDates(now).includes(today)).toBe(offered);
    expect(todayTooLate(now)).toBe(offered ? undefined : today);
    // The next open day is there either way.
    expect((availableDates(now)[offered ? 1 : 0] ?? '') > today).toBe(true);
  });

  test('on the days the clocks change, the cut-off follows Amsterdam time, not UTC', () => {
    // Saturday 28 March 2026 is still winter time (UTC+1): 11:30 UTC is 12:30 there, too late.
    expect(todayTooLate(new Date('2026-03-28T11:30:00Z'))).toBe('2026-03-28');
    expect(todayTooLate(new Date('2026-03-28T10:30:00Z'))).toBeUndefined();
    // Monday 30 March 2026, the first weekday of summer time (UTC+2): 14:00 UTC is 16:00.
    expect(todayTooLate(new Date('2026-03-30T13:59:00Z'))).toBeUndefined();
    expect(todayTooLate(new Date('2026-03-30T14:00:00Z'))).toBe('2026-03-30');
    // Monday 26 October 2026, the first weekday of winter time (UTC+1): 15:00 UTC is 16:00.
    expect(todayTooLate(new Date('2026-10-26T14:30:00Z'))).toBeUndefined();
    expect(todayTooLate(new Date('2026-10-26T15:00:00Z'))).toBe('2026-10-26');
  });

  test('a Sunday is never "too late": the practice is closed, and Monday comes first', () => {
    const now = new Date('2026-11-22T20:00:00Z');
    expect(todayTooLate(now)).toBeUndefined();
    expect(availableDates(now)[0]).toBe('2026-11-23');
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

  test('labels are the day in full, without its year, in the page language', () => {
    expect(dayLabel('2026-11-23', 'nl')).toBe('maandag 23 november');
    expect(dayLabel('2026-11-23', 'en')).toBe('Monday 23 November');
    expect(dayLabel('2026-11-23', 'tr')).toBe('23 Kasım Pazartesi');
  });

  test('today and tomorrow are named first, in each language, the rest by their date', () => {
    // Monday 23 November 2026, 10:00 in Amsterdam: today can still be asked for.
    const monday = new Date('2026-11-23T09:00:00Z');
    expect(dateOptions(monday, 'nl').slice(0, 3)).toEqual([
      { value: '2026-11-23', label: 'Vandaag, maandag 23 november', plain: 'Maandag 23 november' },
      { value: '2026-11-24', label: 'Morgen, dinsdag 24 november', plain: 'Dinsdag 24 november' },
      { value: '2026-11-25', label: 'Woensdag 25 november' },
    ]);
    expect(
      dateOptions(monday, 'en')
        .slice(0, 2)
        .map((option) => option.label),
    ).toEqual(['Today, Monday 23 November', 'Tomorrow, Tuesday 24 November']);
    expect(
      dateOptions(monday, 'tr')
        .slice(0, 2)
        .map((option) => option.label),
    ).toEqual(['Bugün, 23 Kasım Pazartesi', 'Yarın, 24 Kasım Salı']);
    // Late on a Monday: today has gone, tomorrow leads.
    expect(dateOptions(new Date('2026-11-23T16:30:00Z'), 'en')[0]?.label).toBe(
      'Tomorrow, Tuesday 24 November',
    );
  });

  test('across the changes of the clocks, "tomorrow" is the next day at the practice', () => {
    // Saturday 28 March 2026, 23:30 (CET): closed on Sunday, so Monday is no one's tomorrow.
    expect(dateOptions(new Date('2026-03-28T22:30:00Z'), 'nl')[0]).toEqual({
      value: '2026-03-30',
      label: 'Maandag 30 maart',
    });
    // Sunday 29 March, 23:30 (CEST since 02:00; 21:30 UTC): Monday is tomorrow.
    expect(dateOptions(new Date('2026-03-29T21:30:00Z'), 'nl')[0]?.label).toBe(
      'Morgen, maandag 30 maart',
    );
    // Sunday 25 October, 23:30 (CET since 03:00; 22:30 UTC): Monday is tomorrow.
    expect(dateOptions(new Date('2026-10-25T22:30:00Z'), 'en')[0]?.label).toBe(
      'Tomorrow, Monday 26 October',
    );
    // The same instant an hour earlier in UTC terms is still Sunday evening at the practice.
    expect(dateOptions(new Date('2026-10-25T21:30:00Z'), 'en')[0]?.label).toBe(
      'Tomorrow, Monday 26 October',
    );
  });

  test('the long date is British in English: no comma after the weekday', () => {
    expect(longDateLabel('2026-11-23', 'en')).toBe('Monday 23 November 2026');
    expect(longDateLabel('2026-11-23', 'nl')).toBe('maandag 23 november 2026');
  });
});
