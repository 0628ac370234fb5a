import { version as docsearchVersion } from '@docsearch/react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { toolVersion } from '../../cli/util/tool-root.js';
import { startAlgoliaServer, type AlgoliaServer } from '../helpers/algolia-server.js';
import { openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

const embedded = browseFixture('basic');
// The hosted site queries a local stand-in for Algolia, started first since the build bakes its hosts in.
let algolia: AlgoliaServer;
const hosted = browseFixture('basic', async (dir) => {
  algolia = await startAlgoliaServer(3);
  const config = join(dir, 'site.config.ts');
  const source = await readFile(config, 'utf8');
  const search = { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'fixture', hosts: algolia.hosts };
  await writeFile(config, source.replace('  docs: {', `  search: ${JSON.stringify(search)},\n  docs: {`));
});
afterAll(() => algolia?.close());

async function open(ctx: typeof embedded, path: string) {
  const opened = await openPage(ctx.browser, ctx.server.url + path);
  await opened.page.waitForSelector('.color-mode-toggle:not([disabled])');
  return opened;
}

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

  it('opens with the button, "/" and Ctrl+K, and closes with Escape', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
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
    await page.close();
  });

  it('finds a page by a word of its text, its section nested under it, and opens the section with the keyboard', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
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
    await page.close();
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
    // a reader typing on, where the keys go at that moment (the input has focus only afterwards).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.DocSearch-Input')) return;
        observer.disconnect();
        for (const key of 'aller') {
          const target = document.activeElement ?? document.body;
          target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    await expect.poll(() => page.inputValue('.DocSearch-Input').catch(() => '')).toBe('installer');
    await expect.poll(() => page.innerHTML('.DocSearch-Hit mark').catch(() => '')).toBe('installer');
    await page.close();
  });

  it('says when nothing matches, and leads to every result on /search', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
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
    await page.close();
  });

  it('searches only the version being read', async () => {
    const { page } = await open(embedded, '/docs/guide/hello');
    await page.keyboard.press('/');
    await page.keyboard.type('version');
    await page.waitForSelector('.DocSearch-Hit');
    const links = await page.$$eval('.DocSearch-Hit a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href!.startsWith('/docs/guide/'))).toBe(true);
    await page.close();
  });
});

describe('the /search page', () => {
  it('shows the results of ?q= in the latest version, or the version chosen, highlighted', async () => {
    const { page } = await open(embedded, '/search?q=installer');
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
    await page.close();
  });
});

