/**
 * Staff sign-in without passwords: a single-use link mailed to an allowed address, and sessions
 * kept in the database (every app instance honours them). Tokens and session ids are random
 * (256 bits) and stored only as hashes, so a copy of the database signs nobody in.
 * Every rule takes `now`, so tests can move the clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mailOutbox, staffSessions, staffSignInTokens } from '~/db/schema';
import { defaultLang, isLang, type Lang } from '~/i18n/languages';
import type { Logger } from '~/logger.server';
import type { Outbox } from '~/mail/outbox.server';
import { signInMail } from './sign-in-mail.server';

export const signInLinkLifetimeMs = 15 * 60_000;
export const sessionIdleMs = 8 * 60 * 60_000;
export const sessionMaxMs = 7 * 24 * 60 * 60_000;
/** A session's last-seen time is written at most this often (not on every page view). */
const touchEveryMs = 60_000;

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Addresses compare without case and surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface StaffSession {
  /** The cookie's value (not stored). */
  id: string;
  email: string;
  language: Lang;
  search: string;
  createdAt: Date;
}

export interface StaffAuthOptions {
  db: Database;
  outbox: Outbox;
  logger: Logger;
  staffEmails: readonly string[];
  mailFrom: string;
  publicOrigin: string;
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

export function createStaffAuth(options: StaffAuthOptions) {
  const { db, outbox, logger } = options;
  const allowed = new Set(options.staffEmails.map(normalizeEmail));
  const isAllowed = (email: string) => allowed.has(normalizeEmail(email));

  return {
    isAllowed,

    /**
     * Mails a sign-in link if the address may sign in; does nothing otherwise. The caller answers
     * the same either way, and this returns before the mail is sent, so neither the answer nor
     * its timing tells who may sign in.
     */
    async requestSignInLink(email: string, lang: Lang, now = new Date()): Promise<void> {
      const address = normalizeEmail(email);
      if (!allowed.has(address)) return;
      const token = newSecret();
      const link = `${options.publicOrigin}/beheer/inloggen/link?token=${token}&lang=${lang}`;
      const queued = await db.transaction(async (tx) => {
        await tx.insert(staffSignInTokens).values({
          tokenHash: hashSecret(token),
          email: address,
          createdAt: now,
          expiresAt: new Date(now.getTime() + signInLinkLifetimeMs),
        });
        return outbox.enqueue(tx, null, [
          {
            kind: 'staff-sign-in',
            message: signInMail({ to: address, from: options.mailFrom, link, lang }),
          },
        ]);
      });
      void outbox.sendNow(queued).catch((error: unknown) => {
        logger.warn({ err: error }, 'sign-in mail not sent now; the outbox retries');
      });
    },

    /** Whether a link's token can still be used, without using it (GET of the link page). */
    async isUsableToken(token: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ email: staffSignInTokens.email })
        .from(staffSignInTokens)
        .where(
          and(
            eq(staffSignInTokens.tokenHash, hashSecret(token)),
            isNull(staffSignInTokens.usedAt),
            gt(staffSignInTokens.expiresAt, now),
          ),
        );
      return row !== undefined && isAllowed(row.email);
    },

    /**
     * Uses a link's token: one statement marks it used only if it is unused and unexpired, so
     * two clicks at once (or two instances) cannot both succeed. Returns the address it was for,
     * if that address may still sign in.
     */
    async useToken(token: string, now = new Date()): Promise<string | undefined> {
      const [row] = await db
        .update(staffSignInTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffSignInTokens.tokenHash, hashSecret(token)),
            isNull(staffSignInTokens.usedAt),
            gt(staffSignInTokens.expiresAt, now),
          ),
        )
        .returning({ email: staffSignInTokens.email });
      return row && isAllowed(row.email) ? row.email : undefined;
    },

    async createSession(email: string, language: Lang, now = new Date()): Promise<StaffSession> {
      const id = newSecret();
      await db.insert(staffSessions).values({
        idHash: hashSecret(id),
        email: normalizeEmail(email),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + sessionMaxMs),
        language,
      });
      return { id, email: normalizeEmail(email), language, search: '', createdAt: now };
    },

    /**
     * The session behind a cookie value, if it is alive: used within the last 8 hours, at most
     * 7 days old, and its address still on the staff list (taking an address off the list ends
     * its sessions at once).
     */
    async readSession(id: string, now = new Date()): Promise<StaffSession | undefined> {
      if (!id) return undefined;
      const idHash = hashSecret(id);
      const [row] = await db
        .select()
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.idHash, idHash),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
          ),
        );
      if (!row || !isAllowed(row.email)) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: now })
          .where(eq(staffSessions.idHash, idHash));
      }
      return {
        id,
        email: row.email,
        language: isLang(row.language) ? row.language : defaultLang,
        search: row.search ?? '',
        createdAt: row.createdAt,
      };
    },

    async updateSession(id: string, changes: { language?: Lang; search?: string }): Promise<void> {
      await db
        .update(staffSessions)
        .set({
          ...(changes.language ? { language: changes.language } : {}),
          ...(changes.search !== undefined ? { search: changes.search || null } : {}),
        })
        .where(eq(staffSessions.idHash, hashSecret(id)));
    },

    async endSession(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, hashSecret(id)));
    },

    /** Deletes dead sessions and links, and sign-in mails older than their links. */
    async purgeExpired(now = new Date()): Promise<void> {
      await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, now),
            lt(staffSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
          ),
        );
      const linkCutoff = new Date(now.getTime() - signInLinkLifetimeMs);
      await db.delete(staffSignInTokens).where(lt(staffSignInTokens.expiresAt, now));
      // A sign-in mail holds its link; once the link has expired the copy is of no use to keep.
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'staff-sign-in'), lt(mailOutbox.createdAt, linkCutoff)));
    },
  };
}
