/**
 * Faults: what a patient and the practice see when a dependency fails, and that nothing submitted
 * is lost. Each test starts its own built server (and, where needed, its own PostgreSQL and SMTP
 * servers on loopback) so it can break them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { availableDates } from '~/appointments/dates';
import { startAppServer } from '../support/app-server';
import { freePort, startPostgres } from '../support/postgres-server';
import { startSmtp } from '../support/smtp';
import { fillAppointmentForm } from './support';

test.skip(({ isMobile }) => isMobile, 'server behaviour; one browser size is enough');
test.describe.configure({ mode: 'serial' });

function appointment(email: string) {
  return {
    fullName: 'Fenna de Vries',
    email,
    phone: '+31 6 12345678',
    service: 'implants',
    preferredDate: availableDates(new Date())[3],
    privacyConsent: true,
    language: 'nl',
  };
}

async function waitForHealth(request: APIRequestContext, url: string, status: number) {
  await expect
    .poll(async () => (await request.get(`${url}/healthz`)).status(), {
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toBe(status);
}

test('the database goes away: 503 and the error state, then recovery without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const postgres = await startPostgres();
  const url = await postgres.createDatabase('faults_e2e');
  const server = await startAppServer({ env: { DATABASE_URL: url } });
  const database = new pg.Pool({ connectionString: url });
  database.on('error', () => undefined);
  try {
    await page.goto(`${server.url}/en`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await waitForHealth(request, server.url, 200);

    await postgres.stop();
    await waitForHealth(request, server.url, 503);

    // The form, with JavaScript: the error state, in the page's language; nothing half-done.
    const form = await fillAppointmentForm(page, {
      name: 'Fenna de Vries',
      email: 'db-down@example.com',
      dateIndex: 2,
    });
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    await expect(page.getByTestId('appointment-alert')).toContainText(
      'There was a problem submitting your appointment request. Please try again.',
      { timeout: 30_000 },
    );
    // The entries are kept, so trying again needs no retyping.
    await expect(form.locator('[name="fullName"]')).toHaveValue('Fenna de Vries');

    const api = await request.post(`${server.url}/api/appointments`, {
      data: appointment('api-db-down@example.com'),
    });
    expect(api.status()).toBe(503);
    expect(((await api.json()) as { error: string }).error).toBe('unavailable');

    // Pages that need no database are still served, and the process is still there.
    expect((await request.get(`${server.url}/implantaten`)).status()).toBe(200);
    expect(server.process.exitCode).toBeNull();

    await postgres.start();
    await waitForHealth(request, server.url, 200);
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    await expect(page.getByTestId('appointment-confirmation')).toContainText(
      'Appointment requested',
      {
        timeout: 30_000,
      },
    );
    const rows = await database.query<{ email: string }>(
      'select email from appointment_requests order by created_at',
    );
    expect(rows.rows.map((row) => row.email)).toEqual(['db-down@example.com']);
    expect(server.logs.join('\n')).not.toMatch(/"level":60/);
  } finally {
    await database.end().catch(() => undefined);
    await server.destroy();
    await postgres.destroy();
  }
});

/** The rows the embedded database kept, read after the server has stopped (one opener at a time). */
async function readEmbedded(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const requests = await db.query<{ email: string; status: string }>(
      'select email, status from appointment_requests',
    );
    const outbox = await db.query<{ sent: number; pending: number }>(
      `select count(*) filter (where status = 'sent')::int as sent,
              count(*) filter (where status <> 'sent')::int as pending
         from mail_outbox`,
    );
    return { requests: requests.rows, outbox: outbox.rows[0] };
  } finally {
    await db.close();
  }
}

test('SIGKILL right after 201 with SMTP down: after a restart the request is there and its mails go out', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dental-kill-'));
  const smtpPort = await freePort(); // nothing listens here yet: the mail server is down
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CLINIC_EMAIL: 'balie@praktijk.test',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_POLL_INTERVAL_MS: '200',
  };
  const first = await startAppServer({ dataDir, env });
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  try {
    const response = await request.post(`${first.url}/api/appointments`, {
      data: appointment('killed@example.com'),
    });
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { emailSent: boolean }).emailSent).toBe(false);
    // No chance to shut down cleanly: whatever 201 promised must already be on disk.
    await first.stop('SIGKILL');

    smtp = await startSmtp(smtpPort);
    const second = await startAppServer({ dataDir, env });
    try {
      const [confirmation] = await smtp.waitFor(
        (mail) => mail.envelopeTo.includes('killed@example.com'),
        1,
        30_000,
      );
      expect(confirmation?.subject).toMatch(/aanvraag voor een afspraak/i);
      await smtp.waitFor((mail) => mail.envelopeTo.includes('balie@praktijk.test'), 1, 30_000);
      expect(await second.stop('SIGTERM')).toBe(0);
    } finally {
      await second.stop('SIGKILL');
    }

    const kept = await readEmbedded(dataDir);
    expect(kept.requests).toEqual([{ email: 'killed@example.com', status: 'new' }]);
    expect(kept.outbox).toEqual({ sent: 2, pending: 0 });
    // Each mail went out once, not once per attempt.
    expect(smtp.mails).toHaveLength(2);
  } finally {
    await first.stop('SIGKILL');
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
