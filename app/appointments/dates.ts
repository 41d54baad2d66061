import { openDays, practice, weekdays, type Weekday } from '~/content/practice';
import { withoutWeekdayComma } from '~/i18n/dates';
import { languageInfo, type Lang } from '~/i18n/languages';

/** How far ahead a visitor may ask for an appointment (DESIGN.md §2). */
export const bookingHorizonDays = 21;

const isoDateInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: practice.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date at the practice (Europe/Amsterdam), as YYYY-MM-DD, whatever the server's zone. */
export function practiceToday(now: Date): string {
  return isoDateInZone.format(now);
}

/**
 * Calendar arithmetic on dates without a time of day: a YYYY-MM-DD date is handled as midnight UTC,
 * so adding days never crosses a daylight-saving change.
 */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function weekdayOf(isoDate: string): Weekday {
  // getUTCDay: 0 = Sunday; `weekdays` starts on Monday.
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekdays[(day + 6) % 7] as Weekday;
}

/** The days a visitor can choose: open days (Monday to Saturday) from today up to 21 days ahead. */
export function availableDates(now: Date): string[] {
  const today = practiceToday(now);
  const dates: string[] = [];
  for (let offset = 0; offset <= bookingHorizonDays; offset++) {
    const date = addDays(today, offset);
    if (openDays.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** Whether a string is a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "ma 23 nov" / "Mon 23 Nov" / "23 Kas Pzt": the label of a date in the form's list. */
export function shortDateLabel(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "maandag 23 november 2026" / "Monday 23 November 2026": the date in e-mails. */
export function longDateLabel(isoDate: string, lang: Lang): string {
  return withoutWeekdayComma(
    new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(`${isoDate}T00:00:00Z`)),
  );
}
