import { languageInfo, type Lang } from './languages';

/** "14 mei 2025" / "14 May 2025" / "14 Mayıs 2025" for an ISO date (YYYY-MM-DD). */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Joins formatted parts, writing a space rather than ICU's comma after the weekday: British
 * English writes "Tuesday 1 December 2026" (ICU gives "Tuesday, 1 December 2026" with a year).
 */
export function withoutWeekdayComma(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index - 1]?.type === 'weekday' && part.value === ', '
        ? ' '
        : part.value,
    )
    .join('');
}
