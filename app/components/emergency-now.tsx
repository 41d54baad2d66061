import { Icon } from '~/icons/icon';
import { format } from '~/i18n/format';
import { useLang, useMessages } from '~/i18n/hooks';
import { practice, saturdayCloses } from '~/content/practice';
import { possibleStatuses } from '~/content/opening-status';
import { statusText } from '~/content/opening-status-text';
import { practiceTomorrow } from '~/appointments/dates';
import { PageLink } from './page-link';
import { phoneDisplay, PhoneLink, WithPhoneLink } from './contact-links';
import { ClosedBeforeHydration } from './closed-until';
import { useOpeningStatus } from './use-opening-status';

/**
 * The two calls a patient in trouble may need, offered together wherever an emergency call is:
 * the practice's emergency line during opening hours (the one orange accent) and the regional
 * after-hours service for evenings, nights, Saturday afternoon, Sundays and holidays (white with a
 * dark teal frame). Both are the same size, one above the other; each says whose line it is, the
 * number and when it answers. With `status`, a line above them says whether the practice is open
 * now.
 */
export function EmergencyCalls({
  status = false,
  onDark = false,
  row = false,
  compact = false,
  afterHoursOnly = false,
  nowOnly = false,
  withPractice = false,
  className = '',
}: {
  status?: boolean;
  /** Only the call that helps now, without its times (the phone menu, under the status line):
      the emergency line while open, the after-hours service while closed, by the page's mark. */
  nowOnly?: boolean;
  /** With `nowOnly`, in the phone menu: while open, the practice's own call first and the
      emergency line as one slim line under it (the twelfth review: someone who opens the menu to
      move an appointment should not find only the emergency line). */
  withPractice?: boolean;
  /** Only the after-hours service (the header's panel, shown only while the practice is closed). */
  afterHoursOnly?: boolean;
  /** On the dark teal call-to-action band. */
  onDark?: boolean;
  /** Side by side from 1280 px (in a wide band); one above the other otherwise. */
  row?: boolean;
  /** In a narrow column (the facts card): no icons, so the text has the width, and smaller type,
      so the card fits the screen; still the same size (0101). */
  compact?: boolean;
  className?: string;
}) {
  const messages = useMessages();
  const lang = useLang();
  const text = messages.emergencyCall;
  // Closed now (known only in the browser): the after-hours call is the one that helps.
  const closed = useOpeningStatus()?.state === 'closed';
  // While closed, the after-hours call comes first, in the page's order too (what is read and
  // tabbed); the stylesheet has shown it first since the first paint (closedNowScript).
  const afterHoursCall = (
    <PhoneLink
      key="after-hours"
      line="afterHours"
      className={`call-button btn-after-hours ${compact ? 'px-4 py-1.5' : ''} ${nowOnly ? 'when-closed' : ''}`}
    >
      {compact ? null : <Icon name="moon" className={callIconClass} />}{' '}
      <CallText
        compact={compact}
        when={nowOnly ? '' : format(text.afterHoursWhen, { saturdayCloses: saturdayCloses(lang) })}
        who={format(text.afterHoursWho, { service: practice.afterHoursService.name })}
        number={phoneDisplay('afterHours')}
      />
    </PhoneLink>
  );
  return (
    <div
      data-emergency-calls=""
      data-closed={closed ? '' : undefined}
      className={`${onDark ? 'on-dark' : ''} ${className}`}
    >
      {status ? <OpeningStatusLine onDark={onDark} compact={compact} /> : null}
      {/* Each call as tall as its text (the seventh review: a stretched emergency card looked
          hollow beside the longer after-hours one); side by side they share the row's height. */}
      <div className={`grid ${compact ? 'gap-2' : 'gap-3'} ${row ? 'xl:grid-cols-2' : ''}`}>
        {closed || afterHoursOnly ? afterHoursCall : null}
        {withPractice ? (
          <PhoneLink
            line="main"
            className="call-button btn-primary when-open border-teal-700 px-4 py-1.5"
          >
            <CallText
              compact
              when=""
              who={messages.contactActions.callPracticeWho}
              number={phoneDisplay('main')}
            />
          </PhoneLink>
        ) : null}{' '}
        {withPractice ? (
          <p className="when-open text-sm leading-snug font-semibold text-orange-900">
            <WithPhoneLink
              text={messages.contactActions.heroEmergency}
              line="emergency"
              // 44 px tall, a thumb's target (round 59, BT: 32 px), on the line's height as before:
              // the negative margin takes back what the height adds, so the menu's links stay up.
              className="-my-1.5 inline-flex min-h-11 items-center font-extrabold text-orange-800 underline decoration-orange-300 decoration-2 underline-offset-4"
            />
          </p>
        ) : afterHoursOnly ? null : (
          // While closed, no call to a line nobody answers (the tenth review): its number stays
          // as text, muted, for later.
          <PhoneLink
            line="emergency"
            unanswered={closed}
            className={`call-button btn-emergency ${compact ? 'px-4 py-1.5' : ''} ${nowOnly ? 'when-open' : ''}`}
          >
            {compact ? null : <Icon name="phone-call" className={callIconClass} />}{' '}
            <CallText
              compact={compact}
              when={nowOnly ? '' : text.inHoursWhen}
              who={text.inHoursWho}
              number={phoneDisplay('emergency')}
            />
          </PhoneLink>
        )}{' '}
        {closed || afterHoursOnly ? null : afterHoursCall}
      </div>
    </div>
  );
}

