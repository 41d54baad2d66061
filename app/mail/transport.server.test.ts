import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport } from './transport.server';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the mail transport without SMTP', () => {
  it('writes the whole message as an .eml file, marked as sent automatically', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    dirs.push(mailDir);
    const transport = createMailTransport({ mailDir });
    await transport.send(
      {
        from: 'Tandartspraktijk Stadshart <noreply@example.org>',
        to: 'sanne@example.com',
        replyTo: 'info@example.org',
        subject: 'Uw aanvraag',
        text: 'Beste Sanne,',
        html: '<p>Beste Sanne,</p>',
        language: 'nl',
      },
      { id: 7, kind: 'patient-confirmation' },
    );
    transport.close();
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7-patient-confirmation\.eml$/);
    const raw = await readFile(path.join(mailDir, files[0] ?? ''), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    // RFC 3834: autoresponders (out of office) do not answer it, so no mail loop starts.
    expect(headers).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(headers).toMatch(/^X-Auto-Response-Suppress: OOF, AutoReply$/m);
    expect(headers).toMatch(/^Content-Language: nl$/m);
    expect(headers).toMatch(/^Reply-To: info@example\.org$/m);
    expect(raw).toContain('Beste Sanne,');
  });
});
