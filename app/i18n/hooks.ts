import { createContext, useContext } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { langFromPath, type Lang } from './languages';
import type { Messages } from './messages/nl';
import { pageAt, type SitePage } from './pages';

/** The language of the current page: from the path prefix only. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/**
 * The UI messages of the current page's language. They come with the root loader's data, so a page
 * ships one language's messages, not all three in its JavaScript.
 */
export function useMessages(): Messages {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const fallback = useContext(ServerMessagesContext);
  const messages = root?.messages ?? fallback;
  if (!messages) throw new Error('UI messages are missing: the root loader did not run');
  return messages;
}

/**
 * The path's messages, given by the server's entry (app/entry.server.tsx) for an error page that
 * is rendered without the root loader's data (a request the router refused before loading). Only
 * the server provides it, so the client bundle carries no catalogue; such a page is not hydrated.
 */
export const ServerMessagesContext = createContext<Messages | undefined>(undefined);

/** The messages among a meta function's matches (meta runs outside React). */
export function messagesFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): Messages {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { messages?: Messages } | undefined;
  if (!root?.messages) throw new Error('UI messages are missing: the root loader did not run');
  return root.messages;
}

/** The page being shown, or undefined on the not-found page. */
export function useCurrentPage(): SitePage | undefined {
  return pageAt(useLocation().pathname);
}
