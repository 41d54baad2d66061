/**
 * The two e-mails of an appointment request. HTML is rendered with React, which escapes every
 * value, so nothing a visitor typed can become markup; the text parts need no escaping.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { longDateLabel, dayLabel } from '~/appointments/dates';
import { appointmentLongDateLabel, appointmentTimeLabel } from '~/appointments/time-rules';
import { readablePhone } from '~/appointments/schema';
import type { AppointmentInput } from '~/appointments/schema';
import { callWindowText } from '~/components/opening-hours';
import { addressLine, directionsLink, practice, unbreakable } from '~/content/practice';
import type { OutboxMessage } from '~/db/schema';
import { format } from '~/i18n/format';
import { defaultLang, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { requestedServiceLabel } from '~/appointments/service-label';
import { whomLabel } from '~/appointments/whom';
import { emergencyAdvice, emergencyValues, mailMessages } from './messages.server';
import { isForChild } from './appointment-messages.server';

export interface MailAddresses {
  from: string;
  clinic: string;
  /** The site's origin (PUBLIC_ORIGIN): the practice's notification links to the request's page. */
  origin?: string;
}

/** The request's page in the staff area (server/staff-http.ts). */
export const inboxRequestUrl = (origin: string, id: string) => `${origin}/beheer/aanvragen/${id}`;

export interface StoredRequest extends AppointmentInput {
  id: string;
  createdAt: Date;
}

