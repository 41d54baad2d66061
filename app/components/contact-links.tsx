import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { practice, unbreakable } from '~/content/practice';
import { ClosedUntil } from './closed-until';

/** The practice's number, its emergency line, and the regional after-hours service's number. */
export type PracticeLine = 'main' | 'emergency' | 'afterHours';

const lines = {
  main: practice.phone,
  emergency: practice.emergencyPhone,
  afterHours: practice.afterHoursService.phone,
} as const;

/**
 * The id of the header's panel of calls while closed (header.tsx, ClosedCalls), which the practice's
 * calls open then (CallPracticeButton).
 */
export const closedCallsPanelId = 'closed-calls';

/** The line's number as shown, with no-break spaces so it never wraps between its digit groups. */
export function phoneDisplay(line: PracticeLine): string {
  return unbreakable(lines[line].display);
}

/**
 * Every practice phone number on the site is one of these: a tel: link (one tap to call on a
 * phone) whose number never breaks across lines. `children` replaces the visible text (an icon
 * and a label such as "Call 020 123 45 67"); the number stays in the link's accessible name.
 */
export function PhoneLink({
  line = 'main',
  className = '',
  children,
  label,
  unanswered = false,
  ...handlers
}: {
  line?: PracticeLine;
  className?: string;
  children?: ReactNode;
  /** Accessible name when the visible content is an icon only. */
  label?: string;
  /** A line nobody answers now (the emergency line while closed): its number as text, no call. */
  unanswered?: boolean;
} & Pick<ComponentPropsWithRef<'a'>, 'onClick' | 'ref'>) {
  if (unanswered)
    return (
      <span className={className} data-phone-line={line}>
        {children}
      </span>
    );
  return (
    <a
      href={`tel:${lines[line].e164}`}
      // The number itself cannot wrap (no-break spaces); a label around it may.
      className={children ? className : `whitespace-nowrap ${className}`}
      aria-label={label}
      data-phone-line={line}
      // A wrapper's own handling (the toast's action closes it: Radix's `asChild`).
      {...handlers}
    >
      {children ?? phoneDisplay(line)}
    </a>
  );
}

/** The practice's e-mail address as a mailto: link that never breaks inside the address. */
export function EmailLink({ className = '' }: { className?: string }) {
  return (
    // Never broken inside; on the narrowest phones (320 px) a size smaller so it fits a card.
    <a
      href={`mailto:${practice.email}`}
      className={`whitespace-nowrap max-[359px]:text-[0.9375rem] ${className}`}
    >
      {practice.email}
    </a>
  );
}

/** A message with one `{phone}`: the number in it a tap-to-call link that never wraps. */
export function WithPhoneLink({
  text,
  line = 'main',
  className = '',
}: {
  text: string;
  line?: PracticeLine;
  className?: string;
}) {
  const [before, after = ''] = text.split('{phone}');
  return (
    <>
      {before}
      <PhoneLink line={line} className={className} />
      {after}
    </>
  );
}

/**
 * "Call 020 123 45 67" with a phone icon: the practice's call button beside Book Appointment.
 * While the practice is closed (by its clock, `data-closed` from the head's script before the
 * first paint) the same place holds the after-hours service's call instead, "Emergency? Call 020
 * 765 43 21": no big button rings a closed line (the seventh and eighth reviews). Both are in the
 * HTML; the stylesheet shows one (`when-open` / `when-closed`); without script, the practice's.
 */
export function CallPracticeButton({
  className = '',
  atAnyHour = false,
}: {
  className?: string;
  /**
   * Always the practice's call: on the contact page (its hours beside it), the home page (the
   * after-hours service's number in the line under it) and every page not read in pain. A routine
   * question at night belongs on the practice's voicemail, not with the after-hours service, which
   * an "Emergency? Call" button on a whitening page invites (the twelfth review).
   */
  atAnyHour?: boolean;
}) {
  const messages = useMessages();
  const label = (
    <>
      <Icon name="phone" className="size-5 shrink-0" />
      <span>
        <span className="whitespace-nowrap">
          {format(messages.contactActions.call, { phone: phoneDisplay('main') })}
        </span>
        {/* Said on the button itself, so nobody in pain taps it expecting an answer (the
            fourteenth review); the after-hours number is in the line beside it. A line of its
            own at full contrast: after the number it split "Bel" from it on a phone, and at 80 %
            opacity it failed contrast on the filled button (the fifteenth review). */}
        {/* And while open, "Open now": a patient knows the call will be answered (round 27).
            Only once the head's script has read the clock (app.css), never guessed without it. */}
        {/* The pain pages' button (shown only while open) says it too (round 31, S). */}
        {/* While closed, until when (rounds 55–56: "Closed now" alone sent a patient looking
            for the hours). */}
        {(atAnyHour
          ? ([
              ['when-closed', <ClosedUntil key="closed" />],
              ['open-now', messages.contactActions.openNow],
            ] as const)
          : ([['open-now', messages.contactActions.openNow]] as const)
        ).map(([when, text]) => (
          <span
            key={when}
            className={`${when} block text-[0.8125rem] leading-tight font-semibold text-balance`}
          >
            {' '}
            {text}
          </span>
        ))}
      </span>
    </>
  );
  const practiceCall = (
    <PhoneLink className={atAnyHour ? `${className} call-when-open` : `${className} when-open`}>
      {label}
    </PhoneLink>
  );
  // While closed (and where the browser has popovers) the same button opens the header's panel
  // (ClosedCalls): the after-hours service's call, when the practice opens, and its number for
  // a voicemail. Its biggest call no longer rings a closed line, and it does what the header's
  // call does (the twenty-first review); the practice's number stays on it (the twelfth).
  if (atAnyHour)
    return (
      <>
        {practiceCall}{' '}
        <button
          type="button"
          popoverTarget={closedCallsPanelId}
          className={`${className} call-when-closed`}
        >
          {label}
        </button>
      </>
    );
  return (
    <>
      {practiceCall}{' '}
      <PhoneLink line="afterHours" className={`${className} when-closed`}>
        <Icon name="moon" className="size-5 shrink-0" />
        {format(messages.contactActions.callAfterHours, { phone: phoneDisplay('afterHours') })}
      </PhoneLink>
    </>
  );
}
