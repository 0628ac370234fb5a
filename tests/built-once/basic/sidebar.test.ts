import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../../helpers/browser.js';
import { browseBuiltSite } from '../../helpers/built-site.js';

const ctx = browseBuiltSite('basic');

const open = (path: string, viewport?: { width: number; height: number }) =>
  openHydrated(ctx.browser, ctx.server.url + path, viewport);

const caret = (scope: string, label: string) => `${scope} .sidebar-caret[aria-label$="'${label}'"]`;

/** Whether the category labelled `label` in `scope` is shown open, with its items. */
function isOpen(page: Page, scope: string, label: string): Promise<string | null> {
  return page.locator(caret(scope, label)).getAttribute('aria-expanded');
}

describe('sidebar', () => {
  it('expands a collapsed category with links that navigate, and marks the active item after navigation', async () => {
    const { page } = await open('/docs/next/guide/start/intro');
    expect(await page.locator('.doc-sidebar a[href="/docs/next/guide/more/advanced"]').count()).toBe(0);
    await page.click(caret('.doc-sidebar', 'More topics'));
    await page.click('.doc-sidebar a[href="/docs/next/guide/more/advanced"]');
    await page.waitForURL('**/guide/more/advanced');
    await expect.poll(() => page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Advanced');
    await page.close();
  });

  it('closes the open siblings of a category when it is opened, or when a link leads into it', async () => {
    const { page } = await open('/docs/next/guide/start/intro');
    expect(await isOpen(page, '.doc-sidebar', 'Start Here')).toBe('true');
    await page.click(caret('.doc-sidebar', 'More topics'));
    expect(await isOpen(page, '.doc-sidebar', 'More topics')).toBe('true');
    expect(await isOpen(page, '.doc-sidebar', 'Start Here')).toBe('false');
    expect(await page.locator('.doc-sidebar a[href="/docs/next/guide/start/setup"]').count()).toBe(0);

    await page.click(caret('.doc-sidebar', 'Start Here'));
    await page.click('.doc-sidebar a[href="/docs/next/guide/start/setup"]');
    await page.waitForURL('**/guide/start/setup');
    await page.click('.pagination-link.next');
    await page.waitForURL('**/guide/more');
    await expect.poll(() => isOpen(page, '.doc-sidebar', 'More topics')).toBe('true');
    expect(await isOpen(page, '.doc-sidebar', 'Start Here')).toBe('false');
    await page.close();
  });

  it('expands a category from the keyboard, keeping the focus on its toggle', async () => {
    const { page } = await open('/docs/next/guide/start/intro');
    await page.focus(caret('.doc-sidebar', 'More topics'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('.doc-sidebar a[href="/docs/next/guide/more/advanced"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      "Collapse sidebar category 'More topics'",
    );
    await page.keyboard.press('Space');
    expect(await isOpen(page, '.doc-sidebar', 'More topics')).toBe('false');
    await page.close();
  });

  it('shows the sidebar in the mobile menu and expands a category there', async () => {
    const { page } = await open('/docs/next/guide/start/intro', { width: 390, height: 844 });
    await page.click('.navbar-menu-button');
    await page.waitForSelector('.mobile-menu .sidebar a[aria-current="page"]');
    await page.click(caret('.mobile-menu', 'More topics'));
    await page.click('.mobile-menu a[href="/docs/next/guide/more/advanced"]');
    await page.waitForURL('**/guide/more/advanced');
    await page.close();
  });
});
