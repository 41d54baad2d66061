import type { ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import { AddressLines } from '~/components/practice-address';
import { useMessages } from '~/i18n/hooks';
import { BookAppointmentLink } from './book-appointment-link';
import { OpeningHours } from './opening-hours';
import { containerClass } from './page-sections';

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
                <AddressLines />
              </span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
