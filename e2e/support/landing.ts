import type { Page } from '@playwright/test';

/**
 * Opens `/` and waits until React has taken over its prerendered HTML. The page shows (and its
 * links work) before that; its buttons answer once React is attached. React marks the container
 * it hydrates with a `__reactContainer$…` key.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
