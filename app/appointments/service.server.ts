import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { appointmentRequests, appSecrets, mailOutbox, rateLimitHits } from '~/db/schema';
import type { Logger } from '~/logger.server';
import type { Outbox } from '~/mail/outbox.server';
import {
  clinicNotification,
  patientConfirmation,
  type MailAddresses,
} from '~/mail/templates.server';
import { validateAppointment, type AppointmentInput, type FieldErrorCodes } from './schema';

export type SubmitResult =
  /** Stored (or already stored: the same request sent again); emailSent: the confirmation went out now. */
  | {
      kind: 'created';
      id: string;
      emailSent: boolean;
      duplicate: boolean;
      /** The request as validated and stored (trimmed, phone in E.164). */
      request: AppointmentInput;
    }
  | { kind: 'invalid'; errors: FieldErrorCodes }
  /** The honeypot was filled: refused, nothing stored or mailed. */
  | { kind: 'spam' }
  /** The database could not take the request; nothing was stored. */
  | { kind: 'unavailable' };

export interface SubmitContext {
  clientAddress: string;
  now?: Date;
}

export interface AppointmentService {
  submit(input: unknown, context: SubmitContext): Promise<SubmitResult>;
  /** Keyed hash of a client address (rate limits and storage never see the address itself). */
  hashClient(address: string): string;
  /** Deletes requests (and their mail) past the retention period; returns how many. */
  purgeExpired(): Promise<number>;
}

/** The same request sent again within this window is stored and mailed once. */
export const duplicateWindowMinutes = 10;

/** A hash of the request's content (without the consents): the same request sent twice is one. */
export function dedupeKey(input: {
  fullName: string;
  email: string;
  phone: string;
  service: string;
  preferredDate: string;
  message?: string | null;
  language: string;
  patientName?: string | null;
}): string {
  const parts = [
    input.fullName.toLocaleLowerCase('und'),
    input.email.toLowerCase(),
    input.phone,
    input.service,
    input.preferredDate,
    input.message ?? '',
    input.language,
    // A parent asking for two children on one day sends two requests that differ only here.
    // Appended only when there is one, so the keys of earlier requests stay what they were.
    ...(input.patientName ? [input.patientName.toLocaleLowerCase('und')] : []),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Loads the secret key for client-address hashes, creating it on first start (shared by all instances). */
export async function loadClientHashKey(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'client-hash-key', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'client-hash-key'));
  if (!row) throw new Error('client-hash-key missing after insert');
  return row.value;
}

export function createAppointmentService(deps: {
  db: Database;
  outbox: Outbox;
  mail: MailAddresses;
  clientHashKey: string;
  retentionDays: number;
  logger: Logger;
}): AppointmentService {
  const { db, outbox, logger } = deps;

  const hashClient = (address: string) =>
    createHmac('sha256', deps.clientHashKey).update(address).digest('hex').slice(0, 32);

  async function store(input: AppointmentInput, clientHash: string) {
    const key = dedupeKey(input);
    return db.transaction(async (tx) => {
      // Two identical submissions at the same moment wait for each other here, so the second
      // finds the first instead of storing a copy.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [existing] = await tx
        .select({ id: appointmentRequests.id })
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.dedupeKey, key),
            gt(
              appointmentRequests.createdAt,
              sql`now() - (${duplicateWindowMinutes} * interval '1 minute')`,
            ),
          ),
        )
        .limit(1);
      if (existing) return { id: existing.id, duplicate: true as const, queued: [] };

      const [row] = await tx
        .insert(appointmentRequests)
        .values({
          fullName: input.fullName,
          appointmentFor: input.appointmentFor,
          patientName: input.patientName ?? null,
          newPatient: input.newPatient,
          callFirst: input.callFirst,
          email: input.email,
          phone: input.phone,
          service: input.service,
          preferredDate: input.preferredDate,
          message: input.message ?? null,
          language: input.language,
          clientHash,
          dedupeKey: key,
          consentedAt: sql`now()`,
        })
        .returning({ id: appointmentRequests.id, createdAt: appointmentRequests.createdAt });
      if (!row) throw new Error('insert returned no row');
      const request = { ...input, id: row.id, createdAt: row.createdAt };
      const queued = await outbox.enqueue(tx, row.id, [
        { kind: 'patient-confirmation', message: patientConfirmation(request, deps.mail) },
        { kind: 'clinic-notification', message: clinicNotification(request, deps.mail) },
      ]);
      return { id: row.id, duplicate: false as const, queued };
    });
  }

  async function confirmationSent(appointmentId: string): Promise<boolean> {
    const [row] = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.appointmentId, appointmentId),
          eq(mailOutbox.kind, 'patient-confirmation'),
        ),
      );
    return row?.status === 'sent';
  }

  return {
    hashClient,

    async submit(input, context) {
      const honeypot = (input as { website?: unknown } | null)?.website;
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        logger.info({}, 'appointment refused: honeypot filled');
        return { kind: 'spam' };
      }
      const validation = validateAppointment(input, context.now ?? new Date());
      if (!validation.success) return { kind: 'invalid', errors: validation.errors };

      let stored: Awaited<ReturnType<typeof store>>;
      try {
        stored = await store(validation.data, hashClient(context.clientAddress));
      } catch (error) {
        logger.error({ err: error }, 'appointment could not be stored');
        return { kind: 'unavailable' };
      }

      if (stored.duplicate) {
        logger.info({ appointmentId: stored.id }, 'appointment resubmitted; stored once');
        const emailSent = await confirmationSent(stored.id).catch(() => false);
        return {
          kind: 'created',
          id: stored.id,
          emailSent,
          duplicate: true,
          request: validation.data,
        };
      }
      logger.info(
        { appointmentId: stored.id, service: validation.data.service },
        'appointment stored',
      );
      const results = await outbox.sendNow(stored.queued);
      const confirmation = stored.queued.find((row) => row.kind === 'patient-confirmation');
      const emailSent = confirmation ? results.get(confirmation.id) === true : false;
      return {
        kind: 'created',
        id: stored.id,
        emailSent,
        duplicate: false,
        request: validation.data,
      };
    },

    async purgeExpired() {
      // Kept RETENTION_DAYS after the later of submission and appointment; its mails (and with
      // them a reminder not yet sent) go by the foreign key's cascade, its manage token with the row.
      const deleted = await db
        .delete(appointmentRequests)
        .where(
          lt(
            sql`greatest(${appointmentRequests.createdAt}, coalesce(${appointmentRequests.appointmentStart}, ${appointmentRequests.createdAt}))`,
            sql`now() - (${deps.retentionDays} * interval '1 day')`,
          ),
        )
        .returning({ id: appointmentRequests.id });
      // Rate-limit windows older than a day are of no use to anyone.
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
      if (deleted.length)
        logger.info({ count: deleted.length }, 'expired appointment requests deleted');
      return deleted.length;
    },
  };
}
