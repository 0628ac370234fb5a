import { version as docsearchVersion } from '@docsearch/react';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { toolVersion } from '../../cli/util/tool-root.js';
import { startAlgoliaServer, type AlgoliaServer } from '../helpers/algolia-server.js';
import { openHydrated } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';

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

const open = (ctx: typeof hosted, path: string) => openHydrated(ctx.browser, ctx.server.url + path);

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

  it('ships the records to upload to the hosted index, and no embedded index, which its readers never load', async () => {
    const records = JSON.parse(await readFile(join(hosted.site.out, 'search/records.json'), 'utf8')) as {
      url: string;
    }[];
    expect(records.some((record) => record.url.endsWith('/docs/next/guide/start/setup#install-it'))).toBe(true);
    expect(existsSync(join(hosted.site.out, 'search/manifest.json'))).toBe(false);
    expect(existsSync(join(hosted.site.out, 'assets/search'))).toBe(false);
  });

  it('has every page connect to the first host ahead of the first query', async () => {
    for (const path of ['docs/next/guide/start/intro/index.html', 'index.html'])
      expect(await readFile(join(hosted.site.out, path), 'utf8')).toContain(
        `<link rel="preconnect" href="http://127.0.0.1:${algolia.ports[0]}" crossorigin="anonymous">`,
      );
  });
});
