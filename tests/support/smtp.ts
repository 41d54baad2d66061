/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed (postal-mime),
 * so tests can read the e-mails exactly as a mail client would.
 */
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';
import { freePort } from './postgres-server';

export interface ReceivedMail extends Email {
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Waits until `count` mails match, or fails after the timeout. */
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(
  port?: number,
  options: { acceptDelayMs?: number } = {},
): Promise<TestSmtp> {
  const listenPort = port ?? (await freePort());
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void PostalMime.parse(raw).then((email) => {
          mails.push({
            ...email,
            raw,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          setTimeout(callback, options.acceptDelayMs ?? 0);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    mails,
    async waitFor(predicate, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(predicate);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} matching mail(s), got ${found.length} of ${mails.length}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
