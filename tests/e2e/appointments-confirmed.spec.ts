/**
 * From request to confirmed appointment (issue 22), end to end: production server processes on one
 * PostgreSQL database, a real SMTP server catching the mail, Chromium for the pages. A request
 * made in Turkish is confirmed by staff, changed, opened and cancelled by the patient (within and
 * outside 48 hours); the reminder goes out exactly once, across a restart and with two instances.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import pg from 'pg';
import { availableDates } from '~/appointments/dates';
import { appointmentDateLabel, toPracticeTime } from '~/appointments/time-rules';
import { startAppServer, type AppServer } from '../support/app-server';
import { fillAppointmentForm, gotoHydrated } from './support';
import { startPostgres, type PostgresServer } from '../support/postgres-server';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { builtOrigin } from '../../playwright.config';

const staffEmail = 'balie@example.com';
const clinicEmail = 'praktijk@example.com';
const signInSubject = 'Uw inloglink voor het praktijkoverzicht';

let postgres: PostgresServer;
let databaseUrl: string;
let smtp: TestSmtp;
let server: AppServer;
let db: pg.Client;
const extraServers: AppServer[] = [];

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server processes of their own; run once');

const baseEnv = () => ({
  DATABASE_URL: databaseUrl,
  SMTP_URL: smtp.url,
  STAFF_EMAILS: staffEmail,
  CLINIC_EMAIL: clinicEmail,
  APPOINTMENT_RATE_LIMIT: '1000',
  OUTBOX_POLL_INTERVAL_MS: '250',
  LOG_LEVEL: 'info',
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('appointments_e2e');
  smtp = await startSmtp();
  server = await startAppServer({ env: baseEnv() });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

test.afterAll(async () => {
  const started = [db, server, smtp, postgres] as unknown[];
  if (started[0]) await db.end();
  for (const extra of extraServers) await extra.destroy();
  if (started[1]) await server.destroy();
  if (started[2]) await smtp.close();
  if (started[3]) await postgres.destroy();
});

// ——— helpers ———

async function submitRequest(
  request: APIRequestContext,
  email: string,
  options: { language?: string; service?: string } = {},
): Promise<string> {
  const response = await request.post(`${server.url}/api/appointments`, {
    data: {
      fullName: 'Ayşe Yılmaz',
      email,
      phone: '06 12345678',
      service: options.service ?? 'general',
      preferredDate: availableDates(new Date())[5],
      message: 'Dişim ağrıyor, özel not.',
      privacyConsent: true,
      language: options.language ?? 'tr',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Signs in through the pages (link from the caught mail, then the POST button) the first time; later
 * tests reuse that session (it lives in the database, so it outlasts a server restart), which also
 * keeps within the sign-in link limit of five per hour per address.
 */
