import { Icon } from '~/icons/icon';
import type { ReactNode } from 'react';
import { useMessages } from '~/i18n/hooks';
import type { TreatmentId } from '~/i18n/pages';
import { treatmentGroupIds, treatmentGroups } from '~/content/treatment-groups';
import { BookAppointmentLink } from './book-appointment-link';
import { treatmentIcons } from './icons';
import { PageLink } from './page-link';
import { ReadMoreText } from './read-more';

export const containerClass = 'container-page';

/** A page's heading block. The h1 takes focus after client navigation (tabIndex -1). */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={`${containerClass} pb-10 md:pb-14`}>
      {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
      <h1 tabIndex={-1} className="page-title max-w-4xl">
        {title}
      </h1>
      {lead ? <p className="mt-5 max-w-3xl text-lg text-muted md:text-xl">{lead}</p> : null}
      {children}
    </header>
  );
}

export function SectionHeading({
  id,
  title,
  lead,
  focusable = false,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  /** The target of an in-page link (Book Appointment): focus lands here after scrolling. */
  focusable?: boolean;
}) {
  return (
    <div className="max-w-3xl">
      <h2
        id={id}
        tabIndex={focusable ? -1 : undefined}
        data-section-heading={focusable ? '' : undefined}
        className="section-title"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
    </div>
  );
}

/** Markdown rendered on the server from the site's own content. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Questions as native disclosures: keyboard and screen-reader friendly, and working without JavaScript. */
export function FaqList({ items }: { items: { question: string; answerHtml: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-bold text-teal-950 hover:bg-teal-50 md:px-6 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div
            className="prose prose-compact px-5 pb-5 md:px-6"
            dangerouslySetInnerHTML={{ __html: item.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}

/** A closing call to book, with the Book Appointment button. */
export function CtaBand({
  title,
  text,
  textHtml,
  children,
}: {
  title: string;
  text?: string;
  /** The text as HTML rendered from the site's own Markdown (phone numbers become links). */
  textHtml?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`${containerClass} mt-16 md:mt-24`} aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-3xl bg-teal-800 px-6 py-10 text-white md:px-12 md:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-64 rounded-full bg-teal-700/60"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 left-1/3 size-72 rounded-full bg-teal-900/40"
        />
        <div className="relative max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-extrabold md:text-4xl">
            {title}
          </h2>
          {textHtml ? (
            <p
              className="inline-links-light mt-4 text-lg text-teal-50"
              dangerouslySetInnerHTML={{ __html: textHtml }}
            />
          ) : (
            <p className="mt-4 text-lg text-teal-50">{text}</p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            {children ?? <BookAppointmentLink className="btn btn-lg btn-light" />}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A treatment card: icon, title, description and a read-more link to its page. */
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
  description,
  summary,
  headingLevel = 'h3',
  compactOnPhone = false,
}: {
  id: TreatmentId;
  title: string;
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
        <Heading className="mt-4 text-xl font-bold text-teal-950">{title}</Heading>
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
          {title}
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
}: {
  items: { label: string; page?: Parameters<typeof PageLink>[0]['page'] }[];
}) {
  const messages = useMessages();
  // On a phone only the way one level up ("← Behandelingen"): the whole trail wrapped onto a second
  // line that began with a lone chevron.
  const parent = items.length - 2;
  return (
    <nav aria-label={messages.nav.breadcrumb} className={`${containerClass} mb-6`}>
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
  );
}

export { BookAppointmentLink };

/**
 * All treatments in the patient's groups as compact links (icon and name), with the emergency
 * line apart: the home page's way into the treatment pages, a screen tall on a phone.
 */
export function TreatmentGroupLinks() {
  const messages = useMessages();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {treatmentGroupIds.map((group) => (
        <section
          key={group}
          className="card p-5 shadow-sm"
          aria-labelledby={`treatment-group-${group}`}
        >
          <h3 id={`treatment-group-${group}`} className="card-title">
            {messages.treatmentGroups[group]}
          </h3>
          <ul className="mt-3 space-y-0.5">
            {treatmentGroups[group].map((id) => (
              <li key={id}>
                <PageLink page={id} className="menu-link -mx-2 px-2">
                  <Icon name={treatmentIcons[id]} className="size-6 shrink-0 text-teal-700" />
                  {messages.treatments[id]}
                  <Icon name="chevron-right" className="ml-auto size-4 shrink-0 text-slate-400" />
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
