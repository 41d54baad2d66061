import { and, eq, sql } from 'drizzle-orm';
import type { Options, Store, IncrementResponse } from 'express-rate-limit';
import type { Database } from '~/db/client.server';
import { rateLimitHits } from '~/db/schema';

/**
 * An express-rate-limit store on the site's database: fixed windows counted in one row per client
 * and window, so every app instance behind a load balancer shares the same counts.
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

  private window(): Date {
    return new Date(Math.floor(Date.now() / this.windowMs) * this.windowMs);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const windowStart = this.window();
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.prefix + key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return {
      totalHits: row?.hits ?? 1,
      resetTime: new Date(windowStart.getTime() + this.windowMs),
    };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(
        and(eq(rateLimitHits.key, this.prefix + key), eq(rateLimitHits.windowStart, this.window())),
      );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }
}
