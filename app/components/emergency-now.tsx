import { Icon } from '~/icons/icon';
import { useMessages } from '~/i18n/hooks';
import { AfterHoursService } from './after-hours-service';
import { PageLink } from './page-link';
import { phoneDisplay, PhoneLink } from './contact-links';

/** The emergency line as the page's first action: large, in the accent colour, one tap to call. */
export function EmergencyCallButton({ className = '' }: { className?: string }) {
  const messages = useMessages();
  return (
    <PhoneLink
      line="emergency"
      className={`btn-emergency inline-flex min-h-16 w-full items-center gap-4 rounded-2xl px-5 py-3 text-left sm:w-auto sm:pr-8 ${className}`}
    >
      <Icon name="phone-call" className="size-7 shrink-0" />
      <span className="flex flex-col">
        <span className="font-semibold">{messages.contactActions.emergencyLine}</span>{' '}
        <span className="text-2xl font-extrabold tracking-wide">{phoneDisplay('emergency')}</span>
      </span>
    </PhoneLink>
  );
}

/**
 * What to do until the patient is here, shown on the emergency page right under its call button;
 * the full explanation follows in the page's text.
 */
export function EmergencyNow() {
  const messages = useMessages();
  const text = messages.emergencyNow;
  return (
    <div className="rounded-3xl border border-orange-200 bg-orange-50 p-5 md:p-8">
      <p className="text-lg font-bold text-orange-950">{text.text}</p>
      <h2 className="mt-8 text-xl font-extrabold text-orange-950">{text.stepsTitle}</h2>
      {/* The most urgent case first: trouble breathing or swallowing is a 112 call. */}
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {text.steps.map((step, index) => (
          <li
            key={step.title}
            className={`flex gap-3 rounded-2xl bg-white p-4 shadow-sm ${index === 0 ? 'ring-2 ring-red-300' : ''}`}
          >
            <Icon
              name={index === 0 ? 'circle-exclamation-point' : 'info'}
              className={`mt-0.5 size-6 shrink-0 ${index === 0 ? 'text-red-700' : 'text-orange-800'}`}
            />{' '}
            <span>
              <strong className="block text-ink">{step.title}</strong>{' '}
              <span className="mt-1 block text-slate-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <AfterHoursService className="mt-5 text-slate-700" text={text.afterHours} />
    </div>
  );
}

/** A band on the treatment overviews that leads a patient in trouble straight to help. */
export function EmergencyBanner() {
  const messages = useMessages();
  return (
    <div
      data-emergency-banner=""
      className="flex flex-col gap-4 rounded-3xl border border-orange-200 bg-orange-50 p-5 md:flex-row md:items-center md:justify-between md:p-6"
    >
      <div className="flex gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-900">
          <Icon name="phone-call" className="size-6" />
        </span>
        <div>
          <p className="text-lg font-extrabold text-orange-950">{messages.emergencyNow.title}</p>
          <p className="mt-1 text-slate-700">
            {messages.emergencyNow.text}{' '}
            <PageLink
              page="emergency"
              className="font-bold text-orange-900 underline underline-offset-4"
            >
              {messages.treatments.emergency}
            </PageLink>
          </p>
        </div>
      </div>
      <EmergencyCallButton className="shrink-0" />
    </div>
  );
}
