#!/usr/bin/env node
/**
 * npm run bench: Lighthouse 12 (mobile, simulated throttling) on the production build: the home
 * page, a treatment page, the blog and the contact page in each language. Writes the table to
 * docs/benchmarks.md and says which targets are met. Not a test: figures, for people to read.
 *   --no-build   use the existing build
 *   BENCH_RUNS=3 runs per page, in rounds over all pages (the median is kept; default 1)
 * Every round also measures a reference page (reference-page.mjs): no script and almost no content,
 * served with the site's headers. Its blocking time is the floor this machine and browser give.
 * Every run launches a fresh Chromium with an empty profile, as a new visitor arrives: nothing
 * cached, no warm renderer process left over from the previous run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, commit, startServer, today, writeSection } from './bench-support.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startReferenceServer } from './reference-page.mjs';

const pages = [
  ['/', 'home'],
  ['/implantaten', 'treatment'],
  ['/blog', 'blog'],
  ['/contact', 'contact'],
  ['/en', 'home'],
  ['/en/dental-implants-amstelveen', 'treatment'],
  ['/en/blog', 'blog'],
  ['/en/contact', 'contact'],
  ['/tr', 'home'],
  ['/tr/dis-implantlari-amstelveen', 'treatment'],
  ['/tr/blog', 'blog'],
  ['/tr/contact', 'contact'],
];
const runs = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_PAGES=/,/tr measures only those (for quick comparisons; the table then shows only them).
const only = process.env.BENCH_PAGES?.split(',');

const targets = {
  performance: (row) => row.performance >= 98,
  accessibility: (row) => row.accessibility === 100,
  bestPractices: (row) => row.bestPractices === 100,
  seo: (row) => row.seo === 100,
  lcp: (row) => row.lcpMs <= 1500,
  cls: (row) => row.cls <= 0.02,
  tbt: (row) => row.tbtMs <= 50,
  jsHome: (row) => row.kind !== 'home' || row.jsKb <= 120,
  totalHome: (row) => row.kind !== 'home' || row.totalKb <= 300,
};

if (!process.argv.includes('--no-build')) build();
const measured = pages.filter(([path]) => !only || only.includes(path));
const server = await startServer();
const reference = await startReferenceServer(`${server.url}${measured[0][0]}`);
/** A fresh browser for one run: a first visit, with nothing left from the run before. */
function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of one page. */
async function measure(url) {
  let lhr;
  // A run that could not measure everything (Lighthouse reports it as a runtime error) is repeated.
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await launchChromium();
    try {
      ({ lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      }));
    } finally {
      await chrome.kill();
    }
    const complete = [
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'total-blocking-time',
    ].every((id) => typeof lhr.audits[id]?.numericValue === 'number');
    if (complete && !lhr.runtimeError) break;
    console.warn(
      `${url}: incomplete run (${lhr.runtimeError?.code ?? 'missing metrics'}), repeating`,
    );
  }
  const resources = lhr.audits['resource-summary'].details.items;
  const bytes = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    )
    .map((audit) => audit.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    totalKb: bytes('total') / 1024,
    jsKb: bytes('script') / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

const samples = new Map(measured.map(([path]) => [path, []]));
const referenceTbts = [];
const benchmarkIndexes = [];
try {
  // Round by round, every page once per round: a busy spell on a shared machine then spreads over
  // all pages instead of landing on the few measured during it.
  for (let round = 0; round < runs; round++) {
    referenceTbts.push((await measure(reference.url)).tbtMs);
    for (const [path] of measured) {
      const sample = await measure(`${server.url}${path}`);
      samples.get(path).push(sample);
      benchmarkIndexes.push(sample.benchmarkIndex);
    }
    console.log(`round ${round + 1} of ${runs} done`);
  }
} finally {
  await reference.stop();
  await server.stop();
}

const rows = measured.map(([path, kind]) => {
  const pageSamples = samples.get(path);
  const pick = (key) => median(pageSamples.map((sample) => sample[key]));
  const tbts = pageSamples.map((sample) => sample.tbtMs);
  const row = {
    path,
    kind,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    totalKb: pick('totalKb'),
    jsKb: pick('jsKb'),
    failing: [...new Set(pageSamples.flatMap((sample) => sample.failing))],
  };
  console.log(
    `${path.padEnd(34)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} ` +
      `LCP ${(row.lcpMs / 1000).toFixed(2)}s CLS ${row.cls.toFixed(3)} TBT ${Math.round(row.tbtMs)}ms ` +
      `(${row.tbtRange.map(Math.round).join('–')}) ` +
      `${row.totalKb.toFixed(0)} KB (JS ${row.jsKb.toFixed(0)} KB)${row.failing.length ? ` failing: ${row.failing.join(', ')}` : ''}`,
  );
  return row;
});

const referenceTbt = {
  median: Math.round(median([...referenceTbts])),
  range: [Math.min(...referenceTbts), Math.max(...referenceTbts)].map(Math.round),
};
console.log(
  `reference page (no script, same headers as ${measured[0][0]}): TBT ${referenceTbt.median}ms (${referenceTbt.range.join('–')})`,
);

const missed = Object.entries(targets).flatMap(([name, check]) =>
  rows.filter((row) => !check(row)).map((row) => `${name} on ${row.path}`),
);
const table = [
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Transferred | JavaScript |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
      `${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms` +
      `${runs > 1 ? ` (${row.tbtRange.map(Math.round).join('–')})` : ''} | ` +
      `${row.totalKb.toFixed(0)} KB | ${row.jsKb.toFixed(0)} KB |`,
  ),
];
await writeSection(
  'lighthouse',
  [
    '## Lighthouse (npm run bench)',
    '',
    `Measured ${today()} at commit ${commit()}: Lighthouse 12, mobile profile with simulated throttling`,
    `(slow 4G, 4× CPU slowdown), Chromium headless launched afresh for every run (a first visit), production build on loopback,`,
    `${runs === 1 ? 'one run per page' : `median of ${runs} runs per page, taken in rounds (every page once per round); TBT shows the lowest and highest run in brackets`}.`,
    // The index's spread shows how steady the machine was: on a shared host, TBT follows it.
    `Sizes are compressed bytes on the wire. Lighthouse's benchmark index of this machine: ${Math.round(median(benchmarkIndexes))} (median; ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} over all runs).`,
    '',
    'Targets: performance ≥ 98, the other categories 100, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 50 ms;',
    'on the home pages JavaScript ≤ 120 KB and everything ≤ 300 KB.',
    '',
    ...table,
    '',
    `For comparison, a reference page measured in the same rounds (one heading and one paragraph, no script, no stylesheet,`,
    `served with the response headers of \`${measured[0][0]}\`, so also in a fresh renderer process): TBT ${referenceTbt.median} ms` +
      `${runs > 1 ? ` (${referenceTbt.range.join('–')})` : ''}. What it shows is this machine and browser, not the site.`,
    '',
    missed.length ? `Targets missed: ${missed.join('; ')}.` : 'Every target is met on every page.',
  ].join('\n'),
);
console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;
