import type { RequestHandler } from 'express';
import { redirectTargetFor } from '~/i18n/short-paths.server';

/** www.<host> → <host>, keeping scheme, port, path and query (301). */
export const wwwRedirect: RequestHandler = (req, res, next) => {
  const host = req.host;
  if (!host || !/^www\./i.test(host)) return next();
  res.redirect(301, `${req.protocol}://${host.slice(4)}${req.originalUrl}`);
};

/**
 * One URL per page: no trailing slash, no repeated slashes, no index.html. Anything else is
 * redirected (301) once to that form, so there is no chain and no loop: the target is already in
 * canonical form. Leading slashes collapse too, so '//evil.example/' can never become an
 * off-site redirect.
 */
export function canonicalPath(pathname: string): string {
  let path = `/${pathname.replace(/\/{2,}/g, '/').replace(/^\/+/, '')}`;
  path = path.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/**
 * Also a short address ("/spoed") or a page's path in other letters' case ("/Implantaten"), to
 * the page (the page table's `redirectTargetFor`), in the same one redirect: "/Spoed/" goes
 * straight to "/spoed-tandarts". A fragment in the target (the home page's form) follows the
 * query.
 */
export const canonicalPathRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const [pathname = '/', query] = req.originalUrl.split(/\?(.*)/s);
  const canonical = canonicalPath(pathname);
  const target = redirectTargetFor(canonical) ?? canonical;
  if (target === pathname) return next();
  const [path, fragment] = target.split('#');
  res.redirect(
    301,
    `${path}${query !== undefined ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`,
  );
};
