import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM } from '@startupsetu/server-core/config';
import { startMailbox, type Mailbox } from '@startupsetu/server-core/testing/mailbox';
import { createMailer } from './mailer';
import { RESET_MAIL_NOTE, RESET_MAIL_SUBJECT, resetLink, resetMail } from './reset-mail';

const link = resetLink('http://localhost:8080', 'abc_DEF-123');

describe('the reset mail', () => {
  it('links to /reset-password with the token, in plain text and HTML, and says how long the link works', () => {
    expect(link).toBe('http://localhost:8080/reset-password?token=abc_DEF-123');
    const message = resetMail('asha@example.in', link);
    expect(message.subject).toBe('Reset your StartupSetu password');
    expect(message.text).toContain(link);
    expect(message.text).toContain('The link works once, for one hour. If you did not ask for it, ignore this email.');
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain(RESET_MAIL_NOTE);
  });
});

describe('createMailer without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'startupsetu-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/mail and logs its link', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ dataDir, mailFrom: DEFAULT_MAIL_FROM }, { info: (line) => lines.push(line) });
    await mailer.send(resetMail('asha@example.in', link));
    mailer.close();

    const dir = path.join(dataDir, 'mail');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect((await stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0]!)));
    expect(parsed.subject).toBe(RESET_MAIL_SUBJECT);
    expect(parsed.from?.value).toEqual([{ name: 'StartupSetu', address: 'no-reply@startupsetu.local' }]);
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(link);
    expect(lines).toEqual([expect.stringContaining(link)]);
    expect(lines[0]).toContain(path.join(dir, files[0]!));
  });
});

describe('createMailer with SMTP_URL', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());

  it('delivers through the SMTP server, from MAIL_FROM, with both parts', async () => {
    const mailer = createMailer({ dataDir: '/nonexistent', smtpUrl: mailbox.url, mailFrom: 'Team <team@startupsetu.in>' }, { info: () => {} });
    await mailer.send(resetMail('Ravi@Example.in', link));
    mailer.close();
    const received = await mailbox.take('ravi@example.in');
    expect(received).toMatchObject({ from: 'team@startupsetu.in', fromName: 'Team', subject: RESET_MAIL_SUBJECT, link });
    expect(received.html).toContain(`href="${link}"`);
  });
});