/** The buttons' icons give way to the number on the narrowest phones (320 px). */
const callIconClass = 'size-7 shrink-0 max-[359px]:hidden';

function CallText({
  when = '',
  who,
  number,
  lead = '',
  compact = false,
  numberClassName = '',
  textSize = 'text-sm',
}: {
  /** When the line answers; none where a question leads instead (the home hero's). */
  when?: string;
  who: string;
  number: string;
  /** A question before whose line it is (the home hero's "In pain or an accident?"). */
  lead?: string;
  /** In a narrow column (the facts card, the closed-hours panel): smaller type. */
  compact?: boolean;
  /** The number's colour, where the call is white (the home hero). */
  numberClassName?: string;
  /** Compact, the size of its words: 15 px where there is room (the home hero, round 56, BN). */
  textSize?: string;
}) {
  if (compact)
    // Whose line, the number, then when, as the wide call reads (rounds 28 and 29: the hours
    // first read as a muddle); a question, where there is one, before them all.
    return (
      <span className={`flex min-w-0 flex-col ${textSize} leading-tight`}>
        {lead ? <span className="leading-snug">{lead} </span> : null}
        <strong className="call-who">{who}</strong>{' '}
        <span
          className={`text-xl font-extrabold tracking-wide whitespace-nowrap ${numberClassName}`}
        >
          {number}
        </span>
        {when ? <span className="call-when"> {when}</span> : null}
      </span>
    );
  return (
    <span className="flex min-w-0 flex-col">
      {/* Whose line, its number, then when it answers: a label, a value and a caption (the
          twenty-second review: when, whose and the number in three sizes, the number last, read
          as a muddle). When stays at 15 px: for someone at night, it is the point (the
          eighteenth review). */}
      <span className="call-who leading-snug font-bold">{who}</span>{' '}
      <span className="text-2xl font-extrabold tracking-wide whitespace-nowrap max-[359px]:text-xl">
        {number}
      </span>{' '}
      {when ? <span className="call-when mt-1 text-[0.9375rem] leading-snug">{when}</span> : null}
    </span>
  );
}

/**
 * "Open now until 18.00" / "Closed now: call the after-hours service", by the clock at the
 * practice (Europe/Amsterdam), decided in the browser after hydration: a prerendered page cannot
 * know the time it is read. Its space is kept in the HTML: the longest text it can show stands,
 * invisible, in the same grid cell (as CSS generated content, so no reader and no page without CSS
 * ever sees it), so showing the line moves nothing. On days whose hours the site cannot know (see
 * `practice.holidays`) it says only that they may differ; without JavaScript it stays empty, and
 * before hydration it says "closed now" or "open now", as the head's script has found it.
 */
