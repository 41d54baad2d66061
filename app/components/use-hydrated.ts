import { useEffect, useState } from 'react';

/** True once the page has hydrated: components mounted after that render on the client only. */
let pageHydrated = false;

/**
 * A value only the browser should decide: `serverValue()` on the server and while React hydrates
 * (so the markup matches the HTML), `clientValue()` from the render right after hydration on, and
 * at once in components mounted later (a client-side navigation).
 *
 * The switch is a state update from an effect, which React renders in a task of its own. (With
 * `useSyncExternalStore` it re-rendered synchronously inside the hydration commit's effects,
 * making the longest task after the first paint longer still.)
 */
export function useAfterHydration<T>(clientValue: () => T, serverValue: () => T): T {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    // The render this causes is the point: the client value, in a task after hydration's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, []);
  return hydrated ? clientValue() : serverValue();
}

export const useHydrated = (): boolean =>
  useAfterHydration(
    () => true,
    () => false,
  );
