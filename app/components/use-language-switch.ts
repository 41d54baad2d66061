import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Lang } from '~/i18n/languages';
import { equivalentPath } from '~/i18n/pages';
import { storePreferredLanguage } from '~/i18n/preferred-language';

/**
 * Switching language: the links are plain links to the equivalent page (they work without
 * JavaScript and search engines follow them). With JavaScript, the switch first checks that the
 * target page can be reached; if it cannot (offline, server error), the visitor stays on the
 * current page in the current language and is told so, instead of landing on an error page.
 */
export function useLanguageSwitch(onSwitched?: () => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  function hrefFor(lang: Lang): string {
    return equivalentPath(pathname, lang);
  }

  async function onClick(event: MouseEvent<HTMLAnchorElement>, lang: Lang) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const target = hrefFor(lang);
    setFailed(false);
    try {
      const response = await fetch(target, { method: 'HEAD', cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch {
      setFailed(true);
      return;
    }
    storePreferredLanguage(lang);
    onSwitched?.();
    await navigate(target + (target === pathname ? search : ''));
  }

  return { hrefFor, onClick, failed, dismissFailure: () => setFailed(false) };
}
