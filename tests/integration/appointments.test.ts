/**
 * The appointment service, its migrations, the mail outbox and retention, against both databases
 * the site supports (embedded PGlite and a real PostgreSQL server) and a real SMTP server.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { createConfirmedAppointments } from '~/appointments/confirmed.server';
import { availableDates } from '~/appointments/dates';
import {
  createAppointmentService,
  loadClientHashKey,
  type AppointmentService,
} from '~/appointments/service.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { appointmentRequests, auditLog, mailOutbox } from '~/db/schema';
import type { Logger } from '~/logger.server';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { defaultOutboxOptions, Outbox, retryDelayMs } from '~/mail/outbox.server';
import { createMailTransport } from '~/mail/transport.server';
import { DatabaseRateLimitStore } from '../../server/rate-limit-store';
import { freePort } from '../support/postgres-server';
import { startSmtp, type TestSmtp } from '../support/smtp';

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
const today = availableDates(new Date());
const request = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Elif Şahin',
  email: 'elif@example.com',
  phone: '06 98765432',
  service: 'implants',
  preferredDate: today[3],
  message: 'Ik heb een losse kroon.',
  healthDataConsent: true,
  privacyConsent: true,
  language: 'tr',
  ...overrides,
});

/** A logger that keeps what it is told, to check what the system reports. */
function recordingLogger() {
  const entries: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const log = (level: string) => (fields: Record<string, unknown>, msg: string) => {
    entries.push({ level, fields, msg });
  };
  const logger = {
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    debug: log('debug'),
    fatal: log('fatal'),
  } as unknown as Logger;
  return { logger, entries };
}

