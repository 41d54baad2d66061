import { languages } from '../i18n/languages';

/** Resource routes that are prerendered to static files next to the pages. */
export const generatedFiles: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  ...languages.map((lang) => `/manifest-${lang}.json`),
];
