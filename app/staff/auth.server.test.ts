/**
 * The sign-in link and session rules, against the embedded database (PGlite) with the real
 * migrations: single use, 15 minutes, hashes only, idle 8 hours, absolute 7 days.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { mailOutbox, staffSessions, staffSignInTokens } from '~/db/schema';
import { silentLogger } from '~/logger.server';
import { Outbox } from '~/mail/outbox.server';
import type { MailTransport } from '~/mail/transport.server';
import type { OutboxMessage } from '~/db/schema';
import {
  createStaffAuth,
  hashSecret,
  sessionIdleMs,
  sessionMaxMs,
  signInLinkLifetimeMs,
  type StaffAuth,
} from './auth.server';

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
const minutes = (n: number) => n * 60_000;

let dir: string;
let db: DatabaseHandle;
let auth: StaffAuth;
const sent: OutboxMessage[] = [];
const transport: MailTransport = {
  description: 'memory',
  send: (message) => {
    sent.push(message);
    return Promise.resolve();
  },
  close: () => undefined,
};

/** The token in the last sign-in link mailed to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const mail = sent.filter((message) => message.to === to).at(-1);
    const token = mail && /token=([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-in mail to ${to}`);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dental-staff-auth-'));
  db = await openDatabase({ dataDir: dir, migrationsFolder });
  auth = createStaffAuth({
    db: db.db,
    outbox: new Outbox(db.db, transport, silentLogger),
    logger: silentLogger,
    staffEmails: ['balie@example.com', 'Tandarts@Example.com'],
    mailFrom: 'Praktijk <no-reply@example.com>',
    publicOrigin: 'https://praktijk.example',
  });
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('sign-in links', () => {
  test('an allowed address gets a link through the outbox; only its hash is stored', async () => {
    const now = new Date();
    await auth.requestSignInLink(' Balie@Example.com ', 'en', now);
    const token = await tokenMailedTo('balie@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const mail = sent.find((message) => message.text.includes(token));
    expect(mail?.text).toContain(`https://praktijk.example/beheer/inloggen/link?token=${token}`);
    expect(mail?.subject).toBe('Your sign-in link for the practice inbox');

    const rows = await db.db.select().from(staffSignInTokens);
    expect(rows.some((row) => row.tokenHash === hashSecret(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [queued] = await db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'staff-sign-in'));
    expect(queued?.appointmentId).toBeNull();
  });

  test('an address not on the list gets nothing, and nothing is stored', async () => {
    const before = (await db.db.select().from(staffSignInTokens)).length;
    await auth.requestSignInLink('someone@example.com', 'nl');
    expect((await db.db.select().from(staffSignInTokens)).length).toBe(before);
    expect(sent.some((message) => message.to === 'someone@example.com')).toBe(false);
  });

  test('a link works once; looking at it does not use it up', async () => {
    const now = new Date();
    await auth.requestSignInLink('tandarts@example.com', 'nl', now);
    const token = await tokenMailedTo('tandarts@example.com');
    expect(await auth.isUsableToken(token, now)).toBe(true);
    expect(await auth.isUsableToken(token, now)).toBe(true);
    expect(await auth.useToken(token, now)).toBe('tandarts@example.com');
    expect(await auth.useToken(token, now)).toBeUndefined();
    expect(await auth.isUsableToken(token, now)).toBe(false);
  });

  test('a link expires after 15 minutes', async () => {
    const issued = new Date();
    await auth.requestSignInLink('balie@example.com', 'nl', issued);
    const token = await tokenMailedTo('balie@example.com');
    const late = new Date(issued.getTime() + signInLinkLifetimeMs);
    expect(await auth.isUsableToken(token, late)).toBe(false);
    expect(await auth.useToken(token, late)).toBeUndefined();
    const inTime = new Date(issued.getTime() + signInLinkLifetimeMs - 1000);
    expect(await auth.useToken(token, inTime)).toBe('balie@example.com');
  });

  test('two uses at the same moment: exactly one succeeds', async () => {
    await auth.requestSignInLink('balie@example.com', 'nl');
    const token = await tokenMailedTo('balie@example.com');
    const results = await Promise.all([auth.useToken(token), auth.useToken(token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test('a made-up token signs nobody in', async () => {
    expect(await auth.useToken('not-a-token')).toBeUndefined();
    expect(await auth.useToken('')).toBeUndefined();
  });
});

describe('sessions', () => {
  test('the id is random and only its hash is stored', async () => {
    const session = await auth.createSession('balie@example.com', 'tr');
    expect(session.id.length).toBeGreaterThanOrEqual(43);
    const rows = await db.db.select().from(staffSessions);
    expect(JSON.stringify(rows)).not.toContain(session.id);
    expect(rows.some((row) => row.idHash === hashSecret(session.id))).toBe(true);
    const read = await auth.readSession(session.id);
    expect(read).toMatchObject({ email: 'balie@example.com', language: 'tr', search: '' });
  });

  test('idle for 8 hours ends a session; activity keeps it alive', async () => {
    const start = new Date();
    const session = await auth.createSession('balie@example.com', 'nl', start);
    const almostIdle = new Date(start.getTime() + sessionIdleMs - minutes(1));
    expect(await auth.readSession(session.id, almostIdle)).toBeDefined();
    // Seen just now (almostIdle), so 8 hours after the start it is still alive…
    expect(
      await auth.readSession(session.id, new Date(start.getTime() + sessionIdleMs)),
    ).toBeDefined();
    // …but not 8 hours after it was last seen.
    const idle = new Date(almostIdle.getTime() + sessionIdleMs + minutes(1));
    expect(await auth.readSession(session.id, idle)).toBeUndefined();
  });

  test('a session ends 7 days after sign-in, however active', async () => {
    const start = new Date();
    const session = await auth.createSession('balie@example.com', 'nl', start);
    let now = start;
    while (now.getTime() < start.getTime() + sessionMaxMs - sessionIdleMs) {
      now = new Date(now.getTime() + sessionIdleMs - minutes(5));
      expect(await auth.readSession(session.id, now)).toBeDefined();
    }
    expect(
      await auth.readSession(session.id, new Date(start.getTime() + sessionMaxMs)),
    ).toBeUndefined();
  });

  test('signing out ends the session on the server', async () => {
    const session = await auth.createSession('balie@example.com', 'nl');
    await auth.endSession(session.id);
    expect(await auth.readSession(session.id)).toBeUndefined();
  });

  test('language and search are kept in the session', async () => {
    const session = await auth.createSession('balie@example.com', 'nl');
    await auth.updateSession(session.id, { language: 'en', search: 'Demir' });
    expect(await auth.readSession(session.id)).toMatchObject({ language: 'en', search: 'Demir' });
    await auth.updateSession(session.id, { search: '' });
    expect(await auth.readSession(session.id)).toMatchObject({ language: 'en', search: '' });
  });

  test('taking an address off the list ends its sessions at once', async () => {
    const session = await auth.createSession('balie@example.com', 'nl');
    const narrower = createStaffAuth({
      db: db.db,
      outbox: new Outbox(db.db, transport, silentLogger),
      logger: silentLogger,
      staffEmails: ['tandarts@example.com'],
      mailFrom: 'x@example.com',
      publicOrigin: 'https://praktijk.example',
    });
    expect(await narrower.readSession(session.id)).toBeUndefined();
  });

  test('expired sessions and links are purged', async () => {
    const later = new Date(Date.now() + sessionMaxMs + minutes(1));
    await auth.purgeExpired(later);
    expect(await db.db.select().from(staffSessions)).toHaveLength(0);
    expect(await db.db.select().from(staffSignInTokens)).toHaveLength(0);
    expect(
      await db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-sign-in')),
    ).toHaveLength(0);
  });
});
