import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import type { Mailbox } from '@startupsetu/server-core/testing/mailbox';

let counter = 0;

/** An email no other test (or earlier run on the same data dir) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.in`;
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Where a stack's mail is read: the folder its api writes each message to as an .eml file (no
 * SMTP_URL: DATA_DIR/mail), or the SMTP server on loopback it sends to.
 */
export type MailSource = string | Pick<Mailbox, 'take'>;

/** The suite's own stack's mail (playwright.config.ts: DATA_DIR is E2E_DATA_DIR, no SMTP_URL). */
export function suiteMailDir(): string {
  return join(process.env.E2E_DATA_DIR!, 'mail');
}

const PROOF_LINK = '/verify-email?token=';

/**
 * Proves `email` as its owner would (DESIGN §7.4): follows the link sign-up mailed to it, read from
 * the stack's mail, by POST /api/auth/email/verify through `request` (so at `request`'s stack).
 * Until then the account cannot message, connect, ignite, apply or report.
 */
export async function proveEmail(request: APIRequestContext, email: string, mail: MailSource = suiteMailDir()): Promise<void> {
  const link = typeof mail === 'string' ? await mailedLink(mail, email, PROOF_LINK) : (await mail.take(email)).link;
  if (!link?.includes(PROOF_LINK)) throw new Error(`the mail to ${email} holds no proof link: ${link}`);
  const response = await request.post('/api/auth/email/verify', { data: { token: tokenOf(link) } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs up through the form (18 or older, the privacy notice agreed); once the server has made the
 * account, proves its email with the mailed link (`mail`: the stack's, by default the suite's). A
 * refused sign-up (e.g. the email is taken) is left as the form shows it.
 */
export async function signUp(page: Page, email: string, password: string, role: string, mail: MailSource = suiteMailDir()): Promise<void> {
  await page.goto('/signup');
  await fillCredentials(page, email, password);
  await page.getByLabel('Role').selectOption(role);
  await agreeAtSignUp(page);
  const reply = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  if ((await reply).status() === 201) await proveEmail(page.request, email, mail);
}

/** Sign-up's consent box: 18 or older, and the privacy notice agreed (DESIGN §7.4). */
export async function agreeAtSignUp(page: Page): Promise<void> {
  await page.getByLabel('I am 18 or older and I agree to the Privacy Policy').check();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Forgets the session the way signing out does, so the next screen starts signed out. */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** DESIGN §6.2: the words every ended session shows (an alert), on the way to sign in again. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The page took the session-ended path: the message as an alert, and the sign-in page to come back from. */
export async function expectSessionEnded(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}
