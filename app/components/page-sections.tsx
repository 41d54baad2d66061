import { Icon } from '~/icons/icon';
import type { ReactNode } from 'react';
import { useMessages } from '~/i18n/hooks';
import { entryName, groupEntries, treatmentGroupIds } from '~/content/treatment-groups';
import { BookAppointmentLink } from './book-appointment-link';
import { entryIcon } from './icons';
import { PageLink } from './page-link';

export const containerClass = 'container-page';

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
            {groupEntries(group).map((id) => (
              <li key={id}>
                <PageLink page={id} className="menu-link -mx-2 px-2">
                  <Icon name={entryIcon(id)} className="size-6 shrink-0 text-teal-700" />
                  {entryName(id, messages)}
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
