import { format } from '~/i18n/format';
import { practice, saturdayCloses, unbreakable } from '~/content/practice';
import { useLang } from '~/i18n/hooks';

/**
 * Where a patient turns outside opening hours: the regional after-hours dental service, named and
 * with a tap-to-call number (from the practice data), after a sentence such as "Outside our
 * opening hours, call {service}:".
 */
export function AfterHoursService({ text, className = '' }: { text: string; className?: string }) {
  const { name, phone } = practice.afterHoursService;
  // Saturday's closing time, so "outside opening hours" can name Saturday afternoon.
  const lang = useLang();
  return (
    <p className={className}>
      {format(text, { service: name, saturdayCloses: saturdayCloses(lang) })}{' '}
      <a
        href={`tel:${phone.e164}`}
        className="font-bold whitespace-nowrap text-teal-800 underline underline-offset-4"
      >
        {unbreakable(phone.display)}
      </a>
      .
    </p>
  );
}
