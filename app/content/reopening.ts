import { dayLabel, practiceTomorrow } from '~/appointments/dates';
import { format, textClockTime } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import type { Messages } from '~/i18n/messages';
import { openingStatus } from './opening-status';
import { reopensAfterABreak } from './opening-status-text';

/**
 * When a closed practice opens again, as a phrase for "we'll pick up your request {when}":
 * "vanaf 8.00 uur" later today, "morgen vanaf 8.00 uur", "maandag vanaf 8.00 uur". Undefined
 * while the practice is open, or when its next hours are unsure (a holiday the site cannot
 * judge). Tomorrow is the practice's tomorrow (Europe/Amsterdam), whatever the visitor's zone.
 */
export function whenWeReopen(
  now: Date,
  lang: Lang,
  text: Pick<Messages['confirmation'], 'reopensToday' | 'reopensTomorrow' | 'reopensDay'>,
): string | undefined {
  const status = openingStatus(now);
  if (status.state !== 'closed') return undefined;
  if (status.opensToday) {
    return format(text.reopensToday, { opens: textClockTime(status.opensToday, lang) });
  }
  if (!status.reopens) return undefined;
  const { date, opens } = status.reopens;
  const tomorrow = practiceTomorrow(now) === date;
  // Past holidays with its date, as the status line says it (opening-status-text.ts).
  if (reopensAfterABreak(status.reopens)) {
    return format(text.reopensDay, {
      day: dayLabel(date, lang),
      opens: textClockTime(opens, lang),
    });
  }
  const day = new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return format(tomorrow ? text.reopensTomorrow : text.reopensDay, {
    // Turkish writes a weekday in lower case (TDK) as Dutch does; Intl gives Turkish a capital.
    day: lang === 'tr' ? day.toLocaleLowerCase(lang) : day,
    opens: textClockTime(opens, lang),
  });
}
