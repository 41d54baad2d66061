/**
 * Scroll restoration without work on a fresh visit. React Router's `<ScrollRestoration>` writes
 * an inline script that runs while the page is parsed: it gives a new history entry a key
 * (`history.replaceState`) and reads the saved positions from `sessionStorage`. Both wait on the
 * browser process, which is busy loading the page just then: 2–10 ms inside the parser's first
 * task on every visit (Lighthouse traces), although only an entry the router has seen before (a
 * reload, a return) has a position to restore.
 *
 * So the page's script restores only for an entry that already has a key, and a fresh entry gets
 * its key just before hydration, before the router reads it (`keyFreshHistoryEntry`, called by the
 * client entry). The router's own hook (`UNSAFE_useScrollRestoration`, what `<ScrollRestoration>`
 * uses) does everything after that as before: saving positions, restoring them on back and
 * forward, scrolling to the top or to a `#hash` on a new page.
 */

/** React Router's storage key for saved positions (its `SCROLL_RESTORATION_STORAGE_KEY`). */
export const scrollPositionsStorageKey = 'react-router-scroll-positions';

/** The inline script, rendered where `<ScrollRestoration>` rendered its own. */
export const savedScrollRestorer = `(function(k){var s=history.state;if(!s||!s.key)return;try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[s.key];if(typeof y==='number')scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(scrollPositionsStorageKey)})`;

/** What React Router's script did for a fresh entry: a random key, the same way. */
export function keyFreshHistoryEntry(history: History = window.history): void {
  const state = history.state as { key?: unknown } | null;
  if (!state?.key) history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
}