export const styles = {
  body: {
    margin: 0,
    padding: '24px 12px',
    backgroundColor: '#f0fdfa',
    fontFamily: 'Arial, Helvetica, sans-serif',
    color: '#0f172a',
    fontSize: '16px',
    lineHeight: 1.5,
  },
  card: {
    maxWidth: '560px',
    margin: '0 auto',
    backgroundColor: '#ffffff',
    borderRadius: '12px',
    border: '1px solid #ccfbf1',
    overflow: 'hidden',
  },
  content: { padding: '4px 28px 28px' },
  /**
   * The practice's name on a band of the site's teal across the card's top, in the site's serif
   * where the reader has one (round 37, AB: the mails looked generic). No image: many clients block
   * them, and a missing logo looks worse than none.
   */
  brand: { backgroundColor: '#0f766e', color: '#ffffff', marginBottom: '24px' },
  brandCell: { padding: '16px 28px 18px' },
  /** The site's wordmark in words (round 57, BM: one line of a name did not read as a brand):
   * its kind small and spaced above the name, and the town at the right. */
  brandKind: {
    margin: 0,
    fontSize: '12px',
    letterSpacing: '0.08em',
    color: '#ccfbf1',
    lineHeight: 1.4,
  },
  brandName: {
    margin: 0,
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: 700,
    fontSize: '24px',
    lineHeight: 1.2,
  },
  brandTown: {
    padding: '16px 28px 20px 12px',
    fontSize: '14px',
    color: '#ccfbf1',
    textAlign: 'right',
    verticalAlign: 'bottom',
  },
  h2: { margin: '24px 0 8px', fontSize: '18px', color: '#134e4a' },
  detail: { padding: '8px 0', borderBottom: '1px solid #e2e8f0' },
  detailLabel: { color: '#475569', fontSize: '14px' },
  detailValue: { fontWeight: 700, whiteSpace: 'pre-wrap' },
  /** A value that is a note about the request, not something it holds ("sent with your request"):
   * not in bold, so it does not read as the patient's words (round 49, AY). */
  detailNote: { fontWeight: 400, color: '#475569' },
  footer: { marginTop: '28px', fontSize: '13px', color: '#475569' },
  /** The emergency call that leads the mail of an emergency request (the site's orange panel). */
  urgent: {
    margin: '0 0 20px',
    padding: '16px',
    backgroundColor: '#fff7ed',
    border: '1px solid #fed7aa',
    borderRadius: '12px',
    color: '#431407',
  },
  urgentTitle: { margin: '0 0 6px', fontWeight: 700, fontSize: '17px' },
  phoneLink: { color: '#9a3412', fontWeight: 700, whiteSpace: 'nowrap' },
  /** A phone number in running text: tap to call, never wrapped. */
  telLink: { color: '#0f766e', fontWeight: 700, whiteSpace: 'nowrap' },
  buttonCell: { borderRadius: '8px', backgroundColor: '#0f766e' },
  /**
   * The link fills the cell with a thick border of the button's colour rather than padding:
   * Outlook's Word engine ignores padding on a link but draws its border, so the whole button
   * stays the target there too (the "bulletproof" border button).
   */
  button: {
    display: 'inline-block',
    border: '1px solid #0f766e',
    borderWidth: '12px 20px',
    borderRadius: '8px',
    backgroundColor: '#0f766e',
    color: '#ffffff',
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontWeight: 700,
    fontSize: '16px',
    lineHeight: 1.3,
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

/** A number the mails may name: the practice's lines and, in the practice's mail, the patient's. */
export interface MailPhone {
  display: string;
  e164: string;
}

/** The practice's numbers as the mails write them (no-break spaces). */
const practicePhones = (): MailPhone[] =>
  [practice.phone, practice.emergencyPhone, practice.afterHoursService.phone].map((phone) => ({
    display: unbreakable(phone.display),
    e164: phone.e164,
  }));

/**
 * A text with every phone number it names as a tap-to-call link (the mails are mostly read on a
 * phone). The plain-text part keeps the text as it is.
 */
export function withPhoneLinks(text: string): ReactNode {
  const phones = practicePhones().filter((phone) => phone.display);
  // A number is digits, spaces and a leading "+": only the "+" needs escaping.
  const pattern = new RegExp(
    `(${phones.map((phone) => phone.display.replace('+', '\\+')).join('|')})`,
  );
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    const phone = index % 2 ? phones.find((each) => each.display === part) : undefined;
    return phone ? (
      <a key={index} href={`tel:${phone.e164}`} style={styles.telLink}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}

/**
 * The one action of a mail as a button: its label, the address behind it. A long address written
 * out would widen the mail past a phone's screen; the plain-text part has it in full.
 */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: '16px 0', borderCollapse: 'separate' }}
    >
      <tbody>
        <tr>
          {/* bgcolor as well as the style: the colour some clients only take from the attribute. */}
          <td align="center" {...{ bgcolor: '#0f766e' }} style={styles.buttonCell}>
            <a href={href} style={styles.button}>
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function Layout({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <table
            role="presentation"
            cellPadding={0}
            cellSpacing={0}
            width="100%"
            style={styles.brand}
          >
            <tbody>
              <tr>
                <td style={styles.brandCell}>
                  <p style={styles.brandKind}>
                    {
                      // In capitals by the language's rules (Turkish İ), not by each client's CSS.
                      catalogues[lang].common.practiceKind.toLocaleUpperCase(lang)
                    }
                  </p>
                  <p style={styles.brandName}>{practice.shortName}</p>
                </td>
                <td style={styles.brandTown}>{practice.address.city}</td>
              </tr>
            </tbody>
          </table>
          <div style={styles.content}>
            {children}
            <p style={styles.footer}>
              {practice.name} · {addressLine} ·{' '}
              <a href={`tel:${practice.phone.e164}`} style={styles.telLink}>
                {unbreakable(practice.phone.display)}
              </a>
            </p>
          </div>
        </div>
      </body>
    </html>
  );
}

/** One line of "what you asked for"; `note` marks the practice's words about it, not the patient's. */
interface DetailRow {
  label: string;
  value: string;
  note?: boolean;
  /** Shown as written, never as a call: the patient's own number (round 58, BR). */
  plain?: boolean;
}

/**
 * Label above value, as the site's confirmation panel writes them: side by side, a long e-mail
 * address ran past a phone's screen (round 37, AA), and it may not break inside.
 */
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={styles.detail}>
              <div style={styles.detailLabel}>{label}</div>
              <div style={styles.detailValue}>{value}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const html = (element: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

/** The emergency call that comes first in the mail of an emergency request, in plain text. */
function emergencyLeadText(lang: Lang): string {
  const m = mailMessages[lang];
  return `${m.emergencyLeadTitle}\n${format(m.emergencyLead, emergencyValues(lang))}`;
}

/** The same in HTML: the numbers are tap-to-call links (the mail is often read on a phone). */
function EmergencyLead({ lang }: { lang: Lang }) {
  const m = mailMessages[lang];
  const values: Record<string, ReactNode> = {
    ...emergencyValues(lang),
    emergencyPhone: (
      <a href={`tel:${practice.emergencyPhone.e164}`} style={styles.phoneLink}>
        {unbreakable(practice.emergencyPhone.display)}
      </a>
    ),
    afterHoursPhone: (
      <a href={`tel:${practice.afterHoursService.phone.e164}`} style={styles.phoneLink}>
        {unbreakable(practice.afterHoursService.phone.display)}
      </a>
    ),
  };
  return (
    <div style={styles.urgent}>
      <p style={styles.urgentTitle}>{m.emergencyLeadTitle}</p>
      <p style={{ margin: 0 }}>
        {m.emergencyLead.split(/\{(\w+)\}/).map((part, index) => (
          <Fragment key={index}>{index % 2 ? (values[part] ?? `{${part}}`) : part}</Fragment>
        ))}
      </p>
    </div>
  );
}

type MailText = (typeof mailMessages)[Lang];

/**
 * What happens next, fitted to the request: a call first when asked for; the last step names the
 * documents of whoever comes (a child's, someone else's, or for a family both the adults' and the
 * children's, round 35, Y); and a child brought by someone else needs a parent's consent (round
 * 36, Z: a grandmother booking for her grandson read "your child").
 */
export function receiptSteps(request: StoredRequest, text: MailText): string[] {
  const steps = text.nextSteps.split('|');
  // The steps' places in `nextSteps`: the call, the nervous patient, what to bring (last).
  const [call, nervous, bring] = [0, 2, steps.length - 1];
  if (request.callFirst) steps[call] = text.firstStepCallFirst;
  switch (request.appointmentFor) {
    case 'other':
      steps[nervous] = text.nervousOther;
      steps[bring] = text.firstVisitOther;
      if (isForChild(request.service)) steps.push(text.childWithoutParent);
      break;
    case 'child':
      steps[nervous] = text.nervousChild;
      steps[bring] = text.firstVisitChild;
      break;
    case 'family':
      steps.push(text.firstVisitChild);
      break;
    default:
      if (isForChild(request.service)) steps[bring] = text.firstVisitChild;
      else if (request.newPatient) steps[bring] = text.firstVisitSelf;
  }
  return steps;
}

/**
 * The receipt to the patient, in the request's language. It repeats what was asked for (the
 * service and the date), not the free-text message. For emergency care the call comes first,
 * before the receipt (decision 0102); other requests end with the emergency numbers.
 */
export function patientConfirmation(
  request: StoredRequest,
  addresses: MailAddresses,
): OutboxMessage {
  const lang = request.language;
  const m = { ...catalogues[lang], email: mailMessages[lang] };
  const service = requestedServiceLabel(request.service, lang);
  const date = longDateLabel(request.preferredDate, lang);
  const steps = receiptSteps(request, m.email);
  const facts = { phone: unbreakable(practice.phone.display) };
  // Every number of the practice's is a call; the patient's own is text to check, never a call to
  // themselves (round 58, BR; BP before).
  const ownPhone = unbreakable(readablePhone(request.phone));
  const greeting = format(m.email.greeting, { name: request.fullName });
  const team = format(m.email.team, { practice: practice.name });
  const emergency = request.service === 'emergency';
  // For someone else: the subject says for whom, never their name or age (a lock screen shows it).
  const whom =
    request.appointmentFor === 'self' ? undefined : m.email.subjectFor[request.appointmentFor];
  // Whom it is for and the ticks, as the confirmation panel repeats them (decision 0127).
  // A note row says something about the request in the practice's words, not the patient's: it is
  // set in regular weight so it does not read as their own text (round 49).
  const details: DetailRow[] = [
    ...(request.patientName
      ? [
          {
            label: m.email.forLabel,
            value: whomLabel(request, {
              self: '',
              child: m.email.forChild,
              other: '{name}',
              family: '{name}',
            }),
          },
        ]
      : []),
    { label: m.email.serviceLabel, value: service },
    { label: m.email.dateLabel, value: date },
    // The number the practice will call, as the confirmation panel shows it: a typo is caught now
    // (round 37, AD).
    { label: m.confirmation.phone, value: ownPhone, plain: true },
    ...(request.newPatient || request.callFirst
      ? [
          {
            label: m.confirmation.notesLabel,
            value: [
              request.newPatient ? m.confirmation.newPatient : '',
              request.callFirst ? m.confirmation.callFirst : '',
            ]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : []),
    // That a message arrived, never its words (round 36, Z: the receipt ignored it).
    ...(request.message
      ? [{ label: m.confirmation.message, value: m.email.messageReceived, note: true }]
      : []),
  ];
  const findUs = format(m.email.findUs, { address: addressLine });
  const hours = callWindowText(catalogues[lang].hours.callWindow, lang);

  const text = [
    greeting,
    '',
    ...(emergency ? [emergencyLeadText(lang), ''] : []),
    m.email.confirmationIntro,
    '',
    m.email.requestedTitle,
    ...details.map(({ label, value }) => `- ${label}: ${value}`),
    '',
    m.email.nextTitle,
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    format(m.email.questions, facts),
    ...(emergency ? [] : [emergencyAdvice(lang)]),
    '',
    `${findUs} ${m.email.directions}: ${directionsLink}`,
    hours,
    '',
    m.email.signOff,
    team,
    '',
    `${practice.name} · ${addressLine} · ${unbreakable(practice.phone.display)}`,
  ].join('\n');

  return {
    from: addresses.from,
    to: request.email,
    // The mail invites a reply: it goes to the practice, whatever address sends the mail.
    replyTo: addresses.clinic,
    subject: format(whom ? m.email.confirmationSubjectFor : m.email.confirmationSubject, {
      practice: practice.name,
      date: dayLabel(request.preferredDate, lang),
      whom: whom ?? '',
    }),
    language: lang,
    text,
    html: html(
      <Layout lang={lang}>
        <p>{greeting}</p>
        {emergency ? <EmergencyLead lang={lang} /> : null}
        <p>{m.email.confirmationIntro}</p>
        <h2 style={styles.h2}>{m.email.requestedTitle}</h2>
        <Details
          rows={details.map(({ label, value, note, plain }) => [
            label,
            note ? (
              <span style={styles.detailNote}>{value}</span>
            ) : plain ? (
              value
            ) : (
              withPhoneLinks(value)
            ),
          ])}
        />
        <h2 style={styles.h2}>{m.email.nextTitle}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{withPhoneLinks(format(m.email.questions, facts))}</p>
        {/* A paragraph of its own: run on from the questions, the emergency numbers read as one
            block (round 32, U). */}
        {emergency ? null : <p>{withPhoneLinks(emergencyAdvice(lang))}</p>}
        <p>
          {findUs}{' '}
          <a href={directionsLink} style={styles.telLink}>
            {m.email.directions}
          </a>
          <br />
          {hours}
        </p>
        <p>
          {m.email.signOff}
          <br />
          {team}
        </p>
      </Layout>,
    ),
  };
}

/**
 * The notification to the practice, in Dutch; replying writes to the patient. It names the patient
 * and what they asked for, but never carries the free-text message: that may be about their health,
 * and an ordinary mailbox is no place for it. The mail says whether there is one and links to the
 * request in the staff inbox, behind the sign-in (decision 0103). An emergency request says so
 * first: "SPOED" at the start of the subject, and a call back.
 */
export function clinicNotification(
  request: StoredRequest,
  addresses: MailAddresses,
): OutboxMessage {
  const lang = defaultLang;
  const m = { ...catalogues[lang], email: mailMessages[lang] };
  // The option as the patient chose it on the form ("Controle, herstel of andere zorg"), as their own
  // receipt names it, not the treatment page's title (round 27: two names for one request).
  const service = requestedServiceLabel(request.service, lang);
  const date = longDateLabel(request.preferredDate, lang);
  // "donderdag 26 november 2026, 8.36 uur": the Dutch way, as in the practice's other mails.
  const received = `${appointmentLongDateLabel(request.createdAt, lang)}, ${appointmentTimeLabel(request.createdAt, lang)}`;
  const inboxUrl = addresses.origin ? inboxRequestUrl(addresses.origin, request.id) : undefined;
  const rows: [string, string][] = [
    [m.email.nameLabel, request.fullName],
    [m.email.emailLabel, request.email],
    [m.email.phoneLabel, readablePhone(request.phone)],
    [
      m.email.forLabel,
      whomLabel(request, {
        self: m.email.forSelfNotice,
        child: m.email.forChildNotice,
        other: m.email.forOtherNotice,
        family: m.email.forFamilyNotice,
      }),
    ],
    [m.email.serviceLabel, service],
    [m.email.dateLabel, date],
    [m.email.newPatientLabel, request.newPatient ? m.email.yes : m.email.notSaid],
    [m.email.callFirstLabel, request.callFirst ? m.email.yes : m.email.no],
    [m.email.messageLabel, request.message ? m.email.messageInInbox : m.email.noMessage],
    // "Engels", not "English", in a Dutch mail (round 27).
    [m.email.languageLabel, m.languageNames[request.language]],
    [m.email.receivedLabel, received],
    [m.email.referenceLabel, request.id],
  ];
  const emergency = request.service === 'emergency';
  const languageNoted = (subject: string) =>
    request.language === lang
      ? subject
      : format(m.email.notificationSubjectLanguage, {
          subject,
          language: m.languageNames[request.language],
        });
  const callBack = format(m.email.notificationEmergencyIntro, {
    phone: readablePhone(request.phone),
  });
  return {
    from: addresses.from,
    to: addresses.clinic,
    replyTo: request.email,
    subject: languageNoted(
      format(emergency ? m.email.notificationSubjectEmergency : m.email.notificationSubject, {
        service,
        date,
      }),
    ),
    language: lang,
    text: [
      ...(emergency ? [callBack, ''] : []),
      ...(request.callFirst ? [m.email.callFirstNotice, ''] : []),
      m.email.notificationIntro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...(inboxUrl ? [m.email.inboxLink, inboxUrl, ''] : []),
      m.email.replyHint,
    ].join('\n'),
    html: html(
      <Layout lang={lang}>
        {emergency ? (
          <div style={styles.urgent}>
            <p style={{ margin: 0, fontWeight: 700 }}>
              {/* The patient's number, one tap to call back from a phone. */}
              {m.email.notificationEmergencyIntro.split('{phone}').map((part, index) => (
                <Fragment key={index}>
                  {index ? (
                    <a href={`tel:${request.phone}`} style={styles.phoneLink}>
                      {readablePhone(request.phone)}
                    </a>
                  ) : null}
                  {part}
                </Fragment>
              ))}
            </p>
          </div>
        ) : null}
        {request.callFirst ? <p style={{ fontWeight: 700 }}>{m.email.callFirstNotice}</p> : null}
        <p>{m.email.notificationIntro}</p>
        <Details
          rows={rows.map(([label, value]): [string, ReactNode] =>
            label === m.email.messageLabel && request.message && inboxUrl
              ? [
                  label,
                  <a href={inboxUrl} style={{ color: '#0f766e' }}>
                    {value}
                  </a>,
                ]
              : label === m.email.phoneLabel
                ? [
                    label,
                    <a href={`tel:${request.phone}`} style={styles.telLink}>
                      {value}
                    </a>,
                  ]
                : [label, value],
          )}
        />
        {inboxUrl ? <MailButton href={inboxUrl} label={m.email.inboxButton} /> : null}
        <p style={styles.footer}>{m.email.replyHint}</p>
      </Layout>,
    ),
  };
}
