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

/** Tomorrow at the practice, as YYYY-MM-DD: "morgen" in a visitor's zone could be another day. */
export function practiceTomorrow(now: Date): string {
  return addDays(practiceToday(now), 1);
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

/**
 * Until when a visitor may still ask for today: two hours before the practice closes that day
 * (16.00 on weekdays, 12.00 on Saturday). A request is answered by phone or e-mail; later than that
 * the practice could not call back in time for a visit the same day, and after closing "today" is
 * in the past. An emergency is a phone call, not a request (the form says so).
 */
export const sameDayRequestCutoffMinutes = 120;

const clockInZone = new Intl.DateTimeFormat('en-GB', {
  timeZone: practice.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const minutesOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Today's date when the practice is open today but it is too late in the day to ask for it;
 * undefined when today can still be asked for, or the practice is closed today anyway.
 */
export function todayTooLate(now: Date): string | undefined {
  const today = practiceToday(now);
  const weekday = weekdayOf(today);
  const period = practice.openingHours.find((entry) =>
    (entry.days as readonly Weekday[]).includes(weekday),
  );
  if (!period) return undefined;
  const lastRequest = minutesOfClock(period.closes) - sameDayRequestCutoffMinutes;
  return minutesOfClock(clockInZone.format(now)) >= lastRequest ? today : undefined;
}

/**
 * The days a visitor can choose: open days (Monday to Saturday) from today up to 21 days ahead,
 * without today once it is too late in the day to ask for it (`todayTooLate`).
 */
export function availableDates(now: Date): string[] {
  const today = practiceToday(now);
  const tooLate = todayTooLate(now);
  const dates: string[] = [];
  for (let offset = tooLate ? 1 : 0; offset <= bookingHorizonDays; offset++) {
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

/**
 * "maandag 23 november" / "Monday 23 November" / "23 Kasım Pazartesi": the label of a date in the
 * form's list, the staff's lists and the e-mails, without its year. In full in every language
 * (round 56, BN: "ma 23 nov" beside Turkish in full read as two styles; Turkish short forms,
 * "23 Kas Pzt", are abbreviations a native would not write).
 */
export function dayLabel(isoDate: string, lang: Lang): string {
  return fullDateLabel(isoDate, lang, false);
}

function fullDateLabel(isoDate: string, lang: Lang, withYear: boolean): string {
  return withoutWeekdayComma(
    new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    }).formatToParts(new Date(`${isoDate}T00:00:00Z`)),
  );
}

/**
 * The form's list of days: each with its short label, today and tomorrow named as such first
 * ("Morgen, woensdag 2 december"; round 45, AR: a visitor counted the days). `plain` is the label
 * without the word, for a page left open past midnight, when "tomorrow" has become today.
 */
export function dateOptions(
  now: Date,
  lang: Lang,
): { value: string; label: string; plain?: string }[] {
  const today = practiceToday(now);
  const relative = new Intl.RelativeTimeFormat(languageInfo[lang].formatLocale, {
    numeric: 'auto',
  });
  // Each option starts with a capital, as "Vandaag, …" does (round 57, BP: "zaterdag 5 december"
  // under "Morgen, vrijdag 4 december").
  const capitalised = (words: string) =>
    words.charAt(0).toLocaleUpperCase(languageInfo[lang].formatLocale) + words.slice(1);
  return availableDates(now).map((value) => {
    const label = dayLabel(value, lang);
    const offset = [today, addDays(today, 1)].indexOf(value);
    if (offset < 0) return { value, label: capitalised(label) };
    const word = relative.format(offset, 'day');
    return { value, label: `${capitalised(word)}, ${label}`, plain: capitalised(label) };
  });
}

/** "maandag 23 november 2026" / "Monday 23 November 2026": the date in e-mails. */
export function longDateLabel(isoDate: string, lang: Lang): string {
  return fullDateLabel(isoDate, lang, true);
}
