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
