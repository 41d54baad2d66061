import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { agendaDayLabel, agendaWindow, groupByDay } from './agenda';
import { AgendaPage } from './pages';

const row = (id: string, iso: string, durationMinutes = 30) => ({
  id,
  fullName: `Patiënt ${id}`,
  service: 'general',
  language: 'nl',
  status: 'confirmed' as const,
  appointmentStart: new Date(iso),
  durationMinutes,
});

describe('the agenda by day', () => {
  it('spans today and the coming 14 days, from local midnight to local midnight, across the October clock change', () => {
    // Thursday 22 October 2026, 15:00 in Amstelveen (summer time); winter time from Sunday 25th.
    const window = agendaWindow(new Date('2026-10-22T13:00:00Z'));
    expect(window.dates).toHaveLength(15);
    expect(window.dates[0]).toBe('2026-10-22');
    expect(window.dates.at(-1)).toBe('2026-11-05');
    expect(window.from.toISOString()).toBe('2026-10-21T22:00:00.000Z'); // 00:00 CEST
    expect(window.to.toISOString()).toBe('2026-11-05T23:00:00.000Z'); // 00:00 CET on the 6th
  });

  it('puts each appointment on its practice day, also on the 25-hour and 23-hour days', () => {
    const window = agendaWindow(new Date('2026-10-22T13:00:00Z'));
    const days = groupByDay(
      [
        // Monday 26 October 00:30 CET is 25 October 23:30 UTC: Monday, not Sunday.
        row('mon-early', '2026-10-25T23:30:00Z'),
        // Saturday 24 October 13:00 CEST.
        row('sat', '2026-10-24T11:00:00Z'),
        // Monday 26 October 10:00 CET.
        row('mon', '2026-10-26T09:00:00Z'),
        // Sunday 25 October 23:30 CET is 22:30 UTC: still Sunday.
        row('sun-late', '2026-10-25T22:30:00Z'),
      ],
      window.dates,
    );
    expect(days.map((day) => [day.date, day.rows.map((each) => each.id)])).toEqual([
      ['2026-10-24', ['sat']],
      ['2026-10-25', ['sun-late']],
      ['2026-10-26', ['mon-early', 'mon']],
    ]);
  });

  it('does the same across the March clock change', () => {
    // Friday 27 March 2026, 09:00 CET; summer time from Sunday 29 March.
    const window = agendaWindow(new Date('2026-03-27T08:00:00Z'));
    expect(window.from.toISOString()).toBe('2026-03-26T23:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-04-10T22:00:00.000Z'); // 00:00 CEST on 11 April
    const days = groupByDay(
      [row('mon', '2026-03-29T22:30:00Z'), row('sun', '2026-03-29T21:30:00Z')],
      window.dates,
    );
    expect(days.map((day) => day.date)).toEqual(['2026-03-29', '2026-03-30']);
  });

  it('names the days as each language does', () => {
    expect(agendaDayLabel('2026-11-26', 'nl')).toBe('donderdag 26 november');
    expect(agendaDayLabel('2026-11-26', 'en')).toBe('Thursday 26 November');
    expect(agendaDayLabel('2026-11-26', 'tr')).toBe('26 Kasım Perşembe');
  });

  it('shows each day under its name with the appointments’ times and links by id only', () => {
    const window = agendaWindow(new Date('2026-10-22T13:00:00Z'));
    const html = AgendaPage({
      lang: 'nl',
      stylesheetHref: undefined,
      signedInAs: 'balie@example.com',
      path: '/beheer/agenda',
      today: window.dates[0] ?? '',
      days: groupByDay(
        [row('3f0c6a8e-1111-4222-8333-444455556666', '2026-10-26T09:00:00Z', 45)],
        window.dates,
      ),
    });
    const { document } = new JSDOM(html).window;
    const day = document.querySelector('[data-agenda-day="2026-10-26"]');
    expect(day?.querySelector('h2')?.textContent).toBe('maandag 26 oktober1 afspraak');
    expect(day?.querySelector('[data-agenda-row]')?.textContent).toContain('10.00–10.45 uur');
    expect(day?.querySelector('a')?.getAttribute('href')).toBe(
      '/beheer/aanvragen/3f0c6a8e-1111-4222-8333-444455556666',
    );
  });
});
