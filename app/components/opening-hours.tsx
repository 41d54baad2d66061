import { useLang, useMessages } from '~/i18n/hooks';
import { clockTime, format, textClockTime } from '~/i18n/format';
import type { Lang } from '~/i18n/languages';
import { periodFor, type OpeningPeriod } from '~/content/practice';

export function periodText(period: OpeningPeriod, range: string, lang: Lang): string {
  return format(range, {
    open: clockTime(period.opens, lang),
    close: clockTime(period.closes, lang),
  });
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
  const lang = useLang();
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
          <dd className="font-semibold whitespace-nowrap tabular-nums">
            {period ? periodText(period, messages.hours.range, lang) : messages.hours.closed}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * When the practice answers the phone, as one sentence from the practice's hours (the contact
 * page and the patient's receipt); empty if the hours lack a weekday or a Saturday.
 */
export function callWindowText(template: string, lang: Lang): string {
  const weekdays = periodFor('weekdays');
  const saturday = periodFor('saturday');
  if (!weekdays || !saturday) return '';
  return format(template, {
    weekdayOpen: textClockTime(weekdays.opens, lang),
    weekdayClose: textClockTime(weekdays.closes, lang),
    saturdayOpen: textClockTime(saturday.opens, lang),
    saturdayClose: textClockTime(saturday.closes, lang),
  });
}

/** When the practice answers the phone, as one sentence (the same facts as the table). */
export function CallHours({ className }: { className?: string }) {
  const messages = useMessages();
  const lang = useLang();
  const text = callWindowText(messages.hours.callWindow, lang);
  return text ? <p className={className}>{text}</p> : null;
}
