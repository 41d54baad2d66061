/**
 * The appointment's calendar invitation (RFC 5545), built with ical-generator. The event keeps one
 * UID for its whole life; SEQUENCE rises with every change, so calendars replace the earlier
 * version, and a METHOD:CANCEL with the same UID removes it. Times carry TZID=Europe/Amsterdam
 * with the zone's VTIMEZONE (from @touch4it/ical-timezones), so every calendar shows local time.
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { addressLine, practice } from '~/content/practice';
import { format } from '~/i18n/format';
import type { Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { requestedServiceLabel } from './service-label';
import { appointmentWhen, freeCancellationDeadline, isFreeUntilStart } from './time-rules';

export interface CalendarAppointment {
  requestId: string;
  service: string;
  language: Lang;
  patientName: string;
  patientEmail: string;
  start: Date;
  end: Date;
  sequence: number;
  /** The patient's page for this appointment (in the patient's invitation only). */
  manageUrl?: string;
  /** When the time was agreed: decides the free-cancellation deadline the entry names. */
  agreedAt?: Date | null;
  /**
   * The practice's own copy: named by the patient (every entry would otherwise read the same in
   * the practice calendar), without the patient's alarm ("your appointment tomorrow").
   */
  forPractice?: boolean;
}

/** The event's UID: stable for the request, never anything personal. */
export const appointmentUid = (requestId: string, host: string) =>
  `appointment-${requestId}@${host}`;

export function appointmentCalendar(
  appointment: CalendarAppointment,
  options: {
    method: 'REQUEST' | 'CANCEL';
    organizerEmail: string;
    uidHost: string;
    /** The moment the entry is written (its DTSTAMP, and which reminder is still ahead). */
    now?: Date;
  },
): string {
  const now = options.now ?? new Date();
  const lang = appointment.language;
  const m = appointmentMessages[lang];
  // The patient's entry in the words of the form's choice; the practice's in its treatment names.
  const service = appointment.forPractice
    ? ((catalogues[lang].treatments as Record<string, string>)[appointment.service] ??
      appointment.service)
    : requestedServiceLabel(appointment.service, lang);
  const calendar = ical({
    prodId: { company: practice.name, product: 'appointments', language: lang.toUpperCase() },
    method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: practice.timeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: appointmentUid(appointment.requestId, options.uidHost),
    sequence: appointment.sequence,
    // A TZDate: ical-generator then writes the wall-clock time in the practice's zone (a plain Date
    // would be written in the server's own zone under the TZID).
    start: new TZDate(appointment.start, practice.timeZone),
    end: new TZDate(appointment.end, practice.timeZone),
    timezone: practice.timeZone,
    status: options.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: appointment.forPractice
      ? format(m.practiceCalendarSummary, { name: appointment.patientName, service })
      : format(m.calendarSummary, { service, practice: practice.name }),
    // A cancelled appointment says so, and nothing about cancelling it or a link to manage it.
    description: appointment.forPractice
      ? format(
          options.method === 'CANCEL'
            ? m.practiceCalendarCancelledDescription
            : m.practiceCalendarDescription,
          { name: appointment.patientName, service },
        )
      : options.method === 'CANCEL'
        ? format(m.calendarCancelledDescription, { practice: practice.name })
        : [
            patientDescription(appointment),
            ...(appointment.manageUrl ? [`${m.manageLink} ${appointment.manageUrl}`] : []),
          ].join('\n'),
    location: `${practice.name}, ${addressLine}`,
    organizer: { name: practice.name, email: options.organizerEmail },
    attendees: [
      {
        name: appointment.patientName,
        email: appointment.patientEmail,
        role: ICalAttendeeRole.REQ,
        status:
          options.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    alarms:
      options.method === 'CANCEL' || appointment.forPractice
        ? []
        : patientReminder(appointment.start, now, m),
  });
  // RFC 5545 wants DTSTAMP in UTC; with a calendar time zone set, ical-generator writes it as a
  // zone-less local time, so it is written here.
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${stamp}`);
}

/**
 * The patient's entry names the real free-cancellation deadline, as the confirmation does: an
 * appointment agreed less than 48 hours ahead is free to cancel until it starts (seventh review:
 * a generic "48 hours" contradicted the mail).
 */
function patientDescription(appointment: CalendarAppointment): string {
  const m = appointmentMessages[appointment.language];
  if (isFreeUntilStart(appointment.start, appointment.agreedAt)) {
    return format(m.calendarDescriptionUntilStart, { practice: practice.name });
  }
  const deadline = freeCancellationDeadline(appointment.start, appointment.agreedAt);
  return format(m.calendarDescription, {
    practice: practice.name,
    deadline: appointmentWhen(deadline, appointment.language),
  });
}

const hour = 60 * 60;

/**
 * The patient's reminder: the day before, or, for an appointment agreed less than a day ahead,
 * two hours before (a "tomorrow" alarm would go off at once, in the past; the tenth review); none
 * when even that has passed.
 */
function patientReminder(
  start: Date,
  now: Date,
  m: (typeof appointmentMessages)[keyof typeof appointmentMessages],
) {
  const secondsAhead = (start.getTime() - now.getTime()) / 1000;
  const [trigger, description] =
    secondsAhead > 24 * hour
      ? [24 * hour, m.alarmDescription]
      : secondsAhead > 2 * hour
        ? [2 * hour, m.alarmSoonDescription]
        : [0, ''];
  return trigger
    ? [
        {
          type: ICalAlarmType.display,
          trigger,
          description: format(description, { practice: practice.name }),
        },
      ]
    : [];
}
