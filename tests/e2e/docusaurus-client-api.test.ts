import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage, serveStatic } from '../helpers/browser.js';
import { build } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// The fixture is served under its base URL, /base/, so that what adds the base URL is seen doing it.
let site: Awaited<ReturnType<typeof copyFixture>>;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixture('docusaurus-client-api');
  await build(site.config, join(site.out, 'base'));
  server = await serveStatic(site.out);
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

const DOCS = '/base/docs/guide/components';
const html = (path: string) => readFile(join(site.out, path, 'index.html'), 'utf8');
/** The text of the element with `id` in a page's HTML. */
const textOf = (page: string, id: string) => new RegExp(`id="${id}"[^>]*>(.*?)</`).exec(page)?.[1];

/** Opens a page and waits until React has taken over its HTML (the colour toggle is enabled then). */
async function hydrated(path: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, server.url + path);
  await opened.page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
  return opened;
}

const cards = (page: Page) =>
  page.$$eval('.doc-card-list .card', (links) =>
    links.map((a) => ({
      href: a.getAttribute('href'),
      title: a.querySelector('.theme-doc-card-title')?.textContent,
      icon: a.querySelector('.theme-doc-card-icon')?.textContent,
      description: a.querySelector('.theme-doc-card-description')?.textContent,
    })),
  );

