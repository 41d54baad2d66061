import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { practiceToday } from '~/appointments/dates';
import { languages } from '~/i18n/languages';
import { pathFor } from '~/i18n/pages';
import type { Logger } from '~/logger.server';
import { chooseEncoding } from './content-encoding';
import { contentSecurityPolicy, inlineHashes } from './security';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CachedPage {
  csp: string;
  headers: [string, string][];
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/**
 * The home pages change only with the date (their form lists the days from today), so each is
 * rendered once per language per day and then served from memory, like a prerendered page: the
 * same compressed bytes, a CSP with the hashes of its inline scripts. Submissions (POST) and
 * navigation data (.data) still go to the router on every request.
 */
export function homePageCache(options: {
  build: ServerBuild;
  https: boolean;
  loadContext: () => AppLoadContext;
  logger: Logger;
}): RequestHandler {
  const render = createRequestHandler(options.build, 'production');
  const homePaths = new Set(languages.map((lang) => pathFor('home', lang)));
  const cache = new Map<string, Promise<CachedPage | undefined>>();

  async function renderPage(path: string, origin: string): Promise<CachedPage | undefined> {
    const response = await render(new Request(new URL(path, origin)), options.loadContext());
    if (response.status !== 200) return undefined;
    const html = Buffer.from(await response.text(), 'utf8');
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(html, { level: 9 }),
    ]);
    return {
      csp: contentSecurityPolicy(inlineHashes(html.toString('utf8')), options.https),
      headers: [...response.headers.entries()].filter(([name]) => name !== 'content-length'),
      bodies: { br, gzip: gz, identity: html },
    };
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !homePaths.has(req.path)) return next();
    const day = practiceToday(new Date());
    // Keyed by day as well, so requests arriving together on a new day share one rendering.
    const key = `${req.path} ${day}`;
    let entry = cache.get(key);
    if (!entry) {
      for (const stale of [...cache.keys()].filter((k) => k.startsWith(`${req.path} `))) {
        cache.delete(stale);
      }
      entry = renderPage(req.path, `${req.protocol}://${req.host}`);
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
      res.status(200).end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      cache.delete(key);
      options.logger.warn(
        { err: error, path: req.path },
        'home page cache: rendering per request instead',
      );
      next();
    });
  };
}
