#!/usr/bin/env node
/**
 * npm test: every test, in order: lint, typecheck, unit and integration (Vitest, with PGlite and a
 * throwaway PostgreSQL server), the production build, end-to-end (Playwright against that build).
 * It installs nothing: if a program the tests need is missing, it says which and how to get it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-inputs.mjs';

function hasPostgres() {
  const debian = '/usr/lib/postgresql';
  if (
    existsSync(debian) &&
    readdirSync(debian).some((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
  ) {
    return true;
  }
  return spawnSync('sh', ['-c', 'command -v initdb'], { stdio: 'ignore' }).status === 0;
}
const hasCommand = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

const missing = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) missing.push(`Chromium at ${chromium} (apt-get install -y chromium)`);
if (!hasPostgres()) missing.push('PostgreSQL server programs (apt-get install -y postgresql)');
// The layout tests measure text in the fallback font when the web font is not used on a first
// paint (font-display: optional); the fallback is matched to Arial's metrics (app.css).
const hasLiberation =
  spawnSync('sh', ['-c', "fc-list | grep -q 'Liberation Sans'"], { stdio: 'ignore' }).status === 0;
if (!hasLiberation)
  missing.push(
    'Liberation Sans, the metric-matched fallback font (apt-get install -y fonts-liberation)',
  );
if (!hasCommand('java'))
  missing.push('Java, for the HTML validator (apt-get install -y default-jre-headless)');
if (missing.length) {
  console.error(
    `npm test needs programs this machine does not have:\n  - ${missing.join('\n  - ')}`,
  );
  console.error(
    'Nothing was installed. Install them (".ci/run" does this on a fresh machine) and run again.',
  );
  process.exit(1);
}

const steps = [
  ['Lint and formatting', 'npm', ['run', '--silent', 'lint']],
  ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Production build', process.execPath, [path.join('scripts', 'build.mjs')]],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll tests passed.');
