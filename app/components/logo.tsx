import { practice } from '~/content/practice';

/** The practice's mark: a tooth on a teal tile. Also the source of the favicons' look. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0f766e" />
      <path
        fill="#fff"
        d="M14.5 8.5c-3.4 0-6 2.8-6 6.5 0 2.9 1.1 5 2.2 7.3.9 2.2 1.2 4.7 1.6 7.3.4 2.3 1.3 5.4 3.1 5.4 1.9 0 2.4-2.9 2.9-5.3.5-1.8 1.2-3.5 3.3-3.5h-3.2 3.2c2.1 0 2.8 1.7 3.3 3.5.5 2.4 1 5.3 2.9 5.3 1.8 0 2.7-3.1 3.1-5.4.4-2.6.7-5.1 1.6-7.3 1.1-2.3 2.2-4.4 2.2-7.3 0-3.7-2.6-6.5-6-6.5-2.8 0-4.4 1.5-7.1 1.5s-4.3-1.5-7.1-1.5z"
      />
      <path fill="#5eead4" d="M29.5 6.5l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" />
    </svg>
  );
}

/**
 * The logo with its line above the name. The header gives that line in the page's language
 * ("Dental practice", "Diş kliniği"; uppercased by the page language's rules, so Turkish reads
 * "DİŞ KLİNİĞİ"); the staff area and the patient's own page keep the Dutch one.
 */
export function Logo({ practiceKind }: { practiceKind?: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-10 shrink-0 md:size-11" />
      {/* On the narrowest phones (320 px) the header's call, booking and menu buttons need the
          room: the name is then read out but not shown, beside the mark. From 380 px the line
          above says what the name is ("Stadshart" alone did not say dentist: thirteenth review);
          below, it is read out with the name (.logo-kicker). */}
      <span className="flex flex-col leading-tight max-[359px]:sr-only">
        <span lang={practiceKind ? undefined : 'nl'} className="logo-kicker">
          {practiceKind ?? 'Tandartspraktijk'}
        </span>{' '}
        <span className="text-lg font-extrabold text-teal-950 md:text-xl">
          {practice.shortName}
        </span>
      </span>
    </span>
  );
}
