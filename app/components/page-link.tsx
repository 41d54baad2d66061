import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { useLang } from '~/i18n/hooks';
import type { Lang } from '~/i18n/languages';
import { pathFor, type PageId } from '~/i18n/pages';

type PageLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & {
  page: PageId;
  /** Defaults to the current page's language. */
  lang?: Lang;
  hash?: string;
};

/**
 * A link to a page of the site in the current (or a given) language. It marks itself
 * `aria-current="page"` on that page, and prefetches the page's code and data on hover or focus.
 */
export function PageLink({ page, lang, hash, ...props }: PageLinkProps) {
  const current = useLang();
  const to = pathFor(page, lang ?? current) + (hash ? `#${hash}` : '');
  return <NavLink prefetch="intent" end {...props} to={to} />;
}
