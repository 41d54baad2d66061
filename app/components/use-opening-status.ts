import { useEffect, useState } from 'react';
import { openingStatus, type OpeningStatus } from '~/content/opening-status';

/**
 * The status at the practice's clock, or null until this component has mounted in the browser
 * (the server and hydration render null, so the markup matches), then re-read every minute while
 * the page stays open. Mounted state is the component's own, not the page's: a section that
 * hydrates after the rest of the page (HydrationBoundary) must still render null while it does.
 */
export function useOpeningStatus(): OpeningStatus | null {
  const [status, setStatus] = useState<OpeningStatus | null>(null);
  useEffect(() => {
    // The render this causes is the point: the status, in a task after hydration's.
    const tick = () => {
      const current = openingStatus(new Date());
      setStatus(current);
      // The page's own open/closed mark (first set by the head's script) stays current while the
      // page is open past a closing or opening time: the hero's and header's calls follow it.
      document.documentElement.toggleAttribute('data-closed', current.state === 'closed');
    };
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);
  return status;
}
