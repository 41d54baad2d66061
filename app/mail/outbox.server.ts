import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mailOutbox, type OutboxMessage } from '~/db/schema';
import type { Logger } from '~/logger.server';
import type { MailTransport } from './transport.server';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OutboxOptions {
  /** Delay before the first retry; doubles after every failure (DESIGN: first retry within 60 s). */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** After this long since the mail was queued, give up and log an error. */
  giveUpAfterMs: number;
  /** How often the background sender looks for due mail. */
  pollIntervalMs: number;
  /** How long a sender holds a claimed row; longer than any single send attempt can take. */
  claimMs: number;
  /** How long a request waits for its mails before it answers (they keep going afterwards). */
  sendNowTimeoutMs: number;
}

export const defaultOutboxOptions: OutboxOptions = {
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  pollIntervalMs: 5_000,
  claimMs: 60_000,
  sendNowTimeoutMs: 10_000,
};

/** The stored copy of a sent message, without the secrets it carried (see `redactAfterSending`). */
export function redactedMessage(message: OutboxMessage): OutboxMessage | undefined {
  const secrets = message.redactAfterSending?.filter((secret) => secret.length >= 16);
  if (!secrets?.length) return undefined;
  const blank = (value: string) =>
    secrets.reduce((text, secret) => text.split(secret).join('[…]'), value);
  const { redactAfterSending: _secrets, ...rest } = message;
  return {
    ...rest,
    text: blank(message.text),
    html: blank(message.html),
    ...(message.calendar
      ? {
          calendar: {
            ...message.calendar,
            // Unfolded first (RFC 5545 folds lines at 75 octets, which may split the secret).
            content: blank(message.calendar.content.replace(/\r\n[ \t]/g, '')),
          },
        }
      : {}),
  };
}

export function retryDelayMs(
  attempts: number,
  options: Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/**
 * Mail delivery that survives failures and restarts. A request's mails are written in the same
 * transaction as the request and claimed by it, sent right after commit, and, if that fails,
 * retried by the background sender with growing delays until they go out or a day has passed.
 * Claims expire, so mail claimed by a process that died is picked up by the next one.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    private readonly options: OutboxOptions = defaultOutboxOptions,
  ) {}

  /** Queues messages inside the caller's transaction, already claimed by the caller. */
  async enqueue(
    tx: Transaction,
    appointmentId: string | null,
    messages: { kind: OutboxRow['kind']; message: OutboxMessage }[],
  ): Promise<OutboxRow[]> {
    return tx
      .insert(mailOutbox)
      .values(
        messages.map(({ kind, message }) => ({
          appointmentId,
          kind,
          message,
          lockedUntil: sql`now() + ${millis(this.options.claimMs)}`,
        })),
      )
      .returning();
  }

  /**
   * Queues a mail for later (a reminder) inside the caller's transaction, not claimed: the
   * background sender of whichever instance comes first claims it when it is due, once.
   */
  async schedule(
    tx: Transaction,
    appointmentId: string,
    kind: OutboxRow['kind'],
    message: OutboxMessage,
    at: Date,
  ): Promise<OutboxRow | undefined> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ appointmentId, kind, message, nextAttemptAt: at, scheduledAt: at })
      .returning();
    return row;
  }

  /** Drops a request's mails of these kinds that have not gone out yet (a cancelled reminder). */
  async unschedule(
    tx: Transaction,
    appointmentId: string,
    kinds: OutboxRow['kind'][],
  ): Promise<number> {
    const deleted = await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.appointmentId, appointmentId),
          inArray(mailOutbox.kind, kinds),
          inArray(mailOutbox.status, ['pending', 'failed']),
        ),
      )
      .returning({ id: mailOutbox.id });
    return deleted.length;
  }

  /**
   * Sends rows this process has claimed (just queued) and waits for them up to `sendNowTimeoutMs`.
   * Returns which rows were delivered within that time; the others stay queued.
   */
  async sendNow(rows: OutboxRow[]): Promise<Map<number, boolean>> {
    const results = new Map<number, boolean>();
    await Promise.all(
      rows.map(async (row) => {
        const attempt = this.track(this.attempt(row));
        const timeout = new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), this.options.sendNowTimeoutMs).unref();
        });
        results.set(row.id, await Promise.race([attempt, timeout]));
      }),
    );
    return results;
  }

  /**
   * Sends one queued or failed mail again now (the inbox's "send again" button), whatever its
   * schedule. A mail already sent, or being sent by someone else at this moment, is left alone.
   */
  async resendNow(id: number): Promise<'sent' | 'not-sent' | 'busy'> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        lockedUntil: sql`now() + ${millis(this.options.claimMs)}`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ['pending', 'failed']),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!row) return 'busy';
    const results = await this.sendNow([row]);
    return results.get(row.id) ? 'sent' : 'not-sent';
  }

  /** Claims due rows and tries to send them; returns how many were sent. */
  async deliverDue(limit = 20): Promise<number> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${millis(this.options.claimMs)}` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    const sent = await Promise.all(claimed.map((row) => this.track(this.attempt(row))));
    return sent.filter(Boolean).length;
  }

  /** Starts the background sender. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.deliverDue()
        .catch((error: unknown) =>
          this.logger.warn({ err: error }, 'outbox: could not read due mail'),
        )
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the background sender and waits for sends in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  /** One delivery attempt; records the outcome. Never throws. */
  private async attempt(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    // A scheduled mail (a reminder) may have been withdrawn since it was claimed (the appointment
    // was cancelled or moved): look once more right before sending.
    if (row.scheduledAt) {
      const [still] = await this.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, row.id))
        .catch(() => [{ id: row.id }]);
      if (!still) return false;
    }
    try {
      await this.transport.send(row.message, { id: row.id, kind: row.kind });
    } catch (error) {
      await this.recordFailure(row, attempts, error).catch((dbError: unknown) =>
        this.logger.warn(
          { err: dbError, outboxId: row.id },
          'outbox: could not record a failed send',
        ),
      );
      return false;
    }
    try {
      await this.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          attempts,
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          ...(redactedMessage(row.message) ? { message: redactedMessage(row.message) } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      this.logger.info({ outboxId: row.id, kind: row.kind, attempts }, 'mail sent');
    } catch (error) {
      // Sent, but not recorded: the claim expires and the mail may go out twice, which beats never.
      this.logger.error({ err: error, outboxId: row.id }, 'outbox: mail sent but not recorded');
    }
    return true;
  }

  private async recordFailure(row: OutboxRow, attempts: number, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    // A scheduled mail (a reminder) retries for a day after it was due, not after it was queued.
    const age = Date.now() - new Date(row.scheduledAt ?? row.createdAt).getTime();
    if (age >= this.options.giveUpAfterMs) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', attempts, lockedUntil: null, lastError: reason })
        .where(eq(mailOutbox.id, row.id));
      this.logger.error(
        { outboxId: row.id, kind: row.kind, attempts, appointmentId: row.appointmentId, reason },
        'outbox: giving up on a mail after retrying for a day',
      );
      return;
    }
    const delay = retryDelayMs(attempts, this.options);
    await this.db
      .update(mailOutbox)
      .set({
        attempts,
        lockedUntil: null,
        lastError: reason,
        nextAttemptAt: sql`now() + ${millis(delay)}`,
      })
      .where(eq(mailOutbox.id, row.id));
    this.logger.warn(
      { outboxId: row.id, kind: row.kind, attempts, retryInMs: delay, reason },
      'mail not sent, will retry',
    );
  }
}
