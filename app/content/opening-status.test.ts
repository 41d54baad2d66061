import { describe, expect, it } from 'vitest';
import { dutchHolidays, easterSunday, openingStatus, possibleStatuses } from './opening-status';

/** The status at an instant written in UTC ("Z"), so each case states the offset it relies on. */
const at = (iso: string) => openingStatus(new Date(iso));
/** Closed for the rest of the day, and when it next opens (the day, YYYY-MM-DD, and time). */
const closedUntil = (date: string, opens: string) => ({
  state: 'closed',
  reopens: { date, opens, afterDays: expect.any(Number) as number },
});
/** How many days from the instant's day the practice opens again. */
const afterDays = (iso: string) => {
  const status = at(iso);
  return status.state === 'closed' ? status.reopens?.afterDays : undefined;
};

describe('open or closed, from the practice hours (Europe/Amsterdam)', () => {
  it('a weekday in winter (UTC+1): 8.00 to 18.00', () => {
    // Tuesday 1 December 2026.
    expect(at('2026-12-01T06:59:00Z')).toEqual({ state: 'closed', opensToday: '08:00' });
    expect(at('2026-12-01T07:00:00Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-12-01T16:59:59Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-12-01T17:00:00Z')).toEqual(closedUntil('2026-12-02', '08:00'));
    expect(at('2026-12-01T22:30:00Z')).toEqual(closedUntil('2026-12-02', '08:00'));
  });

  it('Saturday: 9.00 to 14.00, closed in the afternoon', () => {
    // Saturday 5 December 2026.
    expect(at('2026-12-05T07:59:00Z')).toEqual({ state: 'closed', opensToday: '09:00' });
    expect(at('2026-12-05T08:00:00Z')).toEqual({ state: 'open', closes: '14:00' });
    expect(at('2026-12-05T12:59:00Z')).toEqual({ state: 'open', closes: '14:00' });
    expect(at('2026-12-05T13:00:00Z')).toEqual(closedUntil('2026-12-07', '08:00'));
    expect(at('2026-12-05T16:00:00Z')).toEqual(closedUntil('2026-12-07', '08:00'));
  });

  it('Sunday: closed all day', () => {
    expect(at('2026-12-06T00:00:00Z')).toEqual(closedUntil('2026-12-07', '08:00'));
    expect(at('2026-12-06T10:00:00Z')).toEqual(closedUntil('2026-12-07', '08:00'));
    expect(at('2026-12-06T22:59:00Z')).toEqual(closedUntil('2026-12-07', '08:00'));
    // 23:00Z is already Monday 0.00 in Amsterdam: closed, opening at 8.00.
    expect(at('2026-12-06T23:00:00Z')).toEqual({ state: 'closed', opensToday: '08:00' });
  });

  it('the week summer time starts (29 March 2026): Saturday in UTC+1, Monday in UTC+2', () => {
    expect(at('2026-03-28T12:59:00Z')).toEqual({ state: 'open', closes: '14:00' });
    expect(at('2026-03-28T13:00:00Z')).toEqual(closedUntil('2026-03-30', '08:00'));
    // The night the clock skips from 2.00 to 3.00.
    expect(at('2026-03-29T01:30:00Z')).toEqual(closedUntil('2026-03-30', '08:00'));
    // Monday 30 March: 8.00 in summer time is 06:00Z (a fixed UTC+1 would say 7.00, closed).
    expect(at('2026-03-30T05:59:00Z')).toEqual({ state: 'closed', opensToday: '08:00' });
    expect(at('2026-03-30T06:00:00Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-03-30T15:59:00Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-03-30T16:00:00Z')).toEqual(closedUntil('2026-03-31', '08:00'));
  });

  it('the week summer time ends (25 October 2026): Saturday in UTC+2, Monday in UTC+1', () => {
    expect(at('2026-10-24T11:59:00Z')).toEqual({ state: 'open', closes: '14:00' });
    expect(at('2026-10-24T12:00:00Z')).toEqual(closedUntil('2026-10-26', '08:00'));
    // 2.30 happens twice that night; both are Sunday, closed.
    expect(at('2026-10-25T00:30:00Z')).toEqual(closedUntil('2026-10-26', '08:00'));
    expect(at('2026-10-25T01:30:00Z')).toEqual(closedUntil('2026-10-26', '08:00'));
    // Monday 26 October: 8.00 in winter time is 07:00Z (a fixed UTC+2 would say 9.00, open).
    expect(at('2026-10-26T06:59:00Z')).toEqual({ state: 'closed', opensToday: '08:00' });
    expect(at('2026-10-26T07:00:00Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-10-26T16:59:00Z')).toEqual({ state: 'open', closes: '18:00' });
    expect(at('2026-10-26T17:00:00Z')).toEqual(closedUntil('2026-10-27', '08:00'));
  });

  it('the same instant gives the same answer whatever offset it is written in', () => {
    expect(openingStatus(new Date('2026-12-01T17:30:00+01:00'))).toEqual({
      state: 'open',
      closes: '18:00',
    });
    expect(openingStatus(new Date('2026-12-01T11:30:00-05:00'))).toEqual({
      state: 'open',
      closes: '18:00',
    });
    expect(openingStatus(new Date('2026-12-02T03:30:00+09:00'))).toEqual(
      closedUntil('2026-12-02', '08:00'),
    );
  });
});

