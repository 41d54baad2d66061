import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { securityHeaders } from './security';

/**
 * HSTS and upgrade-insecure-requests follow the public origin's scheme. The built server takes
 * its origin from the build (server/built-origin.ts), so an https origin is tested here, on the
 * headers middleware itself, rather than by starting the localhost build with another origin.
 */
describe('security headers by scheme', () => {
  const servers: { close(): void }[] = [];
  const origins: Record<'http' | 'https', string> = { http: '', https: '' };

  beforeAll(async () => {
    for (const scheme of ['http', 'https'] as const) {
      const app = express();
      app.use(securityHeaders({ https: scheme === 'https' }));
      app.get('/', (_req, res) => res.send('ok'));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      origins[scheme] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(() => servers.forEach((server) => server.close()));

  test('an https public origin: HSTS for a year with subdomains, and insecure requests upgraded', async () => {
    const response = await fetch(origins.https);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  test('an http one: neither (HSTS over plain http would be ignored, or lock out a test host)', async () => {
    const response = await fetch(origins.http);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});
