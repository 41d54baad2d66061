/**
 * The time rules of a confirmed appointment: when the practice is open on a day, which start times
 * staff may choose, the terms' 48-hour cancellation rule and when the reminder goes out. Times are
 * wall-clock times in Europe/Amsterdam; instants are `Date`s. Conversions use Intl only, so the
 * server's own time zone never matters and daylight-saving changes are handled by the tz database.
 */
import type { AppointmentService } from './fields';
import { isIsoDate } from './dates';
import { practice, weekdays, type Weekday } from '~/content/practice';
import { withoutWeekdayComma } from '~/i18n/dates';
import { languageInfo, type Lang } from '~/i18n/languages';

/** Start times are chosen in steps of this many minutes. */
export const startStepMinutes = 5;
/** Terms (specification §9): free cancellation up to 48 hours before; later may be charged. */
export const freeCancellationHours = 48;
export const minDurationMinutes = 5;
export const maxDurationMinutes = 480;

/** What staff start from on the confirm form; they can change it per appointment. */
export const defaultDurationMinutes: Record<AppointmentService, number> = {
  general: 30,
  cosmetic: 60,
  orthodontics: 45,
  implants: 60,
  pediatric: 30,
  emergency: 30,
};

const hourMs = 3_600_000;

const zonedParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: practice.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) at the practice of an instant. */
export function toPracticeTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    zonedParts.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Whether a string is a time written HH:MM (24-hour). */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant of a wall-clock date and time at the practice. A time that does not exist (the hour
 * skipped when summer time starts) gives undefined; a time that exists twice (the hour repeated
 * when it ends) gives the first, in summer time.
 */
export function fromPracticeTime(date: string, time: string): Date | undefined {
  if (!isIsoDate(date) || !isClockTime(time)) return undefined;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset is at most a day; try the offsets in force around that moment, earliest first.
  const candidates = [asUtc - 14 * hourMs, asUtc + 14 * hourMs]
    .map((probe) => {
      const wall = toPracticeTime(new Date(probe));
      return Date.parse(`${wall.date}T${wall.time}:00Z`) - probe;
    })
    .sort((a, b) => b - a)
    .map((offset) => new Date(asUtc - offset));
  return candidates.find((instant) => {
    const wall = toPracticeTime(instant);
    return wall.date === date && wall.time === time;
  });
}

function weekdayOf(isoDate: string): Weekday {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekdays[(day + 6) % 7] as Weekday;
}

/** The opening hours on a date, from the practice data; undefined when closed that day. */
export function openingHoursOn(date: string): { opens: string; closes: string } | undefined {
  const weekday = weekdayOf(date);
  const period = practice.openingHours.find((entry) =>
    (entry.days as readonly Weekday[]).includes(weekday),
  );
  return period ? { opens: period.opens, closes: period.closes } : undefined;
}

export type AppointmentTimeProblem =
  | 'date-invalid'
  | 'time-invalid'
  | 'time-step'
  | 'duration-invalid'
  | 'time-does-not-exist'
  | 'in-the-past'
  | 'outside-opening-hours';

export interface AppointmentTimeInput {
  date: string;
  time: string;
  durationMinutes: number;
  /** Staff ticked "outside opening hours on purpose". */
  allowOutsideHours: boolean;
}

/**
 * Checks a start time chosen by staff. The whole appointment must fall within the day's opening
 * hours unless staff override that explicitly (an emergency at 18:15); it may never start in the past.
 */
export function checkAppointmentTime(
  input: AppointmentTimeInput,
  now: Date,
): { ok: true; start: Date; end: Date } | { ok: false; problem: AppointmentTimeProblem } {
  if (!isIsoDate(input.date)) return { ok: false, problem: 'date-invalid' };
  if (!isClockTime(input.time)) return { ok: false, problem: 'time-invalid' };
  if (minutesOf(input.time) % startStepMinutes !== 0) return { ok: false, problem: 'time-step' };
  const duration = input.durationMinutes;
  if (
    !Number.isInteger(duration) ||
    duration < minDurationMinutes ||
    duration > maxDurationMinutes ||
    duration % startStepMinutes !== 0
  )
    return { ok: false, problem: 'duration-invalid' };
  const start = fromPracticeTime(input.date, input.time);
  if (!start) return { ok: false, problem: 'time-does-not-exist' };
  if (start.getTime() <= now.getTime()) return { ok: false, problem: 'in-the-past' };
  const end = new Date(start.getTime() + duration * 60_000);
  if (!input.allowOutsideHours) {
    const hours = openingHoursOn(input.date);
    const startMinutes = minutesOf(input.time);
    if (
      !hours ||
      startMinutes < minutesOf(hours.opens) ||
      startMinutes + duration > minutesOf(hours.closes)
    )
      return { ok: false, problem: 'outside-opening-hours' };
  }
  return { ok: true, start, end };
}

