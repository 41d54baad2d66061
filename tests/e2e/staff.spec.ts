/**
 * The practice inbox (/beheer) end to end: two production server processes sharing one PostgreSQL
 * database, with a real SMTP server catching the mail. Process A serves http, process B believes
 * it is behind https (PUBLIC_ORIGIN https), which decides the cookie's name and flags.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { availableDates } from '~/appointments/dates';
import { hashSecret } from '~/staff/auth.server';
import { startAppServer, type AppServer } from '../support/app-server';
import { startPostgres, type PostgresServer } from '../support/postgres-server';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { builtOrigin } from '../../playwright.config';

// Link requests are limited to 5 per hour per address: the tests spread over several addresses.
const staffEmail = 'balie@example.com';
const secondStaffEmail = 'tandarts@example.com';
const thirdStaffEmail = 'assistent@example.com';
const limitedStaffEmail = 'waarnemer@example.com';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const signInSubject = 'Uw inloglink voor het praktijkoverzicht';
const vnu = createRequire(import.meta.url)('vnu-jar') as string;

let postgres: PostgresServer;
let databaseUrl: string;
let smtp: TestSmtp;
let smtpPort: number;
let serverA: AppServer;
let serverB: AppServer;
let db: pg.Client;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server processes of their own; run once');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('staff_e2e');
  smtp = await startSmtp();
  smtpPort = smtp.port;
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    STAFF_EMAILS: [staffEmail, secondStaffEmail, thirdStaffEmail, limitedStaffEmail].join(', '),
    CLINIC_EMAIL: 'praktijk@example.com',
    APPOINTMENT_RATE_LIMIT: '1000',
    // A mail that could not be sent waits for the button, not for the background retry.
    OUTBOX_RETRY_BASE_MS: '600000',
    LOG_LEVEL: 'info',
  };
  // A: the build's own (http) origin. B: as if built for an https origin, which decides the
  // cookie's name and flags (the server refuses a PUBLIC_ORIGIN other than its build's).
  serverA = await startAppServer({ env });
  serverB = await startAppServer({ env, builtFor: 'https://praktijk.example' });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

test.afterAll(async () => {
  // Whatever started is stopped, also when start-up failed half-way.
  const started = [db, serverA, serverB, smtp, postgres] as unknown[];
  if (started[0]) await db.end();
  if (started[1]) await serverA.destroy();
  if (started[2]) await serverB.destroy();
  if (started[3]) await smtp.close();
  if (started[4]) await postgres.destroy();
});

async function submitRequest(
  request: APIRequestContext,
  fullName: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post(`${serverA.url}/api/appointments`, {
    data: {
      ...extra,
      fullName,
      email: 'patient@example.com',
      phone: '06 12345678',
      service: 'implants',
      preferredDate: availableDates(new Date())[3],
      message: 'Mijn kroon zit los.',
      healthDataConsent: true,
      privacyConsent: true,
      language: 'tr',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const signInMails = (to: string) => (mail: ReceivedMail) =>
  mail.envelopeTo.includes(to) && mail.subject === signInSubject;

/** Asks for a link (as a form post) and returns the path and query of the link that arrives. */
async function requestLink(request: APIRequestContext, server: AppServer, email = staffEmail) {
  const before = smtp.mails.filter(signInMails(email)).length;
  const response = await request.post(`${server.url}/beheer/inloggen`, {
    form: { email, lang: 'nl' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const mails = await smtp.waitFor(signInMails(email), before + 1);
  const link = /https?:\/\/\S+\/beheer\/inloggen\/link\?token=[\w-]+&lang=\w+/.exec(
    mails.at(-1)?.text ?? '',
  )?.[0];
  if (!link) throw new Error('no sign-in link in the mail');
  const url = new URL(link);
  return { path: url.pathname + url.search, token: url.searchParams.get('token') ?? '' };
}

/** Signs in without a browser; returns the session cookie's value. */
async function signInCookie(
  request: APIRequestContext,
  server: AppServer,
  email = secondStaffEmail,
): Promise<string> {
  const { token } = await requestLink(request, server, email);
  const response = await request.post(`${server.url}/beheer/inloggen/link`, {
    form: { token, lang: 'nl' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const cookie = /(?:__Host-)?session=([\w-]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
    where,
  ).toEqual([]);
}

/** The extended-Latin face (ş, ğ, İ) is declared in the page and has loaded: no fallback letters. */
async function expectTurkishLettersInNunito(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const face = await page.evaluate(() =>
    [...document.fonts]
      .filter((font) => font.unicodeRange.startsWith('U+100'))
      .map((font) => ({ status: font.status, display: font.display })),
  );
  expect(face, where).toEqual([{ status: 'loaded', display: 'block' }]);
  expect(
    await page.evaluate(() => document.fonts.check('700 16px "Nunito Variable"', 'şğİŞ')),
    where,
  ).toBe(true);
}

/** Nothing wider than the window: the header's row and the lists fit at phone and desktop size. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, where).toBeLessThanOrEqual(0);
}

const requestRow = async (id: string) =>
  (await db.query('select status from appointment_requests where id = $1', [id])).rows[0] as
    { status: string } | undefined;

test('a practice member signs in by e-mail link and handles, resends, exports and erases a request', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Ayşe Demir ${Date.now()}`;
  const id = await submitRequest(request, name);

  // The practice's notification links straight to the request's page.
  const [notification] = await smtp.waitFor(
    (mail) => mail.envelopeTo.includes('praktijk@example.com') && mail.text?.includes(id) === true,
  );
  // The link names the site's public origin (the build's), not the address the test reached.
  expect(notification?.text).toContain(`${builtOrigin}/beheer/aanvragen/${id}`);
  // The message may be about health: the practice's mailbox is told there is one, not what.
  expect(notification?.text).toContain('Bericht: ja, lees het in het praktijkoverzicht');
  expect(notification?.text).not.toContain('kroon');
  expect(notification?.html).not.toContain('kroon');

  // The staff pages carry no script (their CSP allows none), so this is the same with or without
  // JavaScript; the next test runs with it switched off. Here it is on, for axe.
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`${serverA.url}/beheer`);
  await expect(page).toHaveURL(/\/beheer\/inloggen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await expectNoViolations(page, 'sign-in');
  const before = smtp.mails.filter(signInMails(staffEmail)).length;
  await page.getByLabel('E-mailadres').fill(staffEmail);
  await page.getByRole('button', { name: 'Inloglink sturen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk in uw mailbox');
  await expectNoViolations(page, 'link sent');

  const mails = await smtp.waitFor(signInMails(staffEmail), before + 1);
  // The mailed link names the site's public origin; the test opens its path on server A.
  const link = new RegExp(
    `${builtOrigin.replace(/[.]/g, '\\.')}(/beheer/inloggen/link\\?\\S+)`,
  ).exec(mails.at(-1)?.text ?? '')?.[1];
  expect(link).toBeDefined();
  await page.goto(`${serverA.url}${link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen bevestigen');
  await expectNoViolations(page, 'confirm sign-in');
  expect(await context.cookies()).toHaveLength(0); // opening the link signed nobody in
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // The inbox, with the request just submitted, standing out as new.
  await expect(page).toHaveURL(`${serverA.url}/beheer`);
  await expect(page).toHaveTitle('Aanvragen · Praktijkoverzicht');
  const row = page.locator('tr', { hasText: name });
  await expect(row).toHaveAttribute('data-status', 'new');
  await expect(row).toContainText('Nieuw');
  // The number to call back, readable and one tap away, in the row itself.
  const phoneLink = row.locator('a[href="tel:+31612345678"]');
  await expect(phoneLink).toHaveText('06\u00a012\u00a034\u00a056\u00a078');
  await expect(phoneLink).toHaveCSS('white-space', 'nowrap');
  // The filters count the requests per status.
  const counts = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from appointment_requests group by status',
  );
  const newCount = counts.rows.find((each) => each.status === 'new')?.n ?? 0;
  const allCount = counts.rows.reduce((sum, each) => sum + each.n, 0);
  await expect(page.locator('[data-filter="new"] [data-count]')).toHaveText(String(newCount));
  await expect(page.locator('[data-filter="all"] [data-count]')).toHaveText(String(allCount));
  await expect(page.locator('[data-filter="declined"] [data-count]')).toHaveText('0');
  // "Ayşe" in Nunito, the ş too: the extended-Latin face is in the page and allowed by the CSP.
  await expectTurkishLettersInNunito(page, 'inbox');
  await expectNoViolations(page, 'inbox');

  // Search by name: the term stays out of the URL.
  await page.getByLabel('Zoek op naam, e-mail of telefoon').fill(name);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expectNoViolations(page, 'inbox with a search');
  // …and by phone as the patient would write it.
  await page.getByLabel('Zoek op naam, e-mail of telefoon').fill('06 1234 5678');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.locator('tr', { hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();

  // The request's page: every field, its e-mails, mark handled and undo.
  // (From the table: the "to do" above it links to the same page.)
  await page.locator('table').getByRole('link', { name }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer/aanvragen/${id}`);
  await expect(page).toHaveTitle('Aanvraag · Praktijkoverzicht');
  const main = page.locator('main');
  for (const text of [
    name,
    'patient@example.com',
    '06\u00a012\u00a034\u00a056\u00a078',
    'Implantaten',
    'Türkçe',
    'Mijn kroon zit los.',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(main.locator('a[href="tel:+31612345678"]')).toHaveCount(1);
  await expect(main.locator('[data-mail-status="sent"]')).toHaveCount(2);
  // The reference is there for matching the log, small and out of the way.
  await expect(main.locator('[data-reference]')).toHaveText(id);
  await expect(main.locator('[data-reference]')).toHaveCSS('font-size', '12px');
  // The patient's data card is as tall as its content, not stretched beside the actions.
  const details = await main.locator('section[aria-labelledby="details"]').boundingBox();
  const lastInside = await main.locator('[data-reference]').boundingBox();
  if (!details || !lastInside) throw new Error('no details card');
  expect(details.y + details.height - (lastInside.y + lastInside.height)).toBeLessThan(40);
  await expectNoViolations(page, 'request');
  await page.getByRole('button', { name: 'Markeer als afgehandeld' }).click();
  await expect(page.getByRole('status')).toHaveText('Gemarkeerd als afgehandeld.');
  expect((await requestRow(id))?.status).toBe('handled');
  await page.getByRole('button', { name: 'Afhandeling ongedaan maken' }).click();
  expect((await requestRow(id))?.status).toBe('new');

  // Export (right of access): one JSON file with the request and its e-mails.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download als JSON (inzageverzoek)' }).click(),
  ]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    request: { id: string; fullName: string };
    emails: { kind: string }[];
  };
  expect(exported.request).toMatchObject({ id, fullName: name });
  expect(exported.emails.map((mail) => mail.kind).sort()).toEqual([
    'clinic-notification',
    'patient-confirmation',
  ]);

  // The patient withdraws consent for the health data in the message: only the message goes.
  // Opening the step changes nothing; the POST does, after it, audited as its own action.
  await page.getByRole('link', { name: 'Bericht verwijderen (toestemming ingetrokken)…' }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer/aanvragen/${id}/bericht-verwijderen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bericht verwijderen');
  await expect(page).toHaveTitle('Bericht verwijderen · Praktijkoverzicht');
  await expect(page.locator('main')).not.toContainText('Mijn kroon zit los.');
  await expectNoViolations(page, 'remove message confirmation');
  const stored = async () =>
    (
      await db.query(
        'select message, message_removed_at, full_name, phone from appointment_requests where id = $1',
        [id],
      )
    ).rows[0] as { message: string | null; message_removed_at: Date | null; full_name: string };
  expect((await stored()).message).toBe('Mijn kroon zit los.');
  // Without the confirmation's value, a POST removes nothing.
  const unconfirmed = await page.request.post(
    `${serverA.url}/beheer/aanvragen/${id}/bericht-verwijderen`,
    { form: {}, maxRedirects: 0 },
  );
  expect(unconfirmed.status()).toBe(404);
  expect((await stored()).message).toBe('Mijn kroon zit los.');
  await page.getByRole('button', { name: 'Ja, bericht definitief verwijderen' }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer/aanvragen/${id}?notice=message-removed`);
  await expect(page.getByRole('status')).toHaveText(
    'Het bericht is verwijderd, ook uit de opgeslagen e-mails.',
  );
  await expect(main).not.toContainText('Mijn kroon zit los.');
  await expect(main.locator('[data-message-removed]')).toContainText(
    'Verwijderd op verzoek van de patiënt',
  );
  await expect(page.locator('[data-history="message-removed"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Bericht verwijderen/ })).toHaveCount(0);
  await expectNoViolations(page, 'request with the message removed');
  const after = await stored();
  expect(after.message).toBeNull();
  expect(after.message_removed_at).not.toBeNull();
  expect(after.full_name).toBe(name); // the rest of the request stays
  // Nowhere in the database any more: not the request, its mails, the audit log or the sessions.
  for (const [table, where] of [
    ['appointment_requests', 'id = $1'],
    ['mail_outbox', 'appointment_id = $1'],
    ['audit_log', 'request_id = $1'],
    ['staff_sessions', '$1::text is not null'],
  ]) {
    const found = await db.query(
      `select 1 from ${table} t where ${where} and t::text like '%kroon%'`,
      [id],
    );
    expect(found.rowCount, table).toBe(0);
  }
  expect(serverA.logs.join('\n')).not.toContain('kroon');
  // The step for a request without a message leads back to the request.
  const again = await page.request.get(
    `${serverA.url}/beheer/aanvragen/${id}/bericht-verwijderen`,
    {
      maxRedirects: 0,
    },
  );
  expect(again.status()).toBe(303);

  // The language switch is kept in the session.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer/aanvragen/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${serverA.url}/beheer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests');
  await expectNoViolations(page, 'inbox in English');
  await page.getByRole('button', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talepler');
  await page.getByRole('button', { name: 'Nederlands' }).click();

  // Erase (right to erasure), after a confirmation step.
  await page.goto(`${serverA.url}/beheer/aanvragen/${id}`);
  await page.getByRole('link', { name: 'Wis deze aanvraag…' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanvraag wissen');
  await expectNoViolations(page, 'erase confirmation');
  expect(await requestRow(id)).toBeDefined();
  await page.getByRole('button', { name: 'Ja, definitief wissen' }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer?notice=erased`);
  await expect(page.getByRole('status')).toHaveText(
    'De aanvraag en de bijbehorende e-mails zijn gewist.',
  );
  await expect(page.locator('main')).not.toContainText(name);
  expect(await requestRow(id)).toBeUndefined();
  expect(
    (await db.query('select 1 from mail_outbox where appointment_id = $1', [id])).rowCount,
  ).toBe(0);

  // The audit log keeps who did what, and of the erased request only its id.
  const audit = await db.query('select * from audit_log where request_id = $1 order by id', [id]);
  expect(audit.rows.map((entry: { action: string }) => entry.action)).toEqual(
    expect.arrayContaining([
      'viewed',
      'marked-handled',
      'reopened',
      'exported',
      'message-removed',
      'erased',
    ]),
  );
  expect(JSON.stringify(audit.rows)).not.toContain('Ayşe');
  expect(JSON.stringify(audit.rows)).not.toContain('patient@example.com');
  await page.getByRole('link', { name: 'Logboek' }).click();
  await expect(page.locator('main')).toContainText('Aanvraag gewist');
  await expect(page.locator('main')).toContainText('Bericht verwijderd (toestemming ingetrokken)');
  await expect(page.locator('main')).toContainText(id);
  await expectNoViolations(page, 'audit log');

  // Sign out ends the session on the server.
  const cookie = (await context.cookies())[0];
  expect(cookie?.name).toBe('session');
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  const reuse = await request.get(`${serverA.url}/beheer`, {
    headers: { cookie: `session=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(reuse.status()).toBe(302);
  await context.close();
});

test('without JavaScript: a mail that did not go out is shown with its error and sent again by the button; a failed one raises the banner', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const cookie = await signInCookie(request, serverA);
  const session = { name: 'session', value: cookie, domain: '127.0.0.1', path: '/' };
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([session]);
  const page = await context.newPage();
  // axe runs in the page, so its checks use a second window with JavaScript on.
  const axeContext = await browser.newContext();
  await axeContext.addCookies([session]);
  const axePage = await axeContext.newPage();
  const checkAxe = async (url: string, where: string) => {
    await axePage.goto(url);
    await expectNoViolations(axePage, where);
  };

  // The mail server is down while a request comes in: its mails wait for a retry.
  await smtp.close();
  const id = await submitRequest(request, `Jan de Vries ${Date.now()}`);
  smtp = await startSmtp(smtpPort);

  await page.goto(`${serverA.url}/beheer/aanvragen/${id}`);
  const pending = page.locator('[data-mail-status="pending"]');
  await expect(pending).toHaveCount(2);
  await expect(pending.first()).toContainText('Wacht op een nieuwe poging');
  await expect(pending.first()).toContainText('Laatste fout');
  await pending.first().getByRole('button', { name: 'Nu opnieuw versturen' }).click();
  await expect(page.getByRole('status')).toHaveText('De e-mail is verstuurd.');
  await expect(page.locator('[data-mail-status="sent"]')).toHaveCount(1);
  await smtp.waitFor((mail) => mail.envelopeTo.includes('patient@example.com'));

  // After a day of retries the outbox gives up: the inbox warns until it is sent.
  await page.goto(`${serverA.url}/beheer`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await db.query(
    `update mail_outbox set status = 'failed' where appointment_id = $1 and status = 'pending'`,
    [id],
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('1 e-mail is na een dag');
  await checkAxe(`${serverA.url}/beheer`, 'inbox with the failed-mail warning');
  await page.goto(`${serverA.url}/beheer/aanvragen/${id}`);
  await expect(page.locator('[data-mail-status="failed"]')).toContainText('Niet bezorgd');
  await checkAxe(`${serverA.url}/beheer/aanvragen/${id}`, 'request with a failed mail');
  await page.getByRole('button', { name: 'Nu opnieuw versturen' }).click();
  await expect(page.locator('[data-mail-status="sent"]')).toHaveCount(2);
  await page.goto(`${serverA.url}/beheer`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
  await axeContext.close();
});

test('the inbox’s to-do: new requests nobody picked up, emergencies first, then the oldest, with how long each has waited', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const cookie = await signInCookie(request, serverA);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'session', value: cookie, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  const stamp = Date.now();
  // One that came in 20 days ago (more than a working day), one emergency an hour ago.
  const old = await submitRequest(request, `Oud Verzoek ${stamp}`);
  const urgent = await submitRequest(request, `Spoed Verzoek ${stamp}`);
  await db.query(
    `update appointment_requests set created_at = now() - interval '20 days' where id = $1`,
    [old],
  );
  await db.query(
    `update appointment_requests set service = 'emergency', created_at = now() - interval '61 minutes' where id = $1`,
    [urgent],
  );

  await page.goto(`${serverA.url}/beheer`);
  const todo = page.getByRole('region', { name: 'Te doen' });
  await expect(todo.getByRole('heading', { level: 2 })).toContainText('Te doen');
  const newCount = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from appointment_requests where status = 'new'`,
    )
  ).rows[0]?.n;
  await expect(todo.locator('[data-todo-count]')).toHaveText(String(newCount));
  const rows = todo.locator('[data-todo-row]');
  await expect(rows.nth(0)).toHaveAttribute('data-todo-row', urgent);
  await expect(rows.nth(0)).toHaveAttribute('data-emergency', 'true');
  await expect(rows.nth(0)).toContainText('Spoed');
  await expect(rows.nth(0)).toContainText('Wacht al 1 uur');
  await expect(rows.nth(0)).not.toHaveAttribute('data-overdue', 'true');
  await expect(rows.nth(1)).toHaveAttribute('data-todo-row', old);
  await expect(rows.nth(1)).toHaveAttribute('data-overdue', 'true');
  await expect(rows.nth(1).locator('[data-waited]')).toHaveText(
    'Wacht al 20 dagen · Wacht langer dan een werkdag',
  );
  // Oldest first after the emergencies: every later row arrived after the one before it.
  const ids = await rows.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-todo-row') ?? ''),
  );
  const created = await db.query<{ id: string; created_at: Date; service: string }>(
    'select id, created_at, service from appointment_requests where id = any($1)',
    [ids],
  );
  const byId = new Map(created.rows.map((row) => [row.id, row]));
  const times = ids
    .filter((id) => byId.get(id)?.service !== 'emergency')
    .map((id) => byId.get(id)?.created_at.getTime() ?? 0);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // Nothing personal in its links: the request's opaque id only.
  for (const href of await todo
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/beheer(\/aanvragen\/[0-9a-f-]{36}|\?status=new)$/);
  }
  await expectNoViolations(page, 'inbox with its to-do');

  // Picked up: off the list.
  await todo.getByRole('link', { name: `Oud Verzoek ${stamp}` }).click();
  await expect(page).toHaveURL(`${serverA.url}/beheer/aanvragen/${old}`);
  await page.getByRole('button', { name: 'Markeer als afgehandeld' }).click();
  await page.goto(`${serverA.url}/beheer`);
  await expect(todo.locator(`[data-todo-row="${old}"]`)).toHaveCount(0);
  await expect(todo.locator(`[data-todo-row="${urgent}"]`)).toHaveCount(1);
  // In English and Turkish, the same list in their words.
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(
    page.getByRole('region', { name: 'To do' }).locator(`[data-todo-row="${urgent}"]`),
  ).toContainText('Emergency');
  await page.getByRole('button', { name: /^TR/ }).click();
  await expect(
    page.getByRole('region', { name: 'Yapılacaklar' }).locator(`[data-todo-row="${urgent}"]`),
  ).toContainText('Bekleme süresi: 1 saat');
  await page.getByRole('button', { name: /^NL/ }).click();
  // Handled too, so later tests see no emergency in the to-do.
  await db.query(`update appointment_requests set status = 'handled' where id = $1`, [urgent]);
  await context.close();
});

test('a request for a child who should be called first: said in the to-do, the list and the request, found by the child’s name', async ({
  browser,
  request,
}) => {
  // Another address than the other tests' (sign-in links are limited per address and hour).
  const cookie = await signInCookie(request, serverA, staffEmail);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'session', value: cookie, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  const stamp = Date.now();
  const id = await submitRequest(request, `Ouder ${stamp}`, {
    appointmentFor: 'child',
    patientName: `Emma ${stamp}, 6 jaar`,
    newPatient: true,
    callFirst: true,
  });
  const [stored] = (
    await db.query<{ appointment_for: string; patient_name: string; call_first: boolean }>(
      'select appointment_for, patient_name, call_first, new_patient from appointment_requests where id = $1',
      [id],
    )
  ).rows;
  expect(stored).toMatchObject({
    appointment_for: 'child',
    patient_name: `Emma ${stamp}, 6 jaar`,
    call_first: true,
    new_patient: true,
  });

  await page.goto(`${serverA.url}/beheer`);
  const row = page.getByRole('region', { name: 'Te doen' }).locator(`[data-todo-row="${id}"]`);
  await expect(row).toContainText(`Voor: Emma ${stamp}, 6 jaar`);
  await expect(row.locator('[data-flag="call-first"]')).toHaveText('Eerst bellen');
  await expect(row.locator('[data-flag="new-patient"]')).toHaveText('Nieuwe patiënt');
  // The search finds the request by the child's name too.
  await page.locator('#q').fill(`Emma ${stamp}`);
  await page.locator('form[action="/beheer/zoeken"] button[type="submit"]').click();
  await expect(page.locator('tr[data-status]')).toHaveCount(1);
  await expect(page.locator(`tr[data-status] a[href="/beheer/aanvragen/${id}"]`)).toHaveCount(1);
  await expectNoViolations(page, 'inbox with a call-first request');

  await page.goto(`${serverA.url}/beheer/aanvragen/${id}`);
  const details = page.getByRole('region', { name: 'Gegevens' });
  await expect(details).toContainText(`Kind van de aanvrager: Emma ${stamp}, 6 jaar`);
  await expect(details).toContainText(/Nieuwe patiënt\s*Ja/);
  await expect(details).toContainText(/Eerst bellen\s*Ja/);
  // The practice's mail says it first.
  const [notification] = await smtp.waitFor(
    (mail) =>
      mail.text?.includes(`Emma ${stamp}`) === true && mail.subject?.startsWith('Nieuwe') === true,
  );
  expect(notification?.text?.split('\n')[0]).toContain('Graag eerst bellen');
  await db.query(`update appointment_requests set status = 'handled' where id = $1`, [id]);
  await context.close();
});

// One test per size and language: all six in one ran past 360 s on a loaded 2-core machine.
test.describe('every other staff page and state has no axe violations', () => {
  let id: string;
  let cookie: string;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    id = await submitRequest(request, `Elif Kaya ${Date.now()}`);
    cookie = await signInCookie(request, serverA, thirdStaffEmail);
    await request.dispose();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    for (const [lang, button] of [
      // Dutch last, as the staff's language stays for the tests after these.
      ['tr', 'Türkçe'],
      ['en', 'English'],
      ['nl', 'Nederlands'],
    ] as const) {
      test(`in ${lang} at ${viewport.width} px`, async ({ browser }) => {
        test.setTimeout(240_000);
        const signedOut = await browser.newContext({ viewport });
        const page = await signedOut.newPage();
        for (const path of [
          `/beheer/inloggen?lang=${lang}`,
          `/beheer/inloggen/verstuurd?lang=${lang}`,
          `/beheer/inloggen/link?token=no-such-token&lang=${lang}`,
        ]) {
          await page.goto(`${serverA.url}${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expectNoViolations(page, `${path} at ${viewport.width}px`);
        }
        await signedOut.close();

        const signedIn = await browser.newContext({ viewport });
        await signedIn.addCookies([
          { name: 'session', value: cookie, domain: '127.0.0.1', path: '/' },
        ]);
        const staffPage = await signedIn.newPage();
        await staffPage.goto(`${serverA.url}/beheer`);
        await staffPage.getByRole('button', { name: button }).click();
        for (const path of [
          '/beheer',
          '/beheer?status=handled',
          `/beheer/aanvragen/${id}`,
          `/beheer/aanvragen/${id}?notice=handled`,
          `/beheer/aanvragen/${id}/wissen`,
          `/beheer/aanvragen/${id}/bericht-verwijderen`,
          '/beheer/agenda',
          '/beheer/logboek',
          '/beheer/no-such-page',
        ]) {
          await staffPage.goto(`${serverA.url}${path}`);
          await expectNoViolations(staffPage, `${path} in ${lang} at ${viewport.width}px`);
          await expectNoSidewaysScroll(staffPage, `${path} in ${lang} at ${viewport.width}px`);
        }
        // The receptionist's list: on a phone one card per request with the number to tap, from a
        // tablet up a table with a phone column; sign-out always in sight.
        await staffPage.goto(`${serverA.url}/beheer`);
        const shown = viewport.width < 768 ? 'li[data-status]' : 'tr[data-status]';
        await expect(staffPage.locator(shown).first().locator('a[href^="tel:"]')).toBeVisible();
        await expect(staffPage.locator('form[action="/beheer/uitloggen"] button')).toBeVisible();
        await expect(staffPage.locator('form[action="/beheer/taal"] button')).toHaveCount(3);
        await signedIn.close();
      });
    }
  }
});

test.describe('security', () => {
  let id: string;
  let mailId: number;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    id = await submitRequest(request, `Security Test ${Date.now()}`);
    await request.dispose();
    const mails = await db.query<{ id: string }>(
      'select id from mail_outbox where appointment_id = $1 limit 1',
      [id],
    );
    mailId = Number(mails.rows[0]?.id);
  });

  const pagesToGet = () => [
    '/beheer',
    '/beheer/logboek',
    `/beheer/aanvragen/${id}`,
    `/beheer/aanvragen/${id}/wissen`,
    `/beheer/aanvragen/${id}/bericht-verwijderen`,
    '/beheer/anything',
  ];
  const actionsToPost = () =>
    [
      ['/beheer/zoeken', { q: 'Security' }],
      ['/beheer/taal', { lang: 'en' }],
      [`/beheer/aanvragen/${id}/afgehandeld`, {}],
      [`/beheer/aanvragen/${id}/nieuw`, {}],
      [`/beheer/aanvragen/${id}/mails/${mailId}/opnieuw`, {}],
      [`/beheer/aanvragen/${id}/bericht-verwijderen`, { confirm: 'yes' }],
      [`/beheer/aanvragen/${id}/wissen`, { confirm: 'yes' }],
    ] as const;

  /** No data and no change, for a request carrying this cookie header (or none). */
  async function expectShutOut(request: APIRequestContext, cookie?: string) {
    const headers = cookie ? { cookie } : undefined;
    for (const path of pagesToGet()) {
      const response = await request.get(`${serverA.url}${path}`, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe('/beheer/inloggen');
      expect(await response.text(), path).not.toContain('Security Test');
    }
    const exported = await request.get(`${serverA.url}/beheer/aanvragen/${id}/export`, {
      headers,
      maxRedirects: 0,
    });
    expect(exported.status()).toBe(401);
    expect(await exported.text()).not.toContain('Security Test');
    const auditBefore = (await db.query('select count(*)::int as n from audit_log')).rows[0] as {
      n: number;
    };
    for (const [path, form] of actionsToPost()) {
      const response = await request.post(`${serverA.url}${path}`, {
        headers,
        form: { ...form },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe('/beheer/inloggen');
    }
    expect((await requestRow(id))?.status).toBe('new');
    const message = await db.query('select message from appointment_requests where id = $1', [id]);
    expect((message.rows[0] as { message: string | null }).message).toBe('Mijn kroon zit los.');
    const auditAfter = (await db.query('select count(*)::int as n from audit_log')).rows[0] as {
      n: number;
    };
    expect(auditAfter.n).toBe(auditBefore.n);
  }

  test('without a session: every page redirects to sign-in, the JSON answers 401, nothing changes', async ({
    request,
  }) => {
    await expectShutOut(request);
    await expectShutOut(request, 'session=made-up-value');
  });

  test('an expired session (idle 8 hours, or older than 7 days) shows and changes nothing', async ({
    request,
  }) => {
    const idle = 'idle-session-id-for-the-test-aaaaaaaaaaaaaaaa';
    const old = 'old-session-id-for-the-test-bbbbbbbbbbbbbbbbbb';
    await db.query(
      `insert into staff_sessions (id_hash, email, created_at, last_seen_at, expires_at)
       values ($1, $3, now() - interval '9 hours', now() - interval '8 hours 1 minute', now() + interval '6 days'),
              ($2, $3, now() - interval '7 days 1 minute', now() - interval '1 minute', now() - interval '1 minute')`,
      [hashSecret(idle), hashSecret(old), staffEmail],
    );
    await expectShutOut(request, `session=${idle}`);
    await expectShutOut(request, `session=${old}`);
  });

  test('a used link, an expired link and a link for an address not on the list sign nobody in', async ({
    request,
  }) => {
    const used = await requestLink(request, serverA);
    const first = await request.post(`${serverA.url}/beheer/inloggen/link`, {
      form: { token: used.token },
      maxRedirects: 0,
    });
    expect(first.status()).toBe(303);
    const again = await request.post(`${serverA.url}/beheer/inloggen/link`, {
      form: { token: used.token },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(410);
    expect(again.headers()['set-cookie']).toBeUndefined();
    expect((await request.get(`${serverA.url}${used.path}`)).status()).toBe(410);

    const expired = 'expired-token-for-the-test-cccccccccccccccccccc';
    const stranger = 'strangers-token-for-the-test-dddddddddddddddddd';
    await db.query(
      `insert into staff_sign_in_tokens (token_hash, email, created_at, expires_at)
       values ($1, $3, now() - interval '16 minutes', now() - interval '1 minute'),
              ($2, 'someone@example.com', now(), now() + interval '15 minutes')`,
      [hashSecret(expired), hashSecret(stranger), staffEmail],
    );
    for (const token of [expired, stranger, 'made-up', '']) {
      const view = await request.get(`${serverA.url}/beheer/inloggen/link?token=${token}`);
      expect(view.status()).toBe(410);
      const use = await request.post(`${serverA.url}/beheer/inloggen/link`, {
        form: { token },
        maxRedirects: 0,
      });
      expect(use.status()).toBe(410);
      expect(use.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('asking for a link answers the same for every address and mails only the staff', async ({
    request,
  }) => {
    const answers = [];
    for (const email of [staffEmail, 'someone@example.com']) {
      const response = await request.post(`${serverA.url}/beheer/inloggen`, {
        form: { email, lang: 'nl' },
        maxRedirects: 0,
      });
      answers.push([response.status(), response.headers().location]);
    }
    expect(answers[0]).toEqual(answers[1]);
    await smtp.waitFor(signInMails(staffEmail));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails.some((mail) => mail.envelopeTo.includes('someone@example.com'))).toBe(false);
  });

  test('requests for links are limited per address', async ({ request }) => {
    const email = limitedStaffEmail;
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await request.post(`${serverA.url}/beheer/inloggen`, {
        form: { email, lang: 'nl' },
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test('a cross-origin POST with a valid session is refused and changes nothing', async ({
    request,
  }) => {
    const cookie = await signInCookie(request, serverA);
    const response = await request.post(`${serverA.url}/beheer/aanvragen/${id}/wissen`, {
      headers: { cookie: `session=${cookie}`, origin: 'https://evil.example' },
      form: { confirm: 'yes' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await requestRow(id)).toBeDefined();
  });

  test('a session made on one server process works on a second one sharing the database', async ({
    request,
  }) => {
    const cookie = await signInCookie(request, serverA);
    const onB = await request.get(`${serverB.url}/beheer`, {
      headers: { cookie: `__Host-session=${cookie}` },
      maxRedirects: 0,
    });
    expect(onB.status()).toBe(200);
    expect(await onB.text()).toContain('Security Test');
  });

  test('cookie flags: __Host-session, Secure on https; session without Secure on http', async ({
    request,
  }) => {
    const https = await request.post(`${serverB.url}/beheer/inloggen/link`, {
      form: { token: (await requestLink(request, serverB, thirdStaffEmail)).token },
      maxRedirects: 0,
    });
    const secure = https.headers()['set-cookie'] ?? '';
    expect(secure).toMatch(/^__Host-session=[\w-]{43,}; /);
    for (const flag of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'])
      expect(secure).toContain(flag);
    expect(secure).not.toContain('Domain=');

    const http = await request.post(`${serverA.url}/beheer/inloggen/link`, {
      form: { token: (await requestLink(request, serverA, thirdStaffEmail)).token },
      maxRedirects: 0,
    });
    const plain = http.headers()['set-cookie'] ?? '';
    expect(plain).toMatch(/^session=[\w-]{43,}; /);
    for (const flag of ['Path=/', 'HttpOnly', 'SameSite=Lax']) expect(plain).toContain(flag);
    expect(plain).not.toContain('Secure');
  });

  test('staff pages: no-store, noindex, a script-free CSP; the public site still sets no cookie', async ({
    request,
  }) => {
    const cookie = await signInCookie(request, serverA);
    for (const path of ['/beheer/inloggen', '/beheer', `/beheer/aanvragen/${id}`]) {
      const response = await request.get(`${serverA.url}${path}`, {
        headers: { cookie: `session=${cookie}` },
      });
      const headers = response.headers();
      expect(headers['cache-control'], path).toBe('no-store');
      expect(headers['x-robots-tag'], path).toContain('noindex');
      expect(headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(headers['content-security-policy'], path).not.toContain('script-src');
      // Inline styles only by hash (the font face), never 'unsafe-inline'.
      expect(headers['content-security-policy'], path).toMatch(
        /style-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';/,
      );
      expect(await response.text(), path).toContain(
        '<meta name="robots" content="noindex, nofollow"/>',
      );
    }
    for (const path of ['/', '/en', '/tr', '/robots.txt', '/sitemap.xml']) {
      const response = await request.get(`${serverA.url}${path}`);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    expect(await (await request.get(`${serverA.url}/robots.txt`)).text()).toContain(
      'Disallow: /beheer',
    );
    expect(await (await request.get(`${serverA.url}/sitemap.xml`)).text()).not.toContain('/beheer');
    // Nothing about a request in the server's logs: not the name, the address or the number.
    expect(serverA.logs.join('\n')).not.toContain('Security Test');
    expect(serverA.logs.join('\n')).not.toContain('patient@example.com');
    expect(serverA.logs.join('\n')).not.toContain('12345678');
    // The number is in the signed-in inbox only: not in a title or a link other than tel:.
    const inbox = await (
      await request.get(`${serverA.url}/beheer`, { headers: { cookie: `session=${cookie}` } })
    ).text();
    expect(inbox).toContain('href="tel:+31612345678"');
    expect(/<title>[^<]*<\/title>/.exec(inbox)?.[0]).not.toMatch(/\d{6}/);
    expect(inbox.replaceAll('href="tel:+31612345678"', '')).not.toContain('+31612345678');
  });

  test('every staff page is valid HTML (Nu Html Checker)', async ({ request }) => {
    test.setTimeout(90_000);
    const cookie = `session=${await signInCookie(request, serverA, thirdStaffEmail)}`;
    const pages: [string, string | undefined][] = [
      ['/beheer/inloggen', undefined],
      ['/beheer/inloggen/verstuurd', undefined],
      ['/beheer/inloggen/link?token=made-up', undefined],
      ['/beheer', cookie],
      [`/beheer/aanvragen/${id}`, cookie],
      [`/beheer/aanvragen/${id}/wissen`, cookie],
      [`/beheer/aanvragen/${id}/bericht-verwijderen`, cookie],
      ['/beheer/agenda', cookie],
      ['/beheer/logboek', cookie],
      ['/beheer/no-such-page', cookie],
    ];
    const dir = await mkdtemp(path.join(tmpdir(), 'dental-staff-html-'));
    try {
      const files = await Promise.all(
        pages.map(async ([urlPath, header], index) => {
          const response = await request.get(`${serverA.url}${urlPath}`, {
            headers: header ? { cookie: header } : undefined,
          });
          const file = path.join(dir, `${index}.html`);
          await writeFile(file, await response.text());
          return file;
        }),
      );
      const result = await promisify(execFile)('java', [
        '-jar',
        vnu,
        '--errors-only',
        ...files,
      ]).then(
        () => '',
        (error: unknown) => (error as { stderr?: string }).stderr || 'vnu failed to run',
      );
      expect(result).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
