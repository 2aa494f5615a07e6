import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServiceConfig } from '@startupsetu/server-core/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; the file mailer logs it, so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailLog {
  info(message: string): void;
}

/**
 * SMTP (nodemailer) when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail and its link logged: the embedded default needs no mail server.
 */
export function createMailer(config: Pick<ServiceConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return fileMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

function fileMailer(dir: string, from: string, log: MailLog): Mailer {
  // The stream transport builds the same RFC 5322 message SMTP would carry, without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(`No SMTP_URL: mail "${subject}" written to ${file}${link ? `; its link: ${link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
