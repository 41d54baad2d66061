import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The same typed database over either driver: the rest of the code does not know which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; unset for the embedded database. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files (DATA_DIR/db). */
  dataDir: string;
  migrationsFolder: string;
  onError?: (error: Error) => void;
}

// Arbitrary but fixed: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 726_100_001;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function pingWith(db: Database, timeoutMs: number): Promise<boolean> {
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options, options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const directory = path.join(options.dataDir, 'db');
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), {
    migrationsFolder: options.migrationsFolder,
  });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
    close: () => client.close(),
  };
}

async function openPostgres(
  options: DatabaseOptions,
  connectionString: string,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dead connection must fail, so the caller can answer 503 and move on.
    query_timeout: 10_000,
  });
  // An idle client losing its connection emits here; unhandled, it would end the process.
  pool.on('error', (error) => options.onError?.(error));

  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client, schema }), {
        migrationsFolder: options.migrationsFolder,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }

  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
    close: () => pool.end(),
  };
}
