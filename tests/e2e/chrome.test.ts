import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

// The basic fixture with an icon-only navbar link (as CommandKit's GitHub and Discord ones are),
// and a footer logo with an image per colour mode.
const ctx = browseFixture('basic', async (dir) => {
  const config = join(dir, 'site.config.ts');
  const source = (await readFile(config, 'utf8'))
    .replace(
      "{ href: 'https://example.com/repo', label: 'Repo' },",
      `{ href: 'https://example.com/repo', label: 'Repo' },
      { href: 'https://example.com/chat', label: '', 'aria-label': 'Chat server', className: 'header-discord-link' },`,
    )
    .replace(
      "copyright: 'Fixture footer' }",
      `copyright: 'Fixture footer',
    logo: { src: 'logo.svg', srcDark: 'logo-dark.svg', alt: 'Fixture project', width: 120, height: 40, href: 'https://example.com/project' } }`,
    );
  await writeFile(config, source);
  await copyFile(join(dir, 'static/logo.svg'), join(dir, 'static/logo-dark.svg'));
});

const MOBILE = { width: 390, height: 844 };
const open = (path: string, viewport?: { width: number; height: number }) =>
  openHydrated(ctx.browser, ctx.server.url + path, viewport);

/** The navbar's items in the mobile menu's main list: each link's text and where it leads. */
async function mobilePrimary(page: Page) {
  await page.click('.navbar-menu-button');
  await page.click('.mobile-back');
  return page.$$eval('.mobile-primary > li > a, .mobile-primary summary', (items) =>
    items.map((item) => ({ text: item.textContent!.trim(), href: item.getAttribute('href') })),
  );
}

describe('mobile menu', () => {
  it('follows the version of the page shown, as the desktop navbar does', async () => {
    const { page } = await open('/docs/next/guide/start/setup', MOBILE);
    const items = await mobilePrimary(page);
    expect(items).toContainEqual({ text: 'Guide', href: '/docs/next/guide/start/intro' });
    expect(items).toContainEqual({ text: 'Next', href: null });
    await page.click('.mobile-primary summary:has-text("Next")');
    expect(await page.getAttribute('.mobile-primary a:has-text("Next")', 'aria-current')).toBe('page');
    await page.click('.mobile-primary a:has-text("1.0")');
    await page.waitForURL('**/docs/guide/hello');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await page.close();
  });

  it('shows an icon-only navbar link with its icon and its name', async () => {
    const { page } = await open('/docs/next/guide/start/setup', MOBILE);
    await mobilePrimary(page);
    const chat = page.locator('.mobile-primary a[href="https://example.com/chat"]');
    expect((await chat.textContent())!.trim()).toBe('Chat server');
    expect(await chat.getAttribute('class')).toContain('header-discord-link');
    const icon = await chat.evaluate((a) => getComputedStyle(a, '::before').width);
    expect(icon).toBe('22px');
    await page.close();
  });
});

describe('colour mode', () => {
  it('opens in the default mode, with a working page, when the stored mode is no mode', async () => {
    const page = await ctx.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto(`${ctx.server.url}/docs/next/guide/start/setup`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.isVisible('h1:has-text("Setting things up")')).toBe(true);
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('footer', () => {
  it("shows the logo for the colour mode, at its size, linking to the logo's address", async () => {
    const { page } = await open('/docs/next/guide/start/setup');
    const shown = () =>
      page.$$eval('.footer-logo img', (images: HTMLImageElement[]) =>
        images
          .filter((img) => img.getBoundingClientRect().width > 0)
          .map((img) => ({ src: img.getAttribute('src'), alt: img.alt, width: img.width, height: img.height })),
      );
    expect(await shown()).toEqual([{ src: '/logo-dark.svg', alt: 'Fixture project', width: 120, height: 40 }]);
    await page.click('.color-mode-toggle');
    expect(await shown()).toEqual([{ src: '/logo.svg', alt: 'Fixture project', width: 120, height: 40 }]);
    expect(await page.getAttribute('.footer-logo a', 'href')).toBe('https://example.com/project');
    expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('.footer-logo img')!.complete)).toBe(
      true,
    );
    await page.close();
  });
});
