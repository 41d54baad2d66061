#!/usr/bin/env node
/**
 * npm run bench:soak: two minutes of mixed traffic on loopback (prerendered and home pages, 404s,
 * assets, valid and invalid appointment requests, in turn on every connection) against the
 * production server, once with the embedded database and once with PostgreSQL (a throwaway
 * cluster, as the tests start), sampling the server's memory (RSS) every 5 s. Passes when every
 * response had its expected status, the server logged no error, memory did not keep growing (the
 * median RSS of the last quarter is within 10 % of the second quarter's; the first quarter is
 * warm-up, when caches and the database's buffers fill) and stayed within the budget of its
 * database. Writes the result to docs/benchmarks.md.
 *   --no-build            use the existing build
 *   BENCH_SOAK_SECONDS=120   per database
 *   BENCH_CONNECTIONS=8
 */
import { readFileSync } from 'node:fs';
import { build, commit, startServer, today, writeSection } from './bench-support.mjs';
import { firstOfferedDate, requestKinds, runTraffic } from './load-traffic.mjs';
import { MissingPostgresError, startPostgres } from './postgres-cluster.mjs';

const durationSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const sampleEveryMs = 5_000;
const allowedGrowth = 0.1;
/** The most the server process may hold, in MB (issue 20: a 1 GB machine, with room to spare). */
const budgets = { pglite: 250, postgres: 150 };

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (value) => `${value.toFixed(0)} MB`;

/** Soaks one server; `samples[0]` is its RSS once it listens, before any request. */
async function soak(name, env) {
  const server = await startServer({ APPOINTMENT_RATE_LIMIT: '100000', ...env });
  const samples = [rssMb(server.pid)];
  let traffic;
  let serverErrors;
  try {
    const kinds = Object.entries(requestKinds(await firstOfferedDate(server.url)));
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), sampleEveryMs);
    try {
      traffic = await runTraffic(server.url, kinds, { connections, durationSeconds });
    } finally {
      clearInterval(sampler);
    }
    samples.push(rssMb(server.pid));
    serverErrors = server.errors();
  } finally {
    await server.stop();
  }

  const during = samples.slice(1);
  const quarter = Math.max(1, Math.floor(during.length / 4));
  const settled = median(during.slice(quarter, 2 * quarter));
  const last = median(during.slice(-quarter));
  const end = samples.at(-1);
  const growth = (last - settled) / settled;
  const budget = budgets[name];
  const problems = [
    ...traffic.unexpected,
    ...(serverErrors.length ? [`${serverErrors.length} errors logged by the server`] : []),
    ...(growth > allowedGrowth ? [`memory grew ${(growth * 100).toFixed(0)} % after warm-up`] : []),
    ...(Math.max(...samples) > budget
      ? [`memory reached ${mb(Math.max(...samples))}, over the budget of ${budget} MB`]
      : []),
  ];
  const { result } = traffic;
  console.log(
    `${name}: ${result.requests.total} requests in ${durationSeconds} s (${Math.round(result.requests.average)}/s), ` +
      `p99 ${result.latency.p99} ms; RSS ${samples.map((value) => value.toFixed(0)).join(' ')} MB`,
  );
  if (problems.length) console.error(`${name}: problems: ${problems.join('; ')}`);
  if (serverErrors.length) console.error(`First server error:\n${serverErrors[0]}`);
  return {
    name,
    ...traffic,
    serverErrors,
    samples,
    start: samples[0],
    warmedUp: during[quarter - 1],
    end,
    peak: Math.max(...samples),
    settled,
    last,
    growth,
    budget,
    problems,
  };
}

if (!process.argv.includes('--no-build')) build();

const runs = [await soak('pglite', {})];
let postgres;
try {
  postgres = await startPostgres();
  runs.push(await soak('postgres', { DATABASE_URL: await postgres.createDatabase('soak') }));
} catch (error) {
  if (!(error instanceof MissingPostgresError)) throw error;
  console.error(`PostgreSQL not measured: ${error.message}`);
} finally {
  await postgres?.destroy();
}

const label = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };
const problems = runs.flatMap((run) =>
  run.problems.map((problem) => `${label[run.name]}: ${problem}`),
);

await writeSection(
  'soak',
  [
    '## Soak (npm run bench:soak)',
    '',
    `Measured ${today()} at commit ${commit()}: ${durationSeconds} s of mixed traffic per database from ${connections} connections`,
    'on loopback against one production server process (started as `npm start` starts it), every connection',
    'cycling through: a prerendered page, the home page, a 404, the favicon, a valid appointment',
    'request (stored, two mails written to files) and an invalid one. First with the embedded database,',
    'then with PostgreSQL (a throwaway cluster on loopback; its own memory is not counted).',
    '',
    '| Request | ' +
      runs.map((run) => `${label[run.name]}: expected status | other`).join(' | ') +
      ' |',
    '|---|' + runs.map(() => '---:|---|').join(''),
    ...Object.keys(runs[0].tally).map(
      (kind) =>
        `| ${kind} | ` +
        runs
          .map((run) => {
            const counts = run.tally[kind];
            const other =
              Object.entries(counts.other)
                .map(([status, count]) => `${count} × ${status}`)
                .join(', ') || 'none';
            return `${counts.expected} | ${other}`;
          })
          .join(' | ') +
        ' |',
    ),
    '',
    '| | ' + runs.map((run) => label[run.name]).join(' | ') + ' |',
    '|---|' + runs.map(() => '---:|').join(''),
    `| Requests (per second) | ${runs.map((run) => `${run.result.requests.total} (${Math.round(run.result.requests.average)}/s)`).join(' | ')} |`,
    `| Latency p50 / p99 | ${runs.map((run) => `${run.result.latency.p50} / ${run.result.latency.p99} ms`).join(' | ')} |`,
    `| Connection errors, timeouts, server errors | ${runs.map((run) => `${run.result.errors}, ${run.result.timeouts}, ${run.serverErrors.length}`).join(' | ')} |`,
    `| Server memory at start (listening, no request yet) | ${runs.map((run) => mb(run.start)).join(' | ')} |`,
    `| … after warm-up (end of the first quarter) | ${runs.map((run) => mb(run.warmedUp)).join(' | ')} |`,
    `| … at the end | ${runs.map((run) => mb(run.end)).join(' | ')} |`,
    `| … highest sample | ${runs.map((run) => mb(run.peak)).join(' | ')} |`,
    `| Budget | ${runs.map((run) => mb(run.budget)).join(' | ')} |`,
    `| Median of the second quarter → last quarter | ${runs
      .map(
        (run) =>
          `${mb(run.settled)} → ${mb(run.last)} (${run.growth >= 0 ? '+' : ''}${(run.growth * 100).toFixed(1)} %)`,
      )
      .join(' | ')} |`,
    '',
    ...runs.map(
      (run) =>
        `${label[run.name]}, RSS in MB every 5 s: ${run.samples.map((value) => value.toFixed(0)).join(', ')}.`,
    ),
    '',
    `Allowed: growth up to +${allowedGrowth * 100} % after warm-up, and no sample over the budget.`,
    problems.length
      ? `Problems: ${problems.join('; ')}.`
      : 'No errors, no memory growth, within the budgets.',
  ].join('\n'),
);
process.exitCode = problems.length ? 1 : 0;
