import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
 * Writes each message as an `.eml` file into `dir` instead of sending it (the one-command start
 * without SMTP): open the files with any mail client, or read them as text.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
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
