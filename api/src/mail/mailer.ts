import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Storage } from '../storage/storage.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a lesson's calendar file). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

/** Sends mail; the server picks SMTP or the local outbox, tests keep mail in memory. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Keeps each message as an `.eml` object in `outbox` instead of sending it (no SMTP_URL): the storage's
 * `outbox/`, so DATA_DIR/outbox for the one-command start, and one place in the bucket for every process of
 * a deployment. Open the files with any mail client, or read them as text.
 */
export function outboxMailer(outbox: Storage, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await outbox.put(name, info.message as Buffer, { contentType: 'message/rfc822' });
    },
  };
}

/** Keeps messages in `sent` (tests, and the app when no mailer is given). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
