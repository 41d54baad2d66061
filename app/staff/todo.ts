/**
 * The inbox's "to do": new requests nobody has picked up yet, emergencies first, then the oldest,
 * each with how long it has waited; one that has waited through a whole working day stands out.
 */
import { fromPracticeTime, openingHoursOn, toPracticeTime } from '~/appointments/time-rules';
import { dutchHolidays } from '~/content/opening-status';
import { practice, type DutchHoliday } from '~/content/practice';
import { formatPlural, format } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import type { StaffMessages } from './messages';

export interface TodoRow {
  id: string;
  createdAt: Date;
  fullName: string;
  phone: string;
  service: string;
  preferredDate: string;
  patientName?: string | null;
  newPatient?: boolean;
  callFirst?: boolean;
}

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The opening hours of a date, none on a public holiday the practice is closed on. */
function workingHoursOn(date: string) {
  const holiday = dutchHolidays(Number(date.slice(0, 4))).get(date);
  if (holiday && (practice.holidays.closed as readonly DutchHoliday[]).includes(holiday))
    return undefined;
  return openingHoursOn(date);
}

/**
 * When a request received at `receivedAt` has waited longer than one working day: at the closing
 * time of the first working day that began after it arrived (a request that came in on Monday
 * before opening is late from Monday's closing; one from Monday at 10.00, or from the weekend,
 * from the next working day's closing). Wall-clock times at the practice, so summer time and
 * winter time never shift it.
 */
export function workingDayDeadline(receivedAt: Date): Date {
  let date = toPracticeTime(receivedAt).date;
  for (let days = 0; days < 30; days++, date = addDays(date, 1)) {
    const hours = workingHoursOn(date);
    if (!hours) continue;
    const opens = fromPracticeTime(date, hours.opens);
    const closes = fromPracticeTime(date, hours.closes);
    if (opens && closes && opens.getTime() >= receivedAt.getTime()) return closes;
  }
  // No working day in a month (not with any real opening hours): a day from now.
  return new Date(receivedAt.getTime() + 24 * 3_600_000);
}

export const isOverdue = (row: Pick<TodoRow, 'createdAt'>, now: Date) =>
  now.getTime() > workingDayDeadline(row.createdAt).getTime();

/** "Wacht al 3 uur" / "Waiting for 3 hours" / "Bekleme süresi: 3 saat", in whole units. */
export function waitedText(m: StaffMessages, lang: Lang, receivedAt: Date, now: Date): string {
  const locale = languageInfo[lang].formatLocale;
  const minutes = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 60_000));
  const time =
    minutes < 60
      ? formatPlural(m.waitedMinutes, minutes, locale)
      : minutes < 48 * 60
        ? formatPlural(m.waitedHours, Math.floor(minutes / 60), locale)
        : formatPlural(m.waitedDays, Math.floor(minutes / (24 * 60)), locale);
  return format(m.todoWaiting, { time });
}
