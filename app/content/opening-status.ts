/**
 * Whether the practice is open at a given moment, for the "open now until 18.00" / "closed now:
 * call the after-hours service" line beside the emergency calls. Pure: the moment is an argument,
 * and the wall-clock time at the practice (Europe/Amsterdam) comes from Intl, so neither the
 * visitor’s own time zone nor a daylight-saving change can shift it. Opening hours and holidays
 * come from the practice data.
 */
import { openingHoursOn, toPracticeTime } from '~/appointments/time-rules';
import { practice, type DutchHoliday, type Weekday } from './practice';

export type OpeningStatus =
  /** Open now; `closes` is today’s closing time (HH:MM). */
  | { state: 'open'; closes: string }
  /**
   * Closed now; `opensToday` when the practice still opens later today (before opening time),
   * otherwise `reopens`, the day (YYYY-MM-DD) and time it next opens, when the site can know it
   * (not past a day whose hours are unsure), and how many days from today that is (`afterDays`).
   */
  | {
      state: 'closed';
      opensToday?: string;
      reopens?: { date: string; opens: string; afterDays?: number };
    }
  /** A day whose hours the site cannot know (see `practice.holidays.unsure`): say nothing. */
  | { state: 'unknown' };

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Dutch holidays of a year, by date (YYYY-MM-DD). */
export function dutchHolidays(year: number): Map<string, DutchHoliday> {
  const easter = easterSunday(year);
  // King’s Day is 27 April, or the Saturday before when the 27th is a Sunday.
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
  const days: [string, DutchHoliday][] = [
    [isoDate(year, 1, 1), 'newYearsDay'],
    [addDays(easter, -2), 'goodFriday'],
    [easter, 'easterSunday'],
    [addDays(easter, 1), 'easterMonday'],
    [isoDate(year, 4, kingsDay), 'kingsDay'],
    [isoDate(year, 5, 5), 'liberationDay'],
    [addDays(easter, 39), 'ascensionDay'],
    [addDays(easter, 49), 'whitSunday'],
    [addDays(easter, 50), 'whitMonday'],
    [isoDate(year, 12, 24), 'christmasEve'],
    [isoDate(year, 12, 25), 'christmasDay'],
    [isoDate(year, 12, 26), 'boxingDay'],
    [isoDate(year, 12, 31), 'newYearsEve'],
  ];
  // Ascension Day can fall on 5 May; the day the practice is surely closed wins.
  const closed = new Set<DutchHoliday>(practice.holidays.closed);
  const byDate = new Map<string, DutchHoliday>();
  for (const [date, holiday] of days) {
    const earlier = byDate.get(date);
    if (!earlier || (closed.has(holiday) && !closed.has(earlier))) byDate.set(date, holiday);
  }
  return byDate;
}

/** Open, closed or unknown at `now`, from the opening hours and holidays in the practice data. */
export function openingStatus(now: Date): OpeningStatus {
  const { date, time } = toPracticeTime(now);
  const holiday = dutchHolidays(Number(date.slice(0, 4))).get(date);
  if (holiday && (practice.holidays.closed as readonly DutchHoliday[]).includes(holiday)) {
    return closedUntilNextOpening(date);
  }
  const hours = openingHoursOn(date);
  if (holiday && (practice.holidays.unsure as readonly DutchHoliday[]).includes(holiday)) {
    // Such a day's hours may be shorter, never longer: outside the usual ones the practice is
    // surely closed (as the head's script says); within them nobody can say.
    if (hours && time >= hours.opens && time < hours.closes) return { state: 'unknown' };
    return hours && time < hours.opens ? { state: 'closed' } : closedUntilNextOpening(date);
  }
  // HH:MM strings compare as times.
  if (!hours || time >= hours.closes) return closedUntilNextOpening(date);
  if (time < hours.opens) return { state: 'closed', opensToday: hours.opens };
  return { state: 'open', closes: hours.closes };
}

/**
 * Closed for the rest of `date`: when it next opens ("closed until Monday 8.00"), looking past
 * Sundays and the holidays the practice is closed on, but not past a day whose hours are unsure.
 */
function closedUntilNextOpening(date: string): OpeningStatus {
  for (let days = 1; days <= 14; days++) {
    const next = addDays(date, days);
    const holiday = dutchHolidays(Number(next.slice(0, 4))).get(next);
    if (holiday && (practice.holidays.unsure as readonly DutchHoliday[]).includes(holiday)) break;
    if (holiday) continue;
    const hours = openingHoursOn(next);
    if (hours) {
      return { state: 'closed', reopens: { date: next, opens: hours.opens, afterDays: days } };
    }
  }
  return { state: 'closed' };
}

/**
 * Every status the line can show, for reserving its space in prerendered HTML (the widest of them
 * decides the height, so the line appears after hydration without moving anything).
 */
export function possibleStatuses(): OpeningStatus[] {
  const hours = practice.openingHours;
  const unique = (values: string[]) => [...new Set(values)];
  return [
    ...unique(hours.map((period) => period.closes)).map((closes): OpeningStatus => ({
      state: 'open',
      closes,
    })),
    { state: 'closed' },
    // One day of each opening period (the days' names differ in length; the longest is found).
    ...hours.flatMap((period) =>
      period.days.map((day): OpeningStatus => ({
        state: 'closed',
        reopens: { date: sampleDates[day], opens: period.opens },
      })),
    ),
    ...unique(hours.map((period) => period.opens)).map((opensToday): OpeningStatus => ({
      state: 'closed',
      opensToday,
    })),
    { state: 'unknown' },
  ];
}

/** A date of each weekday (the week of Monday 7 December 2026), to name the day in any language. */
export const sampleDates: Record<Weekday, string> = {
  Monday: '2026-12-07',
  Tuesday: '2026-12-08',
  Wednesday: '2026-12-09',
  Thursday: '2026-12-10',
  Friday: '2026-12-11',
  Saturday: '2026-12-12',
  Sunday: '2026-12-13',
};
