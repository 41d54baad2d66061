/**
 * A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temporary directory,
 * listening on a free loopback port, removed afterwards. Never touches a system cluster.
 * (JavaScript, so that the benchmark scripts can use it too; tests/support/postgres-server.ts
 * re-exports it with its types from postgres-cluster.d.mts.)
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class MissingPostgresError extends Error {
  name = 'MissingPostgresError';
}

function findBinDir() {
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => existsSync(path.join(debianRoot, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debianRoot, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) {
      return dir;
    }
  }
  throw new MissingPostgresError(
    'PostgreSQL server programs (initdb, pg_ctl) were not found. The tests start a throwaway ' +
      'PostgreSQL server on a loopback port; install it with: apt-get install -y postgresql',
  );
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export async function startPostgres() {
  const binDir = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const baseDir = await mkdtemp(path.join(tmpdir(), 'dental-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const port = await freePort();

  // PostgreSQL refuses to run as root; as root, run it as the 'postgres' system user.
  async function pgRun(program, args) {
    const file = path.join(binDir, program);
    if (isRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
    else await run(file, args);
  }

  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new MissingPostgresError(
        "Running as root, but there is no 'postgres' user to run PostgreSQL as (apt-get install -y postgresql creates it).",
      );
    });
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(baseDir, Number(stdout.trim()), Number(gid.trim()));
  }

  await pgRun('initdb', [
    '-D',
    dataDir,
    '-U',
    'test',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);

  const options = [
    `-p ${port}`,
    `-k ${baseDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');

  const server = {
    url: (database = 'postgres') => `postgres://test@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: server.url() });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return server.url(name);
    },
    async start() {
      await pgRun('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        path.join(baseDir, 'log'),
        '-w',
        'start',
      ]);
    },
    async stop() {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    async destroy() {
      await server.stop().catch(() => undefined);
      await rm(baseDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
