import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser should decide: `serverValue()` on the server and while React hydrates
 * (so the markup matches the HTML), `clientValue()` from the render right after hydration on.
 * Both must return the same value each time they are called (a primitive, say).
 */
export function useAfterHydration<T>(clientValue: () => T, serverValue: () => T): T {
  return useSyncExternalStore(noSubscription, clientValue, serverValue);
}

export const useHydrated = (): boolean =>
  useAfterHydration(
    () => true,
    () => false,
  );
