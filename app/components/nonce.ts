import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, for our own inline scripts and styles (undefined in the browser and at
 * build time).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
