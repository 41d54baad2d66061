import { type RouteConfig, route } from '@react-router/dev/routes';
import { pageKind, routeIdFor, sitePages, type PageId } from './i18n/pages';
import { languages } from './i18n/languages';
import { offlinePaths } from './sw/offline-pages';
import { manifestPath } from './seo/generated-files';

/** The route module that renders a page; one module serves a page in all three languages. */
function moduleFor(id: PageId): string {
  switch (pageKind(id)) {
    case 'treatment':
      return 'routes/treatment.tsx';
    case 'article':
      return 'routes/blog-article.tsx';
    case 'common':
      return `routes/${id}.tsx`;
  }
}

// Generated from the page table: one route per page per language, with explicit ids.
export default [
  ...sitePages.map((page) =>
    route(page.path, moduleFor(page.id), { id: routeIdFor(page.id, page.lang) }),
  ),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  ...languages.map((lang) =>
    route(manifestPath(lang), 'routes/manifest[.]json.ts', { id: `manifest-${lang}` }),
  ),
  ...languages.map((lang) =>
    route(offlinePaths[lang], 'routes/offline.tsx', { id: `offline-${lang}` }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
