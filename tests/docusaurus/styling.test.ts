import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../cli/serve/server.js';
import { sharedTab, type SharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { ckdocs, warningsOf } from '../helpers/ckdocs.js';
import { copyFixture, copyFixtureEdited, linkPackages, memoryReporter } from '../helpers/site.js';

/** A doc of the site (its first by default) at `width` px, with the box of the first element matching a selector. */
async function openIntro(ctx: { server: { url: string } }, tab: SharedTab, width: number, path = '/docs/intro') {
  const opened = await tab.open(`${ctx.server.url}${path}`, { width, height: 800 });
  const box = async (selector: string) => (await opened.page.locator(selector).first().boundingBox())!;
  return { ...opened, box };
}

/** The computed value of `property` on the first element matching `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Rewrites a file of a copied fixture as `edit` says. */
async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  await writeFile(file, edit(await readFile(file, 'utf8')));
}

/** Adds rules to the end of a copied fixture's custom.css, as a site's own CSS would have them. */
const appendCustomCss = (dir: string, rules: string[]) =>
  editFile(join(dir, 'src/css/custom.css'), (css) => [css, ...rules, ''].join('\n'));

// A Docusaurus site's own CSS: customCss, a CSS module, PostCSS from postcss.config.js and from a
// plugin's configurePostCss, Infima's variables and the classic theme's class names.
describe("a Docusaurus site's CSS", () => {
  const ctx = browseSiteFolder('docusaurus-styling');
  const tab = sharedTab(ctx);
  const output = (path: string) => readFile(join(ctx.site.dir, 'build', path), 'utf8');
  const stylesheet = async (prefix: string) => {
    const files = await readdir(join(ctx.site.dir, 'build/assets'));
    return output(`assets/${files.find((file) => file.startsWith(prefix) && file.endsWith('.css'))}`);
  };

  it('builds with the custom CSS and PostCSS set up, and no warning about either', () => {
    expect(ctx.run.code, ctx.run.stderr).toBe(0);
    expect(warningsOf(ctx.run)).toEqual([]);
  });

  it("puts the custom CSS after the theme's in the stylesheet every page links, through both PostCSS plugins", async () => {
    const css = await stylesheet('style-');
    expect(css).not.toMatch(/swatch\(|lantern:/);
    // The theme's rules come first, then custom.css, then overrides.css, in the config's order.
    const at = (rule: string) => css.indexOf(rule);
    expect(at('.skip-link{')).toBeGreaterThanOrEqual(0);
    expect(at('--ifm-color-primary: rgb(0, 105, 148)')).toBeGreaterThan(at('.skip-link{'));
    expect(at('.menu__link--active{outline')).toBeGreaterThan(at('--ifm-color-primary: rgb(0, 105, 148)'));
    const href = /<link rel="stylesheet" href="(\/assets\/style-[^"]+)">/;
    expect((await output('docs/intro/index.html')).match(href)?.[1]).toBe((await output('404.html')).match(href)?.[1]);
  });

  it("keeps a data URL as written, though a `!` in it reads as webpack's inline loaders in an import", async () => {
    expect(await stylesheet('style-')).toContain(
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Cstyle%3E%3C!%5BCDATA%5B.c",
    );
  });

  it('runs CSS modules through PostCSS too', async () => {
    expect(await stylesheet('site-')).toMatch(/\.tide_\w+\{color:#253;outline:3px solid rgb\(255,200,0\);/);
  });

  it('gives the pages the classic theme class names that custom CSS targets', async () => {
    const html = await output('docs/intro/index.html');
    for (const name of [
      'navbar__brand',
      'navbar__link',
      'menu__link--active',
      'markdown theme-doc-markdown',
      'theme-announcement-bar',
    ])
      expect(html).toContain(name);
    expect(html).toContain('pagination-nav__link pagination-nav__link--next');
    // The navbar's search box by the start of its CSS module's name, as a site's rule that hides it on one page finds it.
    expect(html).toMatch(/<div class="navbar-search[^"]* navbarSearchContainer_\w+/);
  });

  it("draws an image as tall as its height attribute says, a Markdown image with the classic theme's name", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    const size = (selector: string) =>
      page.$eval(selector, (image: HTMLImageElement) => `${image.clientWidth}x${image.clientHeight}`);
    expect(await size('img.buoy-mark')).toBe('32x16');
    // Loaded as it nears the window, as the classic theme's Markdown images are.
    await expect.poll(() => size('img.img_ck[alt="Harbour buoy"]')).toBe('64x32');
    expect(problems).toEqual([]);
  });

  it("shows what a site draws under the content (z-index -1) over the page's colour, as Infima paints it", async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280);
    const glow = await box('.tide-glow');
    const shot = await page.screenshot({
      clip: { x: glow.x + glow.width / 2, y: glow.y + glow.height / 2, width: 1, height: 1 },
    });
    const pixel = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, shot.toString('base64'));
    expect(pixel).toEqual([255, 0, 0]);
    expect(problems).toEqual([]);
  });

  it("restyles the pages with Infima's variables and overrides in Chromium, in both colour modes", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    // Light: the primary colour from custom.css (through the config's PostCSS plugin) on links.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await computed(page, '.markdown p a', 'color')).toBe('rgb(0, 105, 148)');
    expect(await computed(page, 'body', 'font-family')).toBe('"Tidepool Sans", Georgia, serif');
    expect(await computed(page, '.navbar', 'border-bottom')).toBe('4px solid rgb(34, 85, 51)');
    // Infima's surface colour, from the inverse of the text's colour custom.css sets.
    expect(await computed(page, '.navbar', 'background-color')).toBe('rgb(245, 246, 247)');
    // The navbar's link colour, and the active link in the hover colour (the primary one).
    expect(await computed(page, '.navbar__brand', 'color')).toBe('rgb(34, 85, 51)');
    // Its buttons in the text's colour, as the classic theme's inherit it.
    expect(await computed(page, '.navbar .color-mode-toggle', 'color')).toBe('rgb(28, 30, 33)');
    expect(await computed(page, '.navbar__link--active', 'color')).toBe('rgb(0, 105, 148)');
    // As Infima draws them: the active link with no background, a prose link not underlined.
    expect(await computed(page, '.navbar__link--active', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    // The navbar's links as the site's own rule for the classic theme's class sizes them.
    expect(await computed(page, '.navbar__link--active', 'font-size')).toBe('14px');
    expect(await computed(page, '.navbar__link--active', 'padding')).toBe('2px 6px');
    expect(await computed(page, '.markdown p a', 'text-decoration-line')).toBe('none');
    expect(await computed(page, '.menu__link--active', 'outline')).toBe('rgb(255, 200, 0) solid 3px');
    // The page's own link in the colour the site's rule for the class gives it, over Infima's.
    expect(await computed(page, '.menu__link[aria-current="page"]', 'color')).toBe('rgb(34, 85, 51)');
    // The sidebar's links padded by Infima's variables, which custom.css sets.
    expect(await computed(page, '.menu__link', 'padding')).toBe('4.8px 12px');
    // The doc and its table of contents in Infima's container, as wide as custom.css says.
    expect(await computed(page, '.doc-container', 'max-width')).toBe('1100px');
    expect(await computed(page, '.theme-doc-markdown h1', 'letter-spacing')).toBe('3px');
    expect(await computed(page, '.theme-doc-markdown h1', 'font-weight')).toBe('600');
    expect(await computed(page, '[class^="tide_"]', 'color')).toBe('rgb(34, 85, 51)');
    // A CSS module using Infima variables that ckdocs's theme does not use itself.
    expect(await computed(page, '[class^="tide_"]', 'border-radius')).toBe('6.4px');
    expect(await computed(page, '[class^="tide_"]', 'padding')).toBe('4px 8px');
    expect(await computed(page, '[class^="tide_"]', 'background-color')).toBe('rgba(0, 0, 0, 0.03)');
    // Dark: custom.css's own primary colour and background.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await computed(page, '.markdown p a', 'color')).toBe('rgb(255, 127, 80)');
    expect(await computed(page, 'html', 'background-color')).toBe('rgb(5, 10, 20)');
    expect(await computed(page, '[class^="tide_"]', 'background-color')).toBe('rgba(255, 255, 255, 0.07)');
    expect(problems).toEqual([]);
  });

  it("draws the announcement bar at the classic theme's height, its text between a placeholder and the close button", async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280);
    // 30 px with its rule (the variable sites read), as Infima sizes boxes.
    expect((await box('.theme-announcement-bar')).height).toBe(30);
    expect(await computed(page, '.theme-announcement-bar', 'border-bottom-width')).toBe('1px');
    expect(await computed(page, ':root', '--docusaurus-announcement-bar-height')).toBe('30px');
    const text = await box('.theme-announcement-bar .announcement-content');
    expect([text.x, text.width]).toEqual([50, 1180]);
    const close = await box('.theme-announcement-bar .announcement-close');
    expect([close.x, close.width]).toEqual([1230, 50]);
    // Its close button Infima's (half seen), its cross the classic theme's 14 px icon, centred in it.
    expect(await page.getAttribute('.theme-announcement-bar .announcement-close', 'class')).toContain(
      'clean-btn close',
    );
    expect(await computed(page, '.theme-announcement-bar .announcement-close', 'opacity')).toBe('0.5');
    // Infima's black, not the bar's text colour (white here), as the classic theme draws it.
    expect(await computed(page, '.theme-announcement-bar .announcement-content', 'color')).toBe('rgb(255, 255, 255)');
    expect(await computed(page, '.theme-announcement-bar .announcement-close', 'color')).toBe('rgb(0, 0, 0)');
    const cross = await box('.theme-announcement-bar .announcement-close svg');
    expect([cross.width, cross.x + cross.width / 2]).toEqual([14, close.x + close.width / 2]);
    expect(await computed(page, '.theme-announcement-bar .announcement-content', 'font-size')).toBe(
      `${0.85 * Number.parseFloat(await computed(page, 'body', 'font-size'))}px`,
    );
    // The site's rule for the text, by how its class starts (`div[class^='content_']`).
    expect(await computed(page, '.theme-announcement-bar .announcement-content', 'letter-spacing')).toBe('0.5px');
    expect(problems).toEqual([]);
  });

  it("keeps the announcement bar's height free under the sidebar's links while the page is at its top, as the classic theme does", async () => {
    const { page, problems } = await openIntro(ctx, tab, 1280, '/docs/soundings');
    const room = () => computed(page, '.doc-sidebar .sidebar', 'margin-bottom');
    await expect.poll(room).toBe('30px');
    await page.mouse.wheel(0, 400);
    await expect.poll(room).toBe('0px');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(room).toBe('30px');
    // Closed, the bar takes no room anywhere.
    await page.click('.theme-announcement-bar .announcement-close');
    await expect.poll(room).toBe('0px');
    expect(problems).toEqual([]);
  });

  it('has the colour toggle in the menu below 996 px, not in the navbar, as Docusaurus does', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, { width: 390, height: 800 });
    await page.waitForSelector('.navbar .color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.isVisible('.navbar .color-mode-toggle')).toBe(false);
    // The menu button is the classic theme's bare button, whose icon the site's rule for those colours.
    expect(await computed(page, '.navbar__toggle > svg', 'color')).toBe('rgb(250, 240, 230)');
    await page.click('.navbar-menu-button');
    const toggle = page.locator('.mobile-menu-header .color-mode-toggle');
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    const before = await page.getAttribute('html', 'data-theme');
    await toggle.click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).not.toBe(before);
    // The menu is the classic theme's: Infima's width, the navbar's brand atop it beside the toggle
    // and the close button, the way back a band across it.
    const drawer = page.locator('.navbar-sidebar');
    expect((await drawer.boundingBox())!.width).toBeCloseTo(390 * 0.83, 0);
    expect(await page.locator('.navbar-sidebar__brand .navbar__brand').count()).toBe(1);
    const back = (await page.locator('.navbar-sidebar__back').boundingBox())!;
    expect([back.x, back.width]).toEqual([0, (await drawer.boundingBox())!.width]);
    // Inside the navbar, the menu takes the colours the site's CSS sets there.
    expect(await computed(page, '.navbar-sidebar .menu__link:not(.menu__link--active)', 'color')).toBe(
      'rgb(120, 40, 60)',
    );
    await page.click('.navbar-sidebar__close');
    await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
    // A doc's folded table of contents opens from a button, as the classic theme's does.
    await page.goto(`${ctx.server.url}/docs/soundings`);
    const fold = '.theme-doc-toc-mobile > button';
    expect([await computed(page, fold, 'font-weight'), await computed(page, fold, 'line-height')]).toEqual([
      '400',
      'normal',
    ]);
    // Which a site's rule for buttons styles, as a reset does (Tailwind's gives them the text's line height).
    await page.addStyleTag({ content: 'button { line-height: inherit; }' });
    expect(await computed(page, fold, 'line-height')).toBe(await computed(page, 'article', 'line-height'));
    // Its headings are listed once it is opened; following one folds it again.
    const headings = page.locator('.theme-doc-toc-mobile a');
    expect(await headings.count()).toBe(0);
    await page.click(fold);
    expect(await page.getAttribute(fold, 'aria-expanded')).toBe('true');
    await headings.first().click();
    await expect.poll(() => headings.count()).toBe(0);
    expect(await page.getAttribute(fold, 'aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it("puts a doc's last update beside its edit link, under it on a phone, and the folded TOC a rem under the breadcrumbs, as the classic theme does, with no copy controls beside them", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [edit, update] = [await box('.theme-edit-this-page'), await box('.last-update')];
    expect(update.x).toBeGreaterThan(edit.x + edit.width);
    expect(update.y).toBeLessThan(edit.y + edit.height);
    expect(await computed(page, '.last-update', 'font-style')).toBe('italic');
    expect(await computed(page, '.theme-last-updated', 'letter-spacing')).toBe('normal');
    await page.setViewportSize({ width: 390, height: 800 });
    // The site's rule for phones wins over its later one for every width, as Docusaurus's build sorts media queries last.
    expect(await computed(page, '.theme-last-updated', 'letter-spacing')).toBe('1px');
    const [phoneEdit, phoneUpdate] = [await box('.theme-edit-this-page'), await box('.last-update')];
    expect(phoneUpdate.x).toBe(phoneEdit.x);
    expect(phoneUpdate.y).toBeGreaterThanOrEqual(phoneEdit.y + phoneEdit.height);
    // The crumbs' 0.8rem and the TOC's 1rem are one margin, as where Docusaurus's collapse.
    const [crumbs, toc] = [await box('.theme-doc-breadcrumbs'), await box('.theme-doc-toc-mobile')];
    expect(toc.y - (crumbs.y + crumbs.height)).toBeCloseTo(16, 0);
    // Shaded by the site's rule for its theme class.
    expect(await computed(page, '.theme-doc-toc-mobile', 'background-color')).toBe('rgb(240, 248, 255)');
    // No copy controls beside the crumbs, which keep their whole line.
    expect(await page.locator('.copy-markdown').filter({ visible: true }).count()).toBe(0);
    expect((await box('.theme-doc-breadcrumbs')).width).toBe((await box('article')).width);
    expect(problems).toEqual([]);
  });

  it('puts the copy controls at the head of the TOC column on a wide screen, leaving the crumbs their whole line', async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280, '/docs/soundings');
    const [crumbs, article, copy, toc] = await Promise.all([
      box('.theme-doc-breadcrumbs'),
      box('article'),
      box('.doc-toc .copy-markdown'),
      box('.doc-toc .table-of-contents'),
    ]);
    expect(crumbs.width).toBe(article.width);
    expect(copy.y).toBe(crumbs.y);
    expect(toc.y).toBeGreaterThan(copy.y + copy.height);
    // One of each control for a reader: the row's are not shown.
    expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("puts a doc's title in a header with what follows right under it, as the classic theme lays out a doc", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    expect(await page.textContent('article .markdown > header > h1')).toBe('Soundings');
    const [first, second] = await page.$$eval('article .markdown > h2', (headings) =>
      headings.map((h) => getComputedStyle(h).marginTop),
    );
    // The heading straight after the title loses its top margin; a later one keeps Infima's.
    expect(first).toBe('0px');
    expect(second).not.toBe('0px');
    const gap = await page.evaluate(() => {
      const title = document.querySelector('article .markdown h1')!;
      const heading = document.querySelector('article .markdown > h2')!;
      return heading.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
    });
    expect(gap).toBe(Number.parseFloat(await computed(page, 'article .markdown h1', 'margin-bottom')));
    // A title the page writes as its own first heading goes in a header too, as Docusaurus's Markdown puts it.
    await page.goto(`${ctx.server.url}/docs/charts`);
    expect(await page.textContent('article .markdown > header > h1')).toBe('Charts');
    expect(problems).toEqual([]);
  });

  it("colours code as Docusaurus's code blocks do: its default Prism theme, its grammars only, in both modes", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    const js = '.language-js .code-body';
    const token = (text: string) => page.locator(`${js} .line span`, { hasText: text }).first();
    const style = (text: string, property: string) =>
      token(text).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      // The config names no theme: Docusaurus's default, palenight, in both modes.
      expect(await style('sounding', 'color')).toBe('rgb(130, 170, 255)');
      expect(await style('(', 'color')).toBe('rgb(199, 146, 234)');
      expect(await style('const', 'font-style')).toBe('italic');
      expect(await style('const', 'color')).toBe('rgb(191, 199, 213)');
    }
    // The site's rule on the classic theme's module name for a code block applies.
    expect(await computed(page, '.language-js.theme-code-block', 'box-shadow')).toBe('none');
    // Docusaurus's code blocks have no Bash grammar unless the config adds it: the command stays plain.
    expect(await page.locator('.language-bash .code-body .line span').count()).toBe(0);
    expect(await computed(page, '.language-bash .code-body code', 'color')).toBe('rgb(191, 199, 213)');
    // The site's rule for the classic theme's line of code numbers it.
    const numbered = await page
      .locator(`${js} .token-line`)
      .first()
      .evaluate((el) => getComputedStyle(el, '::before').content);
    expect(numbered).toBe('counter(sounding-line) " "');
    // A token of the site's own Prism rendering takes its theme's colours alone: none for a keyword here.
    expect(await computed(page, '.site-prism .token.keyword', 'color')).toBe('rgb(1, 2, 3)');
    expect(problems).toEqual([]);
  });

  it("spaces a doc's footer and paginator, and draws its tabs and previous link, as the classic theme does", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [markdown, footer, paginator] = await Promise.all([
      box('article .markdown'),
      box('article footer'),
      box('.pagination-nav'),
    ]);
    // 3rem above the footer and above the paginator.
    expect(footer.y - (markdown.y + markdown.height)).toBe(48);
    expect(paginator.y - (footer.y + footer.height)).toBe(48);
    expect(await computed(page, '.pagination-nav__link', 'padding')).toBe('16px');
    expect(await computed(page, '.pagination-nav__sublabel', 'font-size')).toBe('14px');
    // Tabs underlined by 3px, and no margin under a panel's last block.
    expect(await computed(page, '.tabs__item--active', 'border-bottom-width')).toBe('3px');
    expect(await computed(page, '.tabs-container', 'border-bottom-width')).toBe('0px');
    expect(await computed(page, '[role="tabpanel"]:not([hidden]) > :last-child', 'margin-bottom')).toBe('0px');
    expect(problems).toEqual([]);
  });

  it("sizes the navbar's logo by the site's rule for it, which wins over Infima's as in Docusaurus", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    const logo = page.locator('.navbar__logo img').first();
    expect(await logo.evaluate((el) => el.getBoundingClientRect().height)).toBe(24);
    expect(await page.locator('.navbar__logo').evaluate((el) => el.getBoundingClientRect().height)).toBe(32);
    expect(problems).toEqual([]);
  });

  it("leaves a navbar link's `header-github-link` class to the site's CSS, which ckdocs's own sites' style otherwise", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    const label = await page
      .locator('.navbar a.header-github-link')
      .evaluate((a) => [getComputedStyle(a, '::before').content, getComputedStyle(a, '::before').maskImage]);
    expect(label).toEqual(['"Source"', 'none']);
    // The site's row for the link, and on a phone Infima's rule that hides the navbar's items, as
    // Docusaurus's minifier moves every media query after the other rules.
    expect(await computed(page, '.navbar a.header-github-link', 'display')).toBe('flex');
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await computed(page, '.navbar a.header-github-link', 'display')).toBe('none');
    // A stronger rule of the site's still shows its button there, as in Docusaurus's build.
    expect(await page.locator('.navbar__items a.chat-button').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("takes a page's <head> block into the document's head, as the classic theme's Head, leaving none in the body", async () => {
    const html = await output('docs/soundings/index.html');
    const [head, body] = html.split('<body');
    expect(head).toContain('<meta name="keywords" content="lead line, fathoms">');
    expect(body).not.toMatch(/<head[\s>]/);
    expect(body).not.toContain('lead line, fathoms');
  });

  it("draws a page's <details> as the classic theme's Details, an info alert that opens on a click", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    const details = page.locator('article details', { hasText: 'Older marks' });
    expect(await details.getAttribute('class')).toBe('details_ck alert alert--info');
    expect(await details.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    // Its own arrow, turned down once open; the summary in the weight the site's `details summary` gives it.
    const arrow = () => details.evaluate((el) => getComputedStyle(el.querySelector('summary')!, '::before').transform);
    expect(await arrow()).toBe('none');
    expect(await details.locator('summary').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('600');
    expect(await details.locator('summary').evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    // The arrow as the site's values of the classic theme's variables size and colour it.
    const arrowLook = await details.evaluate((el) => {
      const before = getComputedStyle(el.querySelector('summary')!, '::before');
      return { width: before.borderLeftWidth, colour: before.borderLeftColor };
    });
    expect(arrowLook).toEqual({ width: '4px', colour: 'rgb(0, 100, 0)' });
    expect(await details.getByText('knots of rope').isVisible()).toBe(false);
    await details.locator('summary').click();
    await expect.poll(() => details.getByText('knots of rope').isVisible()).toBe(true);
    await expect.poll(arrow).toBe('matrix(0, 1, -1, 0, 0, 0)');
    // The content under a rule of the arrow's colour, its last paragraph without a margin.
    const content = details.locator('.details-content');
    expect(await content.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    expect(await content.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(0, 100, 0)');
    expect(await content.locator('p').evaluate((el) => getComputedStyle(el).marginBottom)).toBe('0px');
    // In the classic theme's folding box, where a site's CSS finds it (`.quiet-log > div > div`).
    const quiet = page.locator('article details.quiet-log .details-content');
    expect(await quiet.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none');
    expect(await quiet.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('0px');
    expect(problems).toEqual([]);
  });

  it('spaces lists, tabs, admonitions and tables as Infima and the classic theme do', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    const box = (selector: string) => page.locator(selector).first().boundingBox();
    // A list inside a list has no margins; a paragraph in it has Infima's.
    expect(await computed(page, 'article .markdown ul ul', 'margin')).toBe('0px');
    expect(await computed(page, 'article .markdown ul ul p', 'margin-bottom')).toBe('20px');
    // A paragraph in a box of the page's own has the site's margin where its element rule sets one, as Infima's is as weak.
    expect(await computed(page, '.tide-card p', 'margin-bottom')).toBe('0px');
    expect(await computed(page, '.tide-card blockquote', 'margin-bottom')).toBe('0px');
    // The tab's panel a spacing unit under the tabs.
    const [tabs, panel] = await Promise.all([
      box('.tabs-container [role="tablist"]'),
      box('[role="tabpanel"]:not([hidden])'),
    ]);
    expect(panel!.y - (tabs!.y + tabs!.height)).toBe(16);
    // In the classic theme's markup, which a site's CSS targets (`.markdown li` styles its tabs too).
    const markup = await page.$eval('.tabs-container [role="tablist"]', (list) => [
      list.tagName,
      list.firstElementChild!.tagName,
      list.nextElementSibling!.className,
    ]);
    expect(markup).toEqual(['UL', 'LI', 'margin-top--md']);
    // Infima's rounded tabs, the chosen one square over its line.
    const corner = (tab: string) =>
      computed(page, `.tabs-container [role="tablist"] ${tab}`, 'border-bottom-left-radius');
    expect(await corner('.tabs__item--active')).toBe('0px');
    expect(await corner('.tabs__item:not(.tabs__item--active)')).toBe('6.4px');
    // A `tabs` list of the page's own (as an API theme draws its response codes) is Infima's row, none of the theme's tabs' spacing.
    const own = await page.$eval('.tide-states ul', (el) => {
      const style = getComputedStyle(el);
      return [style.display, style.marginBottom, style.borderBottomStyle, style.columnGap, style.paddingLeft];
    });
    expect(own).toEqual(['flex', '0px', 'none', 'normal', '0px']);
    // Its `tabs-container` ends flush, where the theme's Tabs keep the classic theme's line under them.
    expect(await computed(page, '.tide-states', 'margin-bottom')).toBe('0px');
    expect(await computed(page, '.tabs-container:has([role="tabpanel"])', 'margin-bottom')).toBe('20px');
    // Its tabs Infima's: padded from its variables, the chosen one over a 3px line.
    expect(await computed(page, '.tide-states li', 'padding')).toBe('16px');
    expect(await computed(page, '.tide-states .tabs__item--active', 'border-bottom-width')).toBe('3px');
    // An admonition's title is a heading's line (this site hides its icon); its code on the alert's shade.
    const alert = '.theme-admonition-tip';
    expect(await computed(page, `${alert} [class*="admonitionHeading_"]`, 'line-height')).toBe('17.5px');
    const shade = await page.$eval(alert, (el) => {
      const probe = el.appendChild(document.createElement('span'));
      probe.style.background = 'var(--ifm-alert-background-color-highlight)';
      return getComputedStyle(probe).backgroundColor;
    });
    expect(shade).not.toBe('rgba(0, 0, 0, 0)');
    expect(await computed(page, `${alert} code`, 'background-color')).toBe(shade);
    // A title with nothing under it is the whole alert: no content box, no space under the title.
    const lone = '.theme-admonition-info';
    expect(await page.locator(`${lone} [class*="admonitionContent_"]`).count()).toBe(0);
    const [whole, title] = await Promise.all([box(lone), box(`${lone} [class*="admonitionHeading_"]`)]);
    expect(`${whole!.y + whole!.height - (title!.y + title!.height)}px`).toBe(
      await computed(page, lone, 'padding-bottom'),
    );
    // A quote as Infima draws it, with the site's border width: no margin above its first block or under its last.
    const quote = 'article .markdown blockquote';
    expect(await computed(page, quote, 'border-left-width')).toBe('3px');
    expect(await computed(page, quote, 'padding')).toBe('0px 16px');
    expect(await computed(page, `${quote} > p:last-child`, 'margin-bottom')).toBe('0px');
    // A heading of the first level in the text, not the title, with Infima's heading margins.
    expect(await computed(page, 'article .markdown > h1', 'margin')).toBe('0px 0px 16px');
    // A rule as Infima's: a line of its colour, 1.5rem above and below.
    const rule = await page.$eval('article .markdown hr', (el) => {
      const style = getComputedStyle(el);
      return [style.margin, style.height, style.borderTopWidth, style.backgroundColor];
    });
    expect(rule).toEqual(['24px 0px', '1px', '0px', expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/)]);
    // A heading's word longer than its line breaks rather than overflows, as on Infima's body.
    await page.setViewportSize({ width: 390, height: 800 });
    const long = await page
      .locator('article .markdown h3', { hasText: 'Ballycastle' })
      .evaluate((heading) => heading.scrollWidth <= heading.clientWidth);
    expect(long).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Bold text in the weight the site's CSS gives Infima's bold.
    expect(await computed(page, 'article .markdown p strong', 'font-weight')).toBe('650');
    // A heading in a list item has Infima's plain heading margins.
    expect(await computed(page, 'article .markdown ol h3', 'margin')).toBe('0px 0px 16px');
    // A table as Infima draws it: its cell padding and borders, a 2px rule under the head, every other row shaded.
    expect(await computed(page, 'article .markdown td', 'padding')).toBe('12px');
    const border = await page.$eval('article .markdown table', (el) => {
      const probe = el.appendChild(document.createElement('caption'));
      probe.style.color = 'var(--ifm-table-border-color)';
      return getComputedStyle(probe).color;
    });
    expect(await computed(page, 'article .markdown td', 'border-top-color')).toBe(border);
    expect(await computed(page, 'article .markdown thead tr', 'border-bottom-width')).toBe('2px');
    // Its head cells where Infima leaves them: in the middle of their columns.
    expect(await computed(page, 'article .markdown th', 'text-align')).toBe('center');
    expect(await computed(page, 'article .markdown tbody tr:nth-child(2)', 'background-color')).toBe(
      'rgba(0, 0, 0, 0.03)',
    );
    expect(await computed(page, 'article .markdown tbody tr:nth-child(1)', 'background-color')).toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(problems).toEqual([]);
  });

  it("draws admonitions and code blocks as Infima's alert and the classic theme's block, in both colour modes", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/charts`);
    const alert = '.theme-admonition-warning.alert.alert--warning';
    const modes: [string, string, string][] = [
      ['light', 'rgb(255, 248, 230)', 'rgb(77, 56, 0)'],
      ['dark', 'rgb(77, 56, 0)', 'rgb(255, 248, 230)'],
    ];
    for (const [mode, background, text] of modes) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(await computed(page, alert, 'background-color')).toBe(background);
      expect(await computed(page, alert, 'color')).toBe(text);
    }
    expect(await computed(page, alert, 'border-left')).toBe('5px solid rgb(230, 167, 0)');
    // The site's CSS finds the admonition's parts by the names Docusaurus's CSS modules give them.
    expect(await computed(page, `${alert} [class*="admonitionIcon_"]`, 'display')).toBe('none');
    // Its icon a little apart from its title, over the site's reset as weak as `*`.
    expect(await computed(page, `${alert} [class*="admonitionIcon_"]`, 'margin-right')).toBe('5.6px');
    // Its title written as Docusaurus's theme writes it, shown as the site's CSS says.
    expect(await computed(page, `${alert} [class*="admonitionHeading_"]`, 'text-transform')).toBe('capitalize');
    expect(await page.$eval(`${alert} [class*="admonitionHeading_"]`, (el) => (el as HTMLElement).innerText)).toBe(
      'Warning',
    );
    // Rules for Docusaurus 2's admonitions (`.admonition`, `.admonition-heading`) find nothing, as in Docusaurus 3.
    expect(await computed(page, alert, 'border-top-left-radius')).toBe('6.4px');
    expect(await computed(page, `${alert} [class*="admonitionHeading_"]`, 'font-size')).not.toBe('32px');
    expect(await computed(page, '.theme-code-block', 'border-top-width')).toBe('0px');
    // Its code in the classic theme's names, by which the site's rule finds it.
    expect(await page.getAttribute('.theme-code-block pre', 'class')).toBe(
      'prism-code language-text codeBlock_ck thin-scrollbar',
    );
    expect(await computed(page, '.theme-code-block pre', 'tab-size')).toBe('3');
    // A highlighted line is shaded, with no mark at its left edge.
    const highlighted = '.theme-code-block .line.highlighted';
    expect(await page.textContent(highlighted)).toBe('high water 5.1 m');
    expect(await computed(page, highlighted, 'background-color')).toBe('rgba(0, 0, 0, 0.3)');
    expect(await computed(page, highlighted, 'box-shadow')).toBe('none');
    expect(
      await computed(page, '.theme-doc-breadcrumbs .breadcrumbs__item--active .breadcrumbs__link', 'border-radius'),
    ).toBe('24px');
    expect(problems).toEqual([]);
  });
});

// A navbar with more items than its row holds, and a site's CSS over the classic theme's parts as
// Infima's rules leave room for: the navbar's inside padded (`.navbar__inner`) rather than the bar,
// tabs from Infima's variables, a border on code blocks, its own inline code.
describe("a Docusaurus site's crowded navbar and its CSS over the classic theme's parts, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-styling', async (dir) => {
    const file = join(dir, 'docusaurus.config.ts');
    const items = [
      "{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' }",
      ...['Reference', 'Tide tables', 'Harbour charts', 'Community', 'Changelog'].map(
        (label, i) =>
          `{ to: '/docs/charts', label: '${label}', position: 'left'${i === 2 ? ", items: [{ to: '/docs/charts', label: 'Charts' }]" : ''} }`,
      ),
      "{ type: 'localeDropdown', position: 'right' }",
      ...['Tide club', 'Mooring fees', 'Contact'].map(
        (label) => `{ href: 'https://example.org/${label.length}', label: '${label}', position: 'right' }`,
      ),
    ];
    const footer =
      "footer: { links: [{ title: 'Harbour', items: [{ label: 'Charts', to: '/docs/charts' }] }], logo: { alt: 'Tidepool', src: '/logo.svg', width: 160, height: 40 }, copyright: 'Kept by the harbour office.' },";
    await editFile(file, (config) =>
      config
        .replace(/items: \[[^\]]*\],/, `items: [${items.join(', ')}],`)
        .replace('themeConfig: {', `themeConfig: {\n    ${footer}`)
        .replace('showLastUpdateAuthor: true', 'showLastUpdateAuthor: false'),
    );
    // The charts are in no sidebar, nor the harbour map, which shows neither title nor TOC: an app of its own.
    await writeFile(join(dir, 'sidebars.ts'), "export default { guide: ['intro', 'soundings'] };\n");
    await writeFile(
      join(dir, 'docs/harbour-map.mdx'),
      '---\nhide_title: true\nhide_table_of_contents: true\n---\n\n<div className="harbour-map" style={{ display: \'flex\' }}>Moorings</div>\n',
    );
    // A page of the site's own, outside any Markdown, under a reset of every element's margin.
    await writeFile(
      join(dir, 'src/pages/moorings.tsx'),
      'import Layout from \'@theme/Layout\';\nexport default function Moorings() {\n  return <Layout><div className="moorings"><p>Free in winter.</p><p>Paid in summer.</p></div></Layout>;\n}\n',
    );
    await mkdir(join(dir, 'static'), { recursive: true });
    await writeFile(
      join(dir, 'static/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40"/></svg>',
    );
    await appendCustomCss(dir, [
      ':where(.moorings) * { margin: 0; }',
      '.navbar { padding: 0; }',
      '.navbar__inner { padding: var(--ifm-navbar-padding-vertical) var(--ifm-navbar-padding-horizontal); }',
      '.tabs { --ifm-tabs-padding-vertical: 0.4rem; border-bottom: 1px solid rgb(200, 0, 0); }',
      '.theme-code-block { border: 1px solid rgb(0, 0, 200); }',
      'code { border: none; padding: 0.0625rem 0.25rem; vertical-align: baseline; color: rgb(40, 40, 40); }',
      '.footer__title { font-size: 0.9rem; color: rgb(200, 100, 0); }',
      '.footer__link-item { color: rgb(0, 100, 200); }',
      '.container { max-width: 800px; }',
      'table td, table th { border: none; }',
      'table thead tr { border-bottom: none; }',
      '.pagination-nav__label { margin-top: 1rem; }',
      '.log-list { --ifm-list-item-margin: 0; padding-left: 0; margin: 0; }',
      '.dropdown__link--active { color: rgb(0, 128, 0); }',
      // By how the classic theme's module names start, as sites' CSS finds its docs' columns.
      "[class^='docMainContainer'] [class^='col docItemCol_'] { outline: 2px solid rgb(0, 90, 0); }",
      "[class^='docMainContainer'] .col.col--3 { outline: 3px solid rgb(90, 0, 0); }",
      // The announcement bar as tall as its text, which the site pads by the theme's module name.
      "div[role='banner'] { height: auto; }",
      "div[class*='announcementBarContent_'] { padding: 9px 0; }",
    ]);
  });
  const tab = sharedTab(ctx);

  it("lets the site's rules for the announcement bar's element and its text's module name size it, as they do the classic theme's", async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280);
    expect(await computed(page, '.theme-announcement-bar .announcement-content', 'padding')).toBe('9px 0px');
    const [bar, text] = await Promise.all([box('.theme-announcement-bar'), box('.announcement-content')]);
    expect(text.height).toBeGreaterThan(30);
    // Its height the text's and its 1 px rule, not the 30 px the classic theme's own rule gives it.
    expect(bar.height).toBeCloseTo(text.height + 1, 1);
    expect(problems).toEqual([]);
  });

  it("pads it as the site's CSS says, keeps the right part whole and squeezes the left one's labels, as Infima does", async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1000);
    // The site's padding inside the bar, which ckdocs's own rule for the bar's inside hid.
    expect((await box('.navbar__brand')).x).toBe(16);
    // The right part on one line (the locale's name, the links), after the left part ends.
    const right = await box('.navbar__items--right');
    const link = await box('.navbar__items--right a.navbar__link');
    const locale = await box('.navbar__items--right .dropdown .navbar__link');
    expect(locale.height).toBeLessThanOrEqual(link.height);
    const left = await box('.navbar__items:not(.navbar__items--right)');
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    // A left dropdown's label wraps over lines of its own.
    const lines = await page
      .locator('.navbar__items:not(.navbar__items--right) .dropdown .navbar__link')
      .evaluate((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(lines).toBeGreaterThan(1);
    // Its label is the classic theme's inline link, whose lines (its caret's too) are the item's own
    // line boxes: the item is a whole number of its line heights tall inside its padding. It opens
    // the menu from the keyboard as a button does, without scrolling the page.
    const label = page.locator('.navbar__items:not(.navbar__items--right) .dropdown .navbar__link');
    expect(
      await label.evaluate((link) => [link.tagName, link.getAttribute('role'), getComputedStyle(link).display]),
    ).toEqual(['A', 'button', 'inline']);
    const itemLines = await label.evaluate((link) => {
      const style = getComputedStyle(link.parentElement!);
      const inside =
        link.parentElement!.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom);
      return inside / parseFloat(style.lineHeight);
    });
    expect(itemLines).toBeGreaterThan(1.5);
    expect(Math.abs(itemLines - Math.round(itemLines))).toBeLessThan(0.02);
    await label.focus();
    await page.keyboard.press('Space');
    expect(await label.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Enter');
    expect(await label.getAttribute('aria-expanded')).toBe('false');
    // Its menu opens under it from its left edge, as Infima places it (in the page, not off its
    // left side); the right-hand locale dropdown's from its right edge. Infima's links in it.
    for (const [side, item] of [
      ['left', '.navbar__items:not(.navbar__items--right) .dropdown'],
      ['right', '.navbar__items--right .dropdown'],
    ] as const) {
      await page.hover(item);
      const [itemBox, menuBox] = await Promise.all([box(item), box(`${item} .dropdown__menu`)]);
      if (side === 'left') expect(menuBox.x).toBeCloseTo(itemBox.x, 0);
      else expect(menuBox.x + menuBox.width).toBeCloseTo(itemBox.x + itemBox.width, 0);
      expect(menuBox.y).toBeGreaterThan(itemBox.y + itemBox.height / 2);
      expect(await computed(page, `${item} .dropdown__link`, 'padding')).toBe('4px 8px');
    }
    // The page's locale marked as Infima marks it, in the colour the site's rule for the class gives it.
    const active = '.navbar__items--right .dropdown__link--active';
    expect(await computed(page, active, 'color')).toBe('rgb(0, 128, 0)');
    expect(await computed(page, active, 'background-color')).toBe('rgba(0, 0, 0, 0.05)');
    // The locale dropdown's language icon, the classic theme's, before its label.
    const icon = await box('.navbar__items--right .dropdown .navbar__link svg.navbar-locale-icon');
    expect(icon.width).toBe(20);
    expect(icon.x).toBeLessThan(locale.x + 20);
    expect(problems).toEqual([]);
  });
  it("lists the navbar's items in the phone menu as the classic theme does: Infima's menu links, a dropdown a category folded unless it holds the page", async () => {
    const { page, problems } = await openIntro(ctx, tab, 390, '/docs/charts');
    await page.click('.navbar__toggle');
    const menu = page.locator('.navbar-sidebar .navbar-sidebar__item.menu');
    const items = menu.locator(':scope > .menu__list > .menu__list-item');
    expect(await items.locator(':scope > a, :scope > .menu__list-item-collapsible > a').allTextContents()).toEqual([
      'Guide',
      'Reference',
      'Tide tables',
      'Harbour charts',
      'Community',
      'Changelog',
      'Languages',
      'Tide club',
      'Mooring fees',
      'Contact',
    ]);
    // Infima's menu links, padded by the variables custom.css sets, in the menu's weight.
    expect(await computed(page, '.navbar-sidebar__item .menu__link', 'padding')).toBe('4.8px 12px');
    expect(await computed(page, '.navbar-sidebar__item .menu__link', 'font-weight')).toBe('500');
    // The dropdown that holds the page is open, the page's link marked; the other one folded, its caret to open it.
    const charts = items.filter({ hasText: 'Harbour charts' });
    expect(await charts.getAttribute('class')).not.toContain('menu__list-item--collapsed');
    expect(await charts.locator('.menu__list .menu__link--active').textContent()).toBe('Charts');
    const languages = items.filter({ hasText: 'Languages' });
    expect(await languages.getAttribute('class')).toContain('menu__list-item--collapsed');
    expect(await languages.locator('svg.navbar-locale-icon').count()).toBe(1);
    expect(await languages.locator('.menu__list').count()).toBe(0);
    await languages.locator('.menu__caret').click();
    expect(await languages.locator('.menu__list .menu__link--active').textContent()).toBe('English');
    expect(problems).toEqual([]);
  });

  it('draws a doc in no sidebar as the classic theme does: no breadcrumbs, a hidden sidebar strip, an empty paginator', async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280, '/docs/charts');
    expect(await page.locator('.doc-sidebar, .breadcrumbs').count()).toBe(0);
    // The title at the top of the article; with no heading, no TOC column: the copy controls beside the title.
    const article = await box('article');
    expect((await box('article h1')).y).toBe(article.y);
    expect(await page.locator('.doc-toc').count()).toBe(0);
    const [title, copy] = await Promise.all([box('article h1'), box('.doc-top-row .copy-markdown')]);
    expect(copy.y).toBeLessThan(title.y + title.height);
    expect(copy.x + copy.width).toBeCloseTo(article.x + article.width, 0);
    expect((await box('main')).width).toBe(1280 - 30);
    // On a phone, where the column is gone, none: the title at the top.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('.copy-markdown').filter({ visible: true }).count()).toBe(0);
    expect((await box('article h1')).y).toBe((await box('article')).y);
    // The paginator's margin under the doc, though it has no link.
    const [footer, paginator] = await Promise.all([box('article footer'), box('nav.pagination-nav')]);
    expect(await page.locator('nav.pagination-nav a').count()).toBe(0);
    expect(paginator.y - (footer.y + footer.height)).toBe(48);
    expect(problems).toEqual([]);
  });

  it("spaces a page's paragraphs by Infima's margin, which a reset of every element's (`*`) does not outweigh", async () => {
    const { page, problems } = await openIntro(ctx, tab, 1280, '/moorings');
    expect(await computed(page, '.moorings p', 'margin-bottom')).toBe('20px');
    expect(problems).toEqual([]);
  });

  it('leaves a doc with neither crumbs, title nor TOC its whole width, without copy controls over its first block', async () => {
    const { page, problems, box } = await openIntro(ctx, tab, 1280, '/docs/harbour-map');
    expect((await box('.harbour-map')).width).toBe((await box('article')).width);
    expect(await page.locator('.copy-markdown').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("lets the site's rules and Infima's variables restyle tabs, code blocks, inline code, tables and lists, as Infima's own rules do", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/soundings`);
    // A tab: 0.4rem above and below its label (the site's variable), and the site's rule under the row.
    expect(await computed(page, '.tabs__item', 'padding-top')).toBe('6.4px');
    expect(await computed(page, '.tabs', 'border-bottom')).toBe('1px solid rgb(200, 0, 0)');
    expect(await computed(page, '.theme-code-block', 'border-top')).toBe('1px solid rgb(0, 0, 200)');
    const code = '.theme-admonition code';
    expect(await computed(page, code, 'border-top-style')).toBe('none');
    expect(await computed(page, code, 'padding')).toBe('1px 4px');
    expect(await computed(page, code, 'vertical-align')).toBe('baseline');
    // The doc's and the table of contents' columns, found by the classic theme's module names.
    expect(await computed(page, '.doc-column', 'outline')).toBe('rgb(0, 90, 0) solid 2px');
    expect(await computed(page, '.doc-toc', 'outline')).toBe('rgb(90, 0, 0) solid 3px');
    // Its colour is inline code's: a code block's text keeps its theme's plain colour, as in Docusaurus.
    expect(await computed(page, code, 'color')).toBe('rgb(40, 40, 40)');
    expect(await computed(page, '.language-bash .code-body .line', 'color')).toBe('rgb(191, 199, 213)');
    // A table's cells without borders and its head without its rule, as the site's rules say; Infima's rule between rows kept.
    expect(await computed(page, 'article .markdown td', 'border-top-style')).toBe('none');
    expect(await computed(page, 'article .markdown thead tr', 'border-bottom-style')).toBe('none');
    expect(await computed(page, 'article .markdown tbody tr', 'border-top-width')).toBe('1px');
    // A list of the site's own class, with its margins, indent and space between items.
    const log = await page.$eval('ol.log-list', (list) => {
      const [first, second] = [...list.children].map((item) => item.getBoundingClientRect());
      const style = getComputedStyle(list);
      return [style.paddingLeft, style.marginBottom, second!.top - first!.bottom];
    });
    expect(log).toEqual(['0px', '0px', 0]);
    // An element of the site's own `tag` class is text as the site draws it: no chip of the theme's.
    const tag = 'article .markdown p > span.tag';
    expect(await computed(page, tag, 'display')).toBe('inline');
    expect(await computed(page, tag, 'border-top-style')).toBe('none');
    expect(await computed(page, tag, 'font-size')).toBe(await computed(page, 'article .markdown p', 'font-size'));
    // The paginator's lines as Infima's blocks: the site's margin above the label and Infima's under the sublabel are one.
    const [sub, label] = await Promise.all(
      ['.pagination-nav__sublabel', '.pagination-nav__label'].map((selector) =>
        page.locator(selector).first().boundingBox(),
      ),
    );
    expect(label!.y - (sub!.y + sub!.height)).toBeCloseTo(16, 0);
    // The last update's date from the front matter, but not its author, which this config does not show.
    expect(await page.textContent('.last-update')).toBe('Last updated on May 1, 2024');
    // The doc in Infima's container (as narrow as the site's rule for it says), row and columns.
    const container = await page.locator('main .container').boundingBox();
    expect(container?.width).toBe(800);
    const [column, toc] = await Promise.all(
      ['main .row > .doc-column', 'main .row > .col--3'].map((selector) => page.locator(selector).boundingBox()),
    );
    // The row spans the container's text and its padding: the TOC's column is a quarter of it.
    expect((toc?.width ?? 0) / ((column?.width ?? 0) + (toc?.width ?? 0))).toBe(0.25);
    // The footer's title at the site's size; its logo a rem under the links, as Infima puts it.
    expect(await computed(page, '.footer__title', 'font-size')).toBe('14.4px');
    // Its colours by the site's rules at Infima's weight, which win over Infima's.
    expect(await computed(page, '.footer__title', 'color')).toBe('rgb(200, 100, 0)');
    expect(await computed(page, 'a.footer__link-item', 'color')).toBe('rgb(0, 100, 200)');
    expect(await computed(page, '.footer__logo', 'margin-top')).toBe('16px');
    // The tip's icon is the classic theme's own drawing, in the alert's colour.
    const themeTip = await readFile(
      createRequire(join(ctx.site.dir, 'package.json')).resolve(
        '@docusaurus/theme-classic/lib/theme/Admonition/Icon/Tip.js',
      ),
      'utf8',
    );
    const icon = '.theme-admonition-tip .admonitionIcon_ck svg';
    expect(await page.locator(`${icon} path`).count()).toBe(1);
    expect(await page.getAttribute(`${icon} path`, 'd')).toBe(/\bd="([^"]+)"/.exec(themeTip)![1]);
    expect(await computed(page, icon, 'fill')).toBe(await computed(page, '.theme-admonition-tip', 'color'));
    expect(problems).toEqual([]);
  });
});

describe("a Docusaurus site that scales Infima's type, restyles the classic sidebar and draws diagrams, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-styling', async (dir) => {
    await writeFile(
      join(dir, 'sidebars.ts'),
      "export default { guide: ['intro', { type: 'category', label: 'Depths', collapsed: false, items: ['charts', 'soundings'] }, { type: 'link', label: 'Every sounding the harbour office has taken since the lighthouse was built, year by year', href: 'https://example.org/soundings' }] };\n",
    );
    // A navbar with a logo and an empty title, as an API docs site has it.
    await editFile(join(dir, 'docusaurus.config.ts'), (config) =>
      config
        .replace("baseUrl: '/',", "baseUrl: '/',\n  markdown: { mermaid: true },")
        .replace("title: 'Tidepool',\n      logo", "title: '',\n      logo"),
    );
    // The site's own crumbs, written as the classic theme's: each label in a span inside its link.
    await mkdir(join(dir, 'src/theme/DocBreadcrumbs'), { recursive: true });
    await writeFile(
      join(dir, 'src/theme/DocBreadcrumbs/index.js'),
      'import Link from \'@docusaurus/Link\';\nexport default function DocBreadcrumbs() {\n  return (\n    <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">\n      <ul className="breadcrumbs">\n        <li className="breadcrumbs__item">\n          <Link className="breadcrumbs__link" to="/docs/charts">\n            <span>Charts</span>\n          </Link>\n        </li>\n      </ul>\n    </nav>\n  );\n}\n',
    );
    await editFile(
      join(dir, 'docs/intro.mdx'),
      (intro) => `${intro}\n\n\`\`\`mermaid\nflowchart LR\n  Ebb --> Flood\n\`\`\`\n`,
    );
    await appendCustomCss(dir, [
      // As an API docs theme writes its sidebar: smaller type, a weight of its own, a badge before each label.
      ':root { --ifm-font-size-base: 95%; --ifm-font-weight-semibold: 600; }',
      '.menu__list .menu__list { padding-left: 10px; }',
      // Its right items taller than the bar's row (a search box with a margin of its own).
      '.navbar__items--right { min-height: 50px; }',
      ".theme-doc-sidebar-item-link-level-2 > .menu__link::before { content: 'chart'; display: inline-flex; flex-shrink: 0; width: 2rem; padding: 0 0.25rem; margin-right: 0.5rem; font-size: 0.55rem; text-transform: uppercase; }",
    ]);
  });
  const tab = sharedTab(ctx);

  it("counts rems in the root's font, which the site's --ifm-font-size-base sets, as Infima does", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    expect(await computed(page, 'html', 'font-size')).toBe('15.2px');
    expect(await computed(page, 'article p', 'font-size')).toBe('15.2px');
    // The navbar is 3.75rem high.
    expect(await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(57, 0);
    expect(problems).toEqual([]);
  });

  it("draws the navbar's links in Infima's weight, its logo's margin after it, and its rows as Infima's", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    // The empty title's element is there, as the classic theme draws it (a site with no title has none).
    expect(await page.locator('.navbar__brand > b.navbar__title.text--truncate').textContent()).toBe('');
    const box = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().toJSON());
    const [logo, link, inner] = await Promise.all([
      box('.navbar__logo'),
      box('.navbar__items:not(.navbar__items--right) .navbar__link'),
      box('.navbar__inner'),
    ]);
    expect(await computed(page, '.navbar__items .navbar__link', 'font-weight')).toBe('600');
    // The logo's half rem, then the brand's rem (in 15.2px rems).
    expect(link.left - logo.right).toBeCloseTo(22.8, 1);
    // Both sides as tall as the right one, each centring its items: the link half its height down.
    expect(link.top + link.height / 2 - inner.top).toBeCloseTo(25, 0);
    expect(problems).toEqual([]);
  });

  it("draws the crumbs in the classic theme's markup, which the site's rules restyle as Infima's own, a label unpadded", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    expect(await page.locator('nav.theme-doc-breadcrumbs > ul.breadcrumbs > li.breadcrumbs__item').count()).toBe(1);
    // The site's rules for Infima's classes, as weak as Infima's, win over them.
    expect(await computed(page, '.breadcrumbs', 'row-gap')).toBe('2px');
    expect(await computed(page, '.breadcrumbs__item', 'display')).toBe('inline-flex');
    expect(await computed(page, '.theme-doc-breadcrumbs .breadcrumbs__link span', 'padding')).toBe('0px');
    expect(problems).toEqual([]);
  });

  it("draws a Mermaid diagram at the start of its line, in the Mermaid theme's container, at once as Docusaurus does", async () => {
    // A short window: the diagram is far below it, and drawn all the same, its page's height kept from the start.
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, {
      width: 1280,
      height: 120,
    });
    const container = page.locator('.docusaurus-mermaid-container');
    expect(await container.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(240);
    await expect.poll(() => container.getAttribute('data-rendered')).toBe('true');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const left = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().left);
    expect(await left('.docusaurus-mermaid-container svg')).toBe(await left('.docusaurus-mermaid-container'));
    expect(problems).toEqual([]);
  });

  it("draws the sidebar in Infima's menu weight, indents a category's list as the site says, and keeps a label's badge in its column", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    expect(await computed(page, '.theme-doc-sidebar-menu .menu__link', 'font-weight')).toBe('600');
    expect(await computed(page, '.theme-doc-sidebar-container nav.menu', 'padding')).toBe('14px 10px');
    const nested = page.locator('.theme-doc-sidebar-menu .menu__list').first();
    expect(await nested.evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('10px');
    expect(await nested.evaluate((el) => getComputedStyle(el).marginLeft)).toBe('0px');
    const link = nested.locator('.menu__link').first();
    // The badge is as wide as its content and padding, as in Docusaurus (content-box), and the label beside it.
    const badge = await link.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { sizing: style.boxSizing, width: style.width };
    });
    expect(badge.sizing).toBe('content-box');
    expect(parseFloat(badge.width)).toBeCloseTo(30.4, 0);
    expect(await link.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(problems).toEqual([]);
  });

  it("keeps a long label to two lines, and a category's caret a link's padding from its label, as the classic theme does from 3.9", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    const label = page.locator('.menu__link[href="https://example.org/soundings"] > span').first();
    const lines = await label.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        height: el.getBoundingClientRect().height,
        line: parseFloat(style.lineHeight),
        cut: el.scrollHeight > el.clientHeight,
      };
    });
    expect(lines.height).toBeCloseTo(2 * lines.line, 0);
    expect(lines.cut).toBe(true);
    const caret = page.locator('.menu__link--sublist-caret', { hasText: 'Depths' });
    const [margin, padding] = await caret.evaluate((el) => [
      getComputedStyle(el, '::after').marginLeft,
      getComputedStyle(el).paddingTop,
    ]);
    expect(margin).toBe(padding);
    // Labels wrap at the classic theme's width: the sidebar's 300px, less the menu's padding (the
    // site's 10px each side) and its scrollbar's gutter, kept though this menu does not scroll.
    const widths = await page.locator('.theme-doc-sidebar-container .menu').evaluate((menu: HTMLElement) => ({
      menu: menu.getBoundingClientRect().width,
      gutter: menu.offsetWidth - menu.clientWidth,
      scrolls: menu.scrollHeight > menu.clientHeight,
      list: menu.querySelector('.theme-doc-sidebar-menu')!.getBoundingClientRect().width,
    }));
    expect(widths.scrolls).toBe(false);
    expect(widths.gutter).toBeGreaterThan(0);
    expect(widths).toMatchObject({ menu: 300, list: 300 - 20 - widths.gutter });
    expect(problems).toEqual([]);
  });
});

