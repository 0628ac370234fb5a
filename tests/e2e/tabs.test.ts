import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { linkPackages } from '../helpers/site.js';

// npm2yarn's tabs (`sync: true`: one group) on fixtures/docusaurus-markdown's install page.
const ctx = browseFixture('docusaurus-markdown', linkPackages);

/** The label of the selected tab and the text of the visible panel, for each Tabs on the page. */
const shown = (page: Page) =>
  page.$$eval('.tabs-container', (blocks) =>
    blocks.map((block) => [
      block.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      [...block.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
        .find((panel) => !panel.hidden)
        ?.querySelector('code')?.textContent,
    ]),
  );

describe('npm2yarn tabs in Chromium', () => {
  it('switch by click and by keyboard, every block of the group together, and keep the choice across a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/guide/install`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await shown(page)).toEqual([
      ['npm', 'npm install commandkit'],
      ['npm', 'npm run dev'],
    ]);
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'Yarn' }).click();
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['Yarn', 'yarn add commandkit'],
        ['Yarn', 'yarn dev'],
      ]);
    // From the keyboard, as in Docusaurus: arrows move the focus, Enter selects.
    await page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'Yarn' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['pnpm', 'pnpm add commandkit'],
        ['pnpm', 'pnpm run dev'],
      ]);
    await page.reload();
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['pnpm', 'pnpm add commandkit'],
        ['pnpm', 'pnpm run dev'],
      ]);
    // Hydration met the server's HTML (npm selected) before the stored choice showed: no warnings.
    expect(problems).toEqual([]);
    await page.close();
  });
});
