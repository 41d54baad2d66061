import type { Ref } from 'react';
import { Icon } from '~/icons/icon';

export interface SummaryItem {
  message: string;
  /** The id of the field the message is about; without one the message is listed as text. */
  fieldId?: string;
}

/**
 * The list of what to correct, at the top of the form (the GOV.UK / NL Design System error summary):
 * each message links to its field. Focus moves here after a failed submission, so it is read out
 * once, title first; without JavaScript `autofocus` does that when the page comes back. It is no
 * live region: as the visitor corrects fields it shrinks (and goes) silently.
 */
export function ErrorSummary({
  title,
  items,
  autoFocus = true,
  ref,
}: {
  title: string;
  items: SummaryItem[];
  /** For the server's page only: in the browser the form moves focus itself, on submission. */
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="group"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autoFocus}
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      className="mb-6 rounded-2xl border-2 border-red-700 bg-red-50 px-4 py-4 text-red-950 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700 md:px-5"
    >
      <h3 id="error-summary-title" className="flex items-center gap-2 text-lg font-extrabold">
        <Icon name="circle-exclamation-point" className="size-6 shrink-0 text-red-700" />
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 sm:pl-11">
        {items.map(({ message, fieldId }) => (
          <li key={fieldId ?? message}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-950"
                onClick={(event) => {
                  // The field's label and hint come into view with it, not just the input.
                  const field = document.getElementById(fieldId);
                  if (!field) return;
                  event.preventDefault();
                  document
                    .getElementById(`${fieldId}-field`)
                    ?.scrollIntoView({ block: 'start', behavior: 'instant' });
                  field.focus({ preventScroll: true });
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
