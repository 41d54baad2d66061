import { useEffect, useState } from 'react';

/**
 * A value only the browser should decide: `serverValue()` on the server and in a component's first
 * render in the browser (so hydration finds exactly the server's markup), `clientValue()` from the
 * render right after that on.
 *
 * Every component starts from the server's value, also one mounted later: whether React is still
 * hydrating cannot be told from a flag set by the first effect, because sections hydrated on their
 * own (HydrationBoundary) hydrate after other components' effects have run. A shared flag made the
 * form render the browser's dates while hydrating (React error 418 after 16.00, when today drops).
 *
 * The switch is a state update from an effect, which React renders in a task of its own. (With
 * `useSyncExternalStore` it re-rendered synchronously inside the hydration commit's effects,
 * making the longest task after the first paint longer still.)
 */
export function useAfterHydration<T>(clientValue: () => T, serverValue: () => T): T {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
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
