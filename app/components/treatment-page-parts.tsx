import type { ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import { useMessages } from '~/i18n/hooks';
import { Hyphenated } from './hyphenated';
import { containerClass } from './page-sections';
import { PageLink } from './page-link';

/* A treatment page's way back and its jump links: only that page uses them, so they stay in its
   own chunk rather than the one every page loads. */

export function Breadcrumbs({
  items,
  end,
}: {
  items: { label: string; page?: Parameters<typeof PageLink>[0]['page'] }[];
  /** At the row's other end (a treatment page's other languages, below the wide header). */
  end?: ReactNode;
}) {
  const messages = useMessages();
  // On a phone only the way one level up ("← Behandelingen"): the whole trail wrapped onto a second
  // line that began with a lone chevron.
  const parent = items.length - 2;
  return (
    // Positioned: painted above the page's band (the header's border image reaches up behind it).
    <div
      className={`${containerClass} relative mb-6 flex flex-wrap items-center justify-between gap-x-4`}
    >
      <nav aria-label={messages.nav.breadcrumb}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          {items.map((item, index) => (
            <li
              key={item.label}
              className={`flex items-center gap-1 ${index === parent ? '' : 'max-sm:hidden'}`}
            >
              {index === parent ? (
                <Icon name="arrow-left" className="size-4 text-teal-700 sm:hidden" />
              ) : null}
              {index > 0 ? (
                <Icon name="chevron-right" className="size-4 text-slate-400 max-sm:hidden" />
              ) : null}
              {item.page ? (
                <PageLink
                  page={item.page}
                  className="inline-flex min-h-8 items-center font-semibold text-teal-800 hover:underline"
                >
                  {item.label}
                </PageLink>
              ) : (
                <span aria-current="page" className="font-semibold text-slate-700">
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {end}
    </div>
  );
}

/**
 * "Op deze pagina": the long text's sections as jump links, then the questions at the end. Plain
 * anchors to the headings' ids (`withHeadingIds`), so they work before and without JavaScript and a
 * section can be linked to. Shown only when there are three sections or more.
 */
export function OnThisPage({
  entries,
  faqId,
}: {
  entries: { id: string; text: string; parts?: readonly string[] }[];
  /** The id of the questions' heading, listed last. */
  faqId?: string;
}) {
  const messages = useMessages();
  if (entries.length < 3) return null;
  const links: { id: string; text: string; parts?: readonly string[] }[] = faqId
    ? [...entries, { id: faqId, text: messages.common.faqTitle }]
    : entries;
  const list = (
    <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
      {links.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="group flex min-h-11 items-center gap-2 py-1 font-semibold text-teal-800 hover:text-teal-950"
          >
            <Icon
              name="arrow-down"
              className="size-4 shrink-0 text-teal-600 transition-transform group-hover:translate-y-0.5"
            />
            <span className="underline decoration-teal-200 decoration-2 underline-offset-4 group-hover:decoration-teal-600">
              <Hyphenated parts={entry.parts ?? [entry.text]} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav
      aria-label={messages.common.onThisPage}
      className="mb-10 rounded-2xl border border-slate-200 bg-white md:rounded-none md:border-0 md:bg-transparent"
    >
      {/* On a phone folded to one row (the seventh review: the list and the facts card took a
          screen and a half before the first paragraph); a native disclosure, no script. */}
      <details className="group/toc md:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-2 font-extrabold text-teal-950 [&::-webkit-details-marker]:hidden">
          <span>
            {messages.common.onThisPage}{' '}
            <span className="font-semibold text-slate-600">({links.length})</span>
          </span>
          <Icon
            name="chevron-down"
            className="size-5 shrink-0 text-teal-700 transition-transform group-open/toc:rotate-180"
          />
        </summary>
        <div className="px-5 pb-3">{list}</div>
      </details>
      {/* On a wider screen one slim row of chips (the thirteenth review: a boxed two-column
          list took half the first screen's text column). */}
      <div className="hidden md:block">
        <h2 className="text-sm font-extrabold text-teal-950">{messages.common.onThisPage}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {links.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-teal-200 bg-white px-3.5 text-sm font-semibold text-teal-800 transition-colors hover:border-teal-500 hover:bg-teal-50 hover:text-teal-950"
              >
                {/* An arrow down, not a chevron: a jump down the page, not a menu that opens. */}
                <Icon name="arrow-down" className="size-3.5 shrink-0 text-teal-600" />
                {/* One flex item: the words and a compound's parts must not become items (gaps). */}
                <span>
                  <Hyphenated parts={entry.parts ?? [entry.text]} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
