import { createContext, useContext } from 'react';
import { useNonce } from './nonce';

/**
 * The root's fixed inline scripts, whose texts only the server writes. Each has run before React
 * hydrates the page, and React does not compare an element's inner HTML when it hydrates, so in
 * the browser they render empty and their texts never travel in the JavaScript: 1.7 KB (about
 * 0.8 KB compressed) of every page's script, which the home page's 120 KB budget felt. The server
 * provides them (entry.server.tsx), as it provides the inlined stylesheets.
 */
export type InlineScriptName =
  | 'hydrationLoader'
  | 'extendedLatinFaceLoader'
  | 'preferredLanguageRedirect'
  | 'closedNowAndCarriedService';

export const InlineScriptContext = createContext<
  Readonly<Record<InlineScriptName, string>> | undefined
>(undefined);

export function InlineScript({ name }: { name: InlineScriptName }) {
  const texts = useContext(InlineScriptContext);
  return (
    <script
      nonce={useNonce()}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: texts?.[name] ?? '' }}
    />
  );
}
