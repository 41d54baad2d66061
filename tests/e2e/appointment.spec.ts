/**
 * Appointment requests end to end: the built server with PostgreSQL (so the test can see what was
 * stored) and a real SMTP server on loopback, driven through Chromium and the JSON API.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { availableDates, dateOptions, longDateLabel, dayLabel } from '~/appointments/dates';
import { catalogues } from '~/i18n/messages';
import { startAppServer, type AppServer } from '../support/app-server';
import { startStack, type Stack } from '../support/stack';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { fillAppointmentForm } from './support';

/** Whether the side card's first step ("an e-mail straight away") shows a tick, not its number. */
function firstStepTicked(page: Page) {
  return page
    .locator('#appointment aside ol > li')
    .first()
    .locator('span')
    .first()
    .evaluate(
      (badge) =>
        getComputedStyle(badge).fontSize === '0px' &&
        getComputedStyle(badge, '::before').maskImage.includes('svg'),
    );
}

test.describe.configure({ mode: 'serial' });
test.skip(
  ({ isMobile }) => isMobile,
  'one server set per run; the phone form is checked separately below',
);

let stack: Stack;
let database: pg.Pool;
let smtp: TestSmtp;
let server: AppServer;

const clinic = 'balie@praktijk.test';

test.beforeAll(async () => {
  stack = await startStack('appointments_e2e', {
    CLINIC_EMAIL: clinic,
    MAIL_FROM: 'Tandartspraktijk Stadshart <no-reply@praktijk.test>',
    APPOINTMENT_RATE_LIMIT: '1000',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_POLL_INTERVAL_MS: '200',
  });
  ({ database, smtp, server } = stack);
});

test.afterAll(async () => {
  await stack.stop();
});

async function stored(email: string) {
  const result = await database.query<{
    full_name: string;
    language: string;
    service: string;
    status: string;
    message: string | null;
  }>(
    'select full_name, language, service, status, message from appointment_requests where email = $1',
    [email],
  );
  return result.rows;
}

const cases = [
  {
    lang: 'nl',
    path: '/',
    title: 'Afspraak aangevraagd',
    subject: /Uw aanvraag voor een afspraak/,
    greeting: 'Beste',
    promise: 'binnen één werkdag',
  },
  {
    lang: 'en',
    path: '/en',
    title: 'Appointment requested',
    subject: /Your appointment request/,
    greeting: 'Dear',
    promise: 'within one working day',
  },
  {
    lang: 'tr',
    path: '/tr',
    title: 'Randevu talebiniz alındı',
    subject: /randevu talebiniz/,
    greeting: 'Sayın',
    promise: 'bir iş günü içinde',
  },
] as const;

