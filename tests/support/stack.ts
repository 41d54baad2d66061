/**
 * The whole system for an end-to-end test that needs to look behind the page: a throwaway
 * PostgreSQL server (so the test can read what was stored), a real SMTP server on loopback, and
 * the built app server using both.
 */
import pg from 'pg';
import { startAppServer, type AppServer } from './app-server';
import { startPostgres, type PostgresServer } from './postgres-server';
import { startSmtp, type TestSmtp } from './smtp';

export interface Stack {
  postgres: PostgresServer;
  /** A pool on the app's database, for the test's own queries. */
  database: pg.Pool;
  /** Replaceable: a test that restarts the SMTP server puts the new one here to be closed. */
  smtp: TestSmtp;
  server: AppServer;
  /** Stops everything started, in reverse order, even after a failed start. */
  stop(): Promise<void>;
}

export async function startStack(
  databaseName: string,
  env: Record<string, string> = {},
): Promise<Stack> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stack = { stop } as Stack;
  async function stop() {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
  try {
    stack.postgres = await startPostgres();
    cleanups.push(() => stack.postgres.destroy());
    const url = await stack.postgres.createDatabase(databaseName);
    stack.database = new pg.Pool({ connectionString: url });
    cleanups.push(() => stack.database.end());
    stack.smtp = await startSmtp();
    cleanups.push(() => stack.smtp.close());
    stack.server = await startAppServer({
      env: { DATABASE_URL: url, SMTP_URL: stack.smtp.url, ...env },
    });
    cleanups.push(() => stack.server.destroy());
  } catch (error) {
    await stop();
    throw error;
  }
  return stack;
}
