import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A site that wraps the classic theme's sidebar category (src/theme/DocSidebarItem/Category) to
// mark its top-level categories with an icon: the classic theme's sidebar draws around it.
describe("a site's own piece of the sidebar's items, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-sidebar-items');

  /** A doc page, once the sidebar has hydrated. */
  const hydrated = async (path: string) => {
    const opened = await openPage(ctx.browser, `${ctx.server.url}${path}`);
    await opened.page.waitForSelector('.color-mode-toggle:not([disabled])');
    return opened;
  };

  it('marks each top-level category with its icon, and no nested one', async () => {
    const { page, problems } = await hydrated('/docs/rigging/shrouds');
    const marked = page.locator('nav[aria-label="Docs sidebar"] .yard-category');
    expect(await marked.evaluateAll((els) => els.map((el) => el.getAttribute('data-label')))).toEqual([
      'Rigging',
      'Knots',
    ]);
    expect(await page.locator('.yard-category .yard-icon').count()).toBe(2);
    // The classic theme's items inside, the page's own link marked and its category open.
    expect(await page.textContent('nav[aria-label="Docs sidebar"] .menu__link[aria-current="page"]')).toBe('Shrouds');
    expect(
      await page.locator('.yard-category[data-label="Rigging"] .menu__list .menu__link').allTextContents(),
    ).toEqual(['Shrouds', 'Stays']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a closed category when its label is clicked, as the classic theme does', async () => {
    const { page, problems } = await hydrated('/docs/welcome');
    const knots = page.locator('.yard-category[data-label="Knots"]');
    await expect.poll(() => knots.locator('.menu__link', { hasText: 'Cleat hitch' }).isVisible()).toBe(false);
    await knots.locator('.menu__link--sublist').first().click();
    await expect.poll(() => knots.locator('.menu__link', { hasText: 'Cleat hitch' }).isVisible()).toBe(true);
    // The nested category is drawn by the classic theme alone.
    expect(await knots.locator('.menu__link--sublist').allTextContents()).toEqual(['Knots', 'Loops']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the classic theme's items in the menu on a narrow screen, and leads to a page from it", async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/rigging/shrouds`, {
      width: 390,
      height: 700,
    });
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await page.click('.navbar__toggle');
    const menu = page.locator('.navbar-sidebar');
    await expect.poll(() => menu.locator('.yard-category .yard-icon').count()).toBe(2);
    expect(await menu.locator('.menu__link[aria-current="page"]').textContent()).toBe('Shrouds');
    await menu.locator('.menu__link', { hasText: 'Stays' }).click();
    await page.waitForURL(`${ctx.server.url}/docs/rigging/stays`);
    // The page is drawn once its code has come, after the address changed.
    await page.waitForSelector('h1:text-is("Stays")');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the breadcrumbs from Infima's variables, which the site's CSS sets", async () => {
    const { page, problems } = await hydrated('/docs/rigging/shrouds');
    const crumbs = await page.evaluate(() => {
      const link = document.querySelector('.breadcrumbs__item--active .breadcrumbs__link')!;
      const after = getComputedStyle(document.querySelector('.breadcrumbs__item:not(:last-child)')!, '::after');
      const { borderRadius, color } = getComputedStyle(link);
      return { borderRadius, color, separator: after.backgroundImage, size: after.width };
    });
    expect(crumbs).toEqual({
      borderRadius: '4px',
      color: 'rgb(181, 56, 30)',
      separator: expect.stringContaining('circle'),
      size: '8px',
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});

// The same site, whose own DocSidebar also wraps the theme's: the one it wraps is the classic
// theme's, which draws the site's categories, as in Docusaurus.
describe("a site's sidebar wrapping the theme's, around its own piece of the items, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-sidebar-items', async (dir) => {
    await mkdir(join(dir, 'src/theme/DocSidebar'), { recursive: true });
    await writeFile(
      join(dir, 'src/theme/DocSidebar/index.js'),
      'import DocSidebar from \'@theme-original/DocSidebar\';\nexport default function Framed(props) {\n  return <div className="yard-frame"><DocSidebar {...props} /></div>;\n}\n',
    );
  });

  it("marks the top-level categories with the site's icon inside its frame", async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/rigging/shrouds`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    const marked = page.locator('.yard-frame nav[aria-label="Docs sidebar"] .yard-category');
    expect(await marked.evaluateAll((els) => els.map((el) => el.getAttribute('data-label')))).toEqual([
      'Rigging',
      'Knots',
    ]);
    expect(await page.textContent('.yard-frame .menu__link[aria-current="page"]')).toBe('Shrouds');
    expect(problems).toEqual([]);
    await page.close();
  });
});
