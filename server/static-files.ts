import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { chooseEncoding } from './content-encoding';
import { contentSecurityPolicy, inlineHashes } from './security';

/** Hashed build output: the name changes whenever the content does. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (pages, sitemap, manifests, .data): may be kept, but must be revalidated. */
const revalidate = 'no-cache';

/**
 * The pages prerendered at build ('/…/index.html'), by URL path, each with its Content-Security-
 * Policy: the hashes of exactly the inline scripts in that file.
 */
export function loadPrerenderedPages(clientDir: string, https: boolean): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (urlPath === '' && entry.name === 'assets') continue;
        walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        const html = readFileSync(path.join(dir, entry.name), 'utf8');
        pages.set(urlPath || '/', contentSecurityPolicy(inlineHashes(html), https));
      }
    }
  };
  walk(clientDir, '');
  return pages;
}

/**
 * Serves the build: prerendered pages at clean URLs (no trailing slash, no index.html), the
 * client navigation data next to them, and hashed assets for a year. Brotli and gzip versions are
 * made at build time, so nothing is compressed per request.
 */
export function staticFiles(clientDir: string, pages: ReadonlyMap<string, string>): RequestHandler {
  const serve = precompressedFiles(clientDir, (res, filePath) => {
    const relative = path.relative(clientDir, filePath);
    res.setHeader(
      'Cache-Control',
      relative.startsWith(`assets${path.sep}`) ? immutable : revalidate,
    );
    // React Router's client navigation data; the name's extension says nothing to a browser.
    if (/\.data(\.br|\.gz)?$/.test(filePath)) res.setHeader('Content-Type', 'text/x-script');
    if (/manifest-\w+\.json(\.br|\.gz)?$/.test(filePath)) {
      res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    }
  });

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path;
    const csp = pages.get(pathname);
    if (csp) {
      res.setHeader('Content-Security-Policy', csp);
      const query = req.url.slice(req.path.length);
      req.url = `${pathname === '/' ? '' : pathname}/index.html${query}`;
      serve(req, res, (error?: unknown) => {
        req.url = pathname + query;
        next(error);
      });
      return;
    }
    // Page files are reached only by their clean URL.
    if (pathname.endsWith('/index.html')) return next();
    serve(req, res, next);
  };
}

/**
 * Hashed build output under /assets: served for a year, precompressed, nothing else. Without
 * validators: an immutable file is never revalidated, so an ETag and a Last-Modified date were
 * 80 bytes of headers on every script, font and image for nothing (the home page loads five
 * scripts, which Lighthouse counts with their headers against the 120 KB budget).
 */
export function assetFiles(clientDir: string): RequestHandler {
  return precompressedFiles(
    path.join(clientDir, 'assets'),
    (res) => {
      res.setHeader('Cache-Control', immutable);
    },
    { etag: false, lastModified: false },
  );
}

/**
 * Files of a directory, with the Brotli or gzip version made at build time when the browser takes
 * it; no directory indexes, redirects or dotfiles. What is not there falls through.
 */
function precompressedFiles(
  directory: string,
  setHeaders: (res: ServerResponse, filePath: string) => void,
  validators: { etag?: boolean; lastModified?: boolean } = {},
): RequestHandler {
  const serve = expressStaticGzip(directory, {
    enableBrotli: true,
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      dotfiles: 'ignore',
      ...validators,
      setHeaders,
    },
  });
  return (req, res, next) => {
    // express-static-gzip ranks its own preference above the browser's q values ('br;q=0.1, gzip'
    // would get Brotli), so the site's one rule decides and the library is told only the result.
    req.headers['accept-encoding'] = chooseEncoding(req.headers);
    serve(req, res, next);
  };
}
