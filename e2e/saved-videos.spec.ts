import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts';
import { PITCH_VIDEO, openVideoUpload, seekToFourSeconds, startPlayer, videoCard } from './support/content';
import { savedVideoPaths, waitForServiceWorkerControl } from './support/offline';
import { uniqueWord } from './support/profiles';


test('a saved video plays and seeks offline from the cache, shows its storage and can be removed', async ({ page, context }) => {
  await signUp(page, uniqueEmail('saver'), 'saver-pass-1', 'Hustler');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/);
  await waitForServiceWorkerControl(page);

  const title = uniqueWord('Offline pitch ');
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Video').setInputFiles(PITCH_VIDEO);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // Saved from the dashboard feed's card; the /videos page then knows it too.
  const feedCard = videoCard(page, title);
  const mediaPath = new URL((await (await startPlayer(feedCard, title)).getAttribute('src'))!, page.url()).pathname;
  expect(mediaPath).toMatch(/^\/media\//);
  const fullGets: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === mediaPath && request.resourceType() === 'fetch') fullGets.push(request.headers()['range'] ?? null);
  });
  await feedCard.getByRole('button', { name: 'Save for offline' }).click();
  await expect(feedCard.getByText('Saved for offline')).toBeVisible();
  await expect(feedCard.getByRole('button', { name: 'Remove from offline' })).toBeVisible();
  expect(fullGets).toEqual([null]);
  expect(await savedVideoPaths(page)).toEqual([mediaPath]);

  await page.goto('/videos');
  const saved = page.getByRole('region', { name: 'Saved videos' });
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await expect(saved.getByText('Using 110.1 KB for 1 saved video.')).toBeVisible();
  await expect(videoCard(page, title).getByText('Saved for offline')).toBeVisible();

  await context.setOffline(true);
  try {
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === mediaPath) fromWorker.push(`${response.status()} ${response.fromServiceWorker()}`);
    });
    await page.reload();
    await expect(saved.getByRole('heading', { name: title })).toBeVisible();
    await expect(saved.getByText(/^Using 110\.1 KB for 1 saved video\./)).toBeVisible();
    await expect(saved.getByText(/This site stores \d+(\.\d)? \w+ in all, of \d+(\.\d)? \w+ available\./)).toBeVisible();

    const played = await seekToFourSeconds(await startPlayer(saved, title));
    expect(played.readyState).toBeGreaterThanOrEqual(1);
    expect(played.currentTime).toBeGreaterThan(3);
    // The player asked in ranges, and the worker answered them from the saved copy.
    expect(fromWorker.length).toBeGreaterThan(0);
    expect(fromWorker.every((entry) => entry.endsWith(' true'))).toBe(true);
    expect(fromWorker.some((entry) => entry.startsWith('206 '))).toBe(true);

    await saved.getByRole('button', { name: 'Remove from offline' }).click();
    await expect(saved.getByRole('heading', { name: title })).toBeHidden();
    await expect(saved.getByText(/^None yet\./)).toBeVisible();
    expect(await savedVideoPaths(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }

  // Online again, the video is an ordinary one: offered for saving, served by the network.
  await page.reload();
  await expect(videoCard(page, title).getByRole('button', { name: 'Save for offline' })).toBeVisible();
});
