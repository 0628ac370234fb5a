import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

const embedded = browseFixture('basic');
const hosted = browseFixture('basic', async (dir) => {
  const config = join(dir, 'site.config.ts');
  const source = await readFile(config, 'utf8');
  await writeFile(config, source.replace('  docs: {', "  search: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'fixture' },\n  docs: {"));
});

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
    await page.waitForTimeout(300);
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

  it('finds a page by a word of its text, with the match highlighted, and opens it with the keyboard', async () => {
    const { page } = await open(embedded, '/docs/next/guide/start/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.keyboard.press('/');
    await page.keyboard.type('installer');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.innerHTML('.DocSearch-Hit mark')).toBe('installer');
    expect(await page.textContent('.DocSearch-Hit')).toContain('Setting things up');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/next/guide/start/setup#install-it');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(await modalOpen(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
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
    // The exact word ranks first; "install" follows, two typos away from the nine-letter query.
    expect(await page.getAttribute('.search-page-result a', 'href')).toBe('/docs/next/guide/start/setup#install-it');
    expect(await page.innerHTML('.search-page-result-snippet mark')).toBe('installer');
    expect(await page.textContent('.search-page-count')).toMatch(/^\d+ results$/);
    await page.fill('.search-page-input', 'admonitions');
    await page.waitForSelector('.search-page-result-snippet mark:has-text("admonitions")');
    expect(await page.getAttribute('.search-page-result a', 'href')).toBe('/docs/next/guide/start/intro#install-it');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=admonitions&version=next');
    await page.close();
  });
});

describe('the hosted backend', () => {
  /** Answers Algolia's hosts with one hit and records each request. */
  async function fakeAlgolia(page: Page, requests: Request[]) {
    await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
      requests.push(route.request());
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [{
            hits: [{ objectID: '1', url: 'https://fixture.test/docs/next/guide/start/setup#install-it', type: 'lvl2', hierarchy: { lvl0: 'Start Here', lvl1: 'Setting things up', lvl2: 'Install it' }, content: null, _highlightResult: { hierarchy: { lvl0: { value: 'Start Here', matchLevel: 'none', matchedWords: [] }, lvl1: { value: 'Setting things up', matchLevel: 'none', matchedWords: [] }, lvl2: { value: '<mark>Install</mark> it', matchLevel: 'full', matchedWords: ['install'] } } }, _snippetResult: {} }],
            nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'install', params: '', processingTimeMS: 1, queryID: 'q1',
          }],
        }),
      });
    });
  }

  it('sends the DocSearch request with credentials in the query string, the version filter and the ckdocs agent', async () => {
    const page = await hosted.browser.newPage();
    const requests: Request[] = [];
    await fakeAlgolia(page, requests);
    await page.goto(`${hosted.server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('install');
    await page.waitForSelector('.DocSearch-Hit');
    const request = requests.at(-1)!;
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.hostname).toBe('testapp-dsn.algolia.net');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(url.searchParams.get('x-algolia-agent')).toMatch(/ckdocs \(\d+\.\d+\.\d+\)/);
    const body = JSON.parse(request.postData()!) as { requests: Record<string, unknown>[] };
    expect(body.requests[0]).toMatchObject({
      query: 'install',
      indexName: 'fixture',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      attributesToSnippet: expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']),
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-next']],
    });
    // Absolute hit URLs of this site open through the router.
    expect(await page.getAttribute('.DocSearch-Hit a', 'href')).toBe('/docs/next/guide/start/setup#install-it');
    await page.close();
  });

  it('tries the fallback hosts, then shows the error screen when none answers', async () => {
    const page = await hosted.browser.newPage();
    const hosts = new Set<string>();
    await page.route(/algolia(net)?\.(net|com)\//, (route) => {
      hosts.add(new URL(route.request().url()).hostname);
      return route.abort('connectionrefused');
    });
    await page.goto(`${hosted.server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('install');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('You might want to check your network connection.');
    expect([...hosts].sort()).toEqual(['testapp-1.algolianet.com', 'testapp-2.algolianet.com', 'testapp-3.algolianet.com', 'testapp-dsn.algolia.net']);
    await page.close();
  });
});