// As a company's preset styles its sites: each stylesheet in a cascade layer named for where it
// comes from (a reset below Infima, Infima below the site), the layers then made into specificity.
const SCOPE_BY_SOURCE = `const layers = require('@csstools/postcss-cascade-layers');
const layerOf = (file = '') =>
  file.includes('/src/css/reset') ? 'reset' : file.includes('infima') ? 'infima' : file.includes('/src/') ? 'site' : undefined;
const scope = () => ({
  postcssPlugin: 'scope-by-source',
  prepare(result) {
    const layer = layerOf(result.opts.from);
    if (!layer) throw new Error('Unable to scope styles for ' + result.opts.from);
    return {
      Once(root, { AtRule }) {
        const scoped = new AtRule({ name: 'layer', params: layer });
        root.each((node) => { scoped.append(node.clone()); });
        root.removeAll();
        root.append(new AtRule({ name: 'layer', params: 'reset, infima, site' }), scoped);
      },
    };
  },
});
scope.postcss = true;
module.exports = function scopeBySource() {
  return {
    name: 'scope-by-source',
    configurePostCss(options) {
      options.plugins.push(scope, layers);
      return options;
    },
  };
};
`;

describe('a Docusaurus site whose PostCSS layers each stylesheet by where it comes from, in Chromium', () => {
  const ctx = browseSiteFolder('docusaurus-styling', async (dir) => {
    await writeFile(join(dir, 'postcss/scope-by-source.cjs'), SCOPE_BY_SOURCE);
    await editFile(join(dir, 'docusaurus.config.ts'), (config) =>
      config
        .replace('  plugins: [', "  plugins: [\n    './postcss/scope-by-source.cjs',")
        .replace("customCss: ['./src/css/custom.css'", "customCss: ['./src/css/reset.css', './src/css/custom.css'"),
    );
    // A reset of the site's, in its lowest layer: Infima's rules win over it, as they do in Docusaurus.
    await writeFile(join(dir, 'src/css/reset.css'), 'html { line-height: 1.15; }\np { margin: 0; }\n');
  });
  const tab = sharedTab(ctx);

  it("keeps Infima's line height and paragraph margins over the site's reset, an admonition's last paragraph unspaced", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/charts`);
    // Infima's line height, 1.65 of the root's 16 px.
    expect(await computed(page, 'html', 'line-height')).toBe('26.4px');
    expect(await computed(page, '.markdown > p', 'margin-bottom')).toBe('20px');
    expect(await computed(page, '.theme-admonition p', 'margin-bottom')).toBe('0px');
    expect(problems).toEqual([]);
  });
});

describe("ckdocs serve of a Docusaurus site's CSS", () => {
  it("runs the site's PostCSS as a build does: postcss.config.js and the plugin's configurePostCss", async () => {
    const site = await copyFixture('docusaurus-styling');
    await linkPackages(site.dir);
    const server = await serveSite({
      configPath: join(site.dir, 'docusaurus.config.ts'),
      port: 0,
      host: '127.0.0.1',
      open: false,
      reporter: memoryReporter(),
    });
    try {
      await server.launched();
      const css = async (name: string) => (await fetch(`${server.url}assets/${name}.css`)).text();
      expect(await css('style')).toMatch(/\.menu__link--active\s*\{\s*outline: 3px solid rgb\(255, 200, 0\)/);
      expect(await css('site')).toMatch(
        /\.tide_\w+\s*\{\s*color: rgb\(34, 85, 51\);\s*outline: 3px solid rgb\(255, 200, 0\)/,
      );
      for (const name of ['style', 'site']) expect(await css(name)).not.toMatch(/swatch\(|lantern:/);
    } finally {
      await server.close();
      await site.cleanup();
    }
  });
});

describe("a Docusaurus site's CSS that is wrong", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-styling');
    await linkPackages(site.dir);
    expect((await ckdocs(['build'], {}, site.dir)).code).toBe(0);
  });
  afterAll(() => site?.cleanup());

  it('fails on a CSS syntax error naming the file and line, and keeps the previous output', async () => {
    const file = join(site.dir, 'src/css/overrides.css');
    const before = await readFile(file, 'utf8');
    await writeFile(file, `${before}\n.broken {\n  color: red;\n`);
    const failed = await ckdocs(['build'], {}, site.dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/src\/css\/overrides\.css:\d+/);
    expect(failed.stderr).toContain('Unclosed block');
    expect(await readFile(join(site.dir, 'build/docs/intro/index.html'), 'utf8')).toContain('Tide tables');
    await writeFile(file, before);
  });

  it('fails on a customCss file that is not there, naming the config and the file', async () => {
    await rm(join(site.dir, 'src/css/overrides.css'));
    const failed = await ckdocs(['build'], {}, site.dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('docusaurus.config.ts');
    expect(failed.stderr).toContain('customCss file src/css/overrides.css does not exist');
  });
});

describe("a Docusaurus site's CSS in two locales", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const runs = () => readFile(join(site.dir, 'postcss-runs.txt'), 'utf8').then((text) => text.trim().split('\n'));
  const stylesheets = async (folder: string) => {
    const files = await readdir(join(site.dir, 'build', folder, 'assets'));
    const read = (prefix: string) =>
      readFile(
        join(
          site.dir,
          'build',
          folder,
          'assets',
          files.find((f) => f.startsWith(prefix) && f.endsWith('.css'))!,
        ),
        'utf8',
      );
    return `${await read('style-')}\n${await read('site-')}`;
  };
  beforeAll(async () => {
    site = await copyFixtureEdited('docusaurus-styling', (config) =>
      config.replace("baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'nl'] },"),
    );
    // A PostCSS plugin that notes each stylesheet it is given, as a slow one (Tailwind) would cost.
    await writeFile(
      join(site.dir, 'postcss/tally.cjs'),
      `const { appendFileSync } = require('node:fs');
module.exports = () => ({
  postcssPlugin: 'tally',
  Once(root) { appendFileSync(${JSON.stringify(join(site.dir, 'postcss-runs.txt'))}, require('node:path').basename(root.source.input.file) + '\\n'); },
});
module.exports.postcss = true;`,
    );
    await writeFile(
      join(site.dir, 'postcss.config.js'),
      "module.exports = { plugins: [require('./postcss/swatch.cjs'), require('./postcss/tally.cjs')] };",
    );
  });
  afterAll(() => site?.cleanup());

  it("gives both locales the site's CSS through its PostCSS, which runs once per stylesheet", async () => {
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    for (const folder of ['', 'nl']) {
      const css = await stylesheets(folder);
      expect(css).toContain('--ifm-color-primary: rgb(0, 105, 148)');
      expect(css).toMatch(/\.tide_\w+\{color:#253;outline:3px solid rgb\(255,200,0\);/);
      expect(css).not.toMatch(/swatch\(|lantern:/);
    }
    // And one rule as Infima's stylesheet, once: whether the site's PostCSS changes Infima's rules.
    expect((await runs()).sort()).toEqual(['custom.css', 'default.css', 'overrides.css', 'styles.module.css']);
  });
});
