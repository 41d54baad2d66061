/**
 * Facing the open internet: headers on every response, a strict CSP (that every page keeps to
 * is checked on its one visit, every-page.spec.ts), cross-origin writes refused, and the proxy
 * setting deciding whose address a rate limit counts.
 */
import { expect, test } from '@playwright/test';
import { availableDates } from '~/appointments/dates';
import { startAppServer } from '../support/app-server';

test.skip(({ isMobile }) => isMobile, 'headers and policies do not depend on the screen');

test('pages: a strict CSP (hashes when prerendered, a fresh nonce when rendered per request)', async ({
  request,
}) => {
  const prerendered = (await request.get('/team')).headers()['content-security-policy'] ?? '';
  expect(prerendered).toMatch(/script-src 'self' 'sha256-/);
  expect(prerendered).not.toContain('unsafe-inline');
  expect(prerendered).not.toContain('nonce-');
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "style-src 'self'",
  ]) {
    expect(prerendered).toContain(directive);
  }
  // Rendered per request (answers to the form): a fresh nonce each time.
  const answer = () => request.post('/en', { form: { fullName: '', email: 'x', language: 'en' } });
  const first = await answer();
  const second = await answer();
  expect(first.status()).toBe(400);
  const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  expect(await first.text()).toMatch(/<script nonce="[^"]+"/);
  // The home pages and the 404 pages are rendered once a day and kept: hashes, like prerendered pages.
  for (const path of ['/tr', '/en/no-such-page']) {
    const kept = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(kept, path).toMatch(/script-src 'self' 'sha256-/);
    expect(kept, path).not.toContain('unsafe-inline');
    expect(kept, path).not.toContain('nonce-');
  }
});

test('other headers on every kind of response; no X-Powered-By; no HSTS over http', async ({
  request,
}) => {
  const responses = [
    await request.get('/team'),
    await request.get('/'),
    await request.get('/nope'),
    await request.get('/healthz'),
    await request.get('/team/', { maxRedirects: 0 }),
    await request.post('/api/appointments', { data: {} }),
  ];
  for (const response of responses) {
    const headers = response.headers();
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
    expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], response.url()).toContain('camera=()');
    expect(headers['x-frame-options'], response.url()).toBe('DENY');
    // Kept although Lighthouse measures more blocking time with them (decision 0014).
    expect(headers['cross-origin-opener-policy'], response.url()).toBe('same-origin');
    expect(headers['origin-agent-cluster'], response.url()).toBe('?1');
    expect(headers['x-powered-by'], response.url()).toBeUndefined();
    expect(headers['strict-transport-security'], response.url()).toBeUndefined();
  }
});

// HSTS for an https public origin: server/security.test.ts (the built server keeps the build's origin).

test('a POST from another site is refused, to the form and to the API', async ({
  request,
  baseURL,
}) => {
  const cross = { Origin: 'https://evil.example' };
  const form = await request.post('/en', { form: { fullName: 'x' }, headers: cross });
  expect(form.status()).toBe(403);
  const api = await request.post('/api/appointments', { data: {}, headers: cross });
  expect(api.status()).toBe(403);
  const fetchMeta = await request.post('/api/appointments', {
    data: {},
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(fetchMeta.status()).toBe(403);
  // The site's own origin, and clients without one, are judged on their content.
  const own = await request.post('/api/appointments', {
    data: {},
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  expect(own.status()).toBe(400);
});

test.describe('behind a reverse proxy', () => {
  const body = (email: string) => ({
    fullName: 'Proxy Test',
    email,
    phone: '+31 6 12345678',
    service: 'general',
    preferredDate: availableDates(new Date())[1],
    privacyConsent: true,
    language: 'en',
  });

  test('TRUST_PROXY=1: the forwarded address is the visitor’s, and the limit counts per visitor', async ({
    request,
  }) => {
    const server = await startAppServer({ env: { TRUST_PROXY: '1', APPOINTMENT_RATE_LIMIT: '1' } });
    try {
      const post = (ip: string, email: string) =>
        request.post(`${server.url}/api/appointments`, {
          data: body(email),
          headers: { 'X-Forwarded-For': ip },
        });
      expect((await post('203.0.113.1', 'a@example.com')).status()).toBe(201);
      expect((await post('203.0.113.1', 'b@example.com')).status()).toBe(429);
      expect((await post('203.0.113.2', 'c@example.com')).status()).toBe(201);
    } finally {
      await server.destroy();
    }
  });

  test('TRUST_PROXY unset: a forged X-Forwarded-For changes nothing', async ({ request }) => {
    const server = await startAppServer({ env: { APPOINTMENT_RATE_LIMIT: '1' } });
    try {
      const post = (ip: string, email: string) =>
        request.post(`${server.url}/api/appointments`, {
          data: body(email),
          headers: { 'X-Forwarded-For': ip },
        });
      expect((await post('203.0.113.1', 'a@example.com')).status()).toBe(201);
      expect((await post('203.0.113.99', 'b@example.com')).status()).toBe(429);
    } finally {
      await server.destroy();
    }
  });
});
