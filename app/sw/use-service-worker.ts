import { useEffect } from 'react';

/**
 * Registers /sw.js once the page has loaded (never competing with the page for the network),
 * for the whole site, fetched past the HTTP cache so a new version is found at once, and checks
 * for a new version whenever the visitor comes back to the tab.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    const checkForUpdate = () => {
      if (document.visibilityState === 'visible')
        void registration?.update().catch(() => undefined);
    };
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/', updateViaCache: 'none' })
        .then((found) => {
          registration = found;
        })
        .catch(() => {
          // No service worker (private mode, blocked): the site works as before, just not offline.
        });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    document.addEventListener('visibilitychange', checkForUpdate);
    return () => {
      window.removeEventListener('load', register);
      document.removeEventListener('visibilitychange', checkForUpdate);
    };
  }, []);
}
