#!/usr/bin/env node
/**
 * npm run bench:soak: two minutes of mixed traffic on loopback (prerendered and home pages, 404s,
 * assets, valid and invalid appointment requests, in turn on every connection) against the
 * production server, sampling its memory (RSS) every 5 s. Passes when every response had its
 * expected status, the server logged no error, and memory did not keep growing: the median RSS
 * of the last quarter is within 15 % of the second quarter's (the first quarter is warm-up, when
 * caches and the database's buffers fill). Writes the result to docs/benchmarks.md.
 *   --no-build            use the existing build
 *   BENCH_SOAK_SECONDS=120
 *   BENCH_CONNECTIONS=8
 */
import { readFileSync } from 'node:fs';
import { build, commit, startServer, today, writeSection } from './bench-support.mjs';
import { firstOfferedDate, requestKinds, runTraffic } from './load-traffic.mjs';

const durationSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const allowedGrowth = 0.15;

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) build();
const server = await startServer({ APPOINTMENT_RATE_LIMIT: '100000' });
const samples = [];
let traffic;
let serverErrors;
try {
  const kinds = Object.entries(requestKinds(await firstOfferedDate(server.url)));
  const startRss = rssMb(server.pid);
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 5_000);
  try {
    traffic = await runTraffic(server.url, kinds, { connections, durationSeconds });
  } finally {
    clearInterval(sampler);
  }
  samples.unshift(startRss);
  serverErrors = server.errors();
} finally {
  await server.stop();
}

const quarter = Math.max(1, Math.floor(samples.length / 4));
const settled = median(samples.slice(quarter, 2 * quarter));
const last = median(samples.slice(-quarter));
const growth = (last - settled) / settled;
const problems = [
  ...traffic.unexpected,
  ...(serverErrors.length ? [`${serverErrors.length} errors logged by the server`] : []),
  ...(growth > allowedGrowth ? [`memory grew ${(growth * 100).toFixed(0)} % after warm-up`] : []),
];
const { result, tally } = traffic;
console.log(
  `${result.requests.total} requests in ${durationSeconds} s (${Math.round(result.requests.average)}/s), ` +
    `p99 ${result.latency.p99} ms; RSS ${samples.map((mb) => mb.toFixed(0)).join(' ')} MB`,
);
if (problems.length) console.error(`Problems: ${problems.join('; ')}`);
if (serverErrors.length) console.error(`First server error:\n${serverErrors[0]}`);

await writeSection(
  'soak',
  [
    '## Soak (npm run bench:soak)',
    '',
    `Measured ${today()} at commit ${commit()}: ${durationSeconds} s of mixed traffic from ${connections} connections`,
    'on loopback against one production server process with the embedded database, every connection',
    'cycling through: a prerendered page, the home page, a 404, the favicon, a valid appointment',
    'request (stored, two mails written to files) and an invalid one.',
    '',
    '| Request | Responses with the expected status | Other responses |',
    '|---|---:|---|',
    ...Object.entries(tally).map(
      ([name, counts]) =>
        `| ${name} | ${counts.expected} | ${
          Object.entries(counts.other)
            .map(([status, count]) => `${count} × ${status}`)
            .join(', ') || 'none'
        } |`,
    ),
    '',
    `Total ${result.requests.total} requests, ${Math.round(result.requests.average)}/s on average, latency`,
    `p50 ${result.latency.p50} ms and p99 ${result.latency.p99} ms; connection errors ${result.errors},`,
    `timeouts ${result.timeouts}; errors logged by the server ${serverErrors.length}.`,
    '',
    `Server memory (RSS, MB, every 5 s): ${samples.map((mb) => mb.toFixed(0)).join(', ')}.`,
    `Median after warm-up (second quarter) ${settled.toFixed(0)} MB, last quarter ${last.toFixed(0)} MB:`,
    `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (allowed: +${allowedGrowth * 100} %).`,
    '',
    problems.length ? `Problems: ${problems.join('; ')}.` : 'No errors and no memory growth.',
  ].join('\n'),
);
process.exitCode = problems.length ? 1 : 0;
