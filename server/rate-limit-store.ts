import { eq, sql } from 'drizzle-orm';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Database } from '~/db/client.server';
import { rateLimitHits } from '~/db/schema';

/**
 * An express-rate-limit store on the site's database, so every app instance behind a load
 * balancer shares the counts. Each client's window starts at its first request and lasts
 * `windowMs` (the same rule as express-rate-limit's memory store), kept in one row per client and
 * updated in a single statement, so concurrent requests count correctly.
 */
export class DatabaseRateLimitStore implements Store {
  windowMs = 60 * 60_000;
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const expired = sql`${rateLimitHits.windowStart} <= now() - (${this.windowMs} * interval '1 millisecond')`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.prefix + key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
    if (!row) throw new Error('rate limit upsert returned no row');
    return { totalHits: row.hits, resetTime: new Date(row.windowStart.getTime() + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }
}
