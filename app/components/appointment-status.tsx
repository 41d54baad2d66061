import { Icon } from '~/icons/icon';
import { lazy, Suspense } from 'react';
import type { AppointmentActionResult } from '~/appointments/action-result';
import { formatPlural } from '~/i18n/format';
import { useLang, useMessages } from '~/i18n/hooks';
import { languageInfo, type Lang } from '~/i18n/languages';
import { PhoneLink } from './contact-links';
import { fill } from './fill';
import { Optional } from './optional';
import type { Messages } from '~/i18n/messages/nl';

/** The toast's code (Radix) loads when the visitor starts on the form, or with the first result. */
export const loadResultToast = () => import('./result-toast');
const ResultToast = lazy(loadResultToast);

export interface StatusText {
  title: string;
  description: string;
  tone: 'error';
}

/**
 * The title and text of a failed submission, in the page's language (specification §8). A success
 * is the confirmation panel, field errors are the error summary: neither is a status message.
 */
export function statusText(
  result: AppointmentActionResult,
  messages: Messages,
  lang: Lang,
): StatusText | undefined {
  const m = messages.appointmentStatus;
  switch (result.state) {
    case 'success':
    case 'invalid':
      return undefined;
    case 'rate-limited': {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return {
        title: m.rateLimitedTitle,
        // {phone} stays for the alert, which makes it a call (round 27: the number was text).
        description: formatPlural(m.rateLimitedMessage, minutes, languageInfo[lang].formatLocale, {
          minutes,
        }),
        tone: 'error',
      };
    }
    case 'too-large':
      return { title: m.errorTitle, description: m.tooLargeMessage, tone: 'error' };
    case 'error':
      return { title: m.errorTitle, description: m.errorMessage, tone: 'error' };
  }
}

/**
 * A failed submission, above the form: an alert region that is always present, so a screen reader
 * announces the text when it appears; without JavaScript the server renders the text into it. With
 * JavaScript a toast names it too, with the call as its action (not the alert's text again: round
 * 27 read the same long text twice, the toast's over the fields).
 */
export function AppointmentStatus({
  result,
  showToast,
}: {
  result: AppointmentActionResult | undefined;
  /** Only results of a submission made with JavaScript get a toast (they never hydrate). */
  showToast: boolean;
}) {
  const messages = useMessages();
  const lang = useLang();
  const text = result ? statusText(result, messages, lang) : undefined;
  return (
    <>
      <div role="alert" data-testid="appointment-alert">
        {text ? (
          <div
            tabIndex={-1}
            // Without JavaScript this is how focus gets here when the page comes back.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="mb-6 flex gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-4 text-red-950 outline-none"
          >
            <Icon name="circle-exclamation-point" className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-extrabold">{text.title}</p>
              {/* The number in one piece (it broke as "020 123 / 45 67": the eighteenth review). */}
              <p className="mt-1">
                {fill(text.description, { phone: <PhoneLink className="font-bold underline" /> })}
              </p>
            </div>
          </div>
        ) : null}
      </div>
      {result && showToast && text ? (
        // The alert above says it all; if the toast cannot load (offline), it is left out.
        <Optional>
          <Suspense fallback={null}>
            <ResultToast text={text} resultKey={result} />
          </Suspense>
        </Optional>
      ) : null}
    </>
  );
}
