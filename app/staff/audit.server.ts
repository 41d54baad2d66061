import { count, desc, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { auditLog, type AuditAction } from '~/db/schema';

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Who did what when in the staff area. Entries name the staff member, the action and the request's
 * id only, never anything about the patient, so an erased request leaves no personal data here.
 */
export function createAuditLog(db: Database, retentionDays: number) {
  return {
    async record(
      actor: string,
      action: AuditAction,
      target: { requestId?: string; mailId?: number } = {},
    ): Promise<void> {
      await db.insert(auditLog).values({
        actor,
        action,
        requestId: target.requestId ?? null,
        mailId: target.mailId ?? null,
      });
    },

    async page(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const [entries, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog),
      ]);
      return { entries, total: totals?.total ?? 0 };
    },

    /** Entries are kept as long as requests are (RETENTION_DAYS). */
    async purgeExpired(): Promise<number> {
      const deleted = await db
        .delete(auditLog)
        .where(lt(auditLog.at, sql`now() - (${retentionDays} * interval '1 day')`))
        .returning({ id: auditLog.id });
      return deleted.length;
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
