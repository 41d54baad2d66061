import { Icon } from '~/icons/icon';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';

/** Date and reading time of an article ("14 mei 2025 · 5 min. leestijd"); the date comes formatted. */
export function ArticleMeta({
  datePublished,
  dateLabel,
  updated,
  readMinutes,
  className = '',
}: {
  datePublished: string;
  dateLabel: string;
  /** When what it states last changed: "Bijgewerkt op 3 december 2026", beside the date. */
  updated?: { date: string; label: string } | undefined;
  readMinutes: number;
  className?: string;
}) {
  const messages = useMessages();
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={datePublished}>{dateLabel}</time>
      </span>{' '}
      {updated && (
        <>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="refresh-cw" className="size-4" />
            <time dateTime={updated.date}>{updated.label}</time>
          </span>{' '}
        </>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {format(messages.common.readTime, { minutes: readMinutes })}
      </span>
    </p>
  );
}

/** An article's key points: "At a glance" and a ticked list (the article, the blog's newest card). */
export function KeyPoints({
  points,
  headingId,
  headingAs: Heading = 'h2',
  listClassName = 'mt-3 space-y-2.5',
}: {
  points: readonly string[];
  headingId?: string;
  /** A paragraph where the points are part of a card (the blog's list), not a section. */
  headingAs?: 'h2' | 'p';
  listClassName?: string;
}) {
  const messages = useMessages();
  return (
    <>
      <Heading
        id={headingId}
        className="flex items-center gap-2 text-lg font-extrabold text-teal-950"
      >
        <Icon name="list-checks" className="size-6 shrink-0 text-teal-700" />
        {messages.common.atAGlance}
      </Heading>
      <ul className={listClassName}>
        {points.map((point) => (
          <li key={point} className="flex gap-3 leading-snug text-slate-800">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
