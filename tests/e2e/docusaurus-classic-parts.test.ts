import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site whose own code is written against Docusaurus's classic theme and client:
// its CodeBlock assembles the theme's inner parts, its page reads theme-common and the docs client.
const ctx = browseSiteFolder('docusaurus-classic-parts');
const tab = sharedTab(ctx);

const html = (path: string) => readFile(join(ctx.site.dir, 'build', path, 'index.html'), 'utf8');
const textOf = (page: string, id: string) => new RegExp(`id="${id}"[^>]*>(.*?)</p>`).exec(page)?.[1];

describe("the site's CodeBlock, made of the classic theme's parts", () => {
  it('renders a fenced block as Docusaurus does: title, the code, the highlighted line, the site colours', async () => {
    const page = await html('docs/lamps');
    const block = /<div class="language-js [^"]*theme-code-block"[\s\S]*?<\/pre>/.exec(page)?.[0];
    expect(block).toBeDefined();
    expect(block).toMatch(/codeBlockTitle_\w+">lamp\.js<\/div>/);
    expect(block).toContain('--prism-background-color:#f4f1e8');
    // The second line, as `{2}` in the fence marks it, and no other.
    const lines = [...block!.matchAll(/<div class="token-line([^"]*)"[^>]*>([\s\S]*?)<\/div>/g)];
    expect(lines.map(([, classes]) => classes!.includes('theme-code-block-highlighted-line'))).toEqual([
      false,
      true,
      false,
    ]);
    expect(lines[1]![2]!.replace(/<[^>]+>/g, '')).toBe('lamp.lit = true;');
    // A fence whose code ends in a blank line shows it, as Docusaurus hands the code over.
    const log = /<div class="language-text [^"]*theme-code-block"[\s\S]*?<\/pre>/.exec(page)![0];
    const logLines = [...log.matchAll(/<div class="token-line[^"]*"[^>]*>([\s\S]*?)<\/div>/g)];
    expect(logLines.map(([, text]) => text!.replace(/<[^>]+>/g, '').trim())).toEqual(['dusk: lit', '']);
  });

  it("holds its lines in Infima's scrolling box, so the text after it keeps the column's width", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/lamps`);
    const pre = page.locator('.theme-code-block pre').first();
    // The classic theme floats the lines inside the pre, which Infima makes a box that scrolls.
    expect(await pre.evaluate((el) => getComputedStyle(el).overflow)).toBe('auto');
    expect(await pre.evaluate((el) => getComputedStyle(el).padding)).toBe('0px');
    const [preBox, linesBox] = await Promise.all([pre.boundingBox(), pre.locator('code').boundingBox()]);
    expect(preBox!.height).toBeGreaterThanOrEqual(linesBox!.height);
    const after = page.locator('.markdown > p', { hasText: 'The keeper logs' });
    expect((await after.boundingBox())!.y).toBeGreaterThanOrEqual(preBox!.y + preBox!.height);
    expect((await after.boundingBox())!.x).toBe(preBox!.x);
    expect(problems).toEqual([]);
  });

  it("hydrates without an error, copies the code, and takes the dark mode's colours from the navbar's switch", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/docs/lamps`);
    const block = page.locator('.theme-code-block').first();
    const background = () =>
      block.evaluate((el) => getComputedStyle(el).getPropertyValue('--prism-background-color').trim());
    expect(await background()).toBe('#f4f1e8');
    await page.click('.color-mode-toggle');
    await page.waitForSelector('html[data-theme="dark"]');
    await expect.poll(background).toBe('#0b1d2c');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "const lamp = { lit: false };\nlamp.lit = true;\nconsole.log(lamp.lit ? 'lit' : 'dark');",
    );
    expect(problems).toEqual([]);
  });
});

