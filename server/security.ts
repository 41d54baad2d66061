import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The only other site a page may embed: the map on the contact page, shown on request. */
const mapOrigin = 'https://www.openstreetmap.org';

/**
 * The Content-Security-Policy of a page. Scripts run only from this origin and, inline, only
 * with this response's nonce (server-rendered pages) or with a hash listed here (prerendered
 * pages): never 'unsafe-inline'. No inline styles either.
 */
export function contentSecurityPolicy(
  inline: { scripts: readonly string[]; styles: readonly string[] },
  https: boolean,
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts],
    ['style-src', "'self'", ...inline.styles],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', mapOrigin],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** 'sha256-…' sources for the inline scripts and styles of a page (JSON data blocks excluded). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || !body)
      continue;
    scripts.add(sha256(body));
  }
  const styles = new Set<string>();
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Headers on every response (helmet): nosniff, a strict referrer policy, no framing, HSTS when the
 * site is served over https, a minimal Permissions-Policy, and a CSP with a fresh nonce, which
 * server-rendered pages use. Prerendered pages replace it with their hashes (static-files.ts).
 * Helmet's cross-origin isolation headers (COOP, Origin-Agent-Cluster) stay on although Lighthouse
 * measures more blocking time with them: decision 0014.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      const nonce = `'nonce-${res.locals.cspNonce as string}'`;
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({ scripts: [nonce], styles: [nonce] }, options.https),
      );
      res.setHeader(
        'Permissions-Policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      );
      next();
    },
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: options.https
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    }),
  ];
}

/**
 * Headers for hashed static files (scripts, styles, fonts, images): what applies to a file rather
 * than a document. A CSP or Permissions-Policy means nothing on a script, and on 13 scripts per page
 * they would be 13 KB of uncompressed headers on a phone's connection.
 */
export const assetHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
};

/**
 * A POST, PUT, PATCH or DELETE that a browser sends from another site is refused (403): a form
 * on another site must not submit appointment requests in a visitor's name. Non-browser clients of
 * the API send no Origin and are judged by the rate limit and validation like everyone.
 */
export function refuseCrossOriginWrites(publicOrigin: string): RequestHandler {
  const allowed = new URL(publicOrigin).origin;
  return (req, res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.host}`;
    const crossSite = origin
      ? origin !== allowed && origin !== own
      : req.get('sec-fetch-site') === 'cross-site';
    if (!crossSite) return next();
    res.status(403).type('text/plain').send('Forbidden: cross-origin request');
  };
}