describe('the hosted backend, against a local Algolia on three ports', () => {
  afterEach(() => algolia.reset());

  /** The page's query for `query`, typed in one go so DocSearch sends it once. */
  async function searchInModal(path: string, query: string) {
    const { page } = await open(hosted, path);
    await page.keyboard.press('Control+k');
    await page.fill('.DocSearch-Input', query);
    return page;
  }

  /** The ports that received `query`, in order, a port retried on its own connection counted once. */
  const portsAsked = (query: string) =>
    algolia
      .queries()
      .filter((r) => r.body?.requests[0]?.query === query)
      .map((r) => r.port)
      .filter((port, i, all) => port !== all[i - 1]);

  it("sends DocSearch's query to the first host, credentials and agent in the query string, and shows its hits", async () => {
    const page = await searchInModal('/docs/next/guide/start/intro', 'install');
    await page.waitForSelector('.DocSearch-Hit');
    expect(portsAsked('install')).toEqual([algolia.ports[0]]);
    const received = algolia.queries().at(-1)!;
    expect(received.path).toBe('/1/indexes/*/queries');
    expect(received.query['x-algolia-application-id']).toBe('TESTAPP');
    expect(received.query['x-algolia-api-key']).toBe('search-only-key');
    expect(received.query['x-algolia-agent']).toContain(
      `; docsearch (${docsearchVersion}); docsearch-react (${docsearchVersion}); ckdocs (${toolVersion})`,
    );
    // Sent as a simple request: no credentials in headers, a text/plain body.
    expect(received.headers['x-algolia-api-key']).toBeUndefined();
    expect(received.headers['content-type']).toBe('text/plain');
    expect(received.body!.requests).toEqual([
      {
        query: 'install',
        indexName: 'fixture',
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:10',
          'hierarchy.lvl2:10',
          'hierarchy.lvl3:10',
          'hierarchy.lvl4:10',
          'hierarchy.lvl5:10',
          'hierarchy.lvl6:10',
          'content:10',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-next']],
      },
    ]);
    // The server's two next-version records, under their lvl0, highlighted by the server.
    expect(await page.textContent('.DocSearch-Hit-source')).toBe('Start Here');
    expect(await page.$$eval('.DocSearch-Hit mark', (marks) => marks.map((m) => m.textContent))).toEqual([
      'Install',
      'install',
    ]);
    // Absolute hit URLs of this site open through the router.
    expect(await page.$$eval('.DocSearch-Hit a', (as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/next/guide/start/setup#install-it',
      '/docs/next/guide/start/setup#install-it',
    ]);
    await page.close();
  });

  it.each([
    ['answers 500', 'error'],
    ['drops the connection', 'reset'],
    ['never answers (the 1 s connect timeout)', 'hang'],
  ] as const)('asks the next host when the first %s', async (_, mode) => {
    await algolia.setMode(0, mode);
    const page = await searchInModal('/docs/next/guide/start/intro', 'install');
    await page.waitForSelector('.DocSearch-Hit');
    expect(portsAsked('install')).toEqual([algolia.ports[0], algolia.ports[1]]);
    expect(await page.$('.DocSearch-ErrorScreen')).toBeNull();
    await page.close();
  });

  it('shows the error screen when every host is down, and results once one is back', async () => {
    await Promise.all(algolia.ports.map((_, i) => algolia.setMode(i, 'down')));
    const page = await searchInModal('/docs/next/guide/start/intro', 'install');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain(
      'You might want to check your network connection.',
    );
    expect(await page.$('.DocSearch-Hit')).toBeNull();
    // Every host is marked down now, so Algolia's client tries them all again.
    await algolia.setMode(2, 'up');
    await page.fill('.DocSearch-Input', 'installer');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.$('.DocSearch-ErrorScreen')).toBeNull();
    expect(portsAsked('installer')).toEqual([algolia.ports[2]]);
    await page.close();
  });

  it('shows the error screen when every host answers 500, after asking each in turn', async () => {
    await Promise.all(algolia.ports.map((_, i) => algolia.setMode(i, 'error')));
    const page = await searchInModal('/docs/next/guide/start/intro', 'install');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(portsAsked('install')).toEqual(algolia.ports);
    await page.close();
  });

  it('answers the /search page, and shows its error when every host is down', async () => {
    const { page } = await open(hosted, '/search?q=install&version=next');
    await page.waitForSelector('.search-page-result');
    expect(await page.textContent('.search-page-count')).toBe('2 results');
    expect(await page.innerHTML('.search-page-result-snippet mark')).toBe('install');
    // Hits of this site link as in-site paths, so they open through the router.
    expect(await page.getAttribute('.search-page-result a', 'href')).toBe('/docs/next/guide/start/setup#install-it');
    const received = algolia.queries().at(-1)!;
    expect(received.port).toBe(algolia.ports[0]);
    expect(received.query['x-algolia-agent']).toContain(`; ckdocs (${toolVersion})`);
    expect(received.query['x-algolia-agent']).not.toContain('docsearch');
    expect(received.body!.requests[0]).toMatchObject({
      indexName: 'fixture',
      query: 'install',
      page: 0,
      hitsPerPage: 20,
      attributesToSnippet: ['content:20'],
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-next']],
    });
    await Promise.all(algolia.ports.map((_, i) => algolia.setMode(i, 'down')));
    await page.fill('.search-page-input', 'installer');
    await page.waitForSelector('.search-page-error');
    expect(await page.textContent('.search-page-error')).toContain('Unable to fetch results');
    await page.close();
  });
});