export function OpeningStatusLine({ onDark, compact }: { onDark: boolean; compact: boolean }) {
  const messages = useMessages();
  const lang = useLang();
  const status = useOpeningStatus();
  const reserve = possibleStatuses()
    .map((possible) => statusText(possible, messages.emergencyCall, lang))
    .reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest));
  // Only the status shown names tomorrow: the reserve is the same on the server and in the browser.
  const shown = status
    ? statusText(status, messages.emergencyCall, lang, practiceTomorrow(new Date()))
    : '';
  const open = status?.state === 'open';
  return (
    <p
      data-opening-status={status?.state ?? ''}
      data-reserve={reserve}
      className={`mb-3 grid leading-snug font-semibold ${compact ? 'text-sm' : ''} before:invisible before:col-start-1 before:row-start-1 before:pl-5 before:content-[attr(data-reserve)] ${onDark ? 'text-white' : 'text-ink'}`}
    >
      {/* Until the page's own clock has spoken, what the head's script already knows: closed
          (the nineteenth review found a blank band above the calls) and until when (round 56),
          or open (round 28 found it blank while open, on a slow phone); without script neither
          (app.css, .open-now). */}
      {(shown
        ? [['', open, shown] as const]
        : ([
            ['when-closed', false, messages.emergencyCall.statusClosed],
            ['open-now', true, messages.contactActions.openNow],
          ] as const)
      ).map(([when, isOpen, text]) => (
        <span key={when} className={`col-start-1 row-start-1 flex items-start gap-2 ${when}`}>
          <span
            aria-hidden="true"
            className={`mt-[0.3em] inline-block size-3 shrink-0 rounded-full ${
              isOpen ? 'bg-teal-600 ring-2 ring-teal-100' : 'border-2 border-slate-500 bg-white'
            }`}
          />{' '}
          {when === 'when-closed' ? (
            // The head's script has found when we open again: its sentence, the same words as
            // `statusText` (app.css, .closed-reopens).
            <span>
              <ClosedBeforeHydration plain={text} />
            </span>
          ) : (
            <span>{text}</span>
          )}
        </span>
      ))}
    </p>
  );
}

/**
 * A band on the home and services pages that leads a patient in trouble straight to help: what we
 * do, the way to the emergency page, and both calls with the open-now line.
 */
export function EmergencyBanner() {
  const messages = useMessages();
  return (
    <div
      data-emergency-banner=""
      className="grid gap-6 rounded-3xl border border-orange-200 bg-orange-50 p-5 md:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-10"
    >
      <div className="flex gap-4">
        {/* Not on a phone, where its column left the one text read in pain short lines (the
            twenty-second review). */}
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-900 max-sm:hidden">
          <Icon name="phone-call" className="size-6" />
        </span>
        <div>
          <p className="font-display text-xl font-extrabold text-orange-950">
            {messages.emergencyNow.title}
          </p>
          <p className="mt-2 text-slate-700">
            {messages.emergencyNow.text}{' '}
            <PageLink
              page="emergency"
              className="font-bold text-orange-900 underline underline-offset-4"
            >
              {/* What the page gives, not its name alone after the sentence (the eighteenth
                  review: a bare "Spoedhulp"). */}
              {messages.emergencyNow.stepsTitle}
            </PageLink>
          </p>
        </div>
      </div>
      <EmergencyCalls status row />
    </div>
  );
}

/**
 * Under the home hero's buttons and the contact card's call, the call for someone in pain, one
 * tap and quieter than the buttons above it (white, framed): open, the practice's emergency line
 * (orange frame); closed, the after-hours service (teal frame). `when-open` / `when-closed` are
 * decided by the head's script before the first paint, so the right one is there from the first
 * frame and nothing moves; without JavaScript the emergency line shows, and the page's emergency
 * band has both.
 */
export function InPainCall() {
  const messages = useMessages();
  const callClass = 'call-button min-h-0 gap-3 bg-white px-4 py-2.5 sm:pr-6';
  return (
    <div className="mt-4">
      {/* A call of its own at either hour (the twenty-second and twenty-third reviews: a number
          in a sentence was easy to miss, and a filled dark button outweighed Book Appointment).
          The practice's call stays above it, for a routine question (0107, 0119). */}
      <PhoneLink
        line="emergency"
        // The emergency accent on the mark only: in orange throughout, the box was the loudest
        // thing on the first screen and outshouted Book Appointment (round 30, R and S), and an
        // orange number still outshone the practice's own call for an older reader (round 33,
        // W); the closed hours' box beside it was already this calm.
        className={`when-open ${callClass} border-slate-300 text-teal-950 hover:border-orange-700`}
      >
        <Icon name="phone-call" className="size-6 shrink-0 text-orange-800" />{' '}
        <CallText
          compact
          textSize="text-[0.9375rem]"
          lead={messages.contactActions.heroInPain}
          who={messages.emergencyCall.inHoursWho}
          number={phoneDisplay('emergency')}
        />
      </PhoneLink>{' '}
      <PhoneLink
        line="afterHours"
        className={`when-closed ${callClass} border-teal-700 text-teal-950 hover:border-teal-900`}
      >
        <Icon name="moon" className="size-6 shrink-0 text-teal-700" />{' '}
        <CallText
          compact
          textSize="text-[0.9375rem]"
          lead={messages.contactActions.heroInPain}
          who={format(messages.emergencyCall.afterHoursWho, {
            service: practice.afterHoursService.name,
          })}
          number={phoneDisplay('afterHours')}
          numberClassName="text-teal-800"
          when={messages.emergencyCall.heroAfterHoursWhen}
        />
      </PhoneLink>
    </div>
  );
}
