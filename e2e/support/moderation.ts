import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiAccount } from './profiles';

// The operator's moderation commands against the suite's server (its data directory, and its notify
// port so that reporters are told of a decision as they are from /moderation), and reports made
// through the API or the app's dialog.

/** `npm run admin -- <args>`; answers what it printed (throws when it exits non-zero). */
export function adminCommand(...args: string[]): string {
  const port = Number(process.env.E2E_PORT ?? 8181);
  return execFileSync(join('node_modules', '.bin', 'tsx'), ['apps/api/src/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, NOTIFY_PORT: String(port + 2) },
    stdio: 'pipe',
    encoding: 'utf8',
  });
}

/** `npm run admin -- grant-moderator <email>`: the user gets /moderation. */
export function grantModerator(email: string): void {
  adminCommand('grant-moderator', email);
}

/** A report sent through the API (for the other reporters of a journey). */
export async function apiReport(
  request: APIRequestContext,
  account: ApiAccount,
  report: { targetType: string; targetId: string; category: string; comment?: string },
): Promise<{ _id: string }> {
  const response = await request.post('/api/reports', { headers: { Authorization: `Bearer ${account.token}` }, data: report });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { report: { _id: string } }).report;
}

/** Opens the '⋯' menu in `item`, chooses Report, and answers the dialog with a reason (and a comment). */
export async function reportThrough(page: Page, item: Locator, noun: string, reason: string, comment?: string): Promise<void> {
  await item.getByRole('button', { name: 'More actions' }).first().click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report this ${noun}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason, exact: true }).check();
  if (comment) await dialog.getByLabel('Anything else we should know?').fill(comment);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your report. We will review it.' })).toBeVisible();
}
