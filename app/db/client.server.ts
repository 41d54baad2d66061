import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
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

/**
 * PostgreSQL settings of the embedded database, for a practice's website: a few thousand requests
 * a year, one connection. PGlite keeps PostgreSQL's shared memory inside the WebAssembly heap of
 * this process, so its default 128 MB of shared buffers (plus their WAL buffers and I/O tables,
 * 146 MB in all) became resident memory of the web server. 8 MB of buffers hold a year's requests;
 * what does not fit is read again from the files. Durability is untouched: every commit still
 * writes its WAL before the answer (decision 0035, docs/operations.md).
 */
export const pgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '8MB',
  // One backend; PostgreSQL sizes its lock and process tables by these.
  max_connections: '4',
  max_locks_per_transaction: '32',
};

const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** Run by a child process: create the database files in a directory, then stop. */
const initdbScript = `
const { PGlite } = await import(process.env.PGLITE_MODULE);
const pg = await PGlite.create(process.env.PGLITE_DIR, {
  startParams: JSON.parse(process.env.PGLITE_START_PARAMS),
});
await pg.close();
`;

/**
 * A new embedded database is made by initdb, which PGlite runs in a second WebAssembly instance
 * of its own; in this process that left about 400 MB behind until the garbage collector came
 * round, sometimes long after start-up. So the files are made in a short-lived child process,
 * whose memory goes back to the system when it exits, and this process only opens them.
 */
async function createPgliteFiles(directory: string): Promise<void> {
  const module = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  // The WebAssembly compiler options this server was started with (npm start, the systemd unit)
  // also hold the child's peak down: 669 instead of 802 MB, 5 instead of 11 s (decision 0035).
  const wasmOptions = process.execArgv.filter((option) => option.startsWith('--no-wasm-'));
  await promisify(execFile)(
    process.execPath,
    [...wasmOptions, '--input-type=module', '-e', initdbScript],
    {
      env: {
        PATH: process.env.PATH,
        PGLITE_MODULE: module.href,
        PGLITE_DIR: directory,
        PGLITE_START_PARAMS: JSON.stringify(pgliteStartParams),
      },
    },
  );
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const directory = path.join(options.dataDir, 'db');
  await mkdir(directory, { recursive: true });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) await createPgliteFiles(directory);
  const client = await PGlite.create(directory, { startParams: pgliteStartParams });
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
