import { format } from '~/i18n/format';
import { periodFor, practice, unbreakable } from '~/content/practice';
import { useLang } from '~/i18n/hooks';

/**
 * Where a patient turns outside opening hours: the regional after-hours dental service, named and
 * with a tap-to-call number (from the practice data), after a sentence such as "Outside our
 * opening hours, call {service}:".
 */
export function AfterHoursService({ text, className = '' }: { text: string; className?: string }) {
  const { name, phone } = practice.afterHoursService;
  // Saturday's closing time, so "outside opening hours" can name Saturday afternoon: "14:00" in
  // English, "14.00" in Dutch and Turkish running text.
  const closes = (periodFor('saturday')?.closes ?? '').replace(/^0/, '');
  const saturdayCloses = useLang() === 'en' ? closes : closes.replace(':', '.');
  return (
    <p className={className}>
      {format(text, { service: name, saturdayCloses })}{' '}
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
