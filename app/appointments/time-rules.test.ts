import { describe, expect, it } from 'vitest';
import {
  appointmentLongDateLabel,
  appointmentTimeLabel,
  appointmentWhen,
  checkAppointmentTime,
  fromPracticeTime,
  hasPassed,
  freeCancellationDeadline,
  isChargeableCancellation,
  isLateCancellation,
  openingHoursOn,
  reminderDueAt,
  toPracticeTime,
} from './time-rules';

const at = (iso: string) => new Date(iso);
const check = (
  date: string,
  time: string,
  durationMinutes = 30,
  allowOutsideHours = false,
  now = at('2026-11-23T08:00:00Z'),
) => checkAppointmentTime({ date, time, durationMinutes, allowOutsideHours }, now);

describe('opening hours from the practice data', () => {
  it('knows weekdays, Saturday and the closed Sunday', () => {
    expect(openingHoursOn('2026-12-01')).toEqual({ opens: '08:00', closes: '18:00' }); // Tuesday
    expect(openingHoursOn('2026-12-05')).toEqual({ opens: '09:00', closes: '14:00' }); // Saturday
    expect(openingHoursOn('2026-12-06')).toBeUndefined(); // Sunday
  });

  it('accepts a start in 5-minute steps with the whole appointment inside the hours', () => {
    expect(check('2026-12-01', '08:00').ok).toBe(true);
    expect(check('2026-12-01', '17:30', 30).ok).toBe(true);
    expect(check('2026-12-05', '13:15', 45).ok).toBe(true);
  });

  it('refuses what is outside the hours unless staff override it', () => {
    expect(check('2026-12-01', '07:55')).toEqual({ ok: false, problem: 'outside-opening-hours' });
    expect(check('2026-12-01', '17:45', 30)).toEqual({
      ok: false,
      problem: 'outside-opening-hours',
    });
    expect(check('2026-12-05', '14:00')).toEqual({ ok: false, problem: 'outside-opening-hours' });
    expect(check('2026-12-06', '10:00')).toEqual({ ok: false, problem: 'outside-opening-hours' });
    expect(check('2026-12-06', '10:00', 30, true).ok).toBe(true);
    expect(check('2026-12-01', '18:15', 30, true).ok).toBe(true);
  });

  it('refuses times off the 5-minute grid, bad values and the past', () => {
    expect(check('2026-12-01', '10:07')).toEqual({ ok: false, problem: 'time-step' });
    expect(check('2026-12-01', '25:00')).toEqual({ ok: false, problem: 'time-invalid' });
    expect(check('2026-02-30', '10:00')).toEqual({ ok: false, problem: 'date-invalid' });
    expect(check('2026-12-01', '10:00', 0)).toEqual({ ok: false, problem: 'duration-invalid' });
    expect(check('2026-12-01', '10:00', 33)).toEqual({ ok: false, problem: 'duration-invalid' });
    expect(check('2026-11-23', '08:55', 30, false, at('2026-11-23T08:00:00Z'))).toEqual({
      ok: false,
      problem: 'in-the-past',
    });
  });
});

