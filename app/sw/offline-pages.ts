import { languageInfo, languages, type Lang } from '../i18n/languages';

/**
 * The page the service worker shows when a page is not reachable and not saved on the device, per
 * language. Prerendered like the others, but not part of the site's page table (no sitemap, no
 * hreflang, not indexed).
 */
export const offlinePaths = Object.fromEntries(
  languages.map((lang) => [lang, `${languageInfo[lang].prefix}/offline`]),
) as Record<Lang, string>;
