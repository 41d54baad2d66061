/**
 * The e-mails of a confirmed appointment: to the patient in the request's language (confirmed,
 * changed, reminder, cancelled, declined) and the practice's own copies in Dutch. Each has a plain
 * text and an HTML part; the patient's free-text message is never repeated to the patient.
 */
import type { ReactNode } from 'react';
import { appointmentUid, appointmentCalendar } from '~/appointments/calendar.server';
import {
  appointmentLongDateLabel,
  appointmentTimeLabel,
  appointmentWhen,
  freeCancellationDeadline,
  isFreeUntilStart,
} from '~/appointments/time-rules';
import { addressLine, practice, unbreakable } from '~/content/practice';
import { formatTariff } from '~/content/tariffs';
import type { OutboxMessage } from '~/db/schema';
import { format } from '~/i18n/format';
import { defaultLang, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { appointmentHref } from '~/i18n/pages';
import { appointmentMessages, bringList } from './appointment-messages.server';
import { requestedServiceLabel } from '~/appointments/service-label';
import { whoComes } from '~/appointments/whom';
import { emergencyAdvice, mailMessages } from './messages.server';
import {
  Details,
  html,
  inboxRequestUrl,
  Layout,
  MailButton,
  styles,
  withPhoneLinks,
} from './templates.server';

export interface AppointmentMailData {
  requestId: string;
  fullName: string;
  /** A child's or someone else's name and age (decision 0127): who comes, in the practice's agenda. */
  patientName?: string | null;
  email: string;
  service: string;
  language: Lang;
  start: Date;
  durationMinutes: number;
  sequence: number;
  /** The patient's page; absent once the appointment is cancelled. */
  manageUrl?: string;
  /** When the practice agreed this time: the free-cancellation period depends on it (terms). */
  agreedAt?: Date | null;
}

export interface AppointmentMailAddresses {
  from: string;
  clinic: string;
  origin: string;
}

export type PatientMailKind = 'confirmed' | 'changed' | 'reminder' | 'cancelled';

const phone = () => unbreakable(practice.phone.display);
/** The late-cancellation fee as the messages may name it: {fee} per {minutes} minutes. */
export const lateFeeValues = (lang: Lang) => ({
  fee: formatTariff(practice.lateCancellationFee.cents, lang),
  minutes: String(practice.lateCancellationFee.perMinutes),
});
const serviceName = (lang: Lang, service: string) =>
  (catalogues[lang].treatments as Record<string, string>)[service] ?? service;
const uidHost = (origin: string) => new URL(origin).hostname;

/**
 * The invitation in a mail: the patient's in their language, with the link to their page; the
 * practice's in Dutch (file name and event text), whatever the patient's language.
 */
function invitation(
  data: AppointmentMailData,
  addresses: AppointmentMailAddresses,
  method: 'REQUEST' | 'CANCEL',
  forPatient: boolean,
): NonNullable<OutboxMessage['calendar']> {
  const lang = forPatient ? data.language : defaultLang;
  return {
    method,
    filename: appointmentMessages[lang].calendarFileName,
    content: appointmentCalendar(
      {
        requestId: data.requestId,
        service: data.service,
        language: lang,
        // The practice's calendar names who comes, and who asked: "Emma, 6 jaar (Sanne de Vries)".
        patientName: forPatient ? data.fullName : whoComes(data.fullName, data.patientName),
        patientEmail: data.email,
        start: data.start,
        end: new Date(data.start.getTime() + data.durationMinutes * 60_000),
        sequence: data.sequence,
        manageUrl: forPatient ? data.manageUrl : undefined,
        agreedAt: data.agreedAt,
        forPractice: !forPatient,
      },
      { method, organizerEmail: addresses.clinic, uidHost: uidHost(addresses.origin) },
    ),
  };
}

/** The .ics the patient's page offers for download (the same event as in the mails). */
export function calendarDownload(
  data: AppointmentMailData,
  addresses: AppointmentMailAddresses,
): string {
  return invitation(data, addresses, 'REQUEST', true).content;
}

export { appointmentUid };

interface Section {
  title?: string;
  lines?: string[];
  list?: string[];
  rows?: [string, string][];
  /** The mail's action: a button in HTML (`button`), the label and the address in plain text. */
  link?: { label: string; button: string; href: string };
}

function compose(
  lang: Lang,
  intro: string[],
  sections: Section[],
  withGreeting: { name: string } | undefined,
): { text: string; html: string } {
  const base = mailMessages[lang];
  const greeting = withGreeting ? format(base.greeting, { name: withGreeting.name }) : undefined;
  const team = format(base.team, { practice: practice.name });
  const textParts: string[] = [];
  if (greeting) textParts.push(greeting, '');
  textParts.push(...intro.flatMap((line) => [line, '']));
  for (const section of sections) {
    if (section.title) textParts.push(section.title);
    if (section.rows)
      textParts.push(...section.rows.map(([label, value]) => `- ${label}: ${value}`));
    if (section.lines) textParts.push(...section.lines);
    if (section.list) textParts.push(...section.list.map((item) => `- ${item}`));
    if (section.link) textParts.push(section.link.label, section.link.href);
    textParts.push('');
  }
  if (withGreeting) textParts.push(base.signOff, team, '');
  textParts.push(`${practice.name} · ${addressLine} · ${phone()}`);

  const body: ReactNode = (
    <Layout lang={lang}>
      {greeting ? <p>{greeting}</p> : null}
      {intro.map((line) => (
        <p key={line}>{withPhoneLinks(line)}</p>
      ))}
      {sections.map((section, index) => (
        <div key={section.title ?? index}>
          {section.title ? <h2 style={styles.h2}>{section.title}</h2> : null}
          {section.rows ? <Details rows={section.rows} /> : null}
          {section.lines?.map((line) => (
            <p key={line} style={{ margin: '4px 0' }}>
              {withPhoneLinks(line)}
            </p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.link ? (
            <MailButton href={section.link.href} label={section.link.button} />
          ) : null}
        </div>
      ))}
      {withGreeting ? (
        <p>
          {base.signOff}
          <br />
          {team}
        </p>
      ) : null}
    </Layout>
  );
  return { text: textParts.join('\n'), html: html(body) };
}

function appointmentRows(
  data: AppointmentMailData,
  lang: Lang,
  forPatient: boolean,
): [string, string][] {
  const m = appointmentMessages[lang];
  return [
    [
      m.serviceLabel,
      // The patient reads the words they chose in the form; the practice its treatment names.
      forPatient ? requestedServiceLabel(data.service, lang) : serviceName(lang, data.service),
    ],
    [m.dateLabel, appointmentLongDateLabel(data.start, lang)],
    [m.timeLabel, appointmentTimeLabel(data.start, lang, true)],
    [m.durationLabel, format(m.durationValue, { minutes: data.durationMinutes })],
    // Whom it is for, when not the one who asked (decision 0127).
    ...(data.patientName
      ? [[mailMessages[lang].forLabel, data.patientName] as [string, string]]
      : []),
  ];
}

/**
 * The cancellation sentence: until when cancelling is free (48 hours before, terms) or, when that
 * moment has already passed as the mail goes out (a short-notice appointment, every reminder), a
 * request to let the practice know as soon as possible.
 */
export function cancellationRule(
  start: Date,
  lang: Lang,
  sentAt = new Date(),
  agreedAt?: Date | null,
): string {
  const m = appointmentMessages[lang];
  if (isFreeUntilStart(start, agreedAt)) {
    return format(m.cancelRuleUntilStart, { phone: phone(), ...lateFeeValues(lang) });
  }
  const deadline = freeCancellationDeadline(start, agreedAt);
  if (deadline.getTime() <= sentAt.getTime()) {
    return format(m.cancelRuleLate, { phone: phone(), ...lateFeeValues(lang) });
  }
  return format(m.cancelRule, {
    deadline: appointmentWhen(deadline, lang),
    ...lateFeeValues(lang),
  });
}

/** A mail to the patient about the appointment, in the request's language. */
export function patientAppointmentMail(
  kind: PatientMailKind,
  data: AppointmentMailData,
  addresses: AppointmentMailAddresses,
  options: {
    lateCancellation?: boolean;
    byPractice?: boolean;
    /** When the mail goes out (a reminder's due time): decides the cancellation sentence. */
    sentAt?: Date;
    /** A changed appointment's previous start, named in the mail so the patient knows which. */
    previousStart?: Date;
  } = {},
): OutboxMessage {
  const lang = data.language;
  const m = appointmentMessages[lang];
  const when = appointmentWhen(data.start, lang);
  const values = {
    when,
    practice: practice.name,
    phone: phone(),
    ...lateFeeValues(lang),
    previousWhen: options.previousStart ? appointmentWhen(options.previousStart, lang) : when,
  };
  const subject = format(
    {
      confirmed: m.confirmedSubject,
      changed: m.changedSubject,
      reminder: m.reminderSubject,
      cancelled: m.cancelledSubject,
    }[kind],
    values,
  );
  const intro = [
    format(
      {
        confirmed: m.confirmedIntro,
        changed: m.changedIntro,
        reminder: m.reminderIntro,
        cancelled: options.byPractice ? m.cancelledByPracticeIntro : m.cancelledIntro,
      }[kind],
      values,
    ),
    ...(kind === 'cancelled' && options.lateCancellation
      ? [format(m.lateCancellationNote, values)]
      : []),
  ];
  const rows = appointmentRows(data, lang, true);
  const sections: Section[] = [
    kind === 'cancelled'
      ? // What was cancelled: treatment, date and time; its length no longer matters.
        { title: m.cancelledWhenTitle, rows: rows.slice(0, 3) }
      : { title: kind === 'changed' ? m.newWhenTitle : m.whenTitle, rows },
  ];
  if (kind !== 'cancelled') {
    // The mail's one action, right under the appointment it is about.
    if (data.manageUrl)
      sections.push({
        link: { label: m.manageLink, button: m.manageButton, href: data.manageUrl },
      });
    sections.push(
      {
        title: m.addressTitle,
        lines: [
          `${practice.name}, ${addressLine}`,
          format(m.directions, {
            tram: practice.tramLines.join(
              lang === 'en' ? ' or ' : lang === 'tr' ? ' veya ' : ' of ',
            ),
            stop: practice.tramStop,
          }),
        ],
      },
      { title: m.bringTitle, list: bringList(data.service, lang) },
      {
        title: m.cancelTitle,
        lines: [cancellationRule(data.start, lang, options.sentAt, data.agreedAt)],
      },
    );
    // The changed mail's intro already says how to update the calendar.
    if (kind === 'confirmed') sections.push({ lines: [m.calendarHint] });
  } else {
    sections.push(newAppointmentSection(lang, addresses.origin));
  }
  sections.push({ lines: [format(m.questions, values)] });
  // The mail a patient keeps until the visit: pain before it should not send them looking for
  // the numbers (the sixth design review).
  sections.push({ lines: [emergencyAdvice(lang)] });
  const body = compose(lang, intro, sections, { name: data.fullName });
  const calendar =
    kind === 'reminder'
      ? undefined
      : invitation(data, addresses, kind === 'cancelled' ? 'CANCEL' : 'REQUEST', true);
  const token = data.manageUrl?.split('/').at(-1);
  return {
    from: addresses.from,
    to: data.email,
    replyTo: addresses.clinic,
    subject,
    language: lang,
    ...body,
    ...(calendar ? { calendar } : {}),
    ...(token ? { redactAfterSending: [token] } : {}),
  };
}

/** After a cancellation or a refusal, the one action: the appointment form, in the patient's language. */
function newAppointmentSection(lang: Lang, origin: string): Section {
  const m = appointmentMessages[lang];
  return {
    link: {
      label: m.newAppointmentLink,
      button: m.newAppointmentButton,
      href: `${origin}${appointmentHref(lang)}`,
    },
  };
}

/** The kind mail when the practice cannot schedule a request, with staff's optional note. */
export function patientDeclinedMail(
  data: Pick<AppointmentMailData, 'fullName' | 'email' | 'language'>,
  note: string,
  addresses: AppointmentMailAddresses,
): OutboxMessage {
  const lang = data.language;
  const m = appointmentMessages[lang];
  const values = { practice: practice.name, phone: phone() };
  const sections: Section[] = [];
  if (note.trim()) sections.push({ title: m.declinedNoteTitle, lines: note.trim().split(/\n+/) });
  sections.push({ lines: [format(m.declinedOutro, values)] });
  sections.push(newAppointmentSection(lang, addresses.origin));
  sections.push({ lines: [emergencyAdvice(lang)] });
  return {
    from: addresses.from,
    to: data.email,
    replyTo: addresses.clinic,
    subject: format(m.declinedSubject, values),
    language: lang,
    ...compose(lang, [m.declinedIntro], sections, { name: data.fullName }),
  };
}

/**
 * The practice's copy (Dutch): the same invitation, so it lands in the practice calendar, and its
 * CANCEL when either side cancels, so it leaves it again.
 */
export function practiceAppointmentMail(
  kind: 'confirmed' | 'changed' | 'cancelled-by-patient' | 'cancelled-by-practice',
  data: AppointmentMailData,
  addresses: AppointmentMailAddresses,
  options: { lateCancellation?: boolean } = {},
): OutboxMessage {
  const lang = defaultLang;
  const m = appointmentMessages[lang];
  const service = serviceName(lang, data.service);
  const values = { service, when: appointmentWhen(data.start, lang) };
  const subject = format(
    {
      confirmed: m.practiceConfirmedSubject,
      changed: m.practiceChangedSubject,
      'cancelled-by-patient': m.practiceCancelledSubject,
      'cancelled-by-practice': m.practiceCancelledByPracticeSubject,
    }[kind],
    values,
  );
  const intro = [
    {
      confirmed: m.practiceConfirmedIntro,
      changed: m.practiceConfirmedIntro,
      'cancelled-by-patient': m.practiceCancelledIntro,
      'cancelled-by-practice': m.practiceCancelledByPracticeIntro,
    }[kind],
    ...(options.lateCancellation ? [m.practiceLateNote] : []),
  ];
  const body = compose(
    lang,
    intro,
    [
      {
        rows: [
          [mailMessages[lang].nameLabel, data.fullName],
          ...appointmentRows(data, lang, false),
        ],
      },
      {
        link: {
          label: m.practiceInboxLink,
          button: m.practiceInboxButton,
          href: inboxRequestUrl(addresses.origin, data.requestId),
        },
      },
    ],
    undefined,
  );
  return {
    from: addresses.from,
    to: addresses.clinic,
    replyTo: data.email,
    subject,
    language: lang,
    ...body,
    calendar: invitation(
      data,
      addresses,
      kind.startsWith('cancelled') ? 'CANCEL' : 'REQUEST',
      false,
    ),
  };
}