describe('wall-clock times in Europe/Amsterdam', () => {
  it('converts winter and summer times with their own offsets', () => {
    expect(fromPracticeTime('2026-12-01', '10:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(fromPracticeTime('2026-07-01', '10:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(toPracticeTime(at('2026-07-01T08:30:00Z'))).toEqual({
      date: '2026-07-01',
      time: '10:30',
    });
  });

  it('has no 02:30 on the night summer time starts, and the summer 02:30 first when it ends', () => {
    expect(fromPracticeTime('2026-03-29', '02:30')).toBeUndefined();
    expect(check('2026-03-29', '02:30', 30, true)).toEqual({
      ok: false,
      problem: 'time-does-not-exist',
    });
    expect(fromPracticeTime('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(fromPracticeTime('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromPracticeTime('2026-10-25', '03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('opening hours hold on the days the clocks change (a Saturday and the Monday after)', () => {
    const monday = check('2026-03-30', '08:00', 30, false, at('2026-03-01T00:00:00Z'));
    expect(monday.ok && monday.start.toISOString()).toBe('2026-03-30T06:00:00.000Z');
    const saturday = check('2026-10-24', '09:00', 30, false, at('2026-10-01T00:00:00Z'));
    expect(saturday.ok && saturday.start.toISOString()).toBe('2026-10-24T07:00:00.000Z');
  });
});

describe('the 48-hour cancellation rule', () => {
  const start = at('2026-12-03T09:30:00Z');
  it('is free up to 48 hours before and late after that', () => {
    expect(isLateCancellation(start, at('2026-12-01T09:29:59Z'))).toBe(false);
    expect(isLateCancellation(start, at('2026-12-01T09:30:00Z'))).toBe(false);
    expect(isLateCancellation(start, at('2026-12-01T09:30:01Z'))).toBe(true);
  });

  it('counts real hours across the change to winter time (47 wall-clock hours)', () => {
    // Monday 26 October 10:00 CET; 48 real hours earlier is Saturday 24 October 11:00 CEST.
    const afterChange = fromPracticeTime('2026-10-26', '10:00') as Date;
    expect(isLateCancellation(afterChange, fromPracticeTime('2026-10-24', '11:00') as Date)).toBe(
      false,
    );
    expect(isLateCancellation(afterChange, fromPracticeTime('2026-10-24', '11:01') as Date)).toBe(
      true,
    );
  });

  it('charges a late cancellation only when the time was agreed before the free period ended', () => {
    const late = at('2026-12-02T09:30:00Z');
    // Agreed a week ahead, cancelled a day before: may be charged.
    expect(isChargeableCancellation(start, at('2026-11-26T10:00:00Z'), late)).toBe(true);
    // Agreed (confirmed or moved) 30 hours ahead: free until it starts.
    expect(isChargeableCancellation(start, at('2026-12-02T03:30:00Z'), late)).toBe(false);
    // Agreed exactly 48 hours ahead: free for 24 hours after that (the grace), then chargeable.
    expect(isChargeableCancellation(start, at('2026-12-01T09:30:00Z'), late)).toBe(false);
    expect(
      isChargeableCancellation(start, at('2026-12-01T09:30:00Z'), at('2026-12-02T09:30:01Z')),
    ).toBe(true);
    // Not late at all: never charged, whenever it was agreed.
    expect(
      isChargeableCancellation(start, at('2026-11-26T10:00:00Z'), at('2026-11-30T09:00:00Z')),
    ).toBe(false);
    // Confirmed before the moment was recorded: the 48-hour rule alone.
    expect(isChargeableCancellation(start, null, late)).toBe(true);
  });

  it('gives at least 24 hours of free cancellation after the time is agreed', () => {
    // Agreed a week ahead: 48 hours before the start.
    expect(freeCancellationDeadline(start, at('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
    // Agreed 50 hours ahead (the reviewer's Thursday 08:49 for Saturday 09:30): not two hours,
    // but a full day after the confirmation.
    expect(freeCancellationDeadline(start, at('2026-12-01T07:30:00Z')).toISOString()).toBe(
      '2026-12-02T07:30:00.000Z',
    );
    // Agreed 30 hours ahead: free until it starts.
    expect(freeCancellationDeadline(start, at('2026-12-02T03:30:00Z')).toISOString()).toBe(
      start.toISOString(),
    );
    // Unknown (confirmed before it was recorded): the 48-hour rule.
    expect(freeCancellationDeadline(start, null).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('counts real hours across the October clock change', () => {
    // Monday 26 October 2026, 09:00 in Amsterdam (CET, UTC+1); the clocks went back on Sunday 25.
    const monday = at('2026-10-26T08:00:00Z');
    // 48 real hours before: Saturday 24 October 10:00 summer time (08:00 UTC), not 09:00.
    expect(freeCancellationDeadline(monday, at('2026-10-20T08:00:00Z')).toISOString()).toBe(
      '2026-10-24T08:00:00.000Z',
    );
    // Agreed Saturday 24 October 07:00 UTC: 24 real hours later is Sunday 07:00 UTC (08:00 CET).
    expect(freeCancellationDeadline(monday, at('2026-10-24T07:00:00Z')).toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });

  it('knows when an appointment has passed', () => {
    expect(hasPassed(start, at('2026-12-03T09:29:59Z'))).toBe(false);
    expect(hasPassed(start, at('2026-12-03T09:30:00Z'))).toBe(true);
  });
});

describe('the reminder time', () => {
  it('is REMINDER_HOURS real hours before the start', () => {
    const start = at('2026-12-03T09:30:00Z');
    expect(reminderDueAt(start, 24, at('2026-11-30T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-02T09:30:00.000Z',
    );
    expect(reminderDueAt(start, 1.5, at('2026-11-30T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-03T08:00:00.000Z',
    );
  });

  it('moves by the skipped hour across the start of summer time', () => {
    // Monday 30 March 08:00 CEST; 48 real hours before is Saturday 28 March 07:00 CET.
    const start = fromPracticeTime('2026-03-30', '08:00') as Date;
    const due = reminderDueAt(start, 48, at('2026-03-01T00:00:00Z')) as Date;
    expect(toPracticeTime(due)).toEqual({ date: '2026-03-28', time: '07:00' });
  });

  it('is none for an appointment confirmed less than REMINDER_HOURS ahead', () => {
    const start = at('2026-12-03T09:30:00Z');
    expect(reminderDueAt(start, 24, at('2026-12-02T09:30:00Z'))).toBeUndefined();
    expect(reminderDueAt(start, 24, at('2026-12-02T12:00:00Z'))).toBeUndefined();
  });
});

describe('dates and times written out', () => {
  const start = at('2026-12-01T09:30:00Z'); // Tuesday 1 December, 10:30 in Amstelveen
  it('writes each language its own way', () => {
    expect(appointmentWhen(start, 'nl')).toBe('dinsdag 1 december, 10.30 uur');
    expect(appointmentWhen(start, 'en')).toBe('Tuesday 1 December at 10:30');
    expect(appointmentWhen(at('2026-12-01T13:15:00Z'), 'en')).toBe('Tuesday 1 December at 14:15');
    expect(appointmentLongDateLabel(start, 'en')).toBe('Tuesday 1 December 2026');
    expect(appointmentWhen(start, 'tr')).toBe('1 Aralık Salı, saat 10.30');
    expect(appointmentTimeLabel(at('2026-07-01T06:05:00Z'), 'nl')).toBe('8.05 uur');
    expect(appointmentTimeLabel(start, 'tr', true)).toBe('10.30');
  });
});
