import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated, sharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

/** The computed value of `property` on the first element matching `selector` (or its pseudo-element). */
const computed = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.$eval(selector, (el, [p, pse]) => getComputedStyle(el, pse).getPropertyValue(p!), [property, pseudo] as const);

// A Docusaurus site with no CSS of its own looks as Infima and the classic theme draw it: what
// its maintainers see in Docusaurus's build, and what their CSS was written against.
describe('a Docusaurus site without CSS of its own, in Chromium', () => {
  // With a home page, which the docs' crumbs link to.
  const ctx = browseSiteFolder('docusaurus-generated-index', async (dir) => {
    await writeFile(join(dir, 'src/pages/index.md'), '# Harbour\n\nBoats, knots and tides.\n');
    // A doc whose table of contents has two levels.
    await writeFile(
      join(dir, 'docs/rigging.md'),
      '---\ntoc_max_heading_level: 4\n---\n\n# Rigging\n\n## Standing rigging\n\nStays and shrouds.\n\n### Checking the shrouds for wear before a long passage\n\nLook aloft.\n\n## Running rigging\n\nHalyards and sheets.\n\n#### Coiling a halyard\n\nClockwise.\n',
    );
    // A title ending in a long camel-case name, as an API's guides have.
    await writeFile(
      join(dir, 'docs/weather/lines.md'),
      '# Coiling lines with coilHalyardsBeforeDocking\n\n## Flaking with flakeMainsheetIntoBag\n\nThen stow.\n',
    );
  });
  const tab = sharedTab(ctx);

  it("draws the sidebar as Infima's menu: the page's link shaded, categories with Infima's caret", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    const active = '.menu__link--active:not(.menu__link--sublist)';
    expect(await page.textContent(active)).toBe('Welcome aboard');
    expect(await computed(page, active, 'background-color')).toBe('rgba(0, 0, 0, 0.05)');
    expect(await computed(page, active, 'font-weight')).toBe('500');
    // The classic theme's top list, whose categories' rows wrap as Infima's do (a site's CSS may put a rule above each).
    const topRow = '.theme-doc-sidebar-menu > li > .menu__list-item-collapsible';
    expect(await computed(page, topRow, 'flex-wrap')).toBe('wrap');
    // A category with a page: its label, then a caret button of its own, pointing right while closed.
    const knots = '.menu__list-item-collapsible:has(a[href="/docs/knots"])';
    expect(await page.getAttribute(`${knots} a`, 'class')).toContain('menu__link--sublist');
    const caret = `${knots} button.menu__caret`;
    expect(await computed(page, caret, 'background-image', '::before')).toContain('data:image/svg+xml');
    expect(await computed(page, caret, 'transform', '::before')).toBe('matrix(0, 1, -1, 0, 0, 0)');
    // A category without one: its label is the button, with the caret inside it; opened, it points down.
    const weather = page.locator('.menu__list-item-collapsible', { hasText: 'Weather' });
    expect(await weather.locator('.menu__caret').count()).toBe(0);
    const label = weather.locator('a.menu__link--sublist-caret');
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await label.click();
    await expect
      .poll(() => label.evaluate((el) => getComputedStyle(el, '::after').transform))
      .toBe('matrix(-1, 0, 0, -1, 0, 0)');
    expect(problems).toEqual([]);
  });

  it('wraps a long camel-case name in the sidebar and table of contents as a whole word, as the classic theme does', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/weather/lines`, { width: 1000, height: 800 });
    const sidebarLink = page.locator('.menu__link[href="/docs/weather/lines"]');
    // The name does not fit beside the words before it: it moves to a line of its own, whole.
    const lastLine = (el: Element) => {
      const letters: { letter: string; bottom: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          letters.push({ letter: node.textContent![i]!, bottom: range.getBoundingClientRect().bottom });
        }
      const bottom = Math.max(...letters.map((l) => l.bottom));
      return letters
        .filter((l) => l.bottom === bottom)
        .map((l) => l.letter)
        .join('');
    };
    expect(await sidebarLink.evaluate(lastLine)).toBe('coilHalyardsBeforeDocking');
    expect(await page.locator('.table-of-contents__link').first().innerHTML()).toBe(
      'Flaking with flakeMainsheetIntoBag',
    );
    expect(problems).toEqual([]);
  });

  it("sets headings, lists, inline code and a code block's title in Infima's and the classic theme's measures", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`);
    expect(await computed(page, '.markdown h1', 'letter-spacing')).toBe('normal');
    expect(await computed(page, '.markdown ul', 'padding-left')).toBe('32px');
    const code = '.markdown li code';
    expect(await computed(page, code, 'vertical-align')).toBe('middle');
    expect(await computed(page, code, 'padding')).toBe('1.6px');
    // A key as Infima draws one: a boxed label with a shadow at its foot.
    expect(await computed(page, '.markdown kbd', 'border-radius')).toBe('3.2px');
    expect(await computed(page, '.markdown kbd', 'box-shadow')).toMatch(/ 0px -1px 0px 0px inset$/);
    // The title is in the text's font, as large as the code and a little bolder.
    const title = '.theme-code-block .code-title';
    expect(await page.textContent(title)).toBe('checklist.txt');
    expect(await computed(page, title, 'font-family')).toBe(await computed(page, 'body', 'font-family'));
    expect(await computed(page, title, 'font-weight')).toBe('500');
    expect(await computed(page, title, 'font-size')).toBe(await computed(page, '.theme-code-block pre', 'font-size'));
    // Links in an admonition are underlined, as Infima has them; those of the text are not.
    expect(await computed(page, '.alert p a', 'text-decoration-line')).toBe('underline');
    expect(await computed(page, '.markdown > p a', 'text-decoration-line')).toBe('none');
    // Code in a link is in the link's colour, as Infima's `a code` has it: the admonition's there.
    expect(await computed(page, '.alert p a code', 'color')).toBe(
      await computed(page, '.alert p a:has(code)', 'color'),
    );
    // A Markdown link has the empty class Docusaurus's Link gives it, which CSS like `a:not([class])` tells apart.
    expect(await page.getAttribute('.markdown > p a', 'class')).toBe('');
    // A Markdown image has its file's width and height, as Docusaurus gives it: its room is kept while it loads.
    const pennant = page.locator('.markdown img[alt="The harbour\'s pennant"]');
    expect([await pennant.getAttribute('width'), await pennant.getAttribute('height')]).toEqual(['120', '60']);
    // One that leaves the site opens in a new tab, as Docusaurus's Link opens it; one within it does not.
    const almanac = page.locator('.markdown a[href="https://almanac.example.org"]');
    expect([await almanac.getAttribute('target'), await almanac.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await page.locator('.markdown a[href^="/"][target]').count()).toBe(0);
    expect(await page.locator('.markdown a[href^="/"]').count()).toBeGreaterThan(0);
    // Code in a block of the page's own markup is no inline code: no box of its own inside the block.
    expect(await computed(page, '.tide-table code', 'padding')).toBe('0px');
    expect(await computed(page, '.tide-table code', 'border-top-width')).toBe('0px');
    // The crumbs' home link draws the classic theme's house, on the crumbs' line as the theme puts it.
    const house = '.theme-doc-breadcrumbs a[aria-label="Home page"] svg';
    expect(await page.getAttribute(`${house} path`, 'd')).toBe(
      /\bd="([^"]+)"/.exec(
        await readFile(
          createRequire(join(ctx.site.dir, 'package.json')).resolve(
            '@docusaurus/theme-classic/lib/theme/Icon/Home/index.js',
          ),
          'utf8',
        ),
      )![1],
    );
    expect(await computed(page, house, 'vertical-align')).toBe('top');
    const [homeCrumb, pageCrumb] = await Promise.all(
      ['.breadcrumbs__item:first-child', '.breadcrumbs__item--active'].map((selector) =>
        page.locator(selector).boundingBox(),
      ),
    );
    expect(homeCrumb!.height).toBe(pageCrumb!.height);
    // The edit link at the text's size with a pencil before it; the next page's arrow is Infima's, drawn once.
    expect(await computed(page, '.theme-edit-this-page', 'font-size')).toBe('16px');
    expect(await computed(page, '.theme-edit-this-page', 'mask-image', '::before')).toContain('data:image/svg+xml');
    expect(await page.textContent('.pagination-nav__link--next .pagination-nav__label')).toBe('Knots');
    expect(await computed(page, '.pagination-nav__link--next .pagination-nav__label', 'content', '::after')).toBe(
      '" »"',
    );
    expect(problems).toEqual([]);
  });

  it("puts a page's own content right in the classic theme's wrapper, with its class, and leaves the footer out when it asks", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/quiet`);
    // The wrapper takes `wrapperClassName` and is the skip link's target; the page's own <main> is the only one.
    expect(await page.getAttribute('a.skip-link', 'href')).toBe('#main');
    expect(await page.getAttribute('#main', 'class')).toBe('main-wrapper quiet-page');
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('#main > main').textContent()).toBe('No engines between ten and six.');
    // A column that fills the window down to where the footer would be, as the classic theme's.
    expect(await computed(page, '#main', 'display')).toBe('flex');
    expect(await computed(page, '#main', 'flex-direction')).toBe('column');
    expect(await page.locator('footer.footer').count()).toBe(0);
    await page.goto(`${ctx.server.url}/crew`);
    expect(await page.locator('footer.footer').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('puts the footer right under a doc that with it is taller than the window, and at the foot of the window under a shorter one', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, {
      width: 1280,
      height: 3000,
    });
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    const docEnd = async () => {
      const container = (await page.locator('main .container').boundingBox())!;
      return container.y + container.height;
    };
    // A tall window: the footer at its foot, below the doc.
    const footer = (await page.locator('footer.footer').boundingBox())!;
    expect(footer.y + footer.height).toBe(3000);
    // A window 50 px taller than the doc: the footer right under the doc, the page scrolling for the rest.
    const end = await docEnd();
    await page.setViewportSize({ width: 1280, height: Math.round(end) + 50 });
    expect(await top('footer.footer')).toBe(await docEnd());
    expect(problems).toEqual([]);
  });

  it("puts the phone's menu button where the classic theme does: its 30 px bars at the navbar's edge, the logo 0.5rem after", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, { width: 390, height: 800 });
    const menu = (await page.locator('.navbar__toggle').boundingBox())!;
    const brand = (await page.locator('.navbar__brand').boundingBox())!;
    expect([menu.x, menu.width]).toEqual([16, 30]);
    expect(brand.x).toBe(menu.x + menu.width + 8);
    expect(problems).toEqual([]);
  });

  it("lays the footer out as Infima's: on a phone edge to edge, its columns 3rem apart, the copyright in the footer's colour", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, { width: 390, height: 800 });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [harbours, crew] = await page.locator('.footer__col').all();
    const [first, second] = [(await harbours!.boundingBox())!, (await crew!.boundingBox())!];
    // Only the container's padding from the window's edge, and each column 3rem under the one before.
    expect((await box('.footer__title')).x).toBe(16);
    expect(second.y - (first.y + first.height)).toBe(48);
    expect(await computed(page, '.footer__link-item', 'display')).toBe('block');
    // A link the config writes as HTML is one of Infima's, as the others are.
    const html = page.locator('.footer__link-item', { hasText: 'Tides' });
    expect(await html.evaluate((link) => getComputedStyle(link).lineHeight)).toBe('32px');
    expect(await computed(page, '.footer__copyright', 'color')).toBe(await computed(page, 'footer.footer', 'color'));
    // Side by side on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [wideFirst, wideSecond] = [(await harbours!.boundingBox())!, (await crew!.boundingBox())!];
    expect(wideSecond.y).toBe(wideFirst.y);
    expect(problems).toEqual([]);
  });

  it("draws the navbar, a page's code, tables and Infima's buttons at Infima's measures", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/crew`);
    expect(await computed(page, '.navbar', 'border-bottom-width')).toBe('0px');
    // Infima's padding is the bar's own, as where a site's swizzled navbar loads Infima's navbar rules.
    expect(await computed(page, '.navbar', 'padding')).toBe('8px 16px');
    expect(await computed(page, '.navbar__inner', 'padding')).toBe('0px');
    expect(await computed(page, '.navbar', 'box-shadow')).toBe('rgba(0, 0, 0, 0.1) 0px 1px 2px 0px');
    expect(await computed(page, '.navbar__title', 'font-size')).toBe('16px');
    // A table of the page's own is Infima's too: padded cells with its borders.
    expect(await computed(page, 'main td', 'padding')).toBe('12px');
    expect(await computed(page, 'main td', 'border-top-width')).toBe('1px');
    // So is a quote: Infima's padding and rule, its paragraph flush with its foot.
    expect(await computed(page, 'main blockquote', 'padding')).toBe('0px 16px');
    expect(await computed(page, 'main blockquote', 'border-left-width')).toBe('2px');
    expect(await computed(page, 'main blockquote p', 'margin-bottom')).toBe('0px');
    // An embedded frame has no border, as Infima draws it (a video a page embeds).
    expect(await computed(page, 'main iframe', 'border-top-width')).toBe('0px');
    // The colour toggle, then the search box in its box, as the classic theme orders them.
    const order = await page.$$eval('.navbar__items--right > *', (items) =>
      items.map((item) =>
        item.matches('.color-mode-toggle') ? 'toggle' : item.querySelector('.DocSearch-Button') ? 'search' : 'item',
      ),
    );
    expect(order.filter((item) => item !== 'item')).toEqual(['toggle', 'search']);
    // The toggle's icon at the classic theme's size, which a site's navbar is spaced for.
    const icon = await page.locator('.navbar .color-mode-toggle svg').boundingBox();
    expect([icon?.width, icon?.height]).toEqual([24, 24]);
    // In light mode the installed theme's sun, with its module's name, which sites' CSS finds.
    expect(
      await page.$$eval(".navbar .color-mode-toggle svg[class*='lightToggleIcon'] path", (paths) => paths.length),
    ).toBe(1);
    // A dropdown's caret is Infima's triangle, drawn by its link.
    const dropdown = '.navbar .dropdown > .navbar__link';
    expect(await computed(page, dropdown, 'border-top-width', '::after')).toBe('6px');
    // Padded as Infima's item, its link not, as Infima's own navbar rules (a site's navbar's) pad them.
    expect(await computed(page, '.navbar .dropdown', 'padding')).toBe('4px 12px');
    expect(await computed(page, dropdown, 'padding')).toBe('0px');
    expect(await page.isVisible(`${dropdown} svg`)).toBe(false);
    expect(await computed(page, 'main code', 'padding')).toBe('1.6px');
    expect(await computed(page, 'main code', 'background-color')).toBe('rgb(246, 247, 248)');
    expect(await computed(page, '.button--lg', 'padding')).toBe('8.1px 32.4px');
    expect(await computed(page, '.button--lg', 'font-weight')).toBe('700');
    // The classic theme's paginator right under what comes before it: Infima's has no margin.
    expect(await computed(page, 'main .pagination-nav', 'margin-top')).toBe('0px');
    expect(problems).toEqual([]);
  });

  it('highlights in the table of contents the heading the classic theme would: none above the first, then the one read', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, {
      width: 1280,
      height: 400,
    });
    const active = () => page.locator('.doc-toc a[aria-current="location"]').allTextContents();
    // At the top, the one heading is in the window's lower half: the reader is in the text before it.
    await page.waitForFunction(() => document.querySelector('.color-mode-toggle:not([disabled])'));
    expect(await active()).toEqual([]);
    // Once it is in the upper half, below the navbar, it is the one read.
    await page.evaluate(() => {
      const heading = document.getElementById('before-casting-off')!;
      window.scrollBy(0, heading.getBoundingClientRect().top - 100);
    });
    await expect.poll(active).toEqual(['Before casting off']);
    expect(problems).toEqual([]);
  });

  it("indents the table of contents' levels as Infima's nested lists: a level further in on both sides", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/rigging`, {
      width: 1280,
      height: 900,
    });
    const [outer, inner, , skipped] = await page.$$eval('.doc-toc nav a', (links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    // Each item's margin of 0.5rem on either side, and its list's padding of 0.5rem on the left.
    expect(inner!.left - outer!.left).toBe(16);
    expect(outer!.right - inner!.right).toBe(8);
    // An h4 right under an h2 is one level in, as the classic theme nests a heading under the one above it.
    expect(skipped).toEqual(inner);
    expect(problems).toEqual([]);
  });

  it('keeps a doc to three quarters of the width unless it hides its table of contents, as the classic theme does', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/knots/cleat-hitch`, {
      width: 1280,
      height: 900,
    });
    const ratio = async (path: string) => {
      await page.goto(`${ctx.server.url}${path}`);
      const width = (selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().width);
      return (await width('.doc-column')) / (await width('.doc-container'));
    };
    // Its one heading is an h4, the table of contents shows h2 and h3: Docusaurus keeps the column, empty.
    expect(await ratio('/docs/knots/cleat-hitch')).toBeCloseTo(0.75, 2);
    expect(await page.locator('.doc-toc').count()).toBe(1);
    expect(await page.locator('.doc-toc nav a').count()).toBe(0);
    // No heading at all: no column, the doc still at three quarters.
    expect(await ratio('/docs/knots/bowline')).toBeCloseTo(0.75, 2);
    expect(await page.locator('.doc-toc').count()).toBe(0);
    // Its front matter hides the table of contents: the doc takes the whole width.
    expect(await ratio('/docs/sails/reefing')).toBeCloseTo(1, 2);
    expect(problems).toEqual([]);
  });

  it('offers the way back to the top of a doc while the reader scrolls up, far enough down', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/intro`, {
      width: 1280,
      height: 300,
    });
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, -50);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it("lays a page's container out as Infima's: wider on a wide screen", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/crew`, { width: 1600, height: 900 });
    expect(await computed(page, 'main.container', 'max-width')).toBe('1320px');
    expect(await computed(page, 'main.container', 'padding-left')).toBe('16px');
    expect(problems).toEqual([]);
  });

  it("lays the 404 page out as the classic theme's: its title in the hero's size, in a centred half column", async () => {
    const { page } = await tab.open(`${ctx.server.url}/no-such-chart`, { width: 1280, height: 900 });
    const title = page.locator('main .col.col--6.col--offset-3 > h1.hero__title');
    expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).toBe('48px');
    // 5rem under the navbar; the column a quarter of the container from its left, with its gutter.
    const [box, navbar, main] = await Promise.all([
      title.boundingBox(),
      page.locator('.navbar').boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect(box!.y - (navbar!.y + navbar!.height)).toBe(80);
    expect(box!.x).toBe(main!.x + main!.width / 4 + 16);
  });
});

