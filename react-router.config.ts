import type { Config } from '@react-router/dev/config';
import { sitePages } from './app/i18n/pages';
import { generatedFiles } from './app/seo/generated-files';
import { offlinePaths } from './app/sw/offline-pages';

export default {
  // Server rendering stays on: the appointment action and the localized 404 page need it.
  ssr: true,
  // Every page in every language is rendered to HTML at build time, as are the sitemap, robots.txt
  // and the web manifests; the production server serves these files as they are. The home pages are
  // the exception: their appointment form lists the days from today, so they render per request
  // (docs/decisions/0003-home-pages-rendered-per-request.md).
  prerender: [
    ...sitePages.filter((page) => page.id !== 'home').map((page) => page.path),
    ...generatedFiles,
    ...Object.values(offlinePaths),
  ],
  // The whole route manifest ships with the page (it is small), so client navigation never needs
  // the server's /__manifest endpoint and works from prerendered files alone.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
