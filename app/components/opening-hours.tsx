import { useMessages } from '~/i18n/hooks';
import { format } from '~/i18n/format';
import { periodFor, type OpeningPeriod } from '~/content/practice';

/** "08:00" → "8:00", as the practice writes its hours. */
export function displayTime(time: string): string {
  return time.replace(/^0/, '');
}

export function periodText(period: OpeningPeriod, range: string): string {
  return format(range, { open: displayTime(period.opens), close: displayTime(period.closes) });
}

/**
 * Weekdays, Saturday and Sunday rows, read from the practice facts (the same ones the structured
 * data uses, so they cannot disagree).
 */
export function OpeningHours({
  className,
  rowClassName,
}: {
  className?: string;
  rowClassName?: string;
}) {
  const messages = useMessages();
  const rows: { label: string; period: OpeningPeriod | undefined }[] = [
    { label: messages.hours.weekdays, period: periodFor('weekdays') },
    { label: messages.hours.saturday, period: periodFor('saturday') },
    { label: messages.hours.sunday, period: undefined },
  ];
  return (
    <dl className={className}>
      {rows.map(({ label, period }) => (
        <div key={label} className={rowClassName ?? 'flex justify-between gap-4'}>
          <dt>{label}</dt>
          <dd className="font-semibold tabular-nums">
            {period ? periodText(period, messages.hours.range) : messages.hours.closed}
          </dd>
        </div>
      ))}
    </dl>
  );
}
