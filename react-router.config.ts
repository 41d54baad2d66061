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
  // Lazy route discovery (React Router's default): a page starts with only its own routes, and the
  // others are fetched from /__manifest in small batches as links to them appear. Building all 80
  // routes at start-up cost the phone 30 ms of unbroken main-thread work (docs/decisions/0007).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