for (const c of cases) {
  test(`a request in ${c.lang}: success shown and both mails received in that language`, async ({
    page,
  }) => {
    const email = `patient-${c.lang}@example.com`;
    await page.goto(`${server.url}${c.path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = await fillAppointmentForm(page, {
      name: `Patiënt ${c.lang.toUpperCase()}`,
      email,
      message: 'Graag in de ochtend.',
    });
    await form.getByRole('button', { name: /./ }).last().click();

    // The form makes way for the confirmation: what was asked for, and where the mail went.
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel.getByRole('heading')).toHaveText(c.title);
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(catalogues[c.lang].form.serviceOptions.general);
    await expect(panel).toContainText(longDateLabel(availableDates(new Date())[1] ?? '', c.lang));
    await expect(panel).toContainText(`Patiënt ${c.lang.toUpperCase()}`);
    await expect(panel).toContainText(email);
    await expect(panel).toContainText(c.promise);
    // No reload: the URL did not change.
    await expect(page).toHaveURL(`${server.url}${c.path}`);
    await expect(form).toHaveCount(0);
    // Beside it, "you get an e-mail straight away" has happened: a tick in place of its number.
    expect(await firstStepTicked(page)).toBe(true);

    const rows = await stored(email);
    expect(rows).toEqual([
      {
        full_name: `Patiënt ${c.lang.toUpperCase()}`,
        language: c.lang,
        service: 'general',
        status: 'new',
        message: 'Graag in de ochtend.',
      },
    ]);
    const [patient] = await smtp.waitFor((mail) => mail.envelopeTo.includes(email));
    expect(patient?.subject).toMatch(c.subject);
    expect(patient?.text).toContain(c.greeting);
    expect(patient?.text).toContain(c.promise);
    expect(patient?.headers.find((h) => h.key === 'content-language')?.value).toBe(c.lang);
    // The confirmation invites a reply; it reaches the practice, not the no-reply sender.
    expect(patient?.replyTo?.[0]?.address).toBe(clinic);
    const [notification] = await smtp.waitFor(
      (mail) => mail.envelopeTo.includes(clinic) && mail.replyTo?.[0]?.address === email,
    );
    // The message may be about health: the practice's mailbox is told there is one, not what.
    expect(notification?.text).toContain('Bericht: ja, lees het in het praktijkoverzicht');
    expect(notification?.text).not.toContain('Graag in de ochtend.');
    expect(notification?.html).not.toContain('Graag in de ochtend.');
  });
}

test('the date list: open days from today, labelled in the page language', async ({ page }) => {
  await page.goto(`${server.url}/`);
  const options = page.locator('select[name="preferredDate"] option:not([disabled])');
  const dates = availableDates(new Date());
  await expect(options).toHaveCount(dates.length);
  await expect(options.first()).toHaveAttribute('value', dates[0] ?? '');
  // Today or tomorrow named first ("Vandaag, dinsdag 1 december"), the days after by their date.
  const labels = dateOptions(new Date(), 'nl');
  await expect(options.first()).toHaveText(labels[0]?.label ?? '');
  await expect(options.first()).toContainText(dayLabel(dates[0] ?? '', 'nl'), { ignoreCase: true });
  // Each with a capital, as the first (round 57).
  await expect(options.nth(2)).toHaveText(labels[2]?.label ?? '');
  expect(labels[2]?.label).toMatch(/^[A-Z]/);
  expect(labels[2]?.label.toLowerCase()).toBe(dayLabel(dates[2] ?? '', 'nl'));
});

test('the form has labels and autocomplete hints', async ({ page }) => {
  await page.goto(`${server.url}/en`);
  const form = page.locator('#appointment form[method="post"]');
  await expect(form.getByLabel('Full name')).toHaveAttribute('autocomplete', 'name');
  await expect(form.getByLabel('Email address')).toHaveAttribute('autocomplete', 'email');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'tel');
  await expect(form.getByLabel('Treatment')).toBeVisible();
  await expect(form.getByLabel('Preferred date')).toBeVisible();
  await expect(form.getByLabel(/Message/)).toBeVisible();
  // The honeypot: out of sight, out of the accessibility tree and the tab order.
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
});

test('invalid input: one error per field, focus on the summary, nothing stored or mailed', async ({
  page,
}) => {
  await page.goto(`${server.url}/en`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('#appointment form[method="post"]');
  await form.locator('[name="fullName"]').fill('Invalid Visitor');
  await form.locator('[name="email"]').fill('not-an-address');
  await form.locator('[name="phone"]').fill('123');
  await form.getByRole('button', { name: 'Request an appointment' }).click();
  const email = form.locator('[name="email"]');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('error-summary')).toBeFocused();
  await expect(form).toContainText('Please enter a valid email address');
  await expect(form).toContainText('Please enter a valid phone number');
  await expect(form).toContainText('Please confirm that you have read the privacy statement');
  // Described by its hint (where the confirmation goes) and by its error.
  const describedBy = ((await email.getAttribute('aria-describedby')) ?? '').split(' ');
  const error = describedBy.find((id) => id.endsWith('-error'));
  expect(error).toBeTruthy();
  await expect(page.locator(`#${error}`)).toContainText('valid email address');
  await page.waitForTimeout(500);
  expect(await stored('not-an-address')).toEqual([]);
  expect(smtp.mails.filter((mail) => mail.text?.includes('Invalid Visitor'))).toEqual([]);
});

test('"Submitting..." shows while the request is on its way', async ({ page }) => {
  await page.goto(`${server.url}/en`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.route('**/en.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const form = await fillAppointmentForm(page, { name: 'Slow Network', email: 'slow@example.com' });
  await form.getByRole('button', { name: 'Request an appointment' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await expect(page.getByTestId('appointment-confirmation')).toContainText('Appointment requested');
});

test('clicking submit twice quickly stores and mails one request', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = await fillAppointmentForm(page, {
    name: 'Dubbel Klik',
    email: 'double@example.com',
  });
  const button = form.getByRole('button', { name: 'Afspraak aanvragen' });
  await button.click();
  // The form may already have made way for the confirmation: then there is nothing to click.
  await button.click({ force: true, timeout: 1000 }).catch(() => undefined);
  await expect(page.getByTestId('appointment-confirmation')).toContainText('Afspraak aangevraagd');
  await page.waitForTimeout(500);
  expect(await stored('double@example.com')).toHaveLength(1);
  await smtp.waitFor((mail) => mail.envelopeTo.includes('double@example.com'));
  expect(smtp.mails.filter((mail) => mail.envelopeTo.includes('double@example.com'))).toHaveLength(
    1,
  );
});

test('the toast of a failed submission: F8 moves focus to it, and it can be dismissed', async ({
  page,
}) => {
  await page.goto(`${server.url}/tr`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The request never reaches the server (a network failure): the form's error state.
  await page.route('**/tr.data*', (route) => route.abort());
  const form = await fillAppointmentForm(page, { name: 'Tost Deneme', email: 'toast@example.com' });
  await form.getByRole('button', { name: 'Randevu talep edin' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  // The alert above the form explains; the toast names it, says nothing typed is lost, and
  // offers the call (not the alert's text twice: round 27).
  await expect(page.getByTestId('appointment-alert')).toContainText(
    'Randevu talebiniz gönderilirken bir sorun oluştu.',
  );
  await expect(toast).not.toContainText('Randevu talebiniz gönderilirken bir sorun oluştu.');
  await expect(toast).toContainText('Girdiğiniz bilgiler formda duruyor.');
  await expect(toast.getByRole('link', { name: 'Arayın: 020 123 45 67' })).toHaveAttribute(
    'href',
    'tel:+31201234567',
  );
  // What was typed stays, to try again.
  await expect(form.locator('[name="fullName"]')).toHaveValue('Tost Deneme');
  await page.keyboard.press('F8');
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
      ),
    )
    .toMatch(/^Bildirimler/);
  await toast.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(toast).toBeHidden();
});

test('the privacy statement opens from the consent label, in the page language', async ({
  page,
}) => {
  await page.goto(`${server.url}/en`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const link = page.getByRole('link', { name: 'privacy statement' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy statement' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('180 days');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page and the answer is rendered by the server', async ({ page }) => {
    await page.goto(`${server.url}/tr`);
    const form = await fillAppointmentForm(page, {
      name: 'Script Yok',
      email: 'nojs@example.com',
      service: 'emergency',
    });
    await form.getByRole('button', { name: 'Randevu talep edin' }).click();
    await expect(page).toHaveURL(`${server.url}/tr`);
    // Focus (and the view) moves to the confirmation: `autofocus`, as there is no script.
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel).toBeInViewport();
    await expect(panel).toContainText('Randevu talebiniz alındı');
    await expect(panel).toContainText(catalogues.tr.form.serviceOptions.emergency);
    await expect(panel).toContainText('nojs@example.com');
    expect(await stored('nojs@example.com')).toHaveLength(1);
    // An emergency: the call leads the patient's receipt, and the practice sees SPOED first.
    const [receipt] = await smtp.waitFor((mail) => mail.envelopeTo.includes('nojs@example.com'));
    const text = receipt?.text ?? '';
    expect(text.indexOf('Hemen arayın.')).toBeGreaterThan(-1);
    expect(text.indexOf('Hemen arayın.')).toBeLessThan(
      text.indexOf('Randevu talebiniz için teşekkür ederiz'),
    );
    const [notification] = await smtp.waitFor(
      (mail) =>
        mail.envelopeTo.includes(clinic) && mail.replyTo?.[0]?.address === 'nojs@example.com',
    );
    expect(notification?.subject).toMatch(
      /^SPOED – Nieuwe aanvraag: Spoed \(pijn of een ongeluk\), /,
    );
  });

  test('errors come back next to their fields, with what was typed kept', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const form = page.locator('#appointment form[method="post"]');
    await form.locator('[name="fullName"]').fill('<script>alert(1)</script>');
    await form.locator('[name="email"]').fill('fout');
    await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
    await expect(form.getByTestId('error-summary')).toContainText('Controleer het formulier');
    await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Vul een geldig e-mailadres in');
    // What was typed comes back as text, never as markup.
    await expect(form.locator('[name="fullName"]')).toHaveValue('<script>alert(1)</script>');
    expect(await page.locator('script:text("alert(1)")').count()).toBe(0);
  });
});

test.describe('the JSON API', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'API Client',
    email: 'api@example.com',
    phone: '+31 20 123 4567',
    service: 'checkup' === overrides.service ? 'checkup' : 'orthodontics',
    preferredDate: availableDates(new Date())[1],
    healthDataConsent: true,
    privacyConsent: true,
    language: 'en',
    ...overrides,
  });

  async function post(
    request: APIRequestContext,
    data: unknown,
    headers: Record<string, string> = {},
  ) {
    return request.post(`${server.url}/api/appointments`, { data: data as object, headers });
  }

  test('201 with the id and whether the confirmation went out', async ({ request }) => {
    const response = await post(request, body());
    expect(response.status()).toBe(201);
    const json = (await response.json()) as { id: string; emailSent: boolean };
    expect(json.emailSent).toBe(true);
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored('api@example.com')).toHaveLength(1);
  });

  test('400 with field errors in the request language', async ({ request }) => {
    const response = await post(
      request,
      body({ email: 'x', language: 'tr', privacyConsent: false }),
    );
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        email: ['Lütfen geçerli bir e-posta adresi girin, örneğin ad@ornek.com.'],
        privacyConsent: ['Lütfen gizlilik bildirimini okuduğunuzu onaylayın.'],
      },
    });
  });

  test('a filled honeypot: 400, nothing stored or mailed', async ({ request }) => {
    const response = await post(
      request,
      body({ email: 'bot@example.com', website: 'http://spam' }),
    );
    expect(response.status()).toBe(400);
    expect(await stored('bot@example.com')).toEqual([]);
  });

  test('415 for anything but JSON; 413 over 16 kB; 400 for broken JSON; 405 for other methods', async ({
    request,
  }) => {
    const form = await request.post(`${server.url}/api/appointments`, { form: { fullName: 'x' } });
    expect(form.status()).toBe(415);
    const large = await post(request, body({ message: 'x'.repeat(17_000) }));
    expect(large.status()).toBe(413);
    const broken = await request.post(`${server.url}/api/appointments`, {
      data: '{"fullName": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status()).toBe(400);
    const get = await request.get(`${server.url}/api/appointments`);
    expect(get.status()).toBe(405);
  });
});

test('SMTP down: the request is recorded, the e-mail-failure panel shows, the mails arrive later', async ({
  page,
  browser,
}) => {
  await smtp.close();
  try {
    await page.goto(`${server.url}/en`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = await fillAppointmentForm(page, {
      name: 'Mail Down',
      email: 'maildown@example.com',
      phone: '0612345678',
    });
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading')).toHaveText('Appointment recorded');
    // Safe, no need to send it again, and the practice will call: on the number, as typed to read.
    await expect(panel).toContainText(
      'Your appointment has been recorded, but we experienced an issue sending the confirmation email. We’ll call you on 06 12 34 56 78 within one working day to confirm.',
    );
    await expect(panel).toContainText('no need to send the form again');
    await expect(panel).toContainText(catalogues.en.form.serviceOptions.general);
    await expect(panel).not.toContainText('We have emailed a copy');
    // The receipt did not go out: the side card's first step keeps its number.
    expect(await firstStepTicked(page)).toBe(false);
    expect(await stored('maildown@example.com')).toHaveLength(1);

    // The same without JavaScript, rendered by the server.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${server.url}/tr`);
      const plainForm = await fillAppointmentForm(plain, {
        name: 'Posta Yok',
        email: 'maildown-nojs@example.com',
        phone: '+90 532 123 45 67',
      });
      await plainForm.getByRole('button', { name: 'Randevu talep edin' }).click();
      const plainPanel = plain.getByTestId('appointment-confirmation');
      await expect(plainPanel.getByRole('heading')).toHaveText('Randevu talebiniz kaydedildi');
      await expect(plainPanel).toContainText(
        'bir iş günü içinde +90 532 123 45 67 numaralı telefonunuzu arayacağız',
      );
      await expect(plainPanel).toContainText('formu yeniden göndermenize gerek yok');
      expect(await stored('maildown-nojs@example.com')).toHaveLength(1);
    } finally {
      await noScript.close();
    }
  } finally {
    smtp = stack.smtp = await startSmtp(smtp.port);
  }
  await smtp.waitFor((mail) => mail.envelopeTo.includes('maildown@example.com'), 1, 20_000);
  await smtp.waitFor((mail) => mail.replyTo?.[0]?.address === 'maildown@example.com', 1, 20_000);
});

test.describe('rate limit', () => {
  let limited: AppServer;
  test.beforeAll(async () => {
    limited = await startAppServer({ env: { APPOINTMENT_RATE_LIMIT: '2' } });
  });
  test.afterAll(async () => {
    await limited.destroy();
  });

  test('past the limit the form says so in the page language, and the API answers 429', async ({
    page,
    request,
  }) => {
    await page.goto(`${limited.url}/tr`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (let i = 0; i < 2; i++) {
      const form = await fillAppointmentForm(page, {
        name: `Hasta ${i}`,
        email: `limit${i}@example.com`,
      });
      await form.getByRole('button', { name: 'Randevu talep edin' }).click();
      const panel = page.getByTestId('appointment-confirmation');
      await expect(panel).toContainText('Randevu talebiniz alındı');
      // A success replaces the form; the panel's link brings it back, the contact details kept.
      await panel.getByRole('link', { name: /Başka bir randevu/ }).click();
      await expect(form.locator('[name="fullName"]')).toHaveValue(`Hasta ${i}`);
    }
    const form = await fillAppointmentForm(page, { name: 'Hasta 3', email: 'limit3@example.com' });
    await form.getByRole('button', { name: 'Randevu talep edin' }).click();
    await expect(page.getByTestId('appointment-alert')).toContainText('Çok fazla talep');
    await expect(page.getByTestId('appointment-alert')).toContainText(
      'dakika sonra tekrar deneyin',
    );
    // It does not blame the patient (a family or an office shares one address), and the number
    // never breaks inside (the eighteenth review saw "020 123 / 45 67").
    await expect(page.getByTestId('appointment-alert')).toContainText('Bu bağlantıdan');
    await expect(page.getByTestId('appointment-alert')).toContainText(
      '020\u00a0123\u00a045\u00a067',
    );
    // The number is a call (round 27), and the toast does not repeat the alert's text.
    await expect(
      page.getByTestId('appointment-alert').getByRole('link', { name: '020 123 45 67' }),
    ).toHaveAttribute('href', 'tel:+31201234567');
    await expect(page.getByTestId('toast')).toContainText('Çok fazla talep');
    await expect(page.getByTestId('toast')).not.toContainText('Bu bağlantıdan');

    const response = await request.post(`${limited.url}/api/appointments`, {
      data: { fullName: 'x' },
      headers: { 'Accept-Language': 'nl' },
    });
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toContain('Probeer het over');
  });
});

test('with no SMTP configured, both mails are .eml files in DATA_DIR/mail', async ({ page }) => {
  const local = await startAppServer();
  try {
    await page.goto(`${local.url}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = await fillAppointmentForm(page, {
      name: 'Nieuwe Collega',
      email: 'nieuw@example.nl',
    });
    await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
    await expect(page.getByTestId('appointment-confirmation')).toContainText(
      'Afspraak aangevraagd',
    );
    const mailDir = path.join(local.dataDir, 'mail');
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const contents = await Promise.all(
      files.map((file) => readFile(path.join(mailDir, file), 'utf8')),
    );
    // A header line whole: the practice's copy has "Reply-To: nieuw@…", which contains
    // "To: nieuw@…" (matched as a substring, the copy was taken for the patient's whenever the
    // directory listed it first).
    const toPatient = (eml: string) => /^To: nieuw@example\.nl$/m.test(eml);
    expect(contents.filter(toPatient)).toHaveLength(1);
    expect(contents.some((eml) => /^Reply-To: nieuw@example\.nl$/m.test(eml))).toBe(true);
    // With no MAIL_FROM, the practice sends from its own address, and patients reply to it.
    const confirmation = contents.find(toPatient) ?? '';
    expect(confirmation).toContain(
      'From: Tandartspraktijk Stadshart <info@tandartspraktijkstadshart.nl>',
    );
    expect(confirmation).toContain('Reply-To: info@tandartspraktijkstadshart.nl');
  } finally {
    await local.destroy();
  }
});
