import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

// The llms fixture at the server's root (no base URL) and without its API, which this test does not need.
const ctx = browseFixture('llms', async (dir) => {
  const file = join(dir, 'site.config.ts');
  const config = await readFile(file, 'utf8');
  await writeFile(file, config.replace("baseUrl: '/site/',", '').replace(/\n\s*api: \{[^\n]*\},/, ''));
  const start = join(dir, 'docs/guide/01-start.mdx');
  await writeFile(
    start,
    (await readFile(start, 'utf8')).replace('/site/docs/next/api-reference/classes/lamp', 'https://example.com/lamp'),
  );
});

/** A page opened with the clipboard allowed, with every URL it requests from now on. */
async function openWithClipboard(path: string) {
  const { page, problems } = await openPage(ctx.browser, 'about:blank');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${ctx.server.url}${path}`);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  return { page, problems, requested };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page as Markdown' });

describe('Copy page as Markdown, in Chromium', () => {
  it('copies the page as Markdown on a click, fetching it then and no script', async () => {
    const { page, problems, requested } = await openWithClipboard('/docs/next/guide/start');
    // The first visit fetches no copy; the button's code is a few lines of the page's own bundle.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith('.md'))).toEqual([]);
    const before = requested.length;

    await copyButton(page).click();
    await expect.poll(() => page.locator('.copy-markdown-button').textContent()).toBe('Copied');
    const markdown = await readFile(join(ctx.site.out, 'docs/next/guide/start.md'), 'utf8');
    expect(await clipboard(page)).toBe(markdown);
    expect(markdown).toContain('# Getting started');
    // A click fetches the copy and nothing else: no script is loaded for it.
    expect(requested.slice(before)).toEqual(['/docs/next/guide/start.md']);
    expect(await page.getByRole('status').textContent()).toBe('Copied');
    expect(problems).toEqual([]);
  });

  it('works from the keyboard, and "Open as Markdown" leads to the .md file', async () => {
    const { page } = await openWithClipboard('/docs/next/guide/recipes/colours');
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.copy-markdown-button').textContent()).toBe('Copied');
    expect(await clipboard(page)).toBe(
      await readFile(join(ctx.site.out, 'docs/next/guide/recipes/colours.md'), 'utf8'),
    );
    // The link is next in the tab order; following it opens the file itself, not a page of the site.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open as Markdown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${ctx.server.url}/docs/next/guide/recipes/colours.md`);
    expect(await page.evaluate(() => document.body.innerText)).toContain('# Colours');
  });

  it('is visible in both colour modes', async () => {
    const { page } = await openWithClipboard('/docs/guide/hello');
    for (const mode of ['dark', 'light']) {
      await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      const colours = await copyButton(page).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.color, getComputedStyle(document.body).backgroundColor];
      });
      expect(colours[0]).not.toBe(colours[1]);
      expect(await copyButton(page).isVisible()).toBe(true);
    }
  });
});
