/**
 * The HTTP edges a scanner probes, on the built server: every method Node's HTTP parser accepts,
 * against a page, the API, a 404 and a file, never answered with a 5xx or logged as an error; and
 * the content encoding a real browser gets, by preference (Brotli) and by its q values.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { catalogues } from '~/i18n/messages';
import { repoRoot, startAppServer, type AppServer } from '../support/app-server';

test.skip(({ isMobile }) => isMobile, 'no browser involved');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** A raw request: the method and headers exactly as given, the body not read. */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, base);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false });
    const answer = (response: http.IncomingMessage) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      response.destroy();
    };
    request.on('response', answer);
    // CONNECT's answer arrives as a tunnel, whatever its status.
    request.on('connect', (response: http.IncomingMessage, socket: { destroy(): void }) => {
      answer(response);
      socket.destroy();
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path}: no answer`)));
    request.end();
  });
}

test.describe('every HTTP method', () => {
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer();
  });
  test.afterAll(async () => {
    await server.destroy();
  });

  test('a page, the API, a 404 and files: 204 to OPTIONS, 405 with Allow to what they do not serve, never a 5xx', async () => {
    test.setTimeout(120_000);
    const home = await (await fetch(`${server.url}/en`)).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const targets: { path: string; serves: string[] }[] = [
      { path: '/en/contact', serves: ['GET', 'HEAD'] },
      { path: '/en', serves: ['GET', 'HEAD', 'POST'] },
      { path: '/api/appointments', serves: ['POST'] },
      { path: '/en/no-such-page', serves: ['GET', 'HEAD'] },
      { path: '/favicon.ico', serves: ['GET', 'HEAD'] },
      { path: asset ?? '', serves: ['GET', 'HEAD'] },
    ];
    for (const { path, serves } of targets) {
      for (const method of http.METHODS) {
        const where = `${method} ${path}`;
        const { status, headers } = await send(server.url, method, path);
        expect(status, where).toBeLessThan(500);
        if (serves.includes(method)) {
          expect(status, where).not.toBe(405);
          continue;
        }
        expect(status, where).toBe(method === 'OPTIONS' ? 204 : 405);
        expect(headers.allow, where).toBe([...serves, 'OPTIONS'].join(', '));
      }
    }
    // Scanners' probes are not errors: nothing at level error (50) or above in the log.
    const errors = server.logs.filter((line) => /"level":(5|6)\d/.test(line));
    expect(errors).toEqual([]);
  });

  test('a method a page does not serve: a short answer in the path’s language', async () => {
    for (const [path, text] of [
      ['/contact', 'Deze methode is hier niet toegestaan.'],
      ['/en/contact', 'This method is not allowed here.'],
      ['/tr/iletisim', 'Bu yönteme burada izin verilmiyor.'],
    ] as const) {
      const response = await fetch(server.url + path, { method: 'DELETE' });
      expect(response.status, path).toBe(405);
      expect(await response.text(), path).toBe(text);
    }
  });
});

test("the router's error page without the root loader's data: rendered in the path's language", async () => {
  // The server never lets the router see such a method now; the router itself still must not crash
  // on one (it answers 405 before any loader runs).
  const build = (await import(
    pathToFileURL(path.join(repoRoot, 'build', 'server', 'index.js')).href
  )) as ServerBuild;
  const render = createRequestHandler(build, 'production');
  // The router reports the refused method on the console; what matters here is the page.
  const consoleError = console.error;
  console.error = () => undefined;
  try {
    for (const [where, lang] of [
      ['/contact', 'nl'],
      ['/en/contact', 'en'],
      ['/tr/iletisim', 'tr'],
    ] as const) {
      const response = await render(
        new Request(`http://localhost${where}`, { method: 'OPTIONS' }),
        {
          clientAddress: 'test',
        } as unknown as AppLoadContext,
      );
      const html = await response.text();
      expect(response.status, where).toBe(405);
      expect(html, where).toContain(`<html lang="${lang}"`);
      expect(html, where).toContain(catalogues[lang].error.title);
      expect(html, where).toContain(catalogues[lang].common.skipToContent);
      // Plain HTML: the client would have no messages to hydrate it with.
      expect(html, where).not.toContain('__reactRouterContext');
    }
  } finally {
    console.error = consoleError;
  }
});

test.describe('content encoding', () => {
  const chromium = 'gzip, deflate, br, zstd';
  const firefoxBeforeZstd = 'gzip, deflate, br';

  // A cached home page, a prerendered page, a rendered 404, a hashed asset, a generated file.
  const paths = async (baseURL: string) => {
    const home = await (await fetch(`${baseURL}/en`)).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '';
    return [
      '/',
      '/en',
      '/tr',
      '/en/contact',
      '/implantaten',
      '/en/no-such-page',
      asset,
      '/sitemap.xml',
    ];
  };

  test('real browsers get Brotli on every kind of response, with Vary: Accept-Encoding', async ({
    baseURL,
  }) => {
    for (const path of await paths(baseURL ?? '')) {
      for (const acceptEncoding of [chromium, firefoxBeforeZstd]) {
        const where = `${path} (${acceptEncoding})`;
        const { status, headers } = await send(baseURL ?? '', 'GET', path, {
          'Accept-Encoding': acceptEncoding,
        });
        expect(status, where).toBeLessThan(500);
        expect(headers['content-encoding'], where).toBe('br');
        expect(headers.vary, where).toMatch(/accept-encoding/i);
      }
    }
  });

  test('q values decide: Brotli refused or valued less gives gzip; nothing gives the plain bytes', async ({
    baseURL,
  }) => {
    for (const path of await paths(baseURL ?? '')) {
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br;q=0', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
        ['identity', undefined],
      ] as const) {
        const where = `${path} (${acceptEncoding})`;
        const { headers } = await send(baseURL ?? '', 'GET', path, {
          'Accept-Encoding': acceptEncoding,
        });
        expect(headers['content-encoding'], where).toBe(expected);
      }
    }
  });
});
