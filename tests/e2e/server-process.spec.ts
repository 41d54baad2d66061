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