// The classic theme's server HTML leads a category without a page to its first page, so that a
// reader without JavaScript can go into it; once the page runs, the category opens in place.
describe("a Docusaurus site's sidebar categories without a page", () => {
  const ctx = browseSiteFolder('docusaurus-generated-index', async (dir) => {
    // A list longer than a page's HTML holds before the sidebar has loaded whole: its closed categories are empty there.
    await mkdir(join(dir, 'docs/logbook'));
    for (let i = 0; i < 210; i++)
      await writeFile(join(dir, `docs/logbook/entry-${String(i).padStart(3, '0')}.md`), `# Entry ${i}\n\nCalm seas.\n`);
    const sidebars = join(dir, 'sidebars.ts');
    await writeFile(
      sidebars,
      (await readFile(sidebars, 'utf8')).replace(
        "    'intro',",
        "    'intro',\n    { type: 'category', label: 'Logbook', items: [{ type: 'autogenerated', dirName: 'logbook' }] },",
      ),
    );
  });

  it('lead to their first page until the page runs, then open in place', async () => {
    const html = await readFile(join(ctx.site.dir, 'build/docs/intro/index.html'), 'utf8');
    const category = (label: string) => new RegExp(`<a [^>]*><span[^>]*>${label}</span></a>`).exec(html)?.[0];
    expect(category('Weather')).toContain('href="/docs/category/forecasts"');
    expect(category('Weather')).toContain('role="button"');
    expect(category('Logbook')).toContain('href="/docs/logbook/entry-000"');
    // Without JavaScript, the link goes there.
    const context = await ctx.browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${ctx.server.url}/docs/intro`);
    await still.locator('a', { hasText: /^Weather$/ }).click();
    await still.waitForURL('**/docs/category/forecasts');
    await context.close();
    // With it, the category opens and the page stays.
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    const weather = page.locator('a', { hasText: /^Weather$/ });
    await expect.poll(() => weather.getAttribute('href')).toBe('#');
    await weather.click();
    await page.locator('a', { hasText: /^Forecasts$/ }).waitFor();
    expect(await weather.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(problems).toEqual([]);
    await page.close();
  });
});
