import { data } from 'react-router';
import { pageAt, type SitePage } from '~/i18n/pages';

/** The page a loader renders, from its URL (the page table is the only map of paths). */
export function pageFromRequest(request: Request): SitePage {
  const page = pageAt(new URL(request.url).pathname);
  // Unreachable through the router (every route path comes from the page table), but a loader
  // must never render the wrong page.
  if (!page) throw data(null, { status: 404 });
  return page;
}
