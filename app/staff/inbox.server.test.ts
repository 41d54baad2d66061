/**
 * The inbox queries against the embedded database: newest first, status filter, search by name,
 * e-mail or phone (as typed by a person), paging, handled and back, export and erasure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { appointmentRequests, mailOutbox } from '~/db/schema';
import { silentLogger } from '~/logger.server';
import { Outbox } from '~/mail/outbox.server';
import { createInbox, inboxPageSize, type Inbox } from './inbox.server';

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
let dir: string;
let db: DatabaseHandle;
let inbox: Inbox;
const ids: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dental-inbox-'));
  db = await openDatabase({ dataDir: dir, migrationsFolder });
  const transport = { description: 'none', send: () => Promise.resolve(), close: () => undefined };
  inbox = createInbox(db.db, new Outbox(db.db, transport, silentLogger));
  const start = Date.parse('2026-03-01T09:00:00Z');
  for (let index = 0; index < inboxPageSize + 5; index++) {
    const [row] = await db.db
      .insert(appointmentRequests)
      .values({
        createdAt: new Date(start + index * 60_000),
        fullName: index === 3 ? 'Ayşe 100%_Demir' : `Patiënt ${index}`,
        email: index === 3 ? 'ayse@example.com' : `p${index}@example.com`,
        phone: index === 3 ? '+31612345678' : `+3120${String(index).padStart(7, '0')}`,
        service: 'general',
        preferredDate: '2026-03-10',
        language: 'nl',
        clientHash: 'x',
        dedupeKey: `k${index}`,
        consentedAt: new Date(start),
      })
      .returning({ id: appointmentRequests.id });
    if (row) ids.push(row.id);
  }
  await db.db.insert(mailOutbox).values({
    appointmentId: ids[3] ?? '',
    kind: 'patient-confirmation',
    message: {
      from: 'a@b.c',
      to: 'ayse@example.com',
      subject: 's',
      text: 't',
      html: 'h',
      language: 'nl',
    },
    status: 'failed',
  });
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

test('newest first, in pages', async () => {
  const first = await inbox.list({ page: 1 });
  expect(first.total).toBe(inboxPageSize + 5);
  expect(first.rows).toHaveLength(inboxPageSize);
  expect(first.rows[0]?.id).toBe(ids.at(-1));
  const second = await inbox.list({ page: 2 });
  expect(second.rows).toHaveLength(5);
  expect(second.rows.at(-1)?.id).toBe(ids[0]);
});

test.each([
  ['a part of the name, any case', 'ayşe 100'],
  ['wildcard characters taken literally', '100%_'],
  ['the e-mail address', 'AYSE@example'],
  ['the phone as written in the Netherlands', '06 12 34 56 78'],
  ['the phone in international form', '+31 6 1234 5678'],
])('search by %s', async (_label, search) => {
  const found = await inbox.list({ page: 1, search });
  expect(found.rows.map((row) => row.id)).toEqual([ids[3]]);
});

test('a search matching nothing finds nothing; % alone finds only a literal %', async () => {
  expect((await inbox.list({ page: 1, search: 'Jansen' })).total).toBe(0);
  expect((await inbox.list({ page: 1, search: '%' })).total).toBe(1);
});

test('handled and back; the status filter follows', async () => {
  const id = ids[0] ?? '';
  expect(await inbox.setHandled(id, true)).toBe(true);
  expect(await inbox.setHandled(id, true)).toBe(false); // already handled: nothing changes
  expect((await inbox.list({ page: 1, status: 'handled' })).rows.map((row) => row.id)).toEqual([
    id,
  ]);
  expect(await inbox.setHandled(id, false)).toBe(true);
  expect((await inbox.list({ page: 1, status: 'handled' })).total).toBe(0);
});

test('a mail given up on counts for the warning until it is sent', async () => {
  expect(await inbox.failedMailCount()).toBe(1);
});

test('export holds the request and its e-mails, not the internal hashes', async () => {
  const exported = await inbox.export(ids[3] ?? '');
  expect(exported?.request.fullName).toBe('Ayşe 100%_Demir');
  expect(exported?.emails).toHaveLength(1);
  expect(JSON.stringify(exported)).not.toContain('clientHash');
  expect(JSON.stringify(exported)).not.toContain('dedupeKey');
});

test('erasure deletes the request and its e-mails', async () => {
  const id = ids[3] ?? '';
  expect(await inbox.erase(id)).toBe(true);
  expect(await inbox.get(id)).toBeUndefined();
  expect(await db.db.select().from(mailOutbox).where(eq(mailOutbox.appointmentId, id))).toEqual([]);
  expect(await inbox.erase(id)).toBe(false);
  expect(await inbox.failedMailCount()).toBe(0);
});
