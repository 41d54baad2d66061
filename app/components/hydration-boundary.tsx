import { Suspense, type ReactNode } from 'react';

/**
 * A section React hydrates (and commits) on its own, in a separate short task, instead of as part
 * of one long one for the whole page. Renders exactly its children, on the server and the client.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
