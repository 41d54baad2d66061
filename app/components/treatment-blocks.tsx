import { Icon } from '~/icons/icon';
import type { TreatmentId } from '~/i18n/pages';
import { Hyphenated } from './hyphenated';
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
        <Heading className="text-lg leading-snug font-bold text-teal-950 sm:mt-4 sm:text-xl xl:text-[1.1875rem]">
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
