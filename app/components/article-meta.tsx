import { Icon } from '~/icons/icon';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';

/** Date and reading time of an article ("14 mei 2025 · 5 min. leestijd"); the date comes formatted. */
export function ArticleMeta({
  datePublished,
  dateLabel,
  readMinutes,
}: {
  datePublished: string;
  dateLabel: string;
  readMinutes: number;
}) {
  const messages = useMessages();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={datePublished}>{dateLabel}</time>
      </span>{' '}
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {format(messages.common.readTime, { minutes: readMinutes })}
      </span>
    </p>
  );
}
