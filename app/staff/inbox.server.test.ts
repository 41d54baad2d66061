/**
 * The inbox queries against the embedded database: newest first, status filter and its counts,
 * search by name, e-mail or phone (as typed by a person), paging, handled and back, export,
 * removing only the message (consent withdrawn) and erasure.
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
import { dedupeKey } from '~/appointments/service.server';
import { clinicNotification } from '~/mail/templates.server';
import { createInbox, inboxPageSize, withoutMessage, type Inbox } from './inbox.server';

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

test('the to-do: new requests only, emergencies first, then the oldest', async () => {
  const emergency = ids[10] ?? '';
  await db.db
    .update(appointmentRequests)
    .set({ service: 'emergency' })
    .where(eq(appointmentRequests.id, emergency));
  await inbox.setHandled(ids[0] ?? '', true);
  try {
    const todo = await inbox.todo(4);
    expect(todo.total).toBe(inboxPageSize + 5 - 1);
    expect(todo.rows.map((row) => row.id)).toEqual([emergency, ids[1], ids[2], ids[3]]);
    // Only what the list shows: no e-mail, no message.
    expect(Object.keys(todo.rows[0] ?? {}).sort()).toEqual(
      // Whom it is for and the two ticks decide how the practice answers (decision 0127).
      [
        'callFirst',
        'createdAt',
        'fullName',
        'id',
        'newPatient',
        'patientName',
        'phone',
        'preferredDate',
        'service',
      ].sort(),
    );
  } finally {
    await inbox.setHandled(ids[0] ?? '', false);
    await db.db
      .update(appointmentRequests)
      .set({ service: 'general' })
      .where(eq(appointmentRequests.id, emergency));
  }
});

test('the filters’ counts: per status, within the search', async () => {
  const all = await inbox.statusCounts();
  expect(all).toEqual({
    new: inboxPageSize + 5,
    handled: 0,
    confirmed: 0,
    declined: 0,
    cancelled: 0,
  });
  await inbox.setHandled(ids[3] ?? '', true);
  expect(await inbox.statusCounts('ayşe')).toEqual({
    new: 0,
    handled: 1,
    confirmed: 0,
    declined: 0,
    cancelled: 0,
  });
  expect((await inbox.statusCounts()).new).toBe(inboxPageSize + 4);
  await inbox.setHandled(ids[3] ?? '', false);
});

test('the list gives each row the patient’s phone, to call back from it', async () => {
  const [row] = (await inbox.list({ page: 1, search: 'ayşe' })).rows;
  expect(row?.phone).toBe('+31612345678');
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

test('removing the message (consent withdrawn): gone from the request, its hash and its stored mails; the rest stays', async () => {
  const message = 'Mijn <b>kroon</b> zit los & doet pijn.\nIk gebruik bloedverdunners.';
  const fields = {
    fullName: 'Elif Şahin',
    email: 'elif@example.com',
    phone: '+31698765432',
    service: 'implants',
    preferredDate: '2026-03-12',
    language: 'tr',
  };
  const [stored] = await db.db
    .insert(appointmentRequests)
    .values({
      ...fields,
      message,
      clientHash: 'x',
      dedupeKey: dedupeKey({ ...fields, message }),
      consentedAt: new Date(),
    })
    .returning();
  if (!stored) throw new Error('not stored');
  const id = stored.id;
  // A practice notification from before decision 0103 carried the message; today's does not.
  const legacyText = `Er is via de website een nieuwe aanvraag.\n\nNaam: Elif Şahin\nBericht: ${message}\nTaal: Türkçe`;
  const legacyHtml = `<table><tr><th>Naam</th><td style="padding:6px 0">Elif Şahin</td></tr><tr><th>Bericht</th><td style="padding:6px 0">Mijn &lt;b&gt;kroon&lt;/b&gt; zit los &amp; doet pijn.\nIk gebruik bloedverdunners.</td></tr></table>`;
  const today = clinicNotification(
    {
      ...fields,
      service: 'implants',
      language: 'tr',
      message,
      id,
      createdAt: stored.createdAt,
      privacyConsent: true,
      appointmentFor: 'self',
      patientName: undefined,
      newPatient: false,
      callFirst: false,
    },
    { from: 'site@praktijk.test', clinic: 'balie@praktijk.test', origin: 'https://praktijk.test' },
  );
  await db.db.insert(mailOutbox).values([
    {
      appointmentId: id,
      kind: 'clinic-notification',
      status: 'sent',
      message: { ...today, text: legacyText, html: legacyHtml },
    },
    { appointmentId: id, kind: 'clinic-notification', status: 'pending', message: today },
  ]);
  expect(JSON.stringify(today)).not.toContain('kroon');

  expect(await inbox.removeMessage(id)).toBe('removed');
  const found = await inbox.get(id);
  expect(found?.request.message).toBeNull();
  expect(found?.request.messageRemovedAt).toBeInstanceOf(Date);
  expect(found?.request).toMatchObject({
    fullName: 'Elif Şahin',
    phone: '+31698765432',
    status: 'new',
  });
  // The duplicate check's hash covered the message: worked out again without it.
  expect(found?.request.dedupeKey).toBe(dedupeKey({ ...fields, message: null }));
  const mails = JSON.stringify(found?.mails);
  for (const part of ['kroon', 'bloedverdunners', 'doet pijn']) expect(mails).not.toContain(part);
  const [legacy, current] = found?.mails ?? [];
  expect(legacy?.message.text).toContain(
    'Bericht: (verwijderd op verzoek van de patiënt)\nTaal: Türkçe',
  );
  expect(legacy?.message.html).toContain('>(verwijderd op verzoek van de patiënt)</td>');
  expect(legacy?.message.html).toContain('Elif Şahin');
  expect(current?.message).toEqual(today); // never held it: untouched
  const exported = JSON.stringify(await inbox.export(id));
  expect(exported).not.toContain('kroon');
  expect(exported).toContain('messageRemovedAt');

  // Once more: nothing left to remove. An unknown request: not found.
  expect(await inbox.removeMessage(id)).toBe('no-message');
  expect(await inbox.removeMessage('00000000-0000-4000-8000-000000000000')).toBe('not-found');
  expect(await inbox.removeMessage(ids[0] ?? '')).toBe('no-message');
  await inbox.erase(id);
});

test('a short message is replaced only where it stands as the message, not inside other words', () => {
  const mail = {
    from: 'a@b.c',
    to: 'balie@praktijk.test',
    subject: 'Nieuwe aanvraag: ja',
    text: 'Naam: Jan Jansen\nBericht: ja\nTaal: Nederlands',
    html: '<td>Jan Jansen</td><td style="x">ja</td>',
    language: 'nl',
  };
  const cleaned = withoutMessage(mail, 'ja');
  expect(cleaned.text).toBe(
    'Naam: Jan Jansen\nBericht: (verwijderd op verzoek van de patiënt)\nTaal: Nederlands',
  );
  expect(cleaned.html).toBe(
    '<td>Jan Jansen</td><td style="x">(verwijderd op verzoek van de patiënt)</td>',
  );
  expect(cleaned.subject).toBe('Nieuwe aanvraag: ja');
});

test('erasure deletes the request and its e-mails', async () => {
  const id = ids[3] ?? '';
  expect(await inbox.erase(id)).toBe(true);
  expect(await inbox.get(id)).toBeUndefined();
  expect(await db.db.select().from(mailOutbox).where(eq(mailOutbox.appointmentId, id))).toEqual([]);
  expect(await inbox.erase(id)).toBe(false);
  expect(await inbox.failedMailCount()).toBe(0);
});
