/**
 * The staff agenda: confirmed appointments of today and the coming 14 days, grouped per day at the
 * practice (Europe/Amsterdam). Days are wall-clock dates; the window's ends are local midnights
 * (which exist on every day: the clocks change at 02.00 and 03.00), so a week with a clock change
 * has its 23- or 25-hour day and no appointment lands on the wrong day.
 */
import { fromPracticeTime, toPracticeTime } from '~/appointments/time-rules';
import { languageInfo, type Lang } from '~/i18n/languages';

/** Today and the coming 14 days. */
export const agendaDayCount = 15;

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The agenda's dates and the instants they span: [from, to). */
export function agendaWindow(now: Date): { dates: string[]; from: Date; to: Date } {
  const today = toPracticeTime(now).date;
  const dates = Array.from({ length: agendaDayCount }, (_, index) => addDays(today, index));
  const midnight = (date: string) => fromPracticeTime(date, '00:00') as Date;
  return { dates, from: midnight(today), to: midnight(addDays(today, agendaDayCount)) };
}

/** The rows per practice date, in the window's order; days without appointments are left out. */
export function groupByDay<T extends { appointmentStart: Date | null }>(
  rows: T[],
  dates: string[],
): { date: string; rows: T[] }[] {
  const byDate = new Map<string, T[]>(dates.map((date) => [date, []]));
  const sorted = [...rows].sort(
    (a, b) => (a.appointmentStart?.getTime() ?? 0) - (b.appointmentStart?.getTime() ?? 0),
  );
  for (const row of sorted) {
    if (!row.appointmentStart) continue;
    byDate.get(toPracticeTime(row.appointmentStart).date)?.push(row);
  }
  return [...byDate].flatMap(([date, dayRows]) =>
    dayRows.length ? [{ date, rows: dayRows }] : [],
  );
}

/** "donderdag 26 november" / "Thursday 26 November" / "26 Kasım Perşembe". */
export function agendaDayLabel(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}
