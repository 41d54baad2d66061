import { Icon } from '~/icons/icon';
import type { Testimonial } from '~/content/types';

/** Five stars, filled to the rating (halves drawn as half a star over a pale one). */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => {
        const filled = Math.min(Math.max(rating - index, 0), 1);
        return (
          <span key={index} className="relative size-5">
            <Icon name="star" className="absolute inset-0 size-5 text-amber-200" />
            <span
              className={`absolute inset-y-0 left-0 overflow-hidden ${
                filled >= 1 ? 'w-full' : filled >= 0.5 ? 'w-1/2' : 'w-0'
              }`}
            >
              <Icon name="star" className="size-5 max-w-none text-amber-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

export type TestimonialView = Testimonial & { dateLabel: string; ratingLabel: string };

/** A patient's review: stars, their words, their name and date (home page, treatment pages). */
export function TestimonialCard({
  testimonial,
  stars = true,
  className = 'card flex h-full flex-col p-6 shadow-sm',
}: {
  testimonial: TestimonialView;
  /** Without stars where one review stands alone: a lone five stars reads as picked. */
  stars?: boolean;
  className?: string;
}) {
  return (
    <figure className={className}>
      {stars ? (
        <>
          <Stars rating={testimonial.rating} />
          <p className="sr-only">{testimonial.ratingLabel}</p>
        </>
      ) : null}
      <blockquote className={`flex-1 text-lg text-ink ${stars ? 'mt-4' : ''}`}>
        “{testimonial.text}”
      </blockquote>
      <figcaption className="mt-5 text-sm">
        <span className="font-bold text-teal-950">{testimonial.author}</span>
        <span className="text-muted"> · {testimonial.dateLabel}</span>
      </figcaption>
    </figure>
  );
}

/** How the practice chooses and checks the reviews it shows: a disclosure under them. */
export function ReviewCheck({
  verification,
  className = '',
}: {
  verification: { title: string; text: string };
  className?: string;
}) {
  return (
    <details className={`group max-w-3xl text-sm text-muted ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-teal-800 hover:underline [&::-webkit-details-marker]:hidden">
        <Icon name="circle-check" className="size-4 shrink-0" />
        {verification.title}
        <Icon
          name="chevron-down"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="mt-1">{verification.text}</p>
    </details>
  );
}
