import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated, recordProblems, sharedTab } from '../../helpers/browser.js';
import { browseBuiltSite } from '../../helpers/built-site.js';

const embedded = browseBuiltSite('basic');

const open = (ctx: typeof embedded, path: string) => openHydrated(ctx.browser, ctx.server.url + path);
// For the tests that neither route nor listen to the page's requests.
const tab = sharedTab(embedded);
const read = (path: string) => tab.openHydrated(embedded.server.url + path);

const modalOpen = (page: Page) => page.$('.DocSearch-Modal').then(Boolean);

describe('the search modal over the embedded index', () => {
  it('loads no search code until the button is hovered, then preloads it', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    // Until the network is quiet: whatever the page loads unasked, it has asked for by then.
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((p) => p.includes('SearchModal') || p.includes('/search/'))).toEqual([]);
    await page.hover('.search-button');
    await expect.poll(() => loaded.some((p) => /SearchModal-.*\.js$/.test(p))).toBe(true);
    // The index itself waits for the first query.
    expect(loaded.some((p) => p.startsWith('/assets/search/'))).toBe(false);
    await page.close();
  });

  it("names the shortcut's key as the reader's keyboard does: Ctrl, or on Apple's ⌘", async () => {
    const keys = (page: Page) => page.$$eval('.search-button kbd', (kbds) => kbds.map((kbd) => kbd.textContent));
    const { page } = await read('/docs/next/guide/start/intro');
    expect(await keys(page)).toEqual(['Ctrl', 'K']);
    const apple = await embedded.browser.newPage();
    await apple.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    const problems: string[] = [];
    recordProblems(apple, problems);
    // Not the intro, whose deliberately broken link is prefetched in vain.
    await apple.goto(`${embedded.server.url}/docs/next/guide/start/setup`);
    await expect.poll(() => keys(apple)).toEqual(['\u2318', 'K']);
    expect(problems).toEqual([]);
    await apple.close();
  });

  it('opens with the button, "/" and Ctrl+K, and closes with Escape', async () => {
    const { page } = await read('/docs/next/guide/start/intro');
    await page.click('.search-button');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => modalOpen(page)).toBe(false);
    await page.keyboard.press('/');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => modalOpen(page)).toBe(false);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    expect(await page.getAttribute('.DocSearch-Input', 'maxlength')).toBe('64');
    expect(await page.textContent('.DocSearch-Modal')).toContain('No recent searches');
    await page.keyboard.press('Escape');
    await expect.poll(() => modalOpen(page)).toBe(false);
  });

  it('finds a page by a word of its text, its section nested under it, and opens the section with the keyboard', async () => {
    const { page } = await read('/docs/next/guide/start/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.keyboard.press('/');
    await page.keyboard.type('installer');
    // Hits for a prefix typed on the way ("instal") may show first; the first hit settles on the whole word.
    await expect.poll(() => page.innerHTML('.DocSearch-Hit--Child mark').catch(() => '')).toBe('installer');
    // The page comes first, the matching section under it.
    expect(await page.textContent('.DocSearch-Hit')).toContain('Setting things up');
    expect(await page.getAttribute('.DocSearch-Hit a', 'href')).toBe('/docs/next/guide/start/setup');
    expect(await page.getAttribute('.DocSearch-Hit--Child a', 'href')).toBe('/docs/next/guide/start/setup#install-it');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/next/guide/start/setup#install-it');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await modalOpen(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  it('keeps every key typed while the modal loads, one typed between its mounting and its input taking focus included', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
    // The modal's code is held back until the reader has typed the start of the word.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/SearchModal-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('/');
    await page.keyboard.type('inst');
    // The rest comes the moment the modal's input is in the page, before anything else can run:
    // a reader typing on, where the keys go at that moment (the input mostly has focus only afterwards).
    // When React has already given the input focus by then (it may run the modal's effects before
    // this observer), the keys are the browser's to type, which a dispatched event does not do:
    // they are typed for real once the input is there.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const input = document.querySelector('.DocSearch-Input');
        if (!input) return;
        observer.disconnect();
        if (document.activeElement === input) return void input.setAttribute('data-focused-first', '');
        for (const key of 'aller') {
          const target = document.activeElement ?? document.body;
          target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    await page.waitForSelector('.DocSearch-Input');
    if (await page.$('.DocSearch-Input[data-focused-first]')) await page.keyboard.type('aller');
    await expect.poll(() => page.inputValue('.DocSearch-Input').catch(() => '')).toBe('installer');
    await expect.poll(() => page.innerHTML('.DocSearch-Hit mark').catch(() => '')).toBe('installer');
    await page.close();
  });

  it('says when nothing matches, and leads to every result on /search', async () => {
    const { page } = await read('/docs/next/guide/start/intro');
    await page.keyboard.press('/');
    await page.keyboard.type('zzyzx');
    await page.waitForSelector('.DocSearch-NoResults');
    expect(await page.textContent('.DocSearch-NoResults')).toContain('No results for');
    await page.fill('.DocSearch-Input', 'fixture');
    await page.waitForSelector('.ck-search-all');
    expect(await page.textContent('.ck-search-all')).toMatch(/^See all \d+ results$/);
    await page.click('.ck-search-all');
    await page.waitForURL('**/search?q=fixture&version=next');
    await page.waitForSelector('.search-page-result');
  });

  it('shows only the error, not "No results", when the index cannot be fetched', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
    await page.route('**/search/manifest.json', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('/');
    await page.keyboard.type('installer');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    // Settled: the failed query's screen stays the error alone.
    await page.waitForLoadState('networkidle');
    // What shows (innerText leaves hidden elements out).
    const shown = await page.innerText('.DocSearch-Dropdown');
    expect(shown).toContain('Unable to fetch results');
    expect(shown).not.toContain('No results for');
    await page.close();
  });

  it('opens when a key is typed on the focused search button, with that key as the query', async () => {
    const { page } = await read('/docs/next/guide/start/intro');
    await page.focus('.search-button');
    await page.keyboard.press('i');
    await page.waitForSelector('.DocSearch-Modal');
    await expect.poll(() => page.inputValue('.DocSearch-Input')).toBe('i');
    await page.keyboard.type('nstaller');
    await expect.poll(() => page.inputValue('.DocSearch-Input')).toBe('installer');
  });

  it('searches only the version being read', async () => {
    const { page } = await read('/docs/guide/hello');
    await page.keyboard.press('/');
    await page.keyboard.type('version');
    await page.waitForSelector('.DocSearch-Hit');
    const links = await page.$$eval('.DocSearch-Hit a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href!.startsWith('/docs/guide/'))).toBe(true);
  });
});

describe('the /search page', () => {
  it('shows the results of ?q= in the latest version, or the version chosen, highlighted', async () => {
    const { page } = await read('/search?q=installer');
    await page.waitForSelector(`h1:has-text('Search results for "installer"')`);
    // Outside the docs the latest version (1.0) is searched, and it has no such page.
    await page.waitForSelector('.search-page-count:has-text("No results")');
    await page.selectOption('.search-page-version', 'next');
    await page.waitForSelector('.search-page-result');
    // The page holding the exact word ranks first, its section nested under it; "install" (its stem) follows.
    expect(await page.getAttribute('.search-page-result a', 'href')).toBe('/docs/next/guide/start/setup');
    expect(await page.getAttribute('.search-page-result--section a', 'href')).toBe(
      '/docs/next/guide/start/setup#install-it',
    );
    expect(await page.innerHTML('.search-page-result--section .search-page-result-snippet mark')).toBe('installer');
    expect(await page.textContent('.search-page-count')).toMatch(/^\d+ results$/);
    await page.fill('.search-page-input', 'admonitions');
    await page.waitForSelector('.search-page-result-snippet mark:has-text("admonitions")');
    expect(await page.getAttribute('.search-page-result--section a', 'href')).toBe(
      '/docs/next/guide/start/intro#install-it',
    );
    await expect.poll(() => new URL(page.url()).search).toBe('?q=admonitions&version=next');
  });

  it('starts on the version the reader was reading', async () => {
    const { page } = await read('/docs/next/guide/start/intro');
    await page.goto(`${embedded.server.url}/search?q=installer`);
    await page.waitForSelector('.search-page-result');
    expect(await page.inputValue('.search-page-version')).toBe('next');
    expect(await page.getAttribute('.search-page-result a', 'href')).toBe('/docs/next/guide/start/setup');
  });

  it('says how many results the other version has when this one has none, with a link there', async () => {
    const { page } = await read('/docs/guide/hello');
    await page.goto(`${embedded.server.url}/search?q=installer`);
    const other = page.locator('.search-page-other-versions a');
    await other.waitFor();
    expect(await page.textContent('.search-page-count')).toMatch(
      /^No results for "installer" in 1\.0\. Next has \d+ results?$/,
    );
    expect(await other.getAttribute('href')).toBe('/search?q=installer&version=next');
    await other.click();
    await page.waitForSelector('.search-page-result');
    expect(await page.inputValue('.search-page-version')).toBe('next');
  });
});
