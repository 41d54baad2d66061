/**
 * The practice inbox: finding requests, their e-mails, marking them handled, and the privacy tools
 * (export, erasure, and removing only the message when its consent is withdrawn). Every query is by id or by the staff member's own search; nothing here logs
 * a request's content.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { dedupeKey } from '~/appointments/service.server';
import type { Database } from '~/db/client.server';
import {
  appointmentRequests,
  mailOutbox,
  requestStatuses,
  type OutboxMessage,
  type RequestStatus,
} from '~/db/schema';
import { defaultLang, isLang } from '~/i18n/languages';
import { mailMessages } from '~/mail/messages.server';
import type { Outbox } from '~/mail/outbox.server';

export type InboxRequest = typeof appointmentRequests.$inferSelect;
export type InboxMail = typeof mailOutbox.$inferSelect;

export const inboxPageSize = 25;
/** How many of the waiting new requests the inbox's "to do" lists (the rest behind the filter). */
export const todoLimit = 10;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Conditions for a search by name, e-mail or phone. Phones are stored as E.164 (+31612345678), so
 * a number typed as 06 12 34 56 78 is also looked for as 31612345678.
 */
export function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const conditions: SQL[] = [
    ilike(appointmentRequests.fullName, pattern),
    ilike(appointmentRequests.patientName, pattern),
    ilike(appointmentRequests.email, pattern),
  ];
  const digits = term.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(ilike(appointmentRequests.phone, `%${digits}%`));
    if (digits.startsWith('0') && !digits.startsWith('00')) {
      conditions.push(ilike(appointmentRequests.phone, `%31${digits.slice(1)}%`));
    }
  }
  return or(...conditions);
}

/** As React escapes text (the mails' HTML is rendered by React), to find a value in a mail's HTML. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

/**
 * A stored mail without the patient's message. Only the practice's notifications sent before
 * decision 0103 carried it, as the "Bericht" row: that row's value is replaced by a note. A longer
 * message is also replaced wherever else it might stand; a short one ("ja") is not, as it could be
 * part of other words.
 */
export function withoutMessage(mail: OutboxMessage, text: string): OutboxMessage {
  const m = mailMessages[isLang(mail.language) ? mail.language : defaultLang];
  const note = m.messageRemoved;
  const replaceAll = (value: string, from: string, to: string) =>
    from.trim().length >= 12 ? value.split(from).join(to) : value;
  const plain = (value: string) =>
    replaceAll(
      value.split(`${m.messageLabel}: ${text}`).join(`${m.messageLabel}: ${note}`),
      text,
      note,
    );
  const escaped = escapeHtml(text);
  const html = replaceAll(
    mail.html.split(`>${escaped}</td>`).join(`>${escapeHtml(note)}</td>`),
    escaped,
    escapeHtml(note),
  );
  return {
    ...mail,
    subject: plain(mail.subject),
    text: plain(mail.text),
    html: replaceAll(html, text, note),
  };
}

/** What a row of the inbox and of the to-do list shows of a request (least data). */
const summaryColumns = {
  id: appointmentRequests.id,
  createdAt: appointmentRequests.createdAt,
  fullName: appointmentRequests.fullName,
  phone: appointmentRequests.phone,
  service: appointmentRequests.service,
  preferredDate: appointmentRequests.preferredDate,
  // Whom it is for, and whether to call first: what decides how the practice answers (0127).
  patientName: appointmentRequests.patientName,
  newPatient: appointmentRequests.newPatient,
  callFirst: appointmentRequests.callFirst,
};

