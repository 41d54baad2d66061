import type { Ref } from 'react';
import type { AppointmentActionResult } from '~/appointments/action-result';
import { practice } from '~/content/practice';
import { whenWeReopen } from '~/content/reopening';
import { format } from '~/i18n/format';
import { useLang, useMessages } from '~/i18n/hooks';
import { pathFor } from '~/i18n/pages';
import { Icon } from '~/icons/icon';
import { EmergencyCalls } from './emergency-now';
import { fill } from './fill';
import { whomLabel } from '~/appointments/whom';
import { useHydrated } from './use-hydrated';

type Success = Extract<AppointmentActionResult, { state: 'success' }>;

export const confirmationTitleId = 'appointment-confirmation-title';

/**
 * Replaces the form once a request is stored: what was asked for, where the confirmation went and
 * what happens next. Focus moves here (the title is its name), so it is read out once; without
 * JavaScript the server renders it in the form's place and `autofocus` puts focus on it.
 */
export function AppointmentConfirmation({
  result,
  onAnother,
  ref,
}: {
  result: Success;
  onAnother: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const messages = useMessages();
  const lang = useLang();
  const status = messages.appointmentStatus;
  const text = messages.confirmation;
  const { request, emailSent } = result;
  // Only a running script keeps the details; the plain link opens an empty form.
  const hydrated = useHydrated();
  const nowrap = (value: string) => <span className="whitespace-nowrap">{value}</span>;
  // What was chosen, in the words of the list; the number the practice will call, as people
  // write it (`readablePhone`, as in the practice's e-mail), so a typo can be caught now.
  const notes = [
    request.newPatient ? text.newPatient : '',
    request.callFirst ? text.callFirst : '',
  ].filter(Boolean);
  const rows: [label: string, value: string][] = [
    [
      text.forLabel,
      whomLabel(request, {
        self: text.forSelf,
        child: text.forChild,
        other: '{name}',
        family: '{name}',
      }),
    ],
    [messages.form.service, messages.form.serviceOptions[request.service]],
    [messages.form.preferredDate, request.dateLabel],
    [text.name, request.fullName],
    [text.phone, request.phone],
    ...(notes.length ? [[text.notesLabel, notes.join(' · ')] as [string, string]] : []),
    ...(request.withMessage ? [[text.message, text.messageSent] as [string, string]] : []),
  ];
  const emergency = request.service === 'emergency';
  const done = emailSent && !emergency;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      // Without JavaScript this is how focus gets here after the page comes back from the server.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby={confirmationTitleId}
      data-testid="appointment-confirmation"
      // The receipt went out: the side card's first step ("an e-mail straight away") is ticked
      // (app.css).
      data-mailed={emailSent ? '' : undefined}
      // Green and ticked only when all is done: not when the receipt could not be mailed, nor for
      // an emergency, where the call is still to be made (round 35, Y: a green tick read as
      // "sorted" to a parent on a Saturday).
      className={`rounded-3xl border-2 p-5 shadow-lg shadow-teal-900/5 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700 md:p-8 ${
        done ? 'border-teal-600 bg-teal-50' : 'border-amber-400 bg-amber-50'
      }`}
    >
      <h3
        id={confirmationTitleId}
        className="flex items-center gap-3 font-display text-2xl font-extrabold text-teal-950 md:text-3xl"
      >
        <Icon
          name={done ? 'circle-check' : 'info'}
          className={`size-8 shrink-0 ${done ? 'text-teal-700' : 'text-amber-700'}`}
        />
        {emailSent ? status.successTitle : status.emailFailedTitle}
      </h3>
      {/* An emergency is a call: the request is kept, but the way to help now comes first, by
          the practice's clock as in the form before it was sent: after hours the after-hours
          service first and strongest (the seventeenth review: the confirmation sent a patient in
          pain at night to the emergency line nobody answers then). */}
      {emergency ? (
        <div
          data-emergency-service-note-sent=""
          className="mt-5 rounded-2xl border border-orange-200 bg-orange-50 p-4"
        >
          <p className="when-open text-lg font-bold text-orange-950">
            {messages.emergencyRequest.text}
          </p>
          <p className="when-closed text-lg font-bold text-orange-950">
            {messages.emergencyRequest.textClosed}
          </p>
          <EmergencyCalls row className="mt-4" />
        </div>
      ) : null}
      <p className="mt-4 text-lg text-ink">
        {!emailSent
          ? fill(status.emailFailedMessage, { phone: nowrap(request.phone) })
          : emergency
            ? text.emergencySent
            : status.successMessage}
      </p>
      {emailSent ? null : <p className="mt-3 font-bold text-amber-950">{text.safe}</p>}
      {emergency ? null : <ClosedNow />}

      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white px-5 py-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-0.5 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="text-muted">{label}</dt>
            <dd className="font-bold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      {/* Someone else's child: the parent's consent, here and not only in the mail (round 37, AC:
          a grandfather would have arrived with his granddaughter and no consent). */}
      {request.appointmentFor === 'other' && request.service === 'pediatric' ? (
        <p className="mt-6 flex gap-3 text-ink">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>{text.parentConsent}</span>
        </p>
      ) : null}
      {emailSent ? (
        <p className="mt-6 flex gap-3 text-ink">
          <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>
            {fill(text.emailSentTo, {
              // A long address may break anywhere rather than run out of the panel on a phone.
              email: <strong className="[overflow-wrap:anywhere]">{request.email}</strong>,
            })}{' '}
            <span className="text-muted">{text.spamHint}</span>
          </span>
        </p>
      ) : null}
      <p className="mt-4 flex gap-3 text-ink">
        <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        <span>
          {fill(text.questions, {
            phone: (
              <a
                href={`tel:${practice.phone.e164}`}
                className="font-bold whitespace-nowrap text-teal-800 underline underline-offset-4"
              >
                {practice.phone.display}
              </a>
            ),
          })}
        </span>
      </p>
      <p className="mt-6 border-t border-slate-300/70 pt-5">
        <a
          // The empty query makes this a new page load, not a jump within the page that shows the
          // result: without JavaScript the visitor gets a fresh form.
          href={`${pathFor('home', lang)}?#appointment`}
          className="btn btn-outline bg-white"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
            // The same person asks again, most often for a child or a parent (round 36, Z: on a
            // phone everything had to be typed again): the contact details stay, found by the
            // contract's field names; whom it is for, the treatment and the day start afresh.
            for (const name of ['fullName', 'email', 'phone'] as const) {
              const input = document.getElementsByName(name)[0];
              if (input instanceof HTMLInputElement) input.value = request[name];
            }
            document.getElementsByName('appointmentFor')[0]?.focus();
          }}
        >
          {text.another}
        </a>
        {hydrated ? (
          <span className="mt-2 block text-sm text-muted">{text.anotherKeeps}</span>
        ) : null}
      </p>
    </section>
  );
}

/**
 * Sent while the practice is closed: when the request will be picked up (round 45, AQ: at night
 * the promise of one working day left the visitor wondering whether anyone would call in the
 * morning). By the practice's clock at the moment the panel is shown.
 */
function ClosedNow() {
  const messages = useMessages();
  const when = whenWeReopen(new Date(), useLang(), messages.confirmation);
  if (!when) return null;
  return (
    <p data-closed-now="" className="mt-3 flex gap-3 text-ink">
      <Icon name="moon" className="mt-0.5 size-5 shrink-0 text-teal-700" />
      <span>{format(messages.confirmation.closedNow, { when })}</span>
    </p>
  );
}
