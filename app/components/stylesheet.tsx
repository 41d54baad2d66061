import { createContext, useContext } from 'react';
import { useNonce } from './nonce';

/**
 * Stylesheets inlined into the page, by href: the site's stylesheet (9 KB compressed; the first
 * paint then waits for no second request, a round trip of 150 ms or more on a phone) and the
 * extended-Latin font face, with the font inside on Turkish pages (fonts/extended-latin-face.ts).
 * The server provides the texts
 * (entry.server.tsx); React writes them into one `<style>` element, and in the browser it finds
 * that element by its hrefs (React 19 style resources) and leaves it alone, so the text never
 * travels in the JavaScript. Server-rendered pages allow it by the request's nonce (React drops a
 * style resource whose nonce is not the one it renders with), prerendered pages by its hash.
 */
export const StylesheetContext = createContext<Readonly<Record<string, string>> | undefined>(
  undefined,
);

export function InlineStylesheet({ href }: { href: string }) {
  const texts = useContext(StylesheetContext);
  return (
    <style href={href} precedence="default" nonce={useNonce()}>
      {texts?.[href] ?? ''}
    </style>
  );
}