export function createInbox(db: Database, outbox: Outbox) {
  return {
    async list(query: { status?: RequestStatus; search?: string; page: number }) {
      const where = and(
        query.status ? eq(appointmentRequests.status, query.status) : undefined,
        searchCondition(query.search ?? ''),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            language: appointmentRequests.language,
            status: appointmentRequests.status,
            cancelledBy: appointmentRequests.cancelledBy,
          })
          .from(appointmentRequests)
          .where(where)
          .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
          .limit(inboxPageSize)
          .offset((query.page - 1) * inboxPageSize),
        db.select({ total: count() }).from(appointmentRequests).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * The "to do": new requests nobody has picked up, emergencies first, then the oldest (up to
     * `limit`; `total` counts them all). Only what the list shows; ignores the search.
     */
    async todo(limit = todoLimit) {
      const where = eq(appointmentRequests.status, 'new');
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(appointmentRequests)
          .where(where)
          .orderBy(
            desc(sql`${appointmentRequests.service} = 'emergency'`),
            asc(appointmentRequests.createdAt),
            asc(appointmentRequests.id),
          )
          .limit(limit),
        db.select({ total: count() }).from(appointmentRequests).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Requests per status within the search (all of them without one): the filters' counts. */
    async statusCounts(search?: string): Promise<Record<RequestStatus, number>> {
      const rows = await db
        .select({ status: appointmentRequests.status, total: count() })
        .from(appointmentRequests)
        .where(searchCondition(search ?? ''))
        .groupBy(appointmentRequests.status);
      const counts = Object.fromEntries(requestStatuses.map((status) => [status, 0])) as Record<
        RequestStatus,
        number
      >;
      for (const row of rows) {
        if (Object.hasOwn(counts, row.status)) counts[row.status] = row.total;
      }
      return counts;
    },

    /** Mails of requests that the outbox gave up on (sign-in mails are not the practice's worry). */
    async failedMailCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'failed'), isNotNull(mailOutbox.appointmentId)));
      return row?.total ?? 0;
    },

    async get(id: string): Promise<{ request: InboxRequest; mails: InboxMail[] } | undefined> {
      const [request] = await db
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.id, id));
      if (!request) return undefined;
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.appointmentId, id))
        .orderBy(asc(mailOutbox.id));
      return { request, mails };
    },

    /** new → handled and back; other statuses (issue 22's) are not changed from here. */
    async setHandled(id: string, handled: boolean): Promise<boolean> {
      const [from, to]: [RequestStatus, RequestStatus] = handled
        ? ['new', 'handled']
        : ['handled', 'new'];
      const changed = await db
        .update(appointmentRequests)
        .set({ status: to })
        .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.status, from)))
        .returning({ id: appointmentRequests.id });
      return changed.length > 0;
    },

    /** Sends one of the request's mails again now; a mail of another request is not touched. */
    async resendMail(requestId: string, mailId: number) {
      const [mail] = await db
        .select({ id: mailOutbox.id, scheduledAt: mailOutbox.scheduledAt })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.appointmentId, requestId)));
      if (!mail) return 'not-found' as const;
      // A reminder waits for its time; "send again" is for mail that did not arrive.
      if (mail.scheduledAt && mail.scheduledAt.getTime() > Date.now()) return 'busy' as const;
      return outbox.resendNow(mail.id);
    },

    /** Everything stored about a request and its e-mails (right of access). */
    async export(id: string) {
      const found = await this.get(id);
      if (!found) return undefined;
      const { clientHash: _clientHash, dedupeKey: _dedupeKey, ...request } = found.request;
      return {
        request,
        emails: found.mails.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          status: mail.status,
          attempts: mail.attempts,
          createdAt: mail.createdAt,
          sentAt: mail.sentAt,
          lastError: mail.lastError,
          message: mail.message,
        })),
      };
    },

    /**
     * The patient withdrew their consent for the health data in their message: the message goes,
     * the request stays. In one transaction: the message is emptied and the moment noted, the
     * duplicate-check hash (which covered the message) is worked out again without it, and every
     * stored mail of the request loses it too. Nothing keeps the text; the audit log records the
     * action, not the content.
     */
    async removeMessage(id: string): Promise<'removed' | 'no-message' | 'not-found'> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(appointmentRequests)
          .where(eq(appointmentRequests.id, id))
          .for('update');
        if (!request) return 'not-found';
        const text = request.message;
        if (text === null || text === '') return 'no-message';
        await tx
          .update(appointmentRequests)
          .set({
            message: null,
            messageRemovedAt: new Date(),
            dedupeKey: dedupeKey({ ...request, message: null }),
          })
          .where(eq(appointmentRequests.id, id));
        const mails = await tx
          .select({ id: mailOutbox.id, message: mailOutbox.message })
          .from(mailOutbox)
          .where(eq(mailOutbox.appointmentId, id));
        for (const mail of mails) {
          const cleaned = withoutMessage(mail.message, text);
          if (JSON.stringify(cleaned) === JSON.stringify(mail.message)) continue;
          await tx.update(mailOutbox).set({ message: cleaned }).where(eq(mailOutbox.id, mail.id));
        }
        return 'removed';
      });
    },

    /** Deletes the request; its mails go with it (foreign key cascade). */
    async erase(id: string): Promise<boolean> {
      const deleted = await db
        .delete(appointmentRequests)
        .where(eq(appointmentRequests.id, id))
        .returning({ id: appointmentRequests.id });
      return deleted.length > 0;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
