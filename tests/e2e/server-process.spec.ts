/**
 * The server as a process: start-up checks, and graceful shutdown with a request in flight.
 * These start their own server instances (the built one) on free loopback ports.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { availableDates } from '~/appointments/dates';
import { builtOrigin } from '../../playwright.config';
import { repoRoot, startAppServer } from '../support/app-server';
import { startSmtp } from '../support/smtp';

const run = promisify(execFile);
const serverEntry = path.join(repoRoot, 'build', 'server-app', 'index.js');

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
async function failedRun(env: Record<string, string>) {
  try {
    await run(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH, ...env },
      timeout: 20_000,
    });
  } catch (error: unknown) {
    return error as { code: number; stdout: string; stderr: string };
  }
  throw new Error('the server started, but it should have refused to');
}

test.describe('server process', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser involved');

  test('a bad environment variable stops start-up with a message naming it', async () => {
    const failure = await failedRun({ PORT: 'eighty', SMTP_URL: 'http://not-smtp' });
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('PORT:');
    expect(failure.stderr).toContain('SMTP_URL:');
  });

  test('a DATA_DIR that cannot be written stops start-up with a clear message', async () => {
    const file = path.join(tmpdir(), `not-a-directory-${process.pid}`);
    await writeFile(file, 'x');
    const failure = await failedRun({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(failure.code).toBe(1);
    expect(failure.stdout).toContain('DATA_DIR is not writable');
  });

  test("started directly, with no NODE_ENV or PUBLIC_ORIGIN: production mode, the build's origin", async ({
    request,
  }) => {
    const server = await startAppServer({ env: { NODE_ENV: undefined, PUBLIC_ORIGIN: undefined } });
    try {
      const listening = server.logs.find((line) => line.includes('server listening')) ?? '';
      expect(JSON.parse(listening)).toMatchObject({
        mode: 'production',
        publicOrigin: builtOrigin,
      });
      // The server-rendered home page and a prerendered page name the same origin and practice.
      for (const path of ['/en', '/en/contact']) {
        const html = await (await request.get(server.url + path)).text();
        expect(html, path).toContain(`<link rel="canonical" href="${builtOrigin}${path}"/>`);
        expect(html, path).toContain(`"@id":"${builtOrigin}/#dentist"`);
      }
    } finally {
      await server.destroy();
    }
  });

  test("a PUBLIC_ORIGIN other than the build's stops start-up, naming both", async () => {
    const failure = await failedRun({
      PORT: '0',
      DATA_DIR: path.join(tmpdir(), `origin-${process.pid}`),
      PUBLIC_ORIGIN: 'https://elsewhere.example',
    });
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `PUBLIC_ORIGIN is https://elsewhere.example, but the build was made for ${builtOrigin}`,
    );
  });

  test('SIGTERM: stops accepting, finishes the request in flight, closes, exits 0', async ({
    request,
  }) => {
    // An SMTP server that takes two seconds to accept each mail keeps the request busy.
    const smtp = await startSmtp(undefined, { acceptDelayMs: 2000 });
    const server = await startAppServer({ env: { SMTP_URL: smtp.url } });
    try {
      const submission = request.post(`${server.url}/api/appointments`, {
        data: {
          fullName: 'Ayşe Demir',
          email: 'ayse@example.com',
          phone: '+31 6 12345678',
          service: 'general',
          preferredDate: availableDates(new Date())[2],
          privacyConsent: true,
          language: 'tr',
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = server.stop('SIGTERM');
      const response = await submission;
      expect(response.status()).toBe(201);
      expect(await exited).toBe(0);
      expect(server.logs.join('\n')).toContain('shutting down');
      expect(server.logs.join('\n')).toContain('"msg":"stopped"');
      await expect(request.get(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      await server.destroy();
      await smtp.close();
    }
  });
});
