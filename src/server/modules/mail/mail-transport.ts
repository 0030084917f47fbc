import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

/** A message as the sender hands it to a transport. */
export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Where messages go: an SMTP server, or the outbox folder. */
export interface MailTransport {
  /** Resolves once the message is accepted (by the server, or written); rejects with why not. */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * How long a step of an SMTP conversation may take before the attempt counts as failed; well
 * under the sender's lease (mail.service.ts), so a hung server never lets two senders hold a message.
 */
export const SMTP_TIMEOUT_MS = 60_000;

function composed(message: OutgoingMail) {
  return { from: message.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), headers: message.headers };
}

/** Through the SMTP server of SMTP_URL (smtps:// with TLS from the start, smtp:// with STARTTLS when the server offers it). */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  return {
    async send(message) {
      await transporter.sendMail(composed(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Into `folder` as .eml files that any mail program opens, the subject and the recipient logged:
 * the portal starts without a mail server, and what it would have sent can be read.
 */
function outboxTransport(folder: string, log: (line: { to: string; subject: string; file: string }) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transporter.sendMail(composed(message));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log({ to: message.to, subject: message.subject, file });
    },
    close: () => transporter.close(),
  };
}

/** The transport the configuration names. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'outboxDir'>, log: (line: { to: string; subject: string; file: string }) => void): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir, log);
}
