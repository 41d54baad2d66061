import { Icon } from '~/icons/icon';
import { lazy, Suspense } from 'react';
import type { AppointmentActionResult } from '~/appointments/action-result';
import { practice } from '~/content/practice';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { Optional } from './optional';
import type { Messages } from '~/i18n/messages/nl';

/** The toast's code (Radix) loads when the visitor starts on the form, or with the first result. */
export const loadResultToast = () => import('./result-toast');
const ResultToast = lazy(loadResultToast);

export interface StatusText {
  title: string;
  description: string;
  tone: 'success' | 'warning' | 'error';
}

/** The title and text for a form result, in the page's language (specification §8). */
export function statusText(result: AppointmentActionResult, messages: Messages): StatusText {
  const m = messages.appointmentStatus;
  switch (result.state) {
    case 'success':
      return result.emailSent
        ? { title: m.successTitle, description: m.successMessage, tone: 'success' }
        : { title: m.emailFailedTitle, description: m.emailFailedMessage, tone: 'warning' };
    case 'invalid':
      return { title: m.invalidTitle, description: messages.form.fieldErrorsIntro, tone: 'error' };
    case 'rate-limited':
      return {
        title: m.rateLimitedTitle,
        description: format(m.rateLimitedMessage, {
          minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
          phone: practice.phone.display,
        }),
        tone: 'error',
      };
    case 'too-large':
      return { title: m.errorTitle, description: m.tooLargeMessage, tone: 'error' };
    case 'error':
      return { title: m.errorTitle, description: m.errorMessage, tone: 'error' };
  }
}

const toneClass = {
  success: 'border-teal-300 bg-teal-50 text-teal-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
} as const;

/**
 * The result in the page: a status (success) or an alert (anything else). Both live regions are
 * always present, so a screen reader announces the text when it appears; without JavaScript the
 * server renders the text into them. With JavaScript a toast shows it too.
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
  const text = result ? statusText(result, messages) : undefined;
  const icon =
    text?.tone === 'success'
      ? 'circle-check'
      : text?.tone === 'warning'
        ? 'info'
        : 'circle-exclamation-point';
  const body = text ? (
    <div className={`mb-6 flex gap-3 rounded-2xl border px-4 py-4 ${toneClass[text.tone]}`}>
      <Icon name={icon} className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-extrabold">{text.title}</p>
        <p className="mt-1">{text.description}</p>
      </div>
    </div>
  ) : null;
  const polite = text && text.tone !== 'error';
  return (
    <>
      <div role="status" data-testid="appointment-status">
        {polite ? body : null}
      </div>
      <div role="alert" data-testid="appointment-alert">
        {text && !polite ? body : null}
      </div>
      {result && showToast && text ? (
        // The in-page status above says it all; if the toast cannot load (offline), it is left out.
        <Optional>
          <Suspense fallback={null}>
            <ResultToast text={text} resultKey={result} />
          </Suspense>
        </Optional>
      ) : null}
    </>
  );
}
