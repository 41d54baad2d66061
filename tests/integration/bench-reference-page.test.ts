import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../scripts/reference-page.mjs';

// The benchmark's control page must carry the headers of the page it stands next to (they change
// what the browser does, e.g. a fresh renderer process for Cross-Origin-Opener-Policy), and nothing
// of the site's own work.
describe('benchmark reference page', () => {
  let site: http.Server;
  let siteUrl: string;
  beforeAll(async () => {
    site = http.createServer((request, response) => {
      if (request.url !== '/en/contact') return void response.writeHead(404).end();
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cross-origin-opener-policy': 'same-origin',
          'origin-agent-cluster': '?1',
          'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
          etag: 'W/"1-2"',
        })
        .end('<!doctype html><title>site</title><script>work()</script>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it('serves one heading and one paragraph, no script, with the page’s policy headers', async () => {
    const reference = await startReferenceServer(`${siteUrl}/en/contact`);
    try {
      const response = await fetch(reference.url);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('origin-agent-cluster')).toBe('?1');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; frame-ancestors 'none'",
      );
      // Headers about the other body are not carried over.
      expect(response.headers.get('etag')).toBeNull();
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      expect(html).toMatch(/<h1>[^<]+<\/h1>\s*<p>[^<]+<\/p>/);
      expect(html).not.toMatch(/<script|<style|<link|<img/);
      expect((await fetch(`${reference.url}other`)).status).toBe(404);
    } finally {
      await reference.stop();
    }
  });

  it('refuses to stand next to a page that does not answer', async () => {
    await expect(startReferenceServer(`${siteUrl}/missing`)).rejects.toThrow(/answered 404/);
  });
});
