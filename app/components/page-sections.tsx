import { Icon } from '~/icons/icon';
import type { ReactNode } from 'react';
import { useMessages } from '~/i18n/hooks';
import { treatmentGroupIds, treatmentGroups } from '~/content/treatment-groups';
import { practice } from '~/content/practice';
import { BookAppointmentLink } from './book-appointment-link';
import { OpeningHours } from './opening-hours';
import { OtherLanguageLinks } from './header';
import { treatmentIcons } from './icons';
import { PageLink } from './page-link';

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
      {/* The other languages in sight below the wide header (on a treatment page they stand
          beside its way back). */}
      <OtherLanguageLinks className="-mt-3 mb-2 xl:hidden" />
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
  const messages = useMessages();
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
        <div className="relative grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-16">
          <div className="max-w-2xl">
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
          {/* On a wide screen, when and where beside the call to act: the band's right half was
              an empty slab (the fourteenth review). */}
          <div className="hidden rounded-2xl bg-teal-950/30 p-6 text-sm text-teal-50 ring-1 ring-white/15 lg:block">
            <h3 className="flex items-center gap-2 font-extrabold text-white">
              <Icon name="clock" className="size-5 text-teal-200" />
              {messages.footer.hours}
            </h3>
            <OpeningHours className="mt-3 space-y-1.5" />
            <p className="mt-5 flex gap-2 border-t border-white/15 pt-4">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-teal-200" />
              <span>
                {practice.address.street}
                <br />
                {practice.address.postalCode} {practice.address.city}
              </span>
            </p>
          </div>
        </div>
      </div>
    </section>
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
