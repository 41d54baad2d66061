import { languages, type Lang } from '../i18n/languages';

/** Where a language's web app manifest is served (and linked from, app/components/manifest-link.tsx). */
export const manifestPath = (lang: Lang) => `/manifest-${lang}.json`;

/** Resource routes that are prerendered to static files next to the pages. */
export const generatedFiles: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  ...languages.map(manifestPath),
];
