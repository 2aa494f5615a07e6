import { expect, type Page } from '@playwright/test';

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

export async function signUp(page: Page, email: string, password: string, role: string): Promise<void> {
  await page.goto('/signup');
  await fillCredentials(page, email, password);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Sign Up' }).click();
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
