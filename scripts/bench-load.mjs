#!/usr/bin/env node
/**
 * npm run bench:load: requests per second and latency of the production server on loopback, with
 * autocannon, for a prerendered page, the (cached) home page, the (cached) 404 page and the
 * appointment API (valid requests, each a new appointment stored and its mails queued; the rate
 * limit raised for the run). Writes the table to docs/benchmarks.md. Bounded: 10 s per case.
 *   --no-build                  use the existing build
 *   BENCH_DURATION=10           seconds per case
 *   BENCH_CONNECTIONS=20        concurrent connections
 *   DATABASE_URL=postgres://…   measure with PostgreSQL instead of the embedded database
 */
import os from 'node:os';
import { build, commit, startServer, today, writeSection } from './bench-support.mjs';
import { firstOfferedDate, requestKinds, runTraffic } from './load-traffic.mjs';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';

if (!process.argv.includes('--no-build')) build();
const server = await startServer({
  APPOINTMENT_RATE_LIMIT: '100000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

const cases = [
  ['prerendered', 'Prerendered page (`/implantaten`, brotli)'],
  ['home', 'Home page (`/en`, rendered once a day, brotli)'],
  ['notFound', '404 page (`/en/no-such-page`, rendered once a day, brotli)'],
  ['validSubmission', 'Appointment API, valid request (stored + 2 mails queued)'],
  ['invalidSubmission', 'Appointment API, invalid request (400)'],
];
const rows = [];
let failed = false;
let serverErrors = [];
try {
  const kinds = requestKinds(await firstOfferedDate(server.url));
  for (const [name, label] of cases) {
    const { result, unexpected } = await runTraffic(server.url, [[name, kinds[name]]], {
      connections,
      durationSeconds,
    });
    if (unexpected.length) failed = true;
    const row = {
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      unexpected,
    };
    rows.push(row);
    console.log(
      `${label}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` +
        (unexpected.length ? `; UNEXPECTED ${unexpected.join(', ')}` : ''),
    );
  }
  serverErrors = server.errors();
} finally {
  await server.stop();
}
if (serverErrors.length) {
  failed = true;
  console.error(`The server logged ${serverErrors.length} errors, the first:\n${serverErrors[0]}`);
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
await writeSection(
  'load',
  [
    '## Load (npm run bench:load)',
    '',
    `Measured ${today()} at commit ${commit()}: autocannon, ${connections} connections, ${durationSeconds} s per case,`,
    `client and server on the same machine (${os.cpus().length} × ${cpu}, Node ${process.version}), loopback,`,
    `one server process, ${database}, logging at info. The client takes a share of the same CPUs, so`,
    'these are lower bounds for the server.',
    '',
    '| Case | Requests/s | p50 latency | p99 latency | Requests | Unexpected responses |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.total} | ` +
        `${row.unexpected.length ? row.unexpected.join(', ') : 'none'} |`,
    ),
    '',
    `Errors logged by the server during the run: ${serverErrors.length}.`,
  ].join('\n'),
);
process.exitCode = failed ? 1 : 0;
