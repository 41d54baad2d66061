import type { RequestHandler } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { isManagePath } from '~/appointments/manage-paths';
import { langFromPath, type Lang } from '~/i18n/languages';
import { formActionPaths } from './appointments-http';
import { staffBasePath } from './staff-http';

const readOnly = ['GET', 'HEAD'] as const;

/**
 * The methods a path answers: pages, files and 404s are read-only, the appointment form's paths
 * and the staff area also take POST, the API takes only POST. One rule for every path, so the router never sees a
 * method it would refuse (it then renders its error page without the root loader's data).
 */
export function allowedMethods(path: string): readonly string[] {
  if (path === '/api/appointments' || path === '/api/appointments/') return ['POST'];
  if (formActionPaths.has(path)) return [...readOnly, 'POST'];
  // The staff area's forms (sign-in, actions on a request) post to its own paths.
  if (path === staffBasePath || path.startsWith(`${staffBasePath}/`)) return [...readOnly, 'POST'];
  // The patient's appointment page: its cancel step posts.
  if (isManagePath(path)) return [...readOnly, 'POST'];
  return readOnly;
}

/** No page of the site sends such a request; whoever tries one by hand reads this. */
const notAllowedText: Record<Lang, string> = {
  nl: 'Deze methode is hier niet toegestaan.',
  en: 'This method is not allowed here.',
  tr: 'Bu yönteme burada izin verilmiyor.',
};

/**
 * OPTIONS answers 204 with the path's `Allow`; any other method the path does not serve answers 405
 * with `Allow`, in the path's language. Neither is an error worth a log line: scanners send them.
 */
export function methodGuard(allowed: (path: string) => readonly string[]): RequestHandler {
  return (req, res, next) => {
    const methods = allowed(req.path);
    if (methods.includes(req.method)) return next();
    res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '));
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    if (req.path.startsWith('/api/')) {
      res.status(405).json({ error: 'method_not_allowed' });
      return;
    }
    res.status(405).type('text/plain').send(notAllowedText[langFromPath(req.path)]);
  };
}

/**
 * CONNECT never reaches Express: Node hands it to the server's 'connect' event and, with no
 * listener, drops the connection. Answer it like any other method the path does not serve (its
 * target is usually a host and port, not a path: then the answer is a page's).
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const path = req.url?.startsWith('/') ? (req.url.split('?')[0] ?? '/') : '/';
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\n' +
        `Allow: ${[...allowedMethods(path), 'OPTIONS'].join(', ')}\r\n` +
        'Content-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
}
