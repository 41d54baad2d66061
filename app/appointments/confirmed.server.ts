/**
 * Confirmed appointments (issue 22): staff confirm, change, decline or cancel a request; the patient
 * views or cancels it through the link in their mail. Every change and the mails it causes are
 * written in one transaction (the outbox sends them after commit), so no change is stored without
 * its mails and no mail goes out for a change that was not stored. The reminder is an outbox row
 * due REMINDER_HOURS before the start: dropped in the same transaction as a cancellation, and
 * replaced on a change.
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import {
  appointmentRequests,
  auditLog,
  mailOutbox,
  type AuditAction,
  type RequestStatus,
} from '~/db/schema';
import { isLang, type Lang } from '~/i18n/languages';
import type { Logger } from '~/logger.server';
import {
  calendarDownload,
  patientAppointmentMail,
  patientDeclinedMail,
  practiceAppointmentMail,
  type AppointmentMailAddresses,
  type AppointmentMailData,
} from '~/mail/appointment-mails.server';
import type { Outbox, OutboxRow, Transaction } from '~/mail/outbox.server';
import { hashSecret, newSecret } from '~/staff/auth.server';
import { manageUrl } from './manage-paths';
import {
  checkAppointmentTime,
  hasPassed,
  isChargeableCancellation,
  reminderDueAt,
  type AppointmentTimeInput,
  type AppointmentTimeProblem,
} from './time-rules';

type Request = typeof appointmentRequests.$inferSelect;

/** Statuses from which staff may confirm (a confirmed one is changed instead). */
const confirmable: RequestStatus[] = ['new', 'handled'];

/** Another confirmed appointment at (partly) the same time: what the warning names. */
export interface OverlappingAppointment {
  id: string;
  service: string;
  start: Date;
  durationMinutes: number;
}

export type ConfirmResult =
  | { kind: 'confirmed' | 'changed'; start: Date }
  /**
   * The time overlaps other confirmed appointments and staff have not yet said that is on purpose
   * (the practice may have two chairs): nothing stored or mailed; ask once more.
   */
  | { kind: 'overlap'; overlaps: OverlappingAppointment[] }
  | { kind: 'invalid'; problem: AppointmentTimeProblem }
  | { kind: 'not-found' }
  | { kind: 'wrong-status' };

/** What the patient's page may show: the appointment, never the request's other fields. */
export interface PatientView {
  service: string;
  language: Lang;
  start: Date;
  durationMinutes: number;
  state: 'upcoming' | 'passed';
  lateCancellation: boolean;
  /** When the practice agreed this time (the free-cancellation period depends on it). */
  agreedAt: Date | null;
}

export interface ConfirmedAppointmentsOptions {
  db: Database;
  outbox: Outbox;
  mail: AppointmentMailAddresses;
  reminderHours: number;
  logger: Logger;
}

const lockRequest = (tx: Transaction, id: string) =>
  tx
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, id))
    .for('update')
    .then((rows) => rows[0]);

