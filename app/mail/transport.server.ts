import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import type { OutboxMessage } from '~/db/schema';

export interface MailTransport {
  /** Where mail goes, for the start-up log (never includes a password). */
  readonly description: string;
  send(message: OutboxMessage, reference: { id: number; kind: string }): Promise<void>;
  close(): void;
}

function toNodemailer(message: OutboxMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      'Content-Language': message.language,
      // Every mail the site sends is written by it, not by a person (RFC 3834): out-of-office
      // replies and autoresponders leave it unanswered, so no loop of automatic mails starts
      // between a patient's mailbox and the practice's (round 50, BA). Exchange reads its own.
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'OOF, AutoReply',
    },
    // The invitation twice, as mail clients expect it: nodemailer's icalEvent adds both a
    // text/calendar alternative (Gmail, Outlook) and one .ics attachment (Apple Mail and anything
    // that offers attachments), named per language; an own attachment would make it two files.
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: message.calendar.filename,
            content: message.calendar.content,
          },
        }
      : {}),
  };
}

/**
 * SMTP_URL set: real SMTP. Unset: every message becomes an .eml file in DATA_DIR/mail, exactly the
 * bytes an SMTP server would have received, so a newcomer can open what patients would get.
 */
export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  mailDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      // Fail fast when the server is unreachable: the outbox retries later.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 15_000,
    } as TransportOptions);
    return {
      description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async send(message) {
        await transporter.sendMail(toNodemailer(message));
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: `.eml files in ${options.mailDir}`,
    async send(message, reference) {
      const info = (await transporter.sendMail(toNodemailer(message))) as { message: Buffer };
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${reference.id}-${reference.kind}.eml`);
      // Written whole or not at all: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
