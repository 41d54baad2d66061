/**
 * Hostile input against the running server (property-based, fast-check): random and malicious
 * bodies for the JSON API and the form action never cause a 5xx, are never stored when invalid,
 * and what the visitor typed never comes back unescaped in a page or an e-mail.
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { availableDates } from '~/appointments/dates';
import { appointmentFields } from '~/appointments/fields';
import type { AppServer } from '../support/app-server';
import type { TestSmtp } from '../support/smtp';
import { startStack, type Stack } from '../support/stack';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server behaviour; no browser involved');

let stack: Stack;
let database: pg.Pool;
let smtp: TestSmtp;
let server: AppServer;

test.beforeAll(async () => {
  stack = await startStack('hostile_e2e', {
    CLINIC_EMAIL: 'balie@praktijk.test',
    APPOINTMENT_RATE_LIMIT: '100000',
  });
  ({ database, smtp, server } = stack);
});

test.afterAll(async () => {
  await stack.stop();
});

async function storedCount(): Promise<number> {
  const result = await database.query<{ count: number }>(
    'select count(*)::int as count from appointment_requests',
  );
  return result.rows[0]?.count ?? 0;
}

/** A marker that must never appear as markup: only escaped (&lt;x-probe) or not at all. */
const probe = '<x-probe data-p="1">';
const markup = fc.constantFrom(
  probe,
  `"><x-probe>`,
  `</textarea><x-probe>`,
  `<script>x-probe</script>`,
  `javascript:alert(1)`,
  `{{constructor.constructor('x')()}}`,
);

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), markup, fc.string({ maxLength: 20 }))
    .map((p) => p.join('')),
  fc.string({ unit: 'grapheme-ascii', minLength: 3000, maxLength: 6000 }),
);

const deep = fc
  .integer({ min: 10, max: 5000 })
  .map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const value = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}),
);

const validBase = () => ({
  fullName: 'Jan Jansen',
  email: 'jan@example.com',
  phone: '+31 6 12345678',
  service: 'general',
  preferredDate: availableDates(new Date())[2] ?? '',
  healthDataConsent: true,
  privacyConsent: true,
  language: 'en',
});

/** Bodies as JSON text: valid requests with hostile fields, prototype keys, or nonsense. */
const jsonBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...appointmentFields), value, { minKeys: 1, maxKeys: 5 })
    .map((replaced) => JSON.stringify({ ...validBase(), ...replaced })),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 3 }))
    .map(([key, v]) => `{"${key}":${JSON.stringify(v)},${JSON.stringify(validBase()).slice(1)}`),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  deep,
  fc.string({ unit: 'binary', maxLength: 500 }),
);

test('the JSON API: random and hostile bodies never cause a 5xx, and nothing invalid is stored', async () => {
  test.setTimeout(180_000);
  await fc.assert(
    fc.asyncProperty(jsonBody, async (body) => {
      const before = await storedCount();
      const response = await fetch(`${server.url}/api/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'tr' },
        body,
      });
      const text = await response.text();
      expect(response.status, text).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const after = await storedCount();
      if (response.status === 201) {
        expect(after).toBeLessThanOrEqual(before + 1);
      } else {
        expect([400, 413]).toContain(response.status);
        expect(after).toBe(before);
        const json = JSON.parse(text) as { errors?: unknown; message?: string };
        expect(json.errors ?? json.message).toBeTruthy();
      }
    }),
    { numRuns: 250 },
  );
  expect(server.process.exitCode).toBeNull();
});

test('bytes that are not UTF-8 or not JSON, with any content type: a 4xx, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'application/json; charset=nonsense',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      async (bytes, type) => {
        const response = await fetch(`${server.url}/api/appointments`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body: bytes,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      },
    ),
    { numRuns: 100 },
  );
});

test('the form without JavaScript: hostile fields get a 4xx page in which they appear only escaped', async () => {
  test.setTimeout(180_000);
  // The page does show what was typed (so the visitor need not type it again): escaped.
  const echoed = await fetch(`${server.url}/en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...validBase(),
      privacyConsent: 'on',
      healthDataConsent: 'on',
      fullName: `Jan ${probe}`,
      phone: 'x',
    }),
  });
  expect(echoed.status).toBe(400);
  const echoedHtml = await echoed.text();
  expect(echoedHtml).toContain('Jan &lt;x-probe data-p=&quot;1&quot;&gt;');
  expect(echoedHtml).not.toContain('<x-probe');

  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom(...appointmentFields, 'extra'), hostileString, { minKeys: 1 }),
      fc.constantFrom('/', '/en', '/tr'),
      async (fields, path) => {
        const before = await storedCount();
        const form = new URLSearchParams({
          ...validBase(),
          privacyConsent: 'on',
          healthDataConsent: 'on',
          ...fields,
        });
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
        });
        const html = await response.text();
        expect(response.status).toBeLessThan(500);
        if (response.status !== 201 && response.status !== 200) {
          expect(await storedCount()).toBe(before);
        }
        expect(html).not.toContain('<x-probe');
        expect(html).not.toContain('<script>x-probe');
      },
    ),
    { numRuns: 60 },
  );
});

test('markup in a valid request is stored as typed and mailed escaped, with no injected headers', async () => {
  test.setTimeout(180_000);
  const namePart = fc.constantFrom(
    'Ayşe <x-probe>',
    'Jan "><x-probe data-p="1"> Jansen',
    "O'Brien & <b>Zoë</b>",
    'Élodie </td><x-probe>',
  );
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(
      namePart,
      fc.tuple(fc.string({ maxLength: 50 }), markup).map((p) => p.join(' ')),
      async (fullName, message) => {
        const email = `markup${++sent}@example.com`;
        const response = await fetch(`${server.url}/api/appointments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validBase(), fullName, email, message }),
        });
        expect(response.status).toBe(201);
        const row = await database.query<{ full_name: string; message: string }>(
          'select full_name, message from appointment_requests where email = $1',
          [email],
        );
        expect(row.rows[0]?.full_name).toBe(fullName.trim());

        const [toPatient] = await smtp.waitFor((mail) => mail.envelopeTo.includes(email));
        const [toClinic] = await smtp.waitFor((mail) => mail.replyTo?.[0]?.address === email);
        for (const mail of [toPatient, toClinic]) {
          expect(mail?.html).toBeTruthy();
          expect(mail?.html).not.toContain('<x-probe');
          expect(mail?.html).not.toContain('<b>Zoë');
          expect(mail?.html).not.toContain('<script>x-probe');
          // Headers: one recipient each, nothing added by what was typed.
          expect(mail?.envelopeTo).toHaveLength(1);
          expect(mail?.headers.filter((h) => h.key === 'bcc')).toEqual([]);
        }
        // The practice sees the name as typed (escaped, so it reads the same).
        expect(toClinic?.text).toContain(fullName.trim());
      },
    ),
    { numRuns: 12 },
  );
});
