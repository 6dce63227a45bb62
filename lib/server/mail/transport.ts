import 'server-only';
import path from 'node:path';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { SEND_LANES } from './queue';

/** One queued mail as the transport sends it. */
export interface OutgoingMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** An HTML part beside the text, or ''. */
  html: string;
  /** Headers of its own (List-Unsubscribe). */
  headers: Record<string, string>;
  /** When it was queued: with the id, what makes its Message-ID unique across databases. */
  createdAt: Date;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or written to the outbox); throws when not. */
  send(mail: OutgoingMail): Promise<void>;
}

const siteHost = () => new URL(env.siteUrl).hostname;
const sender = () => env.mailFrom ?? `"Lotte Plaza Market" <no-reply@${siteHost()}>`;

/**
 * The message as every transport writes it: plain text in UTF-8 (with an HTML part when the mail
 * has one, and the mail's own headers); a Message-ID made of the queue's
 * id and the time it was queued, so a mail sent again after a lost reply is recognisably the same
 * mail while a new database's mail 1 is not the old one's; and `Auto-Submitted: auto-generated`
 * (RFC 3834), so vacation responders and ticket systems do not answer it.
 */
const message = (mail: OutgoingMail) => ({
  from: sender(),
  to: mail.recipient,
  subject: mail.subject,
  text: mail.body,
  ...(mail.html ? { html: mail.html } : {}),
  messageId: `<mail-${mail.id}.${mail.createdAt.getTime().toString(36)}@${siteHost()}>`,
  headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
});

/**
 * SMTP through nodemailer, over a few connections kept open (one per send lane of the worker:
 * a new connection per mail would cost the weekly ad's thousands a handshake each); a server that
 * does not answer fails the try in 30 s.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: SEND_LANES });
  return {
    async send(mail) {
      await transporter.sendMail({ ...message(mail), signal: AbortSignal.timeout(30_000) });
    },
  };
}

/**
 * Without SMTP (the embedded default): each mail is written to `dir` as an .eml file any mail
 * program opens, and named in the server log, so a newcomer reads what would have been sent.
 */
export function outboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `mail-${mail.id}.eml`);
      // Written whole or not at all: a reader never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      // Never the recipient: the logs hold no visitor's address (issue 52); the file has it.
      console.info(`mail ${mail.id}: "${mail.subject}" (no SMTP_URL; written to ${file})`);
    },
  };
}

/** The transport the settings name: SMTP_URL, else the outbox folder. */
export const configuredTransport = (): MailTransport => (env.smtpUrl ? smtpTransport(env.smtpUrl) : outboxTransport(env.mailOutboxDir));
