import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tags it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the page has drawn its content: one h1, nothing loading, the network quiet. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page's landmarks: one banner, one main, one footer, and a navigation. */
export async function expectLandmarks(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeAttached();
}

/** The controls Tab reaches first on the page whose focus shows no outline of at least 2 px. */
export async function focusWithoutOutline(page: Page, presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let step = 0; step < presses; step += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const shown = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return shown ? null : `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    });
    if (problem) hidden.push(problem);
  }
  return hidden;
}

/** axe-core's serious and critical findings on the page, one readable line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Tab and Shift+Tab keep cycling inside `dialog` (the page behind cannot be reached). */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const focusables = await dialog.evaluate(
    (element) => element.querySelectorAll('button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href], [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step <= focusables + 1; step += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} #${step + 1}`).toBe(true);
    }
  }
}

/** Escape closes the dialog and the focus is back on the control that opened it. */
export async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