describe("the site's own DocSidebar", () => {
  it("gets Docusaurus's props, and the docs client and history read the page shown", async () => {
    const page = await html('docs/rounds');
    expect(page).toContain(
      '<nav class="keeper-sidebar thin-scrollbar" data-version="current" data-location="/docs/rounds" style="padding-top:var(--ifm-navbar-height)"><ul class="menu__list"><li><a href="/docs/lamps">Lamps</a></li><li><a href="/docs/rounds" class="keeper-current">Rounds</a></li></ul></nav>',
    );
  });

  it("is styled by Infima's menu and scrollbar rules, which it draws with", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/docs/rounds`);
    const list = page.locator('.keeper-sidebar .menu__list');
    expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    expect(await list.evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('0px');
    // Infima's thin scrollbar, which the classic theme's sidebars and TOC draw with.
    const sidebar = page.locator('.keeper-sidebar');
    expect(await sidebar.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('thin');
    expect(problems).toEqual([]);
  });

  it("starts right under the navbar, which it pads itself below, and stays there as the doc scrolls, as in the classic theme's frame", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/docs/rounds`, {
      width: 1280,
      height: 400,
    });
    const navbarBottom = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const listTop = () => page.locator('.keeper-sidebar .menu__list').evaluate((el) => el.getBoundingClientRect().top);
    expect(await listTop()).toBeCloseTo(navbarBottom, 0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await listTop()).toBeCloseTo(navbarBottom, 0);
    expect(problems).toEqual([]);
  });
});

describe("the site's own TOC", () => {
  it("gets Docusaurus's props, which the classic theme's TOCItems lists, beside the doc only", async () => {
    const page = await html('docs/rounds');
    // The doc's class name, which sites restyle it by; the phone's fold is the theme's own, as in Docusaurus.
    expect(page.match(/class="keeper-toc[^"]*"/g)).toEqual(['class="keeper-toc theme-doc-toc-desktop"']);
    const fold = page.slice(page.indexOf('theme-doc-toc-mobile'), page.indexOf('keeper-toc'));
    expect(fold).toContain('href="#evening-round"');
    const toc = /<div class="keeper-toc[^"]*">[\s\S]*?<\/div>/.exec(page)?.[0];
    expect(toc).toContain('<a href="#evening-round" class="table-of-contents__link">Evening round</a>');
    expect(toc).toContain('<a href="#night-round" class="table-of-contents__link">Night round</a>');
  });
});

describe("a page reading Docusaurus's own client", () => {
  it('gets the config as Docusaurus validated it, the docs global data, matchPath and a classic component', async () => {
    const page = await html('logbook');
    expect(textOf(page, 'broken-anchors')).toBe('warn');
    expect(textOf(page, 'magic-comment')).toBe('theme-code-block-highlighted-line');
    expect(textOf(page, 'doc-paths')).toBe('/docs/lamps /docs/rounds');
    expect(textOf(page, 'matched')).toBe('true');
    expect(page).toMatch(/<img src="\/img\/light\.svg" alt="Lamp" class="[^"]*themedComponent--light_\w+"/);
  });

  it('hydrates without an error and shows the image of the mode chosen', async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/logbook`);
    await page.click('.color-mode-toggle');
    await page.waitForSelector('html[data-theme="dark"]');
    await expect
      .poll(() =>
        page
          .locator('img[alt="Lamp"]')
          .evaluateAll((imgs) =>
            imgs.filter((img) => (img as HTMLElement).offsetParent).map((img) => img.getAttribute('src')),
          ),
      )
      .toEqual(['/img/dark.svg']);
    expect(problems).toEqual([]);
  });

  it("runs the classic theme's navbar context, and an ErrorBoundary's own fallback", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/logbook`, {
      width: 600,
      height: 800,
    });
    expect(await page.textContent('#menu-state')).toBe('menu closed');
    await page.click('#menu-toggle');
    await page.waitForSelector('text=menu open');
    await page.click('#crack');
    expect(await page.textContent('#lamp-out')).toContain('the lamp glass cracked');
    await page.click('#lamp-out button');
    await page.waitForSelector('#lamp');
    // theme-common's PageMetadata, with the title format the classic theme provides.
    expect(await page.title()).toBe('Logbook entry | Lighthouse Log');
    // React reports the error it caught; nothing else goes wrong.
    expect(problems.filter((problem) => !problem.includes('the lamp glass cracked'))).toEqual([]);
  });

  it('closes the open mobile menu on Back and stays on the page, as the classic theme holds the navigation', async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/docs/lamps`, {
      width: 600,
      height: 800,
    });
    await page.click('a[href="/logbook"]');
    await page.waitForSelector('#menu-toggle');
    await page.click('#menu-toggle');
    await page.waitForSelector('text=menu open');
    await page.goBack();
    await page.waitForSelector('text=menu closed');
    expect(new URL(page.url()).pathname).toBe('/logbook');
    expect(problems).toEqual([]);
  });
});
