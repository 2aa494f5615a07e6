import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { PITCH_VIDEO, openVideoUpload, padVideo } from './support/content';
import { startFreshStack, type FreshStack } from './support/fresh-stack';
import { apiSignUp, useSession } from './support/profiles';

// A stack of its own, with a daily upload budget of 1 MB, so one upload spends it.
let fresh: FreshStack;

test.beforeAll(async () => {
  fresh = await startFreshStack(Number(process.env.E2E_FRESH_PORT ?? 8185), { UPLOAD_QUOTA_MB_PER_DAY: '1' });
});

test.afterAll(async () => {
  await fresh?.stop();
});

test("the upload popup says why an upload over the day's budget was refused, and keeps what was typed", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: fresh.baseURL });
  try {
    const page = await context.newPage();
    const hustler = await apiSignUp(page.request, uniqueEmail('budget'), 'Hustler', fresh.mailDir);
    await useSession(page, hustler, 'Hustler');
    await page.goto('/dashboard/hustler');

    // The pitch (110 KB) fits; a 1.2 MB video would go over what is left.
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill('Fits the budget');
    await dialog.getByLabel('Video').setInputFiles(PITCH_VIDEO);
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    await page.reload();
    const again = await openVideoUpload(page);
    await again.getByLabel('Title').fill('Over the budget');
    const pitch = readFileSync(PITCH_VIDEO);
    const big = padVideo(pitch, 1_200_000, 1);
    await again.getByLabel('Video').setInputFiles({ name: 'long-pitch.mp4', mimeType: 'video/mp4', buffer: big });
    await again.getByRole('button', { name: 'Upload Video' }).click();
    await expect(again.getByText("You have reached today's upload limit of 1 MB. Try again tomorrow.")).toBeVisible({ timeout: 20_000 });
    await expect(again.getByLabel('Title')).toHaveValue('Over the budget');
  } finally {
    await context.close();
  }
});