/** Less than 48 hours before the start, a cancellation may be charged (terms). */
export function isLateCancellation(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() < freeCancellationHours * hourMs;
}

/**
 * After the practice confirms a time, the patient has at least this long to cancel for free
 * (terms): a time agreed 50 hours ahead would otherwise leave two hours.
 */
export const cancellationGraceHours = 24;

/**
 * The last moment of free cancellation (terms): 48 real hours before the start (so across a clock
 * change its wall-clock time differs from the appointment's by the hour skipped or repeated); for
 * a time agreed 48 to 72 hours ahead, 24 hours after it was agreed; for a time agreed less than
 * 48 hours ahead, the start itself. `agreedAt` is unknown only for appointments confirmed before
 * it was recorded: the 48-hour rule alone.
 */
export function freeCancellationDeadline(start: Date, agreedAt?: Date | null): Date {
  const rule = start.getTime() - freeCancellationHours * hourMs;
  if (!agreedAt) return new Date(rule);
  if (isLateCancellation(start, agreedAt)) return start;
  return new Date(Math.max(rule, agreedAt.getTime() + cancellationGraceHours * hourMs));
}

/**
 * An appointment agreed less than 48 hours ahead may be cancelled free of charge until it starts
 * (terms): its free period has no deadline before the start to name.
 */
export function isFreeUntilStart(start: Date, agreedAt?: Date | null): boolean {
  return freeCancellationDeadline(start, agreedAt).getTime() >= start.getTime();
}

/** Whether cancelling now may be charged: after the free period, which ends before the start. */
export function isChargeableCancellation(
  start: Date,
  agreedAt: Date | null | undefined,
  now: Date,
): boolean {
  const deadline = freeCancellationDeadline(start, agreedAt);
  return deadline.getTime() < start.getTime() && now.getTime() > deadline.getTime();
}

export function hasPassed(start: Date, now: Date): boolean {
  return start.getTime() <= now.getTime();
}

/**
 * When the reminder goes out: `hours` real hours before the start (so across a clock change the
 * wall-clock time differs by the hour that was skipped or repeated). Undefined when that moment
 * has already passed: an appointment confirmed less than `hours` ahead gets no reminder.
 */
export function reminderDueAt(start: Date, hours: number, now: Date): Date | undefined {
  const due = new Date(start.getTime() - hours * hourMs);
  return due.getTime() > now.getTime() ? due : undefined;
}

/** "dinsdag 2 december" / "Tuesday 2 December" / "2 Aralık Salı": the date written out. */
export function appointmentDateLabel(start: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: practice.timeZone,
  }).format(start);
}

/** The same with the year, for the body of e-mails and the patient's page. */
export function appointmentLongDateLabel(start: Date, lang: Lang): string {
  return withoutWeekdayComma(
    new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: practice.timeZone,
    }).formatToParts(start),
  );
}

/**
 * The time as each language writes it in running text: Dutch "10.30 uur" (decision 0049),
 * British English "10:30" (24-hour), Turkish "saat 10.30" ("10.30" where a "Saat" label already
 * stands before it).
 */
export function appointmentTimeLabel(start: Date, lang: Lang, besideLabel = false): string {
  const { time } = toPracticeTime(start);
  const [hour = '0', minute = '00'] = time.split(':');
  if (lang === 'nl') return `${Number(hour)}.${minute} uur`;
  if (lang === 'tr') return besideLabel ? `${hour}.${minute}` : `saat ${hour}.${minute}`;
  return `${hour}:${minute}`;
}

/**
 * "dinsdag 2 december, 10.30 uur" / "Tuesday 2 December at 10:30" / "2 Aralık Salı, saat 10.30":
 * date and time together, for subject lines and running text.
 */
export function appointmentWhen(start: Date, lang: Lang): string {
  const separator = lang === 'en' ? ' at ' : ', ';
  return `${appointmentDateLabel(start, lang)}${separator}${appointmentTimeLabel(start, lang)}`;
}
