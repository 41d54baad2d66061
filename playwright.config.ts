import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
// Debian's Chromium; Playwright's own browser download does not work here and is never used.
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. The end-to-end tests drive Debian's Chromium: ` +
      'install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).',
  );
}
const buildInfo = path.join(import.meta.dirname, 'build', 'build-info.json');
if (!existsSync(buildInfo)) {
  throw new Error('No production build: run "npm run build" first ("npm test" does).');
}

const startNodeOptions = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

const port = Number(process.env.E2E_PORT ?? 3107);
// One data directory per run, shared by the runner (which starts the server) and its workers
// (which inherit the environment). Outside test-results/, which Playwright empties at start.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `dental-e2e-${process.pid}`);
export const e2eDataDir = process.env.E2E_DATA_DIR;
/** The origin the build was made for (canonical URLs, sitemap): the server may run elsewhere. */
export const builtOrigin = (JSON.parse(readFileSync(buildInfo, 'utf8')) as { publicOrigin: string })
  .publicOrigin;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Requests a service worker answers pass by page.route(), so tests that hold back or fail a
    // request would race the worker's activation. The worker has its own spec (offline.spec.ts).
    serviceWorkers: 'block',
    // No trace: recording one (a DOM snapshot at every step, screencast frames) made the whole run
    // some 20 % slower on a 2-core machine, against CI's 5,400 s (decision 0130). A failure still
    // leaves its error and the page's accessibility snapshot; to see more, run the failing test
    // again with --trace on.
    trace: 'off',
  },
  projects: [
    // A behaviour that does not depend on the screen (tagged @once) runs at phone size only, where
    // most patients are: each test here costs seconds of a 2-core machine's time.
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } }, grepInvert: /@once/ },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // With `npm start`'s Node options (heap limits, WebAssembly compiler; decision 0035), so every
    // spec tests the server as production runs it.
    command: ['node', ...startNodeOptions, path.join('build', 'server-app', 'index.js')].join(' '),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      // Many tests submit the form from the same address.
      APPOINTMENT_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
