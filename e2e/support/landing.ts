import { expect, type Page } from '@playwright/test';

/** True once React has taken over the prerendered landing page (it marks its container with a `__reactContainer$…` key). */
export function reactHasTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * Opens `/` as a visitor with a mouse does, and waits until React has taken over its prerendered
 * HTML. The page shows (and its links work) before that; React comes when the visitor reaches for
 * the page (here: moves the mouse), and a button tapped before it has come answers once it has.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.mouse.move(10, 10);
  await expect.poll(() => reactHasTakenOver(page)).toBe(true);
}
