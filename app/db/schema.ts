import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Appointment requests as submitted; purged after RETENTION_DAYS (`purgeExpired` in service.server.ts). */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** E.164, normalized by libphonenumber-js. */
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    message: text('message'),
    language: text('language').notNull(),
    status: text('status').notNull().default('new'),
    /** Keyed hash of the client address, for abuse handling; the address itself is never stored. */
    clientHash: text('client_hash').notNull(),
    /** Hash of the request's content: the same request sent twice is stored once. */
    dedupeKey: text('dedupe_key').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('appointment_requests_created_at_idx').on(table.createdAt),
    index('appointment_requests_dedupe_idx').on(table.dedupeKey, table.createdAt),
  ],
);

export interface OutboxMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message, for the Content-Language header. */
  language: string;
}

/**
 * Mails waiting to be delivered. Rows are written in the same transaction as the request they
 * belong to, so a stored request always has its mails queued, even if the process dies next.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'patient-confirmation' | 'clinic-notification'>(),
    message: jsonb('message').notNull().$type<OutboxMessage>(),
    status: text('status').notNull().default('pending').$type<'pending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds a row until this time, so two instances never send the same mail at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_appointment_idx').on(table.appointmentId),
  ],
);

/**
 * Rate-limit counters, shared by every app instance using the database: one row per client, whose
 * window starts at that client's first request (not at a clock boundary, which would let a client
 * send twice the limit across the hour).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
});

/** Secrets generated on first start and shared by all instances (the client-address hash key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
