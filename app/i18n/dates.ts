import { languageInfo, type Lang } from './languages';

/** "14 mei 2025" / "May 14, 2025" / "14 Mayıs 2025" for an ISO date (YYYY-MM-DD). */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageInfo[lang].bcp47, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
