import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage, serveStatic } from './helpers/browser.js';
import { build } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

let site: Awaited<ReturnType<typeof copyFixture>>;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixture('basic');
  const config = await readFile(site.config, 'utf8');
  await writeFile(
    site.config,
    config.replace("url: 'https://fixture.test',", "url: 'https://fixture.test',\n  baseUrl: '/sub/',"),
  );
  await build(site.config, site.out);
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.cleanup();
});

describe('a site under a base URL', () => {
  it('writes files relative to the base and prefixes every internal URL with it', async () => {
    expect(existsSync(join(site.out, 'docs/next/guide/start/intro/index.html'))).toBe(true);
    const html = await readFile(join(site.out, 'docs/next/guide/start/intro/index.html'), 'utf8');
    const internal = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(internal.length).toBeGreaterThan(10);
    for (const url of internal) expect(url).toMatch(/^\/sub(\/|$)/);
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/sub/docs/next/guide/start/intro">');
  });

  it('shows a red banner naming the base URL to configure when opened under another path', async () => {
    // Served at the root instead of /sub/: the assets cannot load, only the plain HTML shows.
    const server = await serveStatic(site.out);
    const { page } = await openPage(browser, `${server.url}/docs/next/guide/start/intro`);
    const banner = await page.waitForSelector('#base-url-issue-banner');
    expect(await banner.textContent()).toContain('Your site did not load properly');
    expect(await banner.textContent()).toContain('baseUrl = /sub/');
    expect(await banner.textContent()).toContain('Set baseUrl to / in the site config');
    await page.close();
    await server.close();
  });
});