describe('in the server HTML', () => {
  it("shows a card per item of the page's sidebar category, as Docusaurus does", async () => {
    const page = await html('base/docs/guide/components');
    const titles = [...page.matchAll(/class="text--truncate theme-doc-card-title[^"]*">([^<]*)</g)].map((m) => m[1]);
    expect(titles).toEqual(['Links', 'Browser only', 'Colour mode', 'Router', 'Site context', 'More', 'Sidebar hooks']);
    // A doc's description front matter, else its first paragraph; a category counts its items.
    expect(page).toContain('title="Links that know the base URL."');
    expect(page).toContain('title="Content that waits for the browser before it shows."');
    expect(page).toContain('>2 items</p>');
    expect(page).toContain(`<a href="${DOCS}/more/first" class="card padding--lg theme-doc-card-container">`);
  });

  it('gives internal links the base URL and opens external ones in a new tab', async () => {
    const page = await html('base/docs/guide/components/links');
    expect(page).toContain('<a href="/base/docs/guide/intro" id="to-intro">');
    expect(page).toContain('<a href="https://example.com/elsewhere" target="_blank" rel="noopener noreferrer"');
    expect(page).toContain('<a href="#top" id="to-anchor">');
    expect(textOf(page, 'logo-url')).toBe('/base/img/logo.svg');
    expect(textOf(page, 'absolute-url')).toBe('https://client-api.test/base/img/logo.svg');
    expect(textOf(page, 'internal')).toBe('true');
  });

  it("renders BrowserOnly's fallback and not its children", async () => {
    const page = await html('base/docs/guide/components/browser-only');
    expect(textOf(page, 'where')).toBe('Rendered on the server');
    expect(textOf(page, 'fallback')).toBe('Waiting for the browser');
    expect(page).not.toContain('id="browser-only"');
  });

  it('gives the site config, locale, versions and translated messages', async () => {
    const page = await html('base/docs/guide/components/context');
    expect(textOf(page, 'site')).toBe('Client API at /base/, by The docs crew');
    expect(textOf(page, 'locale')).toBe('en of en');
    expect(textOf(page, 'translated')).toBe('Hello reader');
    expect(textOf(page, 'translated-text')).toBe('7 pages');
    expect(page).toContain('<p id="interpolated">Some <b>bold</b> text</p>');
    expect(textOf(page, 'versions')).toBe('Current, current, /base/docs');
    expect(page).toContain('<div class="theme-doc-markdown">');
  });

  it("finds the page's sidebar category and shows the cards it is given", async () => {
    const page = await html('base/docs/guide/components/sidebar');
    expect(textOf(page, 'category')).toBe('Components in guide: 7 items');
    expect(page.split('class="card padding--lg').length - 1).toBe(1);
  });
  it('renders the theme components a Docusaurus page imports, with their props', async () => {
    const page = await html('base/docs/guide/theme');
    // Inside a doc, @theme/Layout adds no second navbar.
    expect(page.split('<nav class="navbar').length - 1).toBe(1);
    expect(textOf(page, 'inside')).toBe('Inside the layout');
    expect(page).toMatch(/<h2 id="made-by-hand" class="anchor">A heading made by hand<a href="#made-by-hand"/);
    expect(page).toContain('<div class="admonition admonition-tip" role="note">');
    expect(page).toContain('<div class="code-block language-js"><div class="code-title">hello.js</div>');
  });
});

describe('in Chromium', () => {
  it.each(['intro', 'theme', 'components', 'components/links', 'components/browser-only', 'components/color-mode'])(
    'hydrates %s without React warnings',
    async (path) => {
      const { page, problems } = await hydrated(`/base/docs/guide/${path}`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('shows the cards of a category page opened by client navigation', async () => {
    const { page, problems } = await hydrated('/base/docs/guide/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click(`.doc-sidebar a[href="${DOCS}"]`);
    await page.waitForSelector('.doc-card-list');
    expect((await cards(page)).slice(0, 3)).toEqual([
      { href: `${DOCS}/links`, title: 'Links', icon: '📄️', description: 'Links that know the base URL.' },
      {
        href: `${DOCS}/browser-only`,
        title: 'Browser only',
        icon: '📄️',
        description: 'Content that waits for the browser before it shows.',
      },
      { href: `${DOCS}/color-mode`, title: 'Colour mode', icon: '🎨', description: "The reader's light or dark mode." },
    ]);
    // Two cards to a row.
    const [first, second] = await page.$$eval('.doc-card-list .card', (links) =>
      links.slice(0, 2).map((a) => a.getBoundingClientRect().top),
    );
    expect(second).toBe(first);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives the tab @theme/Layout's title and description once the page is shown", async () => {
    const { page } = await hydrated('/base/docs/guide/theme');
    await page.waitForFunction(() => document.title === 'Theme probe | Client API');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(
      'Theme components as Docusaurus sites use them',
    );
    await page.close();
  });

  it("renders BrowserOnly's children once the page has hydrated", async () => {
    const { page } = await hydrated('/base/docs/guide/components/browser-only');
    await page.waitForSelector('#browser-only:has-text("The window is open")');
    expect(await page.$('#fallback')).toBeNull();
    expect(await page.textContent('#where')).toBe('Rendered in the browser');
    await page.close();
  });

  it('useColorMode shows the mode, sets it, and follows the navbar switch', async () => {
    const { page, problems } = await hydrated(`${DOCS}/color-mode`);
    const shown = () => page.textContent('#color-mode');
    const theme = () => page.getAttribute('html', 'data-theme');
    expect(await shown()).toBe(await theme());
    const before = (await theme())!;
    const after = before === 'dark' ? 'light' : 'dark';
    await page.click('#flip-mode');
    await page.waitForSelector(`#color-mode:has-text("${after}")`);
    expect(await theme()).toBe(after);
    // The choice too, which a classic theme's switch shows its icon by.
    expect(await page.getAttribute('html', 'data-theme-choice')).toBe(after);
    expect(await page.getAttribute('.color-mode-toggle', 'aria-label')).toContain(`currently ${after} mode`);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(after);
    await page.click('.color-mode-toggle');
    await page.waitForSelector(`#color-mode:has-text("${before}")`);
    // Set before the first paint, from the stored choice.
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme-choice')).toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("another query of the page shown keeps its components' state and the reader's place, as Docusaurus's router does", async () => {
    const { page, problems } = await hydrated(`${DOCS}/router?q=1`);
    await page.click('#clicks');
    await page.waitForSelector('#clicks:has-text("Clicked 1 times")');
    await page.evaluate(() => window.scrollTo(0, 300));
    // Clicked from code: Playwright's click would scroll the button into view first.
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#query')!.click());
    await expect.poll(() => page.textContent('#location')).toBe(`${DOCS}/router?q=2`);
    expect(await page.textContent('#clicks')).toBe('Clicked 1 times');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates a page whose Markdown has a Head with a title between two lines, its text as the server wrote it', async () => {
    const { page, problems } = await hydrated(`${DOCS}/context`);
    const lines = page.locator('p', { hasText: 'The probe reads' });
    expect(await lines.textContent()).toBe("The probe reads the site's context.\n\nIt shows what each hook gives.");
    expect(await page.title()).toBe('Context probe');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('router push and replace open a page or a new query without a reload, and Head sets its title', async () => {
    const { page, problems } = await hydrated(`${DOCS}/router?q=1#end`);
    expect(await page.textContent('#location')).toBe(`${DOCS}/router?q=1`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    // A location's parts, as react-router's history takes them: the same page with a new query.
    await page.click('#query');
    await page.waitForURL(`**${DOCS}/router?q=2`);
    await expect.poll(() => page.textContent('#location')).toBe(`${DOCS}/router?q=2`);
    await page.click('#push');
    await page.waitForURL(`**${DOCS}/context?from=router`);
    await page.waitForSelector('#site');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
    await page.waitForFunction(() => document.title === 'Context probe');
    expect(await page.getAttribute('meta[name="probe"]', 'content')).toBe('set by Head');
    await page.goBack();
    await page.waitForSelector('#push');
    expect(await page.title()).toBe('Router | Client API');
    expect(await page.$('meta[name="probe"]')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});
