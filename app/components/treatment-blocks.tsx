import type { ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import { useMessages } from '~/i18n/hooks';
import type { TreatmentId } from '~/i18n/pages';
import { Hyphenated } from './hyphenated';
import { containerClass } from './page-sections';
import { treatmentIcons } from './icons';
import { PageLink } from './page-link';
import { ReadMoreText } from './read-more';

/*
 * The blocks of the treatment pages and the services overview, apart from page-sections.tsx. Used
 * by two routes, they go into the build's one shared chunk (vite.config.ts), which the home page
 * loads too: keep them small, and do text work (the compounds' break points) on the server.
 */

/**
 * A treatment as a card: icon, name, description and "read more". With `compactOnPhone` (a list of
 * many treatments) it is a row on a phone instead: icon, name, the description cut to two lines and
 * a chevron, so thirteen treatments take two screens rather than eight; from `sm` up it is the card.
 * The list around it gives the rows their shared frame (`compactTreatmentListClass`). On a phone the
 * link's visible part is only the chevron, so its focus ring is drawn around the whole row.
 */
export function TreatmentCardView({
  id,
  title,
  titleParts,
  description,
  summary,
  headingLevel = 'h3',
  compactOnPhone = false,
}: {
  id: TreatmentId;
  title: string;
  /** The title at its compounds' break points (`Hyphenated`); else the title whole. */
  titleParts?: readonly string[];
  description: string;
  /** Shown instead of the description in the compact list on a phone. */
  summary?: string;
  headingLevel?: 'h2' | 'h3';
  compactOnPhone?: boolean;
}) {
  const Heading = headingLevel;
  if (!compactOnPhone)
    return (
      <article className="card group relative flex flex-col p-6 shadow-sm transition-shadow hover:shadow-md">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
          <Icon name={treatmentIcons[id]} className="size-6" />
        </span>
        <Heading className="mt-4 text-xl font-bold text-teal-950">
          <Hyphenated parts={titleParts ?? [title]} />
        </Heading>
        <p className="mt-2 flex-1 text-muted">{description}</p>
        <PageLink
          page={id}
          className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-bold text-teal-800 after:absolute after:inset-0 after:rounded-2xl hover:text-teal-950"
        >
          <ReadMoreText topic={title} />
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </PageLink>
      </article>
    );
  return (
    <article className="group relative flex w-full items-center gap-4 px-4 py-4 hover:bg-teal-50/60 sm:flex-col sm:items-stretch sm:gap-0 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm sm:transition-shadow sm:hover:bg-white sm:hover:shadow-md">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 sm:size-12">
        <Icon name={treatmentIcons[id]} className="size-6" />
      </span>
      <div className="min-w-0 flex-1 sm:flex sm:flex-col">
        <Heading className="text-lg leading-snug font-bold text-teal-950 sm:mt-4 sm:text-xl">
          <Hyphenated parts={titleParts ?? [title]} />
        </Heading>
        {/* On a phone the short line, whole; from sm up the card's full description. */}
        <p className="mt-0.5 text-sm text-muted sm:mt-2 sm:flex-1 sm:text-base">
          {summary ? (
            <>
              <span className="sm:hidden">{summary}</span>{' '}
              <span className="max-sm:hidden">{description}</span>
            </>
          ) : (
            description
          )}
        </p>
      </div>
      <PageLink
        page={id}
        className="inline-flex min-h-11 shrink-0 items-center gap-1 self-center font-bold text-teal-800 after:absolute after:inset-0 hover:text-teal-950 max-sm:focus-visible:outline-none max-sm:focus-visible:after:outline-3 max-sm:focus-visible:after:-outline-offset-4 max-sm:focus-visible:after:outline-teal-700 sm:mt-4 sm:self-start sm:after:rounded-2xl"
      >
        <ReadMoreText topic={title} visibleClassName="max-sm:hidden" />
        <Icon name="chevron-right" className="size-5 text-slate-400 sm:hidden" />
        <Icon
          name="arrow-right"
          className="size-4 transition-transform group-hover:translate-x-1 max-sm:hidden"
        />
      </PageLink>
    </article>
  );
}

/** The list around compact treatment rows: one framed, divided list on a phone, a grid from `sm` up. */
export const compactTreatmentListClass =
  'grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:divide-y max-sm:divide-slate-200 sm:gap-5 sm:overflow-visible sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none';

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
    <div className={`${containerClass} mb-6 flex items-center justify-between gap-4`}>
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
              name="chevron-down"
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
                <Icon name="chevron-down" className="size-3.5 shrink-0 text-teal-600" />
                <Hyphenated parts={entry.parts ?? [entry.text]} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
