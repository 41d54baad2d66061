import { Fragment } from 'react';
import { Link } from 'react-router';
import type { BookingState } from '~/appointments/service-for-treatment';
import { Icon } from '~/icons/icon';
import { bookingParts } from '~/i18n/booking-marks';
import { useLang, useMessages } from '~/i18n/hooks';
import { appointmentHref } from '~/i18n/pages';
import { phoneDisplay, PhoneLink } from './contact-links';
import {
  nationalEmergencyNumber,
  nationalEmergencyNumberPattern,
} from '~/content/emergency-number';

/**
 * What to do until the patient is here, on the emergency page right under its calls; the full
 * explanation follows in the page's text. The most urgent case (112) first, then the accidents
 * (a knocked-out tooth; a loose or pushed-in one after a fall, round 54, BJ: a child's most common
 * fall had no card; a crown come loose, round 58, BR) and then pain, pain only when biting
 * (round 55, BL) and the chipped tooth (round 46: asked for at night). On a wide screen the
 * accidents fill the first column and pain
 * the second, each card as tall as its text (round 49, AY: a card stretched to its neighbours
 * stood half empty): two newspaper columns, not a grid whose rows are shared. A module of its own: only the emergency page shows it, so no other
 * page's JavaScript carries it.
 */
export function EmergencyNow() {
  const messages = useMessages();
  const text = messages.emergencyNow;
  // The first card of the second column on a wide screen.
  const painStep = 4;
  const last = text.steps.length - 1;
  const card = (step: (typeof text.steps)[number], index: number) => {
    const icon = (
      <Icon
        name={index === 0 ? 'circle-exclamation-point' : 'info'}
        className={`mt-0.5 size-6 shrink-0 ${index === 0 ? 'text-red-700' : 'text-orange-800'}`}
      />
    );
    // The first, most urgent step is "call 112": search(), not test(), as the pattern is global.
    const isCall = index === 0 && step.text.search(nationalEmergencyNumberPattern) >= 0;
    return (
      <li
        key={step.title}
        id={stepId(index)}
        className={`scroll-mt-24 rounded-2xl bg-white shadow-sm md:break-inside-avoid ${
          index === last ? '' : 'md:mb-3'
        } ${
          index === 0 ? 'ring-2 ring-red-300' : ''
        } ${index === painStep ? 'md:break-before-column' : ''}`}
      >
        {isCall ? (
          // A step that only says "call 112": the whole card is the call, a large target for a
          // frightened thumb, not a two-digit link.
          <a
            href={`tel:${nationalEmergencyNumber}`}
            className="flex min-h-11 gap-3 rounded-2xl p-4 text-ink hover:bg-red-50"
          >
            {icon}{' '}
            <span>
              <strong className="block text-ink">{step.title}</strong>{' '}
              <span className="mt-1 block font-bold text-red-800 underline underline-offset-2">
                {step.text}
              </span>
            </span>
          </a>
        ) : (
          <div className="flex gap-3 p-4">
            {icon}{' '}
            <span>
              <strong className="block text-ink">{step.title}</strong>{' '}
              {'closedText' in step && step.closedText ? (
                // Open or closed by the practice's clock (before the first paint): which
                // line to call is the one that answers now (the ninth review).
                <>
                  <span className="when-open mt-1 block text-slate-700">
                    <WithEmergencyNumberLinked text={step.text} />
                  </span>
                  <span className="when-closed mt-1 block text-slate-700">
                    <WithEmergencyNumberLinked text={step.closedText} />
                  </span>
                </>
              ) : (
                <span className="mt-1 block text-slate-700">
                  <WithEmergencyNumberLinked text={step.text} />
                </span>
              )}
            </span>
          </div>
        )}
      </li>
    );
  };
  const [urgent, ...others] = text.steps.map(card);
  return (
    // On a phone edge to edge, so the cards' text has the width (round 57, BP: a box in a box
    // left a column of 250 px and two and a half screens to scroll).
    <div
      data-emergency-steps=""
      className="border-y border-orange-200 bg-orange-50 px-4 py-6 max-md:-mx-5 md:rounded-3xl md:border-x md:p-8"
    >
      <h2 className="font-display text-xl font-extrabold text-orange-950">{text.stepsTitle}</h2>
      <div className="mt-4 md:columns-2">
        <ul>{urgent}</ul>
        {/* On a phone the cases below run over several screens: their names first, each a jump
            to its card (round 58, BQ: a broken tooth was the sixth card down). On a wide screen
            the two columns show them all at once. */}
        <nav aria-labelledby="emergency-jump-title" className="mt-4 md:hidden">
          <h3 id="emergency-jump-title" className="text-sm font-bold text-orange-950">
            {text.jumpTitle}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {text.steps.slice(1).map((step, index) => (
              <li key={step.title}>
                <a
                  href={`#${stepId(index + 1)}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-orange-200 bg-white px-3.5 text-[0.9375rem] font-semibold text-orange-950 hover:border-orange-400"
                >
                  <Icon name="arrow-down" className="size-3.5 shrink-0 text-orange-800" />
                  {step.short}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone the cards below the first (112) run over several screens, each ending
            "call the after-hours service" or "call us": a bar with the call that answers now
            stays at the bottom of the screen beside them (round 56, BM) and leaves with the last
            card. Sticky, not fixed: no script, and it appears only once the 112 card and the calls
            above it have scrolled up, and never covers the page below. */}
        <div className="mt-3 md:mt-0">
          <ul className="grid gap-3 md:block">{others}</ul>
          <CallBar />
        </div>
      </div>
    </div>
  );
}

const stepId = (index: number) => `emergency-step-${index + 1}`;

/**
 * The phone's call bar under the cards: the after-hours service while closed, the emergency line
 * while open, by the head's script's mark (when-open / when-closed), as every call on the page.
 */
function CallBar() {
  const text = useMessages().emergencyNow;
  const barClass =
    'flex min-h-14 items-center gap-3 rounded-2xl px-4 py-2 font-bold shadow-lg ring-1 ring-black/5';
  return (
    // On the box's own colour, edge to edge, so no card's text shows around the bar's corners
    // (round 57, BO).
    <div className="sticky bottom-0 z-10 -mx-4 mt-1 bg-orange-50 px-4 pt-2 pb-3 md:hidden">
      {(
        [
          ['afterHours', 'when-closed bg-teal-800 text-white', 'moon', text.callBarClosed],
          ['emergency', 'when-open btn-emergency', 'phone-call', text.callBarOpen],
        ] as const
      ).map(([line, when, icon, label]) => (
        <PhoneLink key={line} line={line} className={`${when} ${barClass}`}>
          <Icon name={icon} className="size-6 shrink-0" />{' '}
          <span className="leading-tight">
            <span className="block text-sm">{label}</span>{' '}
            <span className="block text-xl whitespace-nowrap">{phoneDisplay(line)}</span>
          </span>
        </PhoneLink>
      ))}
    </div>
  );
}

/**
 * A line of advice with "112" as a tap-to-call link in the emergency accent, and its request for an
 * appointment as a link to the form (round 60, BT), which opens on general care: a case that can
 * wait is no emergency, whatever page it was read on. The service rides in the history entry's
 * state and the link's data-service, as every Book Appointment link's (decision 0102).
 */
function WithEmergencyNumberLinked({ text }: { text: string }) {
  const lang = useLang();
  const booking: BookingState = { service: 'general' };
  return bookingParts(text).map((part, index) =>
    part.book ? (
      <Link
        key={index}
        to={appointmentHref(lang)}
        state={booking}
        data-service={booking.service}
        className="font-semibold text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-teal-700"
      >
        {part.text}
      </Link>
    ) : (
      <WithNumberLinked key={index} text={part.text} />
    ),
  );
}

function WithNumberLinked({ text }: { text: string }) {
  // split() with the pattern's match left out: the parts between the numbers.
  const parts = text.split(nationalEmergencyNumberPattern);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a href={`tel:${nationalEmergencyNumber}`} className="link-emergency">
          {nationalEmergencyNumber}
        </a>
      ) : null}
    </Fragment>
  ));
}

/**
 * Under the after-hours call on English and Turkish pages: the service answers in Dutch, so a
 * first sentence to say, in Dutch (round 54, BJ: it stood only in a closed question further down
 * the emergency page). Nothing on Dutch pages. Here, not beside the calls: only the emergency
 * page shows it, so no other page's JavaScript carries it.
 */
export function DutchPhrase({ className = '' }: { className?: string }) {
  const text = useMessages().emergencyCall;
  if (!text.dutchPhraseLead) return null;
  return (
    // Large enough to read aloud off a phone while the call is answered (round 57, BP: at 14 px
    // with reading glasses and in pain it was not).
    <p
      data-dutch-phrase=""
      className={`rounded-2xl border border-slate-200 bg-white px-4 py-3 leading-snug ${className}`}
    >
      <span className="block text-[0.9375rem] text-slate-700">{text.dutchPhraseLead}</span>{' '}
      <q lang="nl" className="mt-1 block text-lg font-bold text-ink">
        {text.dutchPhrase}
      </q>
    </p>
  );
}
