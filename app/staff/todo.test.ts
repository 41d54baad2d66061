import { describe, expect, it } from 'vitest';
import { staffCatalogues } from './messages';
import { isOverdue, waitedText, workingDayDeadline } from './todo';

/** An instant from a wall-clock time in Amstelveen, with its offset written out. */
const at = (iso: string) => new Date(iso);

describe('one working day', () => {
  it('ends at the closing of the first working day that began after the request arrived', () => {
    // Thursday 26 November 2026, 07:30 (before opening): Thursday counts, late from 18.00.
    expect(workingDayDeadline(at('2026-11-26T07:30:00+01:00')).toISOString()).toBe(
      at('2026-11-26T18:00:00+01:00').toISOString(),
    );
    // Thursday 10.00: Friday is the first whole working day.
    expect(workingDayDeadline(at('2026-11-26T10:00:00+01:00')).toISOString()).toBe(
      at('2026-11-27T18:00:00+01:00').toISOString(),
    );
    // Friday afternoon: Saturday (09.00–14.00) is a working day.
    expect(workingDayDeadline(at('2026-11-27T16:00:00+01:00')).toISOString()).toBe(
      at('2026-11-28T14:00:00+01:00').toISOString(),
    );
    // Saturday afternoon and Sunday: Monday.
    for (const received of ['2026-11-28T12:00:00+01:00', '2026-11-29T20:00:00+01:00']) {
      expect(workingDayDeadline(at(received)).toISOString(), received).toBe(
        at('2026-11-30T18:00:00+01:00').toISOString(),
      );
    }
  });

  it('skips the public holidays the practice is closed on', () => {
    // Thursday 24 December 2026, 15.00: Christmas Day and Boxing Day closed, then Sunday.
    expect(workingDayDeadline(at('2026-12-24T15:00:00+01:00')).toISOString()).toBe(
      at('2026-12-28T18:00:00+01:00').toISOString(),
    );
  });

  it('is wall-clock time across the change to summer time', () => {
    // Saturday 28 March 2026 13.00 (winter time); summer time starts that Sunday: Monday 18.00 CEST.
    expect(workingDayDeadline(at('2026-03-28T13:00:00+01:00')).toISOString()).toBe(
      '2026-03-30T16:00:00.000Z',
    );
    // And back: Saturday 24 October 2026 13.00 CEST; Monday 18.00 is winter time again.
    expect(workingDayDeadline(at('2026-10-24T13:00:00+02:00')).toISOString()).toBe(
      '2026-10-26T17:00:00.000Z',
    );
  });

  it('marks a request overdue only after that moment', () => {
    const row = { createdAt: at('2026-11-26T10:00:00+01:00') };
    expect(isOverdue(row, at('2026-11-27T17:59:00+01:00'))).toBe(false);
    expect(isOverdue(row, at('2026-11-27T18:01:00+01:00'))).toBe(true);
  });
});

describe('the waiting time', () => {
  it('says how long a request has waited, in whole minutes, hours or days, in each language', () => {
    const received = at('2026-11-26T09:00:00Z');
    const after = (minutes: number) => new Date(received.getTime() + minutes * 60_000);
    const cases: [number, string, string, string][] = [
      [1, 'Wacht al 1 minuut', 'Waiting for 1 minute', 'Bekleme süresi: 1 dakika'],
      [45, 'Wacht al 45 minuten', 'Waiting for 45 minutes', 'Bekleme süresi: 45 dakika'],
      [60, 'Wacht al 1 uur', 'Waiting for 1 hour', 'Bekleme süresi: 1 saat'],
      [47 * 60 + 59, 'Wacht al 47 uur', 'Waiting for 47 hours', 'Bekleme süresi: 47 saat'],
      [3 * 24 * 60 + 5, 'Wacht al 3 dagen', 'Waiting for 3 days', 'Bekleme süresi: 3 gün'],
    ];
    for (const [minutes, nl, en, tr] of cases) {
      expect(waitedText(staffCatalogues.nl, 'nl', received, after(minutes))).toBe(nl);
      expect(waitedText(staffCatalogues.en, 'en', received, after(minutes))).toBe(en);
      expect(waitedText(staffCatalogues.tr, 'tr', received, after(minutes))).toBe(tr);
    }
  });
});
