import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client navigation, keyboard and screen-reader users start at the new page's heading
 * (or at the section a #hash names), as they would after a full page load.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target =
      section?.querySelector<HTMLElement>('[data-section-heading]') ??
      document.querySelector<HTMLElement>('main h1[tabindex]') ??
      document.getElementById('main');
    target?.focus({ preventScroll: true });
    // Only a new page moves focus, not a change of hash on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
