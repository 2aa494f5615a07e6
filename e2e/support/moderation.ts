import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiAccount } from './profiles';

/** Makes the user a moderator in the suite's database (what `npm run admin -- grant-moderator` does). */
export function grantModerator(email: string): void {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'startupsetu.sqlite'));
  try {
    const { changes } = db.prepare('update users set moderator = 1 where email = ?').run(email);
    expect(changes).toBe(1);
  } finally {
    db.close();
  }
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
