import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { paddedPitch, videoCard } from './support/content';
import { waitForServiceWorkerControl } from './support/offline';
import { apiSignUp, useSession } from './support/profiles';

// Sharing a video from the phone's gallery into the installed app (DESIGN §6.7): the share sheet
// POSTs it to the manifest's share_target, the service worker keeps it on the device and opens the
// dashboard's upload popup with it in; the user sends it from there like a picked file, and offline it
// waits on the device like one.

test("a video shared from the phone's gallery while offline arrives in the upload popup, waits there, and is published when the network is back, with a poster", async ({ page, context }) => {
  const account = await apiSignUp(page.request, uniqueEmail('sharer'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/dashboard/Hustler');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  // What the share sheet sends: a multipart form navigation to the share target.
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), { method: 'POST', action: '/share-video', enctype: 'multipart/form-data', id: 'share-sheet' });
    const file = Object.assign(document.createElement('input'), { type: 'file', name: 'video' });
    const title = Object.assign(document.createElement('input'), { name: 'title', value: 'Shared from the gallery' });
    form.append(file, title);
    document.body.append(form);
  });
  await page.locator('#share-sheet input[type=file]').setInputFiles(paddedPitch(0, 'from-gallery.mp4'));
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());

  // The share's id leaves the address once taken, so a reload opens nothing again.
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/);
  const dialog = page.getByRole('dialog', { name: 'Upload a Video' });
  await expect(dialog.getByText('Shared video: from-gallery.mp4')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Shared from the gallery');
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByText(/Paused, waiting for the network/)).toBeVisible();
  await context.setOffline(false);
  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible();
  await expect(videoCard(page, 'Shared from the gallery')).toBeVisible();

  const videos = await (await page.request.get('/api/userprofile/getvideos', { headers: { authorization: `Bearer ${account.token}` } })).json();
  const published = videos.data.filter((video: { title: string }) => video.title === 'Shared from the gallery');
  expect(published).toHaveLength(1);
  // The poster is a frame the browser captured before sending (a JPEG the server checked).
  expect(published[0].posterUrl).toMatch(/^\/media\/\w+\.jpg$/);
  await expect(videoCard(page, 'Shared from the gallery').locator(`img[src="${published[0].posterUrl}"]`)).toBeAttached();
});
