import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AppointmentFor } from '~/appointments/fields';

/**
 * Where a request stands. The inbox (issue 21) sets `new` and `handled`; confirming appointments
 * (issue 22) adds the other three. Stored as text, so adding a status needs no migration.
 */
export const requestStatuses = ['new', 'handled', 'confirmed', 'declined', 'cancelled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Appointment requests as submitted; purged after RETENTION_DAYS (`purgeExpired` in service.server.ts). */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The one who asks, and whom they are to be contacted as. */
    fullName: text('full_name').notNull(),
    /**
     * Whom the appointment is for (decision 0127): 'self', 'child' or 'other'; for the last two
     * the patient's name (a child's with its age), null for 'self'.
     */
    appointmentFor: text('appointment_for').notNull().default('self').$type<AppointmentFor>(),
    patientName: text('patient_name'),
    /** The patient has not been to the practice before: the first visit is an intake. */
    newPatient: boolean('new_patient').notNull().default(false),
    /** The patient asked to be called before a time is set (nervous, or a question first). */
    callFirst: boolean('call_first').notNull().default(false),
    email: text('email').notNull(),
    /** E.164, normalized by libphonenumber-js. */
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    message: text('message'),
    /**
     * When staff removed the message because the patient withdrew their consent for it (decision
     * 0103): the message is gone (null) and the page says it was removed at the patient's request.
     */
    messageRemovedAt: timestamp('message_removed_at', { withTimezone: true }),
    language: text('language').notNull(),
    status: text('status').notNull().default('new').$type<RequestStatus>(),
    /** Keyed hash of the client address, for abuse handling; the address itself is never stored. */
    clientHash: text('client_hash').notNull(),
    /** Hash of the request's content: the same request sent twice is stored once. */
    dedupeKey: text('dedupe_key').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The agreed appointment (issue 22): set on confirming, kept after a cancellation. */
    appointmentStart: timestamp('appointment_start', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    /**
     * When the current appointment time was agreed (confirmed or moved): an appointment agreed
     * less than 48 hours ahead can be cancelled free of charge until it starts (terms).
     */
    appointmentSetAt: timestamp('appointment_set_at', { withTimezone: true }),
    /** The invitation's SEQUENCE (RFC 5545): raised on every change and on cancelling. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Hash of the patient's manage link token; the token itself is only in the patient's mail. */
    manageTokenHash: text('manage_token_hash'),
    cancelledBy: text('cancelled_by').$type<'patient' | 'practice'>(),
  },
  (table) => [
    index('appointment_requests_created_at_idx').on(table.createdAt),
    index('appointment_requests_dedupe_idx').on(table.dedupeKey, table.createdAt),
    index('appointment_requests_start_idx').on(table.appointmentStart),
    uniqueIndex('appointment_requests_manage_token_idx').on(table.manageTokenHash),
  ],
);

export const outboxKinds = [
  'patient-confirmation',
  'clinic-notification',
  'staff-sign-in',
  /** Issue 22: the appointment's mails to the patient and the practice's copies. */
  'appointment-confirmed',
  'appointment-changed',
  'appointment-declined',
  'appointment-cancelled',
  'appointment-reminder',
  'practice-appointment-copy',
  'practice-cancellation',
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export interface OutboxMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message, for the Content-Language header. */
  language: string;
  /** An iCalendar invitation (RFC 5545), sent as a text/calendar part and an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
  /**
   * Secrets in the message (the patient's link token) that the outbox blanks out of the stored
   * copy once the mail is sent, so the database keeps only their hash from then on.
   */
  redactAfterSending?: string[];
}

/**
 * Mails waiting to be delivered. Rows are written in the same transaction as the request they
 * belong to, so a stored request always has its mails queued, even if the process dies next.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The request a mail belongs to; none for a staff sign-in link. */
    appointmentId: uuid('appointment_id').references(() => appointmentRequests.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull().$type<OutboxKind>(),
    message: jsonb('message').notNull().$type<OutboxMessage>(),
    status: text('status').notNull().default('pending').$type<'pending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds a row until this time, so two instances never send the same mail at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A mail queued for later (the reminder): when it is due. Retries give up a day after this,
     * not a day after it was queued.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
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

/**
 * Single-use sign-in links for staff (app/staff/auth.server.ts): only a hash of the token is kept,
 * so a copy of the database signs nobody in.
 */
export const staffSignInTokens = pgTable(
  'staff_sign_in_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_sign_in_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Staff sessions, shared by every app instance. The cookie holds a random id; only its hash is
 * stored. The language and the current search live here, so neither ever appears in a URL.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (7 days after sign-in), however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    language: text('language').notNull().default('nl'),
    /** The inbox search of this session (name, e-mail or phone): kept here, never in a URL. */
    search: text('search'),
  },
  (table) => [index('staff_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Who did what when in the staff area. `requestId` has no foreign key on purpose: an erased
 * request leaves its id and the actions taken, and nothing else about the patient.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's e-mail address. */
    actor: text('actor').notNull(),
    action: text('action').notNull().$type<AuditAction>(),
    requestId: uuid('request_id'),
    /** The outbox row a resend was about. */
    mailId: integer('mail_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_request_idx').on(table.requestId),
  ],
);

export const auditActions = [
  'signed-in',
  'signed-out',
  'viewed',
  'marked-handled',
  'reopened',
  'resent-mail',
  'exported',
  'erased',
  'confirmed',
  'changed',
  'declined',
  'cancelled-by-practice',
  'cancelled-by-patient',
  /** The patient withdrew their consent for the message; staff removed it (decision 0103). */
  'message-removed',
] as const;
export type AuditAction = (typeof auditActions)[number];
