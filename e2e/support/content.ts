import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PITCH_VIDEO = fileURLToPath(new URL('../fixtures/pitch.mp4', import.meta.url));

/** Opens one of the Hustler's 'Create Contents' popups from the sidebar (the menu may be open already). */
async function openCreatePopup(page: Page, item: string, dialogName: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Create Contents' });
  const create = nav.getByRole('button', { name: item });
  // The menu may be open already, or close as the page under it is redrawn: open it until the item can be pressed.
  await expect(async () => {
    if (!(await create.isVisible())) await menu.click();
    await create.click({ timeout: 2000 });
  }).toPass();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the Hustler's 'Create Videos' popup. */
export const openVideoUpload = (page: Page) => openCreatePopup(page, 'Create Videos', 'Upload a Video');

/** Opens the Hustler's 'Create Blogs' popup. */
export const openBlogPopup = (page: Page) => openCreatePopup(page, 'Create Blogs', 'Share Your Insights with a Brief Summary');

/** The feed or grid card of one video, found by its title. */
export function videoCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/** Presses the play button that stands in for a video's player in `scope`, and answers the player. */
export async function startPlayer(scope: Locator, title: string): Promise<Locator> {
  await scope.getByRole('button', { name: `Play ${title}` }).click();
  const player = scope.locator('video');
  await expect(player).toBeVisible();
  return player;
}

/** Loads the player's metadata, seeks to 4 s and answers where it landed (rejects on a media error). */
export async function seekToFourSeconds(player: Locator): Promise<{ readyState: number; currentTime: number }> {
  await player.scrollIntoViewIfNeeded();
  return player.evaluate(async (video: HTMLVideoElement) => {
    const failed = new Promise<never>((_, reject) =>
      video.addEventListener('error', () => reject(new Error(`video error ${video.error?.code}`)), { once: true }),
    );
    if (video.readyState < 1) {
      const loaded = new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
      video.load();
      await Promise.race([loaded, failed]);
    }
    const readyState = video.readyState;
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    video.currentTime = 4;
    await Promise.race([seeked, failed]);
    return { readyState, currentTime: video.currentTime };
  });
}

/** A pitch of `bytes` bytes to pick in a file field: the playable PITCH_VIDEO, padded with zeros after its boxes. */
export function paddedPitch(bytes: number, name = 'pitch.mp4') {
  return { name, mimeType: 'video/mp4', buffer: padVideo(readFileSync(PITCH_VIDEO), bytes) };
}

/** An mp4 made `bytes` long (or 8 more) by a trailing 'free' box, so that its container still parses. */
export function padVideo(video: Buffer, bytes: number, fill = 0): Buffer {
  if (bytes <= video.length) return video;
  const padding = Buffer.alloc(Math.max(bytes - video.length, 8), fill);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  return Buffer.concat([video, padding]);
}
