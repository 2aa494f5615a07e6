import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openVideoUpload, paddedPitch, PITCH_VIDEO, videoCard } from './support/content';
import { slowUplink } from './support/resilient-upload';
import { apiSignUp, uniqueWord, useSession } from './support/profiles';

// Forms of a product that looks the part (DESIGN §6.8): files go into drop zones with a preview,
// every form says what is wrong in the app and moves the focus there, and a popup busy uploading
// does not close on Escape or Back.

async function signedInHustler(page: Page) {
  const account = await apiSignUp(page.request, uniqueEmail('forms'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/dashboard/Hustler');
}

async function openUpload(page: Page, prefix: string, description: string) {
  await signedInHustler(page);
  const title = uniqueWord(prefix);
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill(description);
  return { title, dialog };
}

/** Drags a file over the drop zone and drops it, as the browser would, with a DataTransfer made in the page. */
async function dropFile(zone: Locator, file: { name: string; type: string; base64: string }, phase: 'over' | 'drop') {
  await zone.evaluate(
    (element, { name, type, base64, phase }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      const events = phase === 'over' ? ['dragenter', 'dragover'] : ['drop'];
      for (const kind of events) element.dispatchEvent(new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    { ...file, phase },
  );
}

test('a video dropped on the drop zone shows a frame, its name and size, and uploads', async ({ page }) => {
  const { title, dialog } = await openUpload(page, 'Dropped pitch ', 'Dropped, not picked');
  await expect(dialog.getByRole('button', { name: 'Choose video' })).toBeVisible();
  await expect(dialog.getByText('No file chosen')).toHaveCount(0);
  const zone = dialog.locator('.file-drop-zone');
  const pitch = { name: 'dropped-pitch.mp4', type: 'video/mp4', base64: readFileSync(PITCH_VIDEO).toString('base64') };

  await dropFile(zone, pitch, 'over');
  await expect(zone).toHaveClass(/is-dragging/);
  await dropFile(zone, pitch, 'drop');

  await expect(zone).not.toHaveClass(/is-dragging/);
  await expect(dialog.getByText('dropped-pitch.mp4')).toBeVisible();
  await expect(dialog.getByText('110 KB')).toBeVisible();
  const preview = zone.locator('video');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  await expect(dialog.getByRole('button', { name: 'Replace video' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove video' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Upload Video' }).click();

  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(videoCard(page, title)).toHaveCount(1);
});

test('while the video uploads, Escape and Back leave its popup open; it finishes, and Close still closes it', async ({ page }) => {
  const { title, dialog } = await openUpload(page, 'Busy pitch ', 'Not lost by a stray key');
  await dialog.getByLabel('Video').setInputFiles(paddedPitch(4 * 1024 * 1024));
  const cdp = await slowUplink(page, 512 * 1024);
  const address = page.url();
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  expect(page.url()).toBe(address);

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(videoCard(page, title)).toHaveCount(1);

  // Idle again, the popup closes as before: its corner Close, and Escape.
  const again = await openVideoUpload(page);
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();
});

test('a form sent with mistakes says so in the app under the field, focused, with no browser bubble', async ({ page }) => {
  await page.goto('/signup');
  const form = page.locator('form.auth-card');
  await expect(form).toHaveJSProperty('noValidate', true);

  await page.getByRole('button', { name: 'Sign Up' }).click();

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(page.getByText('Password is required')).toBeVisible();
  await email.fill('not-an-email');
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

  await signedInHustler(page);
  const dialog = await openVideoUpload(page);
  await expect(dialog.locator('form')).toHaveJSProperty('noValidate', true);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(dialog.getByText('Video is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Only a title');
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose video' })).toBeFocused();
});