describe('public holidays', () => {
  it('Easter Sunday by the Gregorian computus', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25'); // the latest possible
    expect(easterSunday(2285)).toBe('2285-03-22'); // the earliest possible
  });

  it('the holidays of 2026 by date', () => {
    const days = Object.fromEntries(
      [...dutchHolidays(2026)].map(([date, holiday]) => [holiday, date]),
    );
    expect(days).toEqual({
      newYearsDay: '2026-01-01',
      goodFriday: '2026-04-03',
      easterSunday: '2026-04-05',
      easterMonday: '2026-04-06',
      kingsDay: '2026-04-27',
      liberationDay: '2026-05-05',
      ascensionDay: '2026-05-14',
      whitSunday: '2026-05-24',
      whitMonday: '2026-05-25',
      christmasEve: '2026-12-24',
      christmasDay: '2026-12-25',
      boxingDay: '2026-12-26',
      newYearsEve: '2026-12-31',
    });
  });

  it('closed on the holidays the practice closes (what the pages call "feestdagen")', () => {
    expect(at('2026-04-06T08:00:00Z')).toEqual(closedUntil('2026-04-07', '08:00')); // Easter Monday, 10.00
    expect(at('2026-04-27T08:00:00Z')).toEqual(closedUntil('2026-04-28', '08:00')); // King's Day, a Monday
    expect(at('2026-05-14T08:00:00Z')).toEqual(closedUntil('2026-05-15', '08:00')); // Ascension Day
    expect(at('2026-05-25T08:00:00Z')).toEqual(closedUntil('2026-05-26', '08:00')); // Whit Monday
    expect(at('2026-12-25T09:00:00Z')).toEqual(closedUntil('2026-12-28', '08:00')); // Christmas Day, a Friday
    expect(at('2026-12-26T09:00:00Z')).toEqual(closedUntil('2026-12-28', '08:00')); // Boxing Day, a Saturday
    expect(at('2027-01-01T09:00:00Z')).toEqual(closedUntil('2027-01-02', '09:00')); // New Year's Day, a Friday
    // King's Day on a Sunday moves to the Saturday before: 26 April 2025, 10.00.
    expect(at('2025-04-26T08:00:00Z')).toEqual(closedUntil('2025-04-28', '08:00'));
    // Ascension Day on Liberation Day (5 May 2016): the closed holiday wins.
    expect(at('2016-05-05T08:00:00Z')).toEqual(closedUntil('2016-05-06', '08:00'));
  });

  it('does not name a reopening past a day whose hours it cannot know', () => {
    // Thursday 2 April 2026, 19.00: Good Friday's hours are unsure, so no "until Friday".
    expect(at('2026-04-02T17:00:00Z')).toEqual({ state: 'closed' });
    // Wednesday 23 December 2026, 19.00: Christmas Eve's neither.
    expect(at('2026-12-23T18:00:00Z')).toEqual({ state: 'closed' });
  });

  it('does not say open or closed on days whose hours it cannot know', () => {
    expect(at('2026-04-03T08:00:00Z')).toEqual({ state: 'unknown' }); // Good Friday
    expect(at('2026-05-05T08:00:00Z')).toEqual({ state: 'unknown' }); // Liberation Day
    expect(at('2026-12-24T09:00:00Z')).toEqual({ state: 'unknown' }); // Christmas Eve
    expect(at('2026-12-31T09:00:00Z')).toEqual({ state: 'unknown' }); // New Year's Eve
    // Outside its usual hours it is surely closed (its hours may be shorter, never longer), as
    // the head's script says: after them, closed until the next ordinary opening; before them,
    // closed without saying when it opens.
    expect(at('2026-12-24T19:00:00Z')).toEqual(closedUntil('2026-12-28', '08:00'));
    expect(at('2026-12-24T06:00:00Z')).toEqual({ state: 'closed' });
    // How far away: a weekend makes two days at most; Christmas makes three and four, which the
    // status line names with the date (opening-status-text.ts).
    expect(afterDays('2026-12-05T16:00:00Z')).toBe(2); // Saturday evening, Monday
    expect(afterDays('2026-12-06T10:00:00Z')).toBe(1); // Sunday, Monday
    expect(afterDays('2026-12-24T19:00:00Z')).toBe(4); // Christmas Eve evening, Monday 28th
    expect(afterDays('2026-12-25T09:00:00Z')).toBe(3); // Christmas Day, Monday 28th
    // The day after is an ordinary one again.
    expect(at('2026-05-06T08:00:00Z')).toEqual({ state: 'open', closes: '18:00' });
  });
});

it('lists every status the line can show (for reserving its space)', () => {
  expect(possibleStatuses()).toEqual([
    { state: 'open', closes: '18:00' },
    { state: 'open', closes: '14:00' },
    { state: 'closed' },
    ...['07', '08', '09', '10', '11'].map((day) => ({
      state: 'closed',
      reopens: { date: `2026-12-${day}`, opens: '08:00' },
    })),
    { state: 'closed', reopens: { date: '2026-12-12', opens: '09:00' } },
    { state: 'closed', opensToday: '08:00' },
    { state: 'closed', opensToday: '09:00' },
    { state: 'unknown' },
  ]);
});