export function createConfirmedAppointments(options: ConfirmedAppointmentsOptions) {
  const { db, outbox, mail, logger } = options;

  const language = (request: Request): Lang => (isLang(request.language) ? request.language : 'nl');

  const mailData = (request: Request, token?: string): AppointmentMailData => ({
    requestId: request.id,
    fullName: request.fullName,
    patientName: request.patientName,
    email: request.email,
    service: request.service,
    language: language(request),
    start: request.appointmentStart as Date,
    durationMinutes: request.durationMinutes ?? 30,
    sequence: request.calendarSequence,
    manageUrl: token ? manageUrl(mail.origin, language(request), token) : undefined,
    agreedAt: request.appointmentSetAt,
  });

  /** Queues mails claimed by this process and sends them right after the transaction commits. */
  async function commitAndSend(
    work: (tx: Transaction) => Promise<OutboxRow[] | undefined>,
  ): Promise<boolean> {
    const queued = await db.transaction(work);
    if (!queued) return false;
    await outbox.sendNow(queued);
    return true;
  }

  async function scheduleReminder(tx: Transaction, data: AppointmentMailData, now: Date) {
    await outbox.unschedule(tx, data.requestId, ['appointment-reminder']);
    const due = reminderDueAt(data.start, options.reminderHours, now);
    if (due) {
      await outbox.schedule(
        tx,
        data.requestId,
        'appointment-reminder',
        patientAppointmentMail('reminder', data, mail, { sentAt: due }),
        due,
      );
    }
  }

  const audit = (
    tx: Transaction,
    actor: string,
    action: (typeof auditLog.$inferInsert)['action'],
    requestId: string,
  ) => tx.insert(auditLog).values({ actor, action, requestId });

  async function findByToken(token: string): Promise<Request | undefined> {
    // A token is 43 base64url characters; anything else is not looked up at all.
    if (!/^[\w-]{43}$/.test(token)) return undefined;
    const [request] = await db
      .select()
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.manageTokenHash, hashSecret(token)),
          eq(appointmentRequests.status, 'confirmed'),
        ),
      );
    return request?.appointmentStart ? request : undefined;
  }

  return {
    /**
     * Confirms a new or handled request for a time, or moves a confirmed one (then the same UID
     * with a higher SEQUENCE). Each time a new manage token is made and the previous one stops
     * working: only the newest mail's link opens the appointment.
     */
    async confirm(
      id: string,
      input: AppointmentTimeInput & {
        /** Staff saw the double-booking warning for exactly this time and confirm it anyway. */
        allowOverlap?: boolean;
      },
      actor: string,
      now = new Date(),
    ): Promise<ConfirmResult> {
      const checked = checkAppointmentTime(input, now);
      if (!checked.ok) return { kind: 'invalid', problem: checked.problem };
      let result = { kind: 'not-found' } as ConfirmResult;
      await commitAndSend(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request) return undefined;
        const change = request.status === 'confirmed';
        if (!change && !confirmable.includes(request.status)) {
          result = { kind: 'wrong-status' };
          return undefined;
        }
        if (!input.allowOverlap) {
          const overlaps = await overlapping(tx, id, checked.start, checked.end);
          if (overlaps.length > 0) {
            result = { kind: 'overlap', overlaps };
            return undefined;
          }
        }
        const token = newSecret();
        const [updated] = await tx
          .update(appointmentRequests)
          .set({
            status: 'confirmed',
            appointmentStart: checked.start,
            durationMinutes: input.durationMinutes,
            appointmentSetAt: now,
            calendarSequence: change ? request.calendarSequence + 1 : 0,
            manageTokenHash: hashSecret(token),
            cancelledBy: null,
          })
          .where(eq(appointmentRequests.id, id))
          .returning();
        if (!updated) return undefined;
        const data = mailData(updated, token);
        const kind = change ? 'changed' : 'confirmed';
        const queued = await outbox.enqueue(tx, id, [
          {
            kind: change ? 'appointment-changed' : 'appointment-confirmed',
            message: patientAppointmentMail(kind, data, mail, {
              sentAt: now,
              previousStart: change ? (request.appointmentStart ?? undefined) : undefined,
            }),
          },
          { kind: 'practice-appointment-copy', message: practiceAppointmentMail(kind, data, mail) },
        ]);
        await scheduleReminder(tx, data, now);
        await audit(tx, actor, change ? 'changed' : 'confirmed', id);
        result = { kind, start: checked.start };
        return queued;
      });
      if (result.kind === 'confirmed' || result.kind === 'changed')
        logger.info({ requestId: id, change: result.kind === 'changed' }, 'appointment confirmed');
      return result;
    },

    /** A request the practice cannot schedule: the patient gets a kind mail with staff's note. */
    async decline(
      id: string,
      note: string,
      actor: string,
    ): Promise<'declined' | 'not-found' | 'wrong-status'> {
      let result = 'not-found' as 'declined' | 'not-found' | 'wrong-status';
      await commitAndSend(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request) return undefined;
        if (!confirmable.includes(request.status)) {
          result = 'wrong-status';
          return undefined;
        }
        await tx
          .update(appointmentRequests)
          .set({ status: 'declined' })
          .where(eq(appointmentRequests.id, id));
        const queued = await outbox.enqueue(tx, id, [
          {
            kind: 'appointment-declined',
            message: patientDeclinedMail(
              { fullName: request.fullName, email: request.email, language: language(request) },
              note.slice(0, 1000),
              mail,
            ),
          },
        ]);
        await audit(tx, actor, 'declined', id);
        result = 'declined';
        return queued;
      });
      return result;
    },

    /** The practice cancels a confirmed appointment (the patient gets a METHOD:CANCEL). */
    async cancelByPractice(id: string, actor: string) {
      return cancel(id, { by: 'practice', actor }, new Date());
    },

    /** What the patient's link may show; undefined for a wrong, used or replaced token. */
    async patientView(token: string, now = new Date()): Promise<PatientView | undefined> {
      const request = await findByToken(token);
      if (!request?.appointmentStart) return undefined;
      return {
        service: request.service,
        language: language(request),
        start: request.appointmentStart,
        durationMinutes: request.durationMinutes ?? 30,
        state: hasPassed(request.appointmentStart, now) ? 'passed' : 'upcoming',
        lateCancellation: isChargeableCancellation(
          request.appointmentStart,
          request.appointmentSetAt,
          now,
        ),
        agreedAt: request.appointmentSetAt,
      };
    },

    /** The .ics for the patient's "add to calendar". */
    async calendarFor(token: string): Promise<string | undefined> {
      const request = await findByToken(token);
      return request ? calendarDownload(mailData(request, token), mail) : undefined;
    },

    /** The patient cancels through their link; the token is used up by it. */
    async cancelByPatient(
      token: string,
      now = new Date(),
    ): Promise<{ kind: 'cancelled'; language: Lang } | { kind: 'not-found' } | { kind: 'passed' }> {
      const request = await findByToken(token);
      if (!request) return { kind: 'not-found' };
      const outcome = await cancel(request.id, { by: 'patient', token }, now);
      if (outcome === 'cancelled') return { kind: 'cancelled', language: language(request) };
      return outcome === 'passed' ? { kind: 'passed' } : { kind: 'not-found' };
    },

    /**
     * Confirmed appointments starting in [from, to) (the agenda's days, practice time), soonest
     * first. Only what the agenda shows.
     */
    async between(from: Date, to: Date) {
      return db
        .select({
          id: appointmentRequests.id,
          fullName: appointmentRequests.fullName,
          patientName: appointmentRequests.patientName,
          service: appointmentRequests.service,
          language: appointmentRequests.language,
          status: appointmentRequests.status,
          appointmentStart: appointmentRequests.appointmentStart,
          durationMinutes: appointmentRequests.durationMinutes,
        })
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.status, 'confirmed'),
            gte(appointmentRequests.appointmentStart, from),
            lt(appointmentRequests.appointmentStart, to),
          ),
        )
        .orderBy(asc(appointmentRequests.appointmentStart), asc(appointmentRequests.id))
        .limit(1000);
    },

    /** A request's history: the audit log's entries and the reminder mails that went out. */
    async history(id: string) {
      const [entries, reminders] = await Promise.all([
        db
          .select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.requestId, id))
          .orderBy(asc(auditLog.at), asc(auditLog.id)),
        db
          .select({ at: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.appointmentId, id),
              eq(mailOutbox.kind, 'appointment-reminder'),
              eq(mailOutbox.status, 'sent'),
            ),
          ),
      ]);
      const events: { at: Date; actor: string; action: AuditAction | 'reminder-sent' }[] = [
        ...entries.filter((entry) => entry.action !== 'viewed'),
        ...reminders.flatMap((row) =>
          row.at ? [{ at: row.at, actor: '', action: 'reminder-sent' as const }] : [],
        ),
      ];
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
  };

  /**
   * Other confirmed appointments that share any minute with [start, end): one ending as this one
   * begins does not overlap. Instants, so a day with a clock change is no different.
   */
  async function overlapping(
    tx: Transaction,
    id: string,
    start: Date,
    end: Date,
  ): Promise<OverlappingAppointment[]> {
    const rows = await tx
      .select({
        id: appointmentRequests.id,
        service: appointmentRequests.service,
        start: appointmentRequests.appointmentStart,
        durationMinutes: appointmentRequests.durationMinutes,
      })
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.status, 'confirmed'),
          ne(appointmentRequests.id, id),
          lt(appointmentRequests.appointmentStart, end),
          sql`${appointmentRequests.appointmentStart} + make_interval(mins => coalesce(${appointmentRequests.durationMinutes}, 30)) > ${start.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(appointmentRequests.appointmentStart))
      .limit(20);
    return rows.flatMap((row) =>
      row.start ? [{ ...row, start: row.start, durationMinutes: row.durationMinutes ?? 30 }] : [],
    );
  }

  async function cancel(
    id: string,
    who: { by: 'practice'; actor: string } | { by: 'patient'; token: string },
    now: Date,
  ): Promise<'cancelled' | 'not-found' | 'wrong-status' | 'passed'> {
    let result = 'not-found' as 'cancelled' | 'not-found' | 'wrong-status' | 'passed';
    await commitAndSend(async (tx) => {
      const request = await lockRequest(tx, id);
      if (!request?.appointmentStart) return undefined;
      if (who.by === 'patient' && request.manageTokenHash !== hashSecret(who.token))
        return undefined;
      if (request.status !== 'confirmed') {
        result = 'wrong-status';
        return undefined;
      }
      if (who.by === 'patient' && hasPassed(request.appointmentStart, now)) {
        result = 'passed';
        return undefined;
      }
      const late = isChargeableCancellation(
        request.appointmentStart,
        request.appointmentSetAt,
        now,
      );
      const [updated] = await tx
        .update(appointmentRequests)
        .set({
          status: 'cancelled',
          cancelledBy: who.by,
          calendarSequence: request.calendarSequence + 1,
          // The link is used up: it opens nothing any more.
          manageTokenHash: null,
        })
        .where(eq(appointmentRequests.id, id))
        .returning();
      if (!updated) return undefined;
      await outbox.unschedule(tx, id, ['appointment-reminder']);
      const data = mailData(updated);
      const messages: Parameters<Outbox['enqueue']>[2] = [
        {
          kind: 'appointment-cancelled',
          message: patientAppointmentMail('cancelled', data, mail, {
            lateCancellation: who.by === 'patient' && late,
            byPractice: who.by === 'practice',
          }),
        },
      ];
      messages.push({
        kind: 'practice-cancellation',
        message: practiceAppointmentMail(
          who.by === 'patient' ? 'cancelled-by-patient' : 'cancelled-by-practice',
          data,
          mail,
          { lateCancellation: who.by === 'patient' && late },
        ),
      });
      const queued = await outbox.enqueue(tx, id, messages);
      await audit(
        tx,
        who.by === 'patient' ? 'patient' : who.actor,
        who.by === 'patient' ? 'cancelled-by-patient' : 'cancelled-by-practice',
        id,
      );
      result = 'cancelled';
      return queued;
    });
    if (result === 'cancelled') logger.info({ requestId: id, by: who.by }, 'appointment cancelled');
    return result;
  }
}

export type ConfirmedAppointments = ReturnType<typeof createConfirmedAppointments>;
