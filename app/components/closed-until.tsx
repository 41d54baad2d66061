import { useLang, useMessages } from '~/i18n/hooks';
import { statusText } from '~/content/opening-status-text';
import { practiceTomorrow } from '~/appointments/dates';
import { useOpeningStatus } from './use-opening-status';

/**
 * "Closed now, opening tomorrow at 8:00" where a call button says the practice is closed (rounds
 * 55–56: "Closed now" alone left a patient to look up when to call back). Before hydration, the
 * head's script's sentence (app.css, .closed-reopens), else the plain "Closed now"; once mounted,
 * the same words from the page's own clock, kept current while the page stays open.
 */
export function ClosedUntil() {
  const messages = useMessages();
  const lang = useLang();
  const status = useOpeningStatus();
  if (status?.state === 'closed')
    return <>{statusText(status, messages.emergencyCall, lang, practiceTomorrow(new Date()))}</>;
  return <ClosedBeforeHydration plain={messages.emergencyCall.statusClosed} />;
}

/**
 * Until React knows the status: the head's script's sentence, when it found one (`--reopens`,
 * shown by app.css `.closed-reopens`), else `plain`. The status line's and the call buttons' one
 * form of it.
 */
export function ClosedBeforeHydration({ plain }: { plain: string }) {
  return (
    <>
      <span className="closed-plain">{plain}</span>
      <span className="closed-reopens" />
    </>
  );
}
