import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { useLang, useMessages } from '~/i18n/hooks';
import type { Lang } from '~/i18n/languages';
import type { Messages } from '~/i18n/messages/nl';
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

/** The pages the navigation lists by name (header, mobile menu, footer), and their labels. */
const navLabels = {
  home: 'home',
  services: 'services',
  team: 'team',
  'our-clinic': 'ourClinic',
  contact: 'contact',
  rates: 'rates',
  blog: 'blog',
} as const satisfies Partial<Record<PageId, keyof Messages['nav']>>;

/** Pages whose links stay current on the pages below them (the blog's articles). */
const sections: ReadonlySet<PageId> = new Set(['blog']);

/** List items linking to these pages, each named as the navigation names it. */
export function PageLinkItems({
  pages,
  className,
}: {
  pages: readonly (keyof typeof navLabels)[];
  className: string;
}) {
  const messages = useMessages();
  return pages.map((page) => (
    <li key={page}>
      <PageLink page={page} className={className} end={!sections.has(page)}>
        {messages.nav[navLabels[page]]}
      </PageLink>
    </li>
  ));
}
