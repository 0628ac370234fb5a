import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site whose docs sidebar readers can hide (`themeConfig.docs.sidebar.hideable`), and
// whose readers' choices are kept under keys of its own (`storage.namespace: true`).
const ctx = browseSiteFolder('docusaurus-site');

describe('a hideable docs sidebar', () => {
  it('hides behind the button at its foot, stays hidden from one doc to the next, and comes back', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/manual/start`);
    const sidebar = page.locator('aside.doc-sidebar');
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    const articleWidth = () => page.locator('.doc-article').evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBeGreaterThan(250);
    const before = await articleWidth();
    // The classic theme's button: a bordered bar of 40px, the theme's own arrow pointing back.
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    const look = await collapse.evaluate((el) => {
      const arrow = el.querySelector('svg')!;
      return [
        el.getBoundingClientRect().height,
        getComputedStyle(el).borderTopWidth,
        getComputedStyle(arrow).transform,
      ];
    });
    expect(look).toEqual([40, '1px', 'matrix(-1, 0, 0, -1, 0, 0)']);
    const themeArrow = await readFile(
      createRequire(join(ctx.site.dir, 'package.json')).resolve(
        '@docusaurus/theme-classic/lib/theme/Icon/Arrow/index.js',
      ),
      'utf8',
    );
    expect(await collapse.locator('path').first().getAttribute('d')).toBe(/\bd="([^"]+)"/.exec(themeArrow)![1]);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBeLessThan(40);
    expect(await sidebar.locator('.sidebar').isVisible()).toBe(false);
    expect(await articleWidth()).toBeGreaterThan(before);
    // Another doc, opened from this one: the sidebar stays as the reader left it.
    await page.click('.pagination-link.prev');
    await page.waitForURL('**/docs/next/manual/tools/wick');
    expect(await width()).toBeLessThan(40);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBeGreaterThan(250);
    expect(await sidebar.locator('.sidebar').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("ends a short doc's page at the window's foot, the footer right under the sidebar's button, as the classic theme does", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/manual/start`, {
      width: 1280,
      height: 1600,
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1600);
    const footerTop = await page.locator('footer.footer').evaluate((el) => el.getBoundingClientRect().top);
    const button = page.getByRole('button', { name: 'Collapse sidebar' });
    expect(await button.evaluate((el) => el.getBoundingClientRect().bottom)).toBeCloseTo(footerTop, 0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no button on a small screen, where the sidebar is in the menu', async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/manual/start`, {
      width: 390,
      height: 800,
    });
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('a hideable docs sidebar under an announcement bar', () => {
  const barred = browseSiteFolder('docusaurus-site', async (dir) => {
    const file = join(dir, 'docusaurus.config.ts');
    const config = await readFile(file, 'utf8');
    await writeFile(
      file,
      config.replace(
        'themeConfig: {',
        "themeConfig: {\n    announcementBar: { content: 'The lamp room opens at dusk.' },",
      ),
    );
  });

  it("keeps its button at the window's foot while the bar pushes the sidebar down, as the classic theme does", async () => {
    const { page, problems } = await openHydrated(barred.browser, `${barred.server.url}/docs/next/manual/start`, {
      width: 1280,
      height: 700,
    });
    const bottom = () =>
      page.getByRole('button', { name: 'Collapse sidebar' }).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await bottom()).toBe(700);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("an unreleased version's doc, in the classic theme's look", () => {
  it("has the banner at the text's line height, the badge on its line, and the last update in small italics", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/manual/start`);
    const style = (selector: string, property: string) =>
      page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);
    expect(await style('.theme-doc-version-banner', 'line-height')).toBe(await style('body', 'line-height'));
    expect(await style('.theme-doc-version-badge', 'margin-bottom')).toBe('0px');
    // In the colours the site's `.badge` rule gives Infima's badges.
    expect(await style('.theme-doc-version-badge', 'background-color')).toBe('rgb(16, 153, 188)');
    expect(await style('.theme-doc-version-badge', 'color')).toBe('rgb(255, 255, 255)');
    expect(await style('.last-update', 'font-style')).toBe('italic');
    expect(await style('.last-update time', 'font-weight')).toBe('700');
    // Smaller than the footer's text, which is the page's.
    expect(await style('.theme-doc-footer', 'font-size')).toBe(await style('body', 'font-size'));
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a Docusaurus site's storage namespace", () => {
  it("keeps the reader's colour mode under the key Docusaurus would, and applies it before the first paint", async () => {
    // What Docusaurus's own build of this site names its keys with.
    const { createSiteStorage } = createRequire(import.meta.url)('@docusaurus/core/lib/server/storage.js') as {
      createSiteStorage(config: unknown): { namespace: string };
    };
    const { namespace } = createSiteStorage({
      url: 'https://lanternfish.example.org',
      baseUrl: '/',
      storage: { type: 'localStorage', namespace: true },
    });
    expect(namespace).toMatch(/^-\w+$/);
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/manual/start`);
    await page.click('.color-mode-toggle');
    const choice = await page.getAttribute('html', 'data-theme-choice');
    expect(await page.evaluate((key) => localStorage.getItem(key), `theme${namespace}`)).toBe(choice);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    // A new page reads it before any script of the page runs.
    await page.goto(`${ctx.server.url}/docs/next/manual/start`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-theme-choice]');
    expect(await page.getAttribute('html', 'data-theme-choice')).toBe(choice);
    expect(problems).toEqual([]);
    await page.close();
  });
});
