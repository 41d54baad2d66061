import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { practiceToday } from '~/appointments/dates';
import { langFromPath, languages } from '~/i18n/languages';
import { pathFor } from '~/i18n/pages';
import type { Logger } from '~/logger.server';
import { chooseEncoding } from './content-encoding';
import { contentSecurityPolicy, inlineHashes } from './security';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CachedPage {
  status: number;
  csp: string;
  headers: [string, string][];
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** Which cached page answers a request: its key, and the status its rendering must have. */
interface CachedPageKind {
  key: string;
  status: 200 | 404;
}

/** The id of the catch-all route in app/routes.ts, which renders the 404 page. */
const notFoundRouteId = 'not-found';

/** The build's route manifest as the nested routes that `matchRoutes` takes. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) =>
    route && route.parentId === parentId
      ? [
          {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
        ]
      : [],
  );
}

/**
 * Pages that are the same for every visitor on a given day are rendered once per language per day
 * and then served from memory, like a prerendered page: the same compressed bytes, a CSP with the
 * hashes of their inline scripts. They are
 * - the home pages, which change with the date (their form lists the days from today);
 * - the 404 page of each language, for every path no route but the catch-all matches. Its HTML
 *   depends on the path's language only (the title, the texts, the link home, the language
 *   switcher pointing at the home pages, the footer's year), so one rendering serves every
 *   unknown path of that language, with status 404.
 * Submissions (POST), navigation data (.data) and React Router's route manifest still go to the
 * router on every request.
 */
export function renderedPageCache(options: {
  build: ServerBuild;
  https: boolean;
  loadContext: () => AppLoadContext;
  logger: Logger;
}): RequestHandler {
  const render = createRequestHandler(options.build, 'production');
  const homePaths = new Set(languages.map((lang) => pathFor('home', lang)));
  const routes = routeTree(options.build.routes);
  // The build leaves the manifest's path out when it is React Router's default (this site has no
  // basename to put in front of it).
  const manifestPath =
    (options.build.routeDiscovery.manifestPath as string | undefined) || '/__manifest';
  const cache = new Map<string, Promise<CachedPage | undefined>>();

  // Matching a path against the 79 routes takes about 0.7 ms (React Router ranks them on every
  // call), more than sending a kept page; so the answer is kept for up to 1000 paths, all
  // forgotten at once when full, so that a bot trying many paths cannot make it grow.
  const unknownPaths = new Map<string, boolean>();
  function isUnknownPath(path: string): boolean {
    let unknown = unknownPaths.get(path);
    if (unknown === undefined) {
      unknown = matchRoutes(routes, path)?.at(-1)?.route.id === notFoundRouteId;
      if (unknownPaths.size >= 1000) unknownPaths.clear();
      unknownPaths.set(path, unknown);
    }
    return unknown;
  }

  function kindOf(path: string): CachedPageKind | undefined {
    if (homePaths.has(path)) return { key: path, status: 200 };
    if (path.endsWith('.data') || path === manifestPath || !isUnknownPath(path)) return undefined;
    return { key: `404 ${langFromPath(path)}`, status: 404 };
  }

  async function renderPage(
    path: string,
    origin: string,
    status: number,
  ): Promise<CachedPage | undefined> {
    const response = await render(new Request(new URL(path, origin)), options.loadContext());
    if (response.status !== status) return undefined;
    const html = Buffer.from(await response.text(), 'utf8');
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(html, { level: 9 }),
    ]);
    return {
      status,
      csp: contentSecurityPolicy(inlineHashes(html.toString('utf8')), options.https),
      headers: [...response.headers.entries()].filter(([name]) => name !== 'content-length'),
      bodies: { br, gzip: gz, identity: html },
    };
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const kind = kindOf(req.path);
    if (!kind) return next();
    const day = practiceToday(new Date());
    // Keyed by day as well, so requests arriving together on a new day share one rendering.
    const key = `${kind.key} ${day}`;
    let entry = cache.get(key);
    if (!entry) {
      for (const stale of [...cache.keys()].filter((k) => k.startsWith(`${kind.key} `))) {
        cache.delete(stale);
      }
      entry = renderPage(req.path, `${req.protocol}://${req.host}`, kind.status);
      cache.set(key, entry);
    }
    void (async () => {
      const page = await entry;
      if (!page) {
        cache.delete(key);
        return next();
      }
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.setHeader('Content-Security-Policy', page.csp);
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = chooseEncoding(req.headers);
      const body =
        encoding === 'br'
          ? page.bodies.br
          : encoding === 'gzip'
            ? page.bodies.gzip
            : page.bodies.identity;
      if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.length));
      res.status(page.status).end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      cache.delete(key);
      options.logger.warn(
        { err: error, path: req.path },
        'rendered page cache: rendering per request instead',
      );
      next();
    });
  };
}
