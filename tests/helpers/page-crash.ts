import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Checks a page whose content threw `message` in the browser: the error shows in the page's
 * chrome (navbar and footer still there), inside `main` (a selector), as the theme's alerts look,
 * its stack behind a closed disclosure; then Try again mounts the content anew, and `recovered`
 * (a selector) shows.
 */
export async function expectCrashInChrome(
  page: Page,
  message: string,
  recovered: string,
  main = 'main',
): Promise<void> {
  const box = page.locator(`${main} [role="alert"]:has-text("This page crashed.")`);
  await box.waitFor();
  expect(await page.locator('.navbar').isVisible()).toBe(true);
  expect(await page.locator('footer.footer').isVisible()).toBe(true);
  expect(await box.locator('.page-crash-message').textContent()).toBe(message);
  expect(await box.evaluate((alert) => getComputedStyle(alert).borderLeftWidth)).toBe('5px');
  const details = box.locator('details');
  expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await details.locator('pre').isVisible()).toBe(false);
  expect(await details.locator('pre').textContent()).toContain(`Error: ${message}\n    at `);
  await box.locator('button:has-text("Try again")').click();
  await page.locator(recovered).waitFor();
  expect(await box.count()).toBe(0);
}
