import type { ReactNode } from 'react';
import { BookAppointmentLink } from './book-appointment-link';
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
  return (
    <section className={`${containerClass} mt-16 md:mt-24`} aria-labelledby="cta-title">
      {/* Plain teal, without the two decorative circles it had: they read as a template's
          (round 41, AK: "the same closing band on every page"). */}
      <div className="rounded-3xl bg-teal-800 px-6 py-10 text-white md:px-12 md:py-14">
        {/* Text on the left, what to do on the right on a wide screen. No hours or address here:
            the footer right under it has them (the fifteenth review: the same hours twice in one
            screen). */}
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto] xl:gap-16">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="font-display text-3xl font-extrabold md:text-4xl">
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
          </div>
          <div className="flex flex-wrap gap-3 lg:max-w-xl lg:justify-end">
            {children ?? <BookAppointmentLink className="btn btn-lg btn-light" />}
          </div>
        </div>
      </div>
    </section>
  );
}