let sessionCookie: { name: string; value: string } | undefined;
async function signIn(page: Page, at: AppServer) {
  if (sessionCookie) {
    await page.context().addCookies([{ ...sessionCookie, url: at.url }]);
    return;
  }
  const signInMails = (mail: ReceivedMail) =>
    mail.envelopeTo.includes(staffEmail) && mail.subject === signInSubject;
  const before = smtp.mails.filter(signInMails).length;
  await page.goto(`${at.url}/beheer/inloggen`);
  await page.getByLabel('E-mailadres').fill(staffEmail);
  await page.getByRole('button', { name: 'Inloglink sturen' }).click();
  const mails = await smtp.waitFor(signInMails, before + 1);
  const link = /\/beheer\/inloggen\/link\?\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error('no sign-in link');
  await page.goto(`${at.url}${link}`);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${at.url}/beheer`);
  const cookie = (await page.context().cookies()).find((item) => item.name === 'session');
  if (cookie) sessionCookie = { name: cookie.name, value: cookie.value };
}

async function confirmOnPage(
  page: Page,
  at: AppServer,
  id: string,
  when: {
    date: string;
    time: string;
    duration?: string;
    override?: boolean;
    /** The time overlaps these confirmed appointments: the warning first, then confirm again. */
    overlaps?: string[];
  },
) {
  await page.goto(`${at.url}/beheer/aanvragen/${id}`);
  await page.getByLabel('Datum', { exact: true }).fill(when.date);
  await page.getByLabel('Begintijd (stappen van 5 minuten)').fill(when.time);
  if (when.duration) await page.getByLabel('Duur in minuten').fill(when.duration);
  if (when.override) await page.getByLabel('Bewust buiten de openingstijden plannen').check();
  await page
    .getByRole('button', { name: /Bevestigen en mailen|Wijziging opslaan en mailen/ })
    .click();
  if (when.overlaps) {
    // A double booking is a warning, not a block: nothing stored yet, the other one named.
    const warning = page.locator('[data-overlap-warning]');
    await expect(warning).toHaveAttribute('role', 'alert');
    await expect(warning).toContainText('Let op: dubbele boeking');
    await expect(warning.locator('[data-overlap]')).toHaveCount(when.overlaps.length);
    for (const other of when.overlaps)
      await expect(warning.locator(`a[href="/beheer/aanvragen/${other}"]`)).toBeVisible();
    await page
      .getByRole('button', { name: /Toch bevestigen en mailen|Wijziging toch opslaan en mailen/ })
      .click();
  }
  await expect(page.getByRole('status')).toContainText(/is bevestigd|is gewijzigd/);
}

const vnu = createRequire(import.meta.url)('vnu-jar') as string;

/** The pages' HTML as served (not the browser's DOM), checked by the Nu Html Checker. */
async function expectValidHtml(page: Page, urls: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'dental-appointment-html-'));
  try {
    const files = await Promise.all(
      urls.map(async (url, index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, await (await page.request.get(url)).text());
        return file;
      }),
    );
    const result = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', ...files]).then(
      () => '',
      (error: unknown) => (error as { stderr?: string }).stderr || 'vnu failed to run',
    );
    expect(result).toBe('');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe at desktop and phone size (this file runs in one project only), and a phone screenshot. */
async function checkPage(page: Page, name: string) {
  const size = page.viewportSize();
  for (const viewport of [size, { width: 390, height: 844 }]) {
    if (!viewport) continue;
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
      `${name} at ${viewport.width}px`,
    ).toEqual([]);
  }
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

const to = (email: string) => (mail: ReceivedMail) => mail.envelopeTo.includes(email);

/** The .ics attachment of a mail, parsed by ical.js. */
function invitation(mail: ReceivedMail) {
  const attachment = mail.attachments.find((item) => item.filename?.endsWith('.ics'));
  if (!attachment) throw new Error(`no .ics in "${mail.subject}"`);
  const text =
    typeof attachment.content === 'string'
      ? attachment.content
      : new TextDecoder().decode(attachment.content);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { text, calendar, vevent, event: new ICAL.Event(vevent) };
}

const manageLink = (mail: ReceivedMail) => {
  const match =
    /https?:\/\/[^\s/]+(\/(?:tr\/randevum|en\/my-appointment|mijn-afspraak)\/[\w-]{43})/.exec(
      mail.text ?? '',
    );
  if (!match?.[1]) throw new Error('no manage link');
  expect(match[0].startsWith(builtOrigin)).toBe(true);
  return match[1];
};

const row = async (id: string) =>
  (
    await db.query(
      'select status, cancelled_by, calendar_sequence, appointment_start from appointment_requests where id = $1',
      [id],
    )
  ).rows[0] as
    | {
        status: string;
        cancelled_by: string | null;
        calendar_sequence: number;
        appointment_start: Date;
      }
    | undefined;

const pendingReminders = async (id: string) => {
  const result = await db.query(
    `select count(*) from mail_outbox where appointment_id = $1 and kind = 'appointment-reminder' and status = 'pending'`,
    [id],
  );
  return Number((result.rows[0] as { count: string }).count);
};

/** A weekday at least `days` days ahead (the practice is open 08:00–18:00 then). */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Wall-clock date and time at the practice, `minutes` ahead, rounded up to 5 minutes. */
function practiceTimeAhead(minutes: number): { date: string; time: string; instant: Date } {
  const step = 5 * 60_000;
  const instant = new Date(Math.ceil((Date.now() + minutes * 60_000) / step) * step);
  return { ...toPracticeTime(instant), instant };
}

// ——— the flow ———

let patientLink = '';
const turkishPatient = `hasta-${Date.now()}@example.com`;
let turkishId = '';

test('a request made in Turkish is confirmed: Turkish mail with the time written out and a calendar invitation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Submitted on the Turkish home page, as a patient would.
  await gotoHydrated(page, `${server.url}/tr`);
  const form = await fillAppointmentForm(page, {
    name: 'Ayşe Yılmaz',
    email: turkishPatient,
    service: 'implants',
    message: 'Dişim ağrıyor, özel not.',
  });
  await form.getByRole('button', { name: 'Randevu talep edin' }).click();
  await expect(page.getByTestId('appointment-confirmation')).toContainText(
    'Randevu talebiniz alındı',
  );
  const stored = await db.query('select id, language from appointment_requests where email = $1', [
    turkishPatient,
  ]);
  expect(stored.rows).toHaveLength(1);
  const submitted = stored.rows[0] as { id: string; language: string };
  expect(submitted.language).toBe('tr');
  turkishId = submitted.id;
  await signIn(page, server);
  const date = weekdayAhead(4);
  await page.goto(`${server.url}/beheer/aanvragen/${turkishId}`);
  // The default duration of the service is proposed, the preferred date too.
  await expect(page.getByLabel('Duur in minuten')).toHaveValue('60');
  // A time outside opening hours needs the explicit override: refused with a reason, nothing sent.
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await page.getByLabel('Begintijd (stappen van 5 minuten)').fill('19:00');
  await page.getByRole('button', { name: 'Bevestigen en mailen' }).click();
  await expect(page.getByRole('alert')).toContainText('buiten de openingstijden');
  expect((await row(turkishId))?.status).toBe('new');
  await checkPage(page, 'staff-confirm-form');

  await confirmOnPage(page, server, turkishId, { date, time: '10:30', duration: '45' });
  expect((await row(turkishId))?.status).toBe('confirmed');

  const [mail] = await smtp.waitFor(
    (item) => to(turkishPatient)(item) && item.subject?.startsWith('Randevunuz onaylandı') === true,
  );
  if (!mail) throw new Error('no confirmation');
  // Written out in Turkish, Europe/Amsterdam time; the patient's message is not repeated.
  expect(mail.subject).toMatch(/^Randevunuz onaylandı: \d{1,2} \S+ \S+, saat 10\.30$/);
  // One calendar file, named in Turkish (nodemailer's icalEvent adds no second "invite.ics").
  expect(
    mail.attachments.filter((item) => item.filename?.endsWith('.ics')).map((item) => item.filename),
  ).toEqual(['randevu.ics']);
  expect(mail.text).toContain('- Saat: 10.30');
  expect(mail.text).toContain('Rembrandtweg 118');
  // Days ahead: the mail names the real free-cancellation deadline, 48 hours before the start.
  expect(mail.text).toContain('ücretsiz iptal etmek veya değiştirmek için son tarih:');
  expect(mail.text).toMatch(/son tarih: \d{1,2} \S+ \S+, saat 10\.30\./);
  expect(mail.text).not.toContain('özel not');
  expect(mail.html).toContain('10.30');
  expect(mail.headers.find((header) => header.key === 'content-language')?.value).toBe('tr');
  patientLink = manageLink(mail);
  // Once sent, the stored copy of the mail no longer holds the link's token (only its hash stays).
  const token = patientLink.split('/').at(-1) ?? '';
  await expect
    .poll(async () => {
      const stored = await db.query(
        `select status, message::text as message from mail_outbox where appointment_id = $1 and kind = 'appointment-confirmed'`,
        [turkishId],
      );
      const found = stored.rows[0] as { status: string; message: string } | undefined;
      return found?.status === 'sent' && !found.message.includes(token);
    })
    .toBe(true);
  const reminder = await db.query(
    `select message::text as message from mail_outbox where appointment_id = $1 and kind = 'appointment-reminder'`,
    [turkishId],
  );
  expect((reminder.rows[0] as { message: string }).message).toContain(token); // not sent yet

  const { calendar, vevent, event } = invitation(mail);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(event.uid).toBe(`appointment-${turkishId}@${new URL(builtOrigin).hostname}`);
  expect(event.sequence).toBe(0);
  expect(event.startDate.zone.tzid).toBe('Europe/Amsterdam');
  expect(event.startDate.toString()).toBe(`${date}T10:30:00`);
  expect(event.endDate.toString()).toBe(`${date}T11:15:00`);
  const expectedStart = (await row(turkishId))?.appointment_start as Date;
  expect(event.startDate.toJSDate().getTime()).toBe(expectedStart.getTime());
  expect(toPracticeTime(expectedStart)).toEqual({ date, time: '10:30' });
  expect(event.organizer).toBe(`mailto:${clinicEmail}`);
  expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe(
    `mailto:${turkishPatient}`,
  );
  expect(event.location).toContain('Rembrandtweg 118');
  const alarm = vevent.getFirstSubcomponent('valarm');
  expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P1D');

  // The practice's copy carries the same invitation (it lands in the practice calendar).
  const [copy] = await smtp.waitFor(
    (item) => to(clinicEmail)(item) && item.subject?.startsWith('Bevestigd:') === true,
  );
  if (!copy) throw new Error('no practice copy');
  expect(invitation(copy).event.uid).toBe(event.uid);
  // A reminder is waiting for its time (24 hours before).
  expect(await pendingReminders(turkishId)).toBe(1);
});

test('changing the appointment sends the same UID with a higher SEQUENCE and replaces the link', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, server);
  const date = weekdayAhead(5);
  await confirmOnPage(page, server, turkishId, { date, time: '11:00' });
  const [mail] = await smtp.waitFor(
    (item) =>
      to(turkishPatient)(item) && item.subject?.startsWith('Randevunuz değiştirildi') === true,
  );
  if (!mail) throw new Error('no change mail');
  expect(mail.subject).toContain('saat 11.00');
  const { event } = invitation(mail);
  expect(event.uid).toBe(`appointment-${turkishId}@${new URL(builtOrigin).hostname}`);
  expect(event.sequence).toBe(1);
  expect(event.startDate.toString()).toBe(`${date}T11:00:00`);
  expect(await pendingReminders(turkishId)).toBe(1); // rescheduled, not doubled

  // The earlier link is used up: it shows nothing of anyone.
  const old = await page.goto(`${server.url}${patientLink}`);
  expect(old?.status()).toBe(404);
  await expect(page.locator('main')).not.toContainText('Implant');
  patientLink = manageLink(mail);

  // The history on the request's page, and the today-and-upcoming view.
  await page.goto(`${server.url}/beheer/aanvragen/${turkishId}`);
  await expect(page.locator('[data-history="confirmed"]')).toHaveCount(1);
  await expect(page.locator('[data-history="changed"]')).toHaveCount(1);
  // The reminder waits for its time: shown as planned, with nothing to resend.
  const reminderItem = page.locator('li', { hasText: 'Herinnering aan de patiënt' });
  await expect(reminderItem).toContainText('Gepland voor');
  await expect(reminderItem.getByRole('button')).toHaveCount(0);
  await checkPage(page, 'staff-confirmed-request');
  await page.goto(`${server.url}/beheer/agenda`);
  // Under its day's heading ("dinsdag 1 december"), from and to.
  const agendaRow = page.locator(`[data-agenda-row="${turkishId}"]`);
  await expect(agendaRow).toContainText('11.00–11.45 uur');
  await expect(
    page.locator(`[data-agenda-day="${date}"]`).getByRole('heading', { level: 2 }),
  ).toContainText(/^\S+dag \d{1,2} \S+/);
  await expect(
    page.locator(`[data-agenda-day="${date}"] [data-agenda-row="${turkishId}"]`),
  ).toHaveCount(1);
  await checkPage(page, 'staff-agenda');
});

test('the patient opens the link (nothing changes), cancels more than 48 hours ahead, and the practice is told', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Everything the page needs comes from the site itself: no map, no font service, no script.
  const requested: string[] = [];
  page.on('request', (item) => requested.push(item.url()));
  const response = await page.goto(`${server.url}${patientLink}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['content-security-policy']).not.toContain('script-src');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('script')).toHaveCount(0);
  // The brand font on a first visit from the e-mail: its file is preloaded, as on the public pages.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    /^\/assets\/nunito-latin-[\w-]+\.woff2$/,
  );
  // It says what it is, without the patient's name (the link may be forwarded, and it says so).
  // Its headline is the appointment itself: "Randevunuz: 8 Aralık Salı, saat 11.00".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Randevunuz: \d{1,2} \S+ \S+, saat 11\.00$/,
  );
  await expect(page.locator('main')).toContainText('Kişisel randevu sayfanız');
  await expect(page.locator('[data-privacy-note]')).toContainText('adınız ve mesajınız');
  await expect(page.locator('main')).toContainText('11.00');
  await expect(page.locator('main')).not.toContainText('Ayşe');
  await expect(page.locator('main')).not.toContainText('özel not');
  // A family member who reads Dutch or English: the same page, the same link, in their language.
  const otherLanguages = page.getByRole('navigation', { name: 'Bu sayfa başka bir dilde' });
  await expect(otherLanguages.getByRole('link')).toHaveText(['Nederlands', 'English']);
  const token = patientLink.split('/').at(-1) ?? '';
  await expect(otherLanguages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    `/en/my-appointment/${token}`,
  );
  // The practice's number: tap to call, never wrapped, in the header and in the text.
  const calls = page.locator('a[href="tel:+31201234567"][data-phone-line="main"]');
  expect(await calls.count()).toBeGreaterThanOrEqual(2);
  for (const call of await calls.all()) {
    await expect(call).toHaveText(/^020\u00a0123\u00a045\u00a067$/);
    await expect(call).toHaveCSS('white-space', 'nowrap');
  }
  // What to bring: the confirmation e-mail's list.
  const bring = page.locator('[data-bring] li');
  await expect(bring).toHaveText([
    'Geçerli kimlik belgeniz (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti)',
    'Sağlık sigortası kartınız (veya sigorta şirketinizin uygulamasındaki dijital kart)',
    'Kullandığınız ilaçların listesi',
  ]);
  // The address with a route link to another site, named, loaded only when followed.
  await expect(page.locator('address')).toContainText('Rembrandtweg 118');
  const route = page.locator('[data-route-link]');
  await expect(route).toHaveText('Google Haritalar’da yol tarifi alın');
  expect(await route.getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.\d+%2C4\.\d+$/,
  );
  await page.evaluate(() => document.fonts.ready);
  expect(requested.every((url) => url.startsWith(server.url))).toBe(true);
  // "diş hekimliği", "İptal": the extended-Latin letters in Nunito, the face inside the page.
  expect(
    await page.evaluate(() =>
      [...document.fonts]
        .filter((font) => font.unicodeRange.startsWith('U+100'))
        .map((font) => font.status),
    ),
  ).toEqual(['loaded']);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Nunito Variable"', 'şğİ'))).toBe(
    true,
  );
  // "See our terms": the terms, folded under the cancellation rule.
  const terms = page.locator('[data-terms]');
  await expect(terms.locator('summary')).toHaveText('Genel koşullar');
  await expect(terms.getByRole('heading', { name: 'Randevular ve iptal' })).toBeHidden();
  await terms.locator('summary').click();
  await expect(terms.getByRole('heading', { name: 'Randevular ve iptal' })).toBeVisible();
  await checkPage(page, 'patient-manage-page-terms-open');
  await page.reload();
  // The free-cancellation deadline is written out (never a raw placeholder).
  await expect(page.locator('[data-cancellation-rule]')).toContainText(
    'Randevunuzu ücretsiz iptal etmek veya değiştirmek için son tarih:',
  );
  await expect(page.locator('main')).not.toContainText('{');
  await expect(page).toHaveTitle(/^Randevunuz · /);
  await checkPage(page, 'patient-manage-page');

  // "Add to calendar" serves the same event.
  const ics = await page.request.get(`${server.url}${patientLink}/agenda.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(ics.headers()['content-disposition']).toBe('attachment; filename="randevu.ics"');
  expect(await ics.text()).toContain(`UID:appointment-${turkishId}@`);

  // Staff pages need the session in this browser context, for the HTML check below.
  await signIn(page, server);
  await expectValidHtml(page, [
    `${server.url}${patientLink}`,
    `${server.url}${patientLink}/iptal`,
    `${server.url}/tr/randevum/${randomBytes(32).toString('base64url')}`,
    `${server.url}/tr/randevum/iptal-edildi`,
    `${server.url}/beheer/aanvragen/${turkishId}`,
    `${server.url}/beheer/agenda`,
  ]);

  // Opening the link and the confirmation step changes nothing (mail scanners open links).
  await page.getByRole('link', { name: 'Randevuyu iptal edin' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Randevu iptal edilsin mi?');
  await expect(page.locator('[data-free-cancellation]')).toBeVisible();
  await expect(page.locator('[data-late-cancellation]')).toHaveCount(0);
  await checkPage(page, 'patient-cancel-step');
  expect((await row(turkishId))?.status).toBe('confirmed');
  expect(await pendingReminders(turkishId)).toBe(1);

  await page.getByRole('button', { name: 'Evet, iptal edin' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Randevunuz iptal edildi');
  // Cancelled: the way to a new appointment, the form on the Turkish home page.
  await expect(page.getByRole('link', { name: 'Yeni randevu talep edin' })).toHaveAttribute(
    'href',
    '/tr#appointment',
  );
  const after = await row(turkishId);
  expect(after?.status).toBe('cancelled');
  expect(after?.cancelled_by).toBe('patient');
  expect(await pendingReminders(turkishId)).toBe(0);

  const [mail] = await smtp.waitFor(
    (item) =>
      to(turkishPatient)(item) && item.subject?.startsWith('Randevunuz iptal edildi') === true,
  );
  if (!mail) throw new Error('no cancellation mail');
  const { calendar, event } = invitation(mail);
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(event.sequence).toBe(2);
  expect(mail.text).not.toContain('48 saatten kısa');
  const [practice] = await smtp.waitFor(
    (item) =>
      to(clinicEmail)(item) && item.subject?.startsWith('Geannuleerd door de patiënt') === true,
  );
  expect(practice?.text).not.toContain('minder dan 48 uur');

  // The inbox shows it, by the patient.
  await signIn(page, server);
  await page.goto(`${server.url}/beheer/aanvragen/${turkishId}`);
  await expect(page.locator('main')).toContainText('Geannuleerd door de patiënt');
  await expect(page.locator('[data-history="cancelled-by-patient"]')).toHaveCount(1);

  // The used link, a wrong one and a malformed one all answer the same, showing nothing.
  const answers = [];
  for (const path of [
    patientLink,
    `/tr/randevum/${randomBytes(32).toString('base64url')}`,
    '/tr/randevum/x',
  ]) {
    const answer = await page.request.get(`${server.url}${path}`);
    answers.push({ status: answer.status(), body: await answer.text() });
  }
  expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect(answers[0]?.body).not.toContain('11.00');
});

test('an appointment agreed less than 48 hours ahead is free to cancel; one agreed earlier shows the late-cancellation notice first; a late confirmation gets no reminder', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `laat-${Date.now()}@example.com`;
  const id = await submitRequest(request, email, { language: 'en' });
  await signIn(page, server);
  const soon = practiceTimeAhead(180);
  await confirmOnPage(page, server, id, { date: soon.date, time: soon.time, override: true });
  // Confirmed less than REMINDER_HOURS (24) ahead: no reminder.
  expect(await pendingReminders(id)).toBe(0);
  const [mail] = await smtp.waitFor(
    (item) => to(email)(item) && item.subject?.startsWith('Appointment confirmed') === true,
  );
  if (!mail) throw new Error('no confirmation');
  const link = manageLink(mail);
  expect(link.startsWith('/en/my-appointment/')).toBe(true);
  // Agreed three hours ahead: free to cancel until it starts (terms), said as such, not as a
  // deadline that is the start itself.
  expect(mail.text).toContain(
    'You made this appointment less than 48 hours in advance, so you can cancel or reschedule it free of charge until it starts.',
  );
  expect(mail.text).not.toContain(
    `free of charge until ${appointmentDateLabel(soon.instant, 'en')}`,
  );
  expect(mail.text).not.toContain('Please let us know as soon as possible');

  const fonts: string[] = [];
  page.on('request', (item) => {
    if (item.resourceType() === 'font') fonts.push(item.url());
  });
  await page.goto(`${server.url}${link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your appointment on ${appointmentDateLabel(soon.instant, 'en')} at ${soon.time}`,
  );
  await expect(page.locator('[data-cancellation-rule]')).toContainText(
    'free of charge until it starts',
  );
  // An English page declares the extended-Latin face as a file, fetched only for such a letter.
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts]
        .filter((font) => font.unicodeRange.startsWith('U+100'))
        .map((font) => font.display),
    ),
  ).toEqual(['swap']);
  expect(fonts.filter((url) => url.includes('latin-ext'))).toEqual([]);
  // Agreed three hours ahead: cancelling is free until it starts (terms), so no charge is named.
  await page.getByRole('link', { name: 'Cancel Appointment' }).click();
  await expect(page.locator('[data-free-cancellation]')).toBeVisible();
  await expect(page.locator('[data-late-cancellation]')).toHaveCount(0);
  // As if the same time had been agreed a week ago: now a late cancellation may be charged.
  await db.query(
    `update appointment_requests set appointment_set_at = now() - interval '7 days' where id = $1`,
    [id],
  );
  // Past the free period, the page asks to hear as soon as possible instead of naming a deadline,
  // with the number to tap.
  await page.goto(`${server.url}${link}`);
  await expect(page.locator('[data-cancellation-rule]')).toContainText(
    'Please let us know as soon as possible',
  );
  await expect(page.locator('[data-cancellation-rule] a[href="tel:+31201234567"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Cancel Appointment' }).click();
  await expect(page.locator('[data-late-cancellation]')).toContainText('less than 48 hours');
  await checkPage(page, 'patient-cancel-step-late');
  await page.getByRole('button', { name: 'Yes, Cancel the Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your appointment has been cancelled',
  );
  await checkPage(page, 'patient-cancelled');
  const [cancelled] = await smtp.waitFor(
    (item) => to(email)(item) && item.subject?.startsWith('Appointment cancelled') === true,
  );
  expect(cancelled?.text).toContain('less than 48 hours');
  const [practice] = await smtp.waitFor(
    (item) =>
      to(clinicEmail)(item) &&
      item.subject?.startsWith('Geannuleerd door de patiënt') === true &&
      item.text?.includes('minder dan 48 uur') === true,
  );
  expect(practice).toBeDefined();
  // The request's page in the staff area says so too.
  await page.goto(`${server.url}/beheer/aanvragen/${id}`);
  await expect(page.locator('main')).toContainText(
    'Geannuleerd door de patiënt — minder dan 48 uur van tevoren',
  );
});

test('declining sends a kind mail in the patient’s language; a past appointment offers nothing to change', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const declinedEmail = `afgewezen-${Date.now()}@example.com`;
  const declined = await submitRequest(request, declinedEmail, { language: 'nl' });
  await signIn(page, server);
  await page.goto(`${server.url}/beheer/aanvragen/${declined}`);
  await page
    .getByLabel('Toelichting voor de patiënt, in diens taal (optioneel)')
    .fill('Die week zitten we helaas vol; belt u ons even?');
  await page.getByRole('button', { name: 'Afwijzen en mailen' }).click();
  await expect(page.getByRole('status')).toContainText('afgewezen');
  expect((await row(declined))?.status).toBe('declined');
  const [mail] = await smtp.waitFor(
    (item) => to(declinedEmail)(item) && item.subject?.startsWith('Uw aanvraag bij') === true,
  );
  expect(mail?.text).toContain('Die week zitten we helaas vol; belt u ons even?');
  expect(mail?.text).toContain('020\u00a0123\u00a045\u00a067');
  expect(mail?.text).not.toContain('özel not');
  expect(mail?.attachments).toHaveLength(0);

  // An appointment whose time has passed: the link shows it, says so, and cancels nothing.
  const pastEmail = `voorbij-${Date.now()}@example.com`;
  const past = await submitRequest(request, pastEmail, { language: 'nl' });
  await confirmOnPage(page, server, past, { date: weekdayAhead(3), time: '09:00' });
  const [confirmation] = await smtp.waitFor(
    (item) => to(pastEmail)(item) && item.subject?.startsWith('Afspraak bevestigd') === true,
  );
  if (!confirmation) throw new Error('no confirmation');
  expect(confirmation.subject).toMatch(/^Afspraak bevestigd: \S+dag \d{1,2} \S+, 9\.00 uur$/);
  const link = manageLink(confirmation);
  await db.query(
    `update appointment_requests set appointment_start = now() - interval '1 hour' where id = $1`,
    [past],
  );
  await page.goto(`${server.url}${link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze afspraak is al geweest');
  await expect(page.getByRole('link', { name: 'Vraag een nieuwe afspraak aan' })).toHaveAttribute(
    'href',
    '/#appointment',
  );
  await expect(page.getByRole('link', { name: 'Afspraak annuleren' })).toHaveCount(0);
  const refused = await page.request.post(`${server.url}${link}/annuleren`, {
    form: { confirm: 'yes' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect((await row(past))?.status).toBe('confirmed');
});

test('the reminder goes out exactly once, across a restart and with two instances; none for a cancelled appointment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The appointment 40 minutes ahead; REMINDER_HOURS chosen so the reminder is due about 70 s
  // after this server starts (between confirming and the reminder, the server is restarted).
  const start = practiceTimeAhead(40);
  const reminderHours = (start.instant.getTime() - Date.now() - 70_000) / 3_600_000;
  const env = { ...baseEnv(), REMINDER_HOURS: reminderHours.toFixed(6) };
  await server.destroy();
  server = await startAppServer({ env });

  const remindedEmail = `herinnering-${Date.now()}@example.com`;
  const cancelledEmail = `geannuleerd-${Date.now()}@example.com`;
  const reminded = await submitRequest(request, remindedEmail, { language: 'nl' });
  const cancelled = await submitRequest(request, cancelledEmail, { language: 'nl' });
  await signIn(page, server);
  await confirmOnPage(page, server, reminded, {
    date: start.date,
    time: start.time,
    override: true,
  });
  expect(await pendingReminders(reminded)).toBe(1);
  // The second at the same time: the double-booking warning, then confirmed on purpose.
  await confirmOnPage(page, server, cancelled, {
    date: start.date,
    time: start.time,
    override: true,
    overlaps: [reminded],
  });
  expect(await pendingReminders(cancelled)).toBe(1);
  // Staff cancel one: its reminder is dropped in the same transaction.
  await page.goto(`${server.url}/beheer/aanvragen/${cancelled}`);
  await page.getByText('Afspraak annuleren', { exact: true }).click();
  await page.getByRole('button', { name: 'Afspraak annuleren en mailen' }).click();
  await expect(page.getByRole('status')).toContainText('geannuleerd');
  expect(await pendingReminders(cancelled)).toBe(0);
  // The patient gets the CANCEL, and so does the practice's calendar.
  const [patientCancel] = await smtp.waitFor(
    (item) => to(cancelledEmail)(item) && item.subject?.startsWith('Afspraak geannuleerd') === true,
  );
  if (!patientCancel) throw new Error('no cancellation mail');
  expect(patientCancel.text).toContain('Wij hebben uw afspraak');
  expect(invitation(patientCancel).calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  const [practiceCancel] = await smtp.waitFor(
    (item) =>
      to(clinicEmail)(item) &&
      item.subject?.startsWith('Geannuleerd door de praktijk') === true &&
      item.text?.includes(cancelled) === true,
  );
  if (!practiceCancel) throw new Error('no practice cancellation');
  expect(invitation(practiceCancel).calendar.getFirstPropertyValue('method')).toBe('CANCEL');

  // Restart before the reminder is due (killed, not stopped gracefully), now as two instances on
  // the same database.
  expect(await pendingReminders(reminded)).toBe(1);
  await server.destroy();
  server = await startAppServer({ env });
  extraServers.push(await startAppServer({ env }));

  const reminders = await smtp.waitFor(
    (item) => to(remindedEmail)(item) && item.subject?.startsWith('Herinnering:') === true,
    1,
    120_000,
  );
  expect(reminders[0]?.subject).toContain(
    `${Number(start.time.slice(0, 2))}.${start.time.slice(3)} uur`,
  );
  expect(reminders[0]?.text).toMatch(/\/mijn-afspraak\/[\w-]{43}/);
  // Several polls of both instances later, still exactly one, and none for the cancelled one.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(
    smtp.mails.filter(
      (item) => to(remindedEmail)(item) && item.subject?.startsWith('Herinnering:') === true,
    ),
  ).toHaveLength(1);
  expect(
    smtp.mails.filter(
      (item) => to(cancelledEmail)(item) && item.subject?.startsWith('Herinnering:') === true,
    ),
  ).toHaveLength(0);
  const sent = await db.query(
    `select status from mail_outbox where appointment_id = $1 and kind = 'appointment-reminder'`,
    [reminded],
  );
  expect(sent.rows).toEqual([{ status: 'sent' }]);

  // The history shows the reminder.
  await page.goto(`${server.url}/beheer/aanvragen/${reminded}`);
  await expect(page.locator('[data-history="reminder-sent"]')).toHaveCount(1);
  // No log line names a manage link.
  for (const logs of [server.logs, ...extraServers.map((extra) => extra.logs)]) {
    expect(logs.join('\n')).not.toMatch(/mijn-afspraak|randevum|my-appointment/);
  }
});
