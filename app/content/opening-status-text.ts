/**
 * The opening status in words ("Nu gesloten tot maandag 8.00 uur"): for the status line after
 * hydration (components/emergency-now.tsx) and, before it, for the head's script, which is given
 * the same sentences made here (content/closed-now-script.ts), so the line never changes its words
 * when React takes over.
 */
import { dayLabel } from '~/appointments/dates';
import { format, textClockTime } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import type { Messages } from '~/i18n/messages';
import type { OpeningStatus } from './opening-status';

/**
 * Three days or more away (only ever past holidays: a weekend ends within two), the next opening
 * is named with its date.
 */
export const datedReopeningAfterDays = 3;

export function reopensAfterABreak(reopens: { afterDays?: number }): boolean {
  return (reopens.afterDays ?? 0) >= datedReopeningAfterDays;
}

/** `tomorrow`: the practice's tomorrow (YYYY-MM-DD), to say "tot morgen" rather than its weekday. */
export function statusText(
  status: OpeningStatus,
  text: Messages['emergencyCall'],
  lang: Lang,
  tomorrow?: string,
): string {
  if (status.state === 'open') {
    return format(text.statusOpen, { closes: textClockTime(status.closes, lang) });
  }
  if (status.state === 'closed' && status.opensToday) {
    return format(text.statusClosedUntil, { opens: textClockTime(status.opensToday, lang) });
  }
  if (status.state === 'closed' && status.reopens && status.reopens.date === tomorrow) {
    return format(text.statusClosedUntilTomorrow, {
      opens: textClockTime(status.reopens.opens, lang),
    });
  }
  if (status.state === 'closed' && status.reopens && reopensAfterABreak(status.reopens)) {
    // Past a weekend and holidays, the weekday alone is not enough: "tot maandag 28 december
    // 8.00 uur" (round 58, BQ: on Christmas Eve "pazartesi" left her counting).
    return format(text.statusClosedUntilDay, {
      day: dayLabel(status.reopens.date, lang),
      opens: textClockTime(status.reopens.opens, lang),
    });
  }
  if (status.state === 'closed' && status.reopens) {
    const day = new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${status.reopens.date}T12:00:00Z`));
    return format(text.statusClosedUntilDay, {
      // Turkish writes a day without its date in lower case (TDK), "açılış: pazartesi 08.00";
      // Intl gives "Pazartesi". English keeps its capital, Dutch has none.
      day: lang === 'tr' ? day.toLocaleLowerCase(lang) : day,
      opens: textClockTime(status.reopens.opens, lang),
    });
  }
  return status.state === 'closed' ? text.statusClosed : text.statusUnknown;
}