async function pgliteDatabase() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dental-pglite-'));
  const handle = await openDatabase({ dataDir: dir, migrationsFolder });
  return { handle, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

let databaseCounter = 0;
async function postgresDatabase() {
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  const name = `appointments_${process.pid}_${++databaseCounter}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), migrationsFolder });
  return { handle, cleanup: () => Promise.resolve(), url };
}

describe.each([
  ['PGlite', pgliteDatabase],
  ['PostgreSQL', postgresDatabase],
])('%s', (_name, open) => {
  let db: DatabaseHandle;
  let cleanup: () => Promise<unknown>;
  let smtp: TestSmtp;
  let outbox: Outbox;
  let service: AppointmentService;
  let logs: ReturnType<typeof recordingLogger>;

  function build(smtpUrl: string, options: Partial<typeof defaultOutboxOptions> = {}) {
    logs = recordingLogger();
    outbox = new Outbox(db.db, createMailTransport({ smtpUrl, mailDir: tmpdir() }), logs.logger, {
      ...defaultOutboxOptions,
      retryBaseMs: 200,
      sendNowTimeoutMs: 5000,
      ...options,
    });
    return createAppointmentService({
      db: db.db,
      outbox,
      mail: {
        from: 'Praktijk <no-reply@praktijk.test>',
        clinic: 'balie@praktijk.test',
        origin: 'https://praktijk.test',
      },
      clientHashKey: 'k'.repeat(64),
      retentionDays: 180,
      logger: logs.logger,
    });
  }

  beforeAll(async () => {
    ({ handle: db, cleanup } = await open());
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await outbox.stop();
    await db.db.delete(appointmentRequests);
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await db.close();
    await smtp.close();
    await cleanup();
  });

  test('migrations created the tables, and running them again changes nothing', async () => {
    service = build(smtp.url);
    const result: unknown = await db.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = result as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'app_secrets',
      'appointment_requests',
      'audit_log',
      'mail_outbox',
      'rate_limit_hits',
      'staff_sessions',
      'staff_sign_in_tokens',
    ]);
    await expect(loadClientHashKey(db.db)).resolves.toMatch(/^[0-9a-f]{64}$/);
    expect(await loadClientHashKey(db.db)).toBe(await loadClientHashKey(db.db));
  });

  test('a request is stored with its fields, status new, and a hash of the address, never the address', async () => {
    service = build(smtp.url);
    const result = await service.submit(request(), { clientAddress: '203.0.113.7' });
    expect(result).toMatchObject({ kind: 'created', emailSent: true, duplicate: false });
    const [row] = await db.db.select().from(appointmentRequests);
    expect(row).toMatchObject({
      fullName: 'Elif Şahin',
      email: 'elif@example.com',
      phone: '+31698765432',
      service: 'implants',
      preferredDate: today[3],
      message: 'Ik heb een losse kroon.',
      language: 'tr',
      status: 'new',
    });
    expect(row?.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
  });

  test('both mails go out at once: the patient in their language, the practice with every field but the message', async () => {
    service = build(smtp.url);
    await service.submit(
      request({ fullName: 'Elif <b>Şahin</b>', message: 'Mijn <b>kroon</b> zit los & doet pijn' }),
      { clientAddress: '198.51.100.1' },
    );
    const [patient] = await smtp.waitFor((mail) => mail.envelopeTo.includes('elif@example.com'));
    const [clinic] = await smtp.waitFor((mail) => mail.envelopeTo.includes('balie@praktijk.test'));

    expect(patient?.subject).toMatch(
      /^Tandartspraktijk Stadshart.*randevu talebiniz \(tercih: .+\)$/,
    );
    expect(patient?.text).toContain('Sayın Elif <b>Şahin</b>');
    expect(patient?.text).toContain('Diş implantları');
    // The practice's number with no-break spaces: it never wraps inside in a mail client.
    expect(patient?.text).toContain('020\u00a0123\u00a045\u00a067');
    expect(patient?.html).toContain('<html lang="tr">');
    // The confirmation repeats what was asked for, not the free text.
    expect(patient?.text).not.toContain('kroon');
    expect(patient?.html).not.toContain('kroon');

    // Replies to the confirmation ("reply to this e-mail") reach the practice, not the sender.
    expect(patient?.replyTo?.[0]?.address).toBe('balie@praktijk.test');
    expect(clinic?.replyTo?.[0]?.address).toBe('elif@example.com');
    for (const field of [
      'Elif <b>Şahin</b>',
      'elif@example.com',
      // The patient's number as a person reads it, never raw E.164 (and never wrapped).
      '06\u00a098\u00a076\u00a054\u00a032',
      'Implantaten',
      // The language in Dutch, as the rest of the practice's mail (round 27).
      'Taal: Turks',
    ]) {
      expect(clinic?.text).toContain(field);
    }
    // What the visitor typed is escaped in the HTML, never markup.
    expect(clinic?.html).toContain('Elif &lt;b&gt;Şahin&lt;/b&gt;');
    expect(clinic?.html).not.toContain('<b>Şahin</b>');
    // The message may be about health: the practice's mailbox gets only that there is one, and
    // the link to read it in the inbox, behind the sign-in.
    for (const part of [clinic?.text, clinic?.html]) {
      expect(part).not.toContain('kroon');
      expect(part).not.toContain('pijn');
    }
    expect(clinic?.text).toContain('Bericht: ja, lees het in het praktijkoverzicht');
    expect(clinic?.html).toMatch(
      /<a href="[^"]+\/beheer\/aanvragen\/[0-9a-f-]{36}"[^>]*>ja, lees het in het praktijkoverzicht<\/a>/,
    );

    const rows = await db.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['clinic-notification', 'sent', 1],
      ['patient-confirmation', 'sent', 1],
    ]);
  });

  test('the same request sent twice (even at the same moment) is stored and mailed once', async () => {
    service = build(smtp.url);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.submit(request(), { clientAddress: '192.0.2.5' })),
    );
    const ids = new Set(
      results.map((result) => (result.kind === 'created' ? result.id : result.kind)),
    );
    expect(ids.size).toBe(1);
    expect(await db.db.$count(appointmentRequests)).toBe(1);
    await smtp.waitFor(() => true, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(2);
    expect(results.filter((result) => result.kind === 'created' && result.duplicate)).toHaveLength(
      4,
    );
  });

  test('invalid input and a filled honeypot store nothing and send nothing', async () => {
    service = build(smtp.url);
    const invalid = await service.submit(request({ email: 'nope', preferredDate: '2020-01-01' }), {
      clientAddress: '192.0.2.9',
    });
    expect(invalid).toEqual({
      kind: 'invalid',
      errors: { email: ['emailInvalid'], preferredDate: ['dateInvalid'] },
    });
    // A message (which may be about health) without its explicit consent: refused, not stripped.
    const withoutConsent = await service.submit(request({ healthDataConsent: false }), {
      clientAddress: '192.0.2.9',
    });
    expect(withoutConsent).toEqual({
      kind: 'invalid',
      errors: { healthDataConsent: ['healthConsentRequired'] },
    });
    const spam = await service.submit(request({ website: 'http://spam.example' }), {
      clientAddress: '192.0.2.9',
    });
    expect(spam).toEqual({ kind: 'spam' });
    expect(await db.db.$count(appointmentRequests)).toBe(0);
    expect(await db.db.$count(mailOutbox)).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  test('SMTP down: the request is kept, emailSent is false, the mails go out with retries later', async () => {
    const closedPort = await freePort();
    service = build(`smtp://127.0.0.1:${closedPort}`);
    const result = await service.submit(request({ language: 'en' }), {
      clientAddress: '192.0.2.10',
    });
    expect(result).toMatchObject({ kind: 'created', emailSent: false });
    expect(await db.db.$count(appointmentRequests)).toBe(1);
    const pending = await db.db.select().from(mailOutbox);
    expect(
      pending.every((row) => row.status === 'pending' && row.attempts === 1 && row.lastError),
    ).toBe(true);
    expect(logs.entries.some((entry) => entry.msg === 'mail not sent, will retry')).toBe(true);

    // The SMTP server comes back on that port; the background sender delivers both.
    const revived = await startSmtp(closedPort);
    try {
      build(revived.url, { pollIntervalMs: 100, retryBaseMs: 200 });
      outbox.start();
      await revived.waitFor(() => true, 2, 10_000);
      await expect
        .poll(async () => (await db.db.select().from(mailOutbox)).map((row) => row.status))
        .toEqual(['sent', 'sent']);
      expect(
        revived.mails.find((mail) => mail.envelopeTo.includes('elif@example.com'))?.subject,
      ).toMatch(
        /^Your appointment request at Tandartspraktijk Stadshart \(preferred: [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+\)$/,
      );
    } finally {
      await outbox.stop();
      await revived.close();
    }
  });

  test('mail claimed by a process that died is picked up once its claim expires', async () => {
    service = build(smtp.url);
    const [stored] = await db.db
      .insert(appointmentRequests)
      .values({
        fullName: 'Kees B.',
        email: 'kees@example.nl',
        phone: '+31612345678',
        service: 'general',
        preferredDate: today[0] ?? '',
        language: 'nl',
        clientHash: 'x',
        dedupeKey: 'y',
        consentedAt: new Date(),
      })
      .returning();
    await db.db.insert(mailOutbox).values({
      appointmentId: stored?.id ?? '',
      kind: 'patient-confirmation',
      message: {
        from: 'a@b.c',
        to: 'kees@example.nl',
        subject: 'Hallo',
        text: 'x',
        html: '<p>x</p>',
        language: 'nl',
      },
      lockedUntil: sql`now() - interval '1 second'`,
    });
    expect(await outbox.deliverDue()).toBe(1);
    await smtp.waitFor((mail) => mail.subject === 'Hallo');
  });

  test('after a day of failures the outbox gives up and logs an error', async () => {
    service = build(`smtp://127.0.0.1:${await freePort()}`);
    await service.submit(request(), { clientAddress: '192.0.2.11' });
    await db.db.update(mailOutbox).set({
      createdAt: sql`now() - interval '25 hours'`,
      nextAttemptAt: sql`now()`,
    });
    await outbox.deliverDue();
    const rows = await db.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(
      logs.entries.filter((entry) => entry.level === 'error' && entry.msg.includes('giving up')),
    ).toHaveLength(2);
    // Failed mail is not retried.
    expect(await outbox.deliverDue()).toBe(0);
  });

  test('requests older than the retention period are deleted, with their mail', async () => {
    service = build(smtp.url);
    await service.submit(request(), { clientAddress: '192.0.2.12' });
    await service.submit(request({ email: 'other@example.com' }), { clientAddress: '192.0.2.12' });
    await db.db
      .update(appointmentRequests)
      .set({ createdAt: sql`now() - interval '181 days'` })
      .where(eq(appointmentRequests.email, 'elif@example.com'));
    expect(await service.purgeExpired()).toBe(1);
    const left = await db.db.select().from(appointmentRequests);
    expect(left.map((row) => row.email)).toEqual(['other@example.com']);
    expect(await db.db.$count(mailOutbox)).toBe(2);
  });

  test('a request with an appointment is kept until the retention period after the appointment', async () => {
    service = build(smtp.url);
    await service.submit(request(), { clientAddress: '192.0.2.13' });
    await service.submit(request({ email: 'later@example.com' }), { clientAddress: '192.0.2.13' });
    // Both submitted 200 days ago; one had its appointment 10 days ago, the other 190 days ago.
    await db.db
      .update(appointmentRequests)
      .set({
        createdAt: sql`now() - interval '200 days'`,
        appointmentStart: sql`now() - interval '10 days'`,
        manageTokenHash: 'hash-of-a-link',
      })
      .where(eq(appointmentRequests.email, 'later@example.com'));
    await db.db
      .update(appointmentRequests)
      .set({
        createdAt: sql`now() - interval '200 days'`,
        appointmentStart: sql`now() - interval '190 days'`,
      })
      .where(eq(appointmentRequests.email, 'elif@example.com'));
    expect(await service.purgeExpired()).toBe(1);
    const left = await db.db.select().from(appointmentRequests);
    expect(left.map((row) => row.email)).toEqual(['later@example.com']);
    expect(await db.db.$count(mailOutbox)).toBe(2);
  });

  test('a late cancellation is chargeable only if the time was agreed before the free period ended', async () => {
    service = build(smtp.url);
    const confirmed = createConfirmedAppointments({
      db: db.db,
      outbox,
      mail: {
        from: 'Praktijk <no-reply@praktijk.test>',
        clinic: 'balie@praktijk.test',
        origin: 'https://praktijk.test',
      },
      reminderHours: 24,
      logger: logs.logger,
    });
    const time = {
      date: '2027-03-01',
      time: '10:00',
      durationMinutes: 30,
      allowOutsideHours: false,
    };
    // Monday 1 March 2027, 10:00 in Amsterdam (09:00 UTC); cancelled three hours before.
    const cancelledAt = new Date('2027-03-01T06:00:00Z');
    const cases = [
      {
        email: 'week-ahead@example.com',
        agreedAt: new Date('2027-02-22T10:00:00Z'),
        charged: true,
      },
      {
        email: 'short-notice@example.com',
        agreedAt: new Date('2027-02-28T12:00:00Z'),
        charged: false,
      },
    ];
    for (const { email, agreedAt, charged } of cases) {
      await service.submit(request({ email, language: 'en' }), { clientAddress: '192.0.2.50' });
      const [row] = await db.db
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.email, email));
      if (!row) throw new Error('not stored');
      expect(await confirmed.confirm(row.id, time, 'balie@praktijk.test', agreedAt)).toMatchObject({
        kind: 'confirmed',
      });
      const [mail] = await smtp.waitFor(
        (item) =>
          item.envelopeTo.includes(email) && /^Appointment confirmed/.test(item.subject ?? ''),
      );
      const token = /\/en\/my-appointment\/([\w-]{43})/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no link in the confirmation');
      expect((await confirmed.patientView(token, cancelledAt))?.lateCancellation).toBe(charged);
      expect(await confirmed.cancelByPatient(token, cancelledAt)).toMatchObject({
        kind: 'cancelled',
      });
      const [cancellation] = await smtp.waitFor(
        (item) =>
          item.envelopeTo.includes(email) && /^Appointment cancelled/.test(item.subject ?? ''),
      );
      const [practiceCopy] = await smtp.waitFor(
        (item) =>
          item.envelopeTo.includes('balie@praktijk.test') &&
          /^Geannuleerd door de patiënt/.test(item.subject ?? '') &&
          item.raw.includes(row.id),
      );
      const patientNote = appointmentMessages.en.lateCancellationNote.split('{')[0] ?? '';
      expect(cancellation?.text?.includes(patientNote.trim())).toBe(charged);
      expect(practiceCopy?.text?.includes(appointmentMessages.nl.practiceLateNote)).toBe(charged);
    }
  });

  test('a time overlapping another confirmed appointment is a warning first, stored only when confirmed again', async () => {
    service = build(smtp.url);
    const confirmed = createConfirmedAppointments({
      db: db.db,
      outbox,
      mail: {
        from: 'Praktijk <no-reply@praktijk.test>',
        clinic: 'balie@praktijk.test',
        origin: 'https://praktijk.test',
      },
      reminderHours: 24,
      logger: logs.logger,
    });
    const ids: string[] = [];
    for (const email of ['stoel-1@example.com', 'stoel-2@example.com', 'stoel-3@example.com']) {
      await service.submit(request({ email }), { clientAddress: '192.0.2.60' });
      const [row] = await db.db
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.email, email));
      if (!row) throw new Error('not stored');
      ids.push(row.id);
    }
    const [first = '', second = '', third = ''] = ids;
    const now = new Date('2027-02-22T10:00:00Z');
    // Tuesday 2 March 2027, Amsterdam time.
    const at = (time: string, durationMinutes = 30) => ({
      date: '2027-03-02',
      time,
      durationMinutes,
      allowOutsideHours: false,
    });
    const status = async (id: string) =>
      (await db.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]
        ?.status;
    expect(
      await confirmed.confirm(first, at('10:00', 45), 'balie@praktijk.test', now),
    ).toMatchObject({ kind: 'confirmed' });
    // 10:30–11:00 overlaps 10:00–10:45: a warning naming the other, nothing stored or mailed.
    const warned = await confirmed.confirm(second, at('10:30'), 'balie@praktijk.test', now);
    expect(warned).toEqual({
      kind: 'overlap',
      overlaps: [
        {
          id: first,
          service: 'implants',
          start: new Date('2027-03-02T09:00:00Z'),
          durationMinutes: 45,
        },
      ],
    });
    expect(await status(second)).toBe('new');
    const audited = await db.db.select().from(auditLog).where(eq(auditLog.requestId, second));
    expect(audited).toHaveLength(0);
    // Right after it (10:45) is no overlap.
    expect(await confirmed.confirm(third, at('10:45'), 'balie@praktijk.test', now)).toMatchObject({
      kind: 'confirmed',
    });
    // Confirmed again on purpose: stored, audited as any confirmation.
    expect(
      await confirmed.confirm(
        second,
        { ...at('10:30'), allowOverlap: true },
        'balie@praktijk.test',
        now,
      ),
    ).toMatchObject({ kind: 'confirmed' });
    expect(await status(second)).toBe('confirmed');
    // Moving one onto two others warns about both; its own old time does not count.
    const moved = await confirmed.confirm(third, at('10:40'), 'balie@praktijk.test', now);
    expect(moved.kind === 'overlap' && moved.overlaps.map((other) => other.id)).toEqual([
      first,
      second,
    ]);
    // A cancelled appointment frees its time.
    await confirmed.cancelByPractice(first, 'balie@praktijk.test');
    await confirmed.cancelByPractice(second, 'balie@praktijk.test');
    expect(await confirmed.confirm(third, at('10:40'), 'balie@praktijk.test', now)).toMatchObject({
      kind: 'changed',
    });
  });

  test('the rate-limit store counts per client and window, shared by every store on the database', async () => {
    service = build(smtp.url);
    const a = new DatabaseRateLimitStore(db.db, 'test:');
    const b = new DatabaseRateLimitStore(db.db, 'test:');
    a.init({ windowMs: 60_000 } as never);
    b.init({ windowMs: 60_000 } as never);
    expect((await a.increment('client-1')).totalHits).toBe(1);
    expect((await b.increment('client-1')).totalHits).toBe(2);
    expect((await a.increment('client-2')).totalHits).toBe(1);
    await a.decrement('client-1');
    expect((await b.increment('client-1')).totalHits).toBe(2);
    await b.resetKey('client-1');
    expect((await a.increment('client-1')).totalHits).toBe(1);
  });

  test('a client’s window starts at its first request, not at a clock boundary', async () => {
    service = build(smtp.url);
    const store = new DatabaseRateLimitStore(db.db, 'window:');
    store.init({ windowMs: 300 } as never);
    const first = await store.increment('c');
    expect(first.totalHits).toBe(1);
    expect(first.resetTime?.getTime()).toBeGreaterThan(Date.now());
    expect((await store.increment('c')).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.increment('c')).totalHits).toBe(1);
  });
});

describe('outbox retry schedule', () => {
  test('first retry within 60 s, doubling, at most an hour apart', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) =>
      retryDelayMs(attempt, defaultOutboxOptions),
    );
    expect(delays[0]).toBeLessThanOrEqual(60_000);
    expect(delays.slice(0, 7)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
    expect(delays.at(-1)).toBe(3_600_000);
    expect(defaultOutboxOptions.giveUpAfterMs).toBe(24 * 3_600_000);
  });
});

describe('mail without SMTP', () => {
  test('each message becomes an .eml file in the mail directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dental-mail-'));
    try {
      const transport = createMailTransport({ mailDir: dir });
      await transport.send(
        {
          from: 'a@b.nl',
          to: 'c@d.nl',
          subject: 'Onderwerp',
          text: 'Tekst',
          html: '<p>Tekst</p>',
          language: 'nl',
        },
        { id: 7, kind: 'patient-confirmation' },
      );
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-7-patient-confirmation\.eml$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
