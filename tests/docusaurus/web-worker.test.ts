import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { ckdocs } from '../helpers/ckdocs.js';
import { serveFixture } from '../helpers/served-site.js';

// A Docusaurus site whose page starts a web worker from a file beside its code, as webpack
// bundles it (`new Worker(new URL('../workers/high-water.js', import.meta.url))`): the worker
// imports a module of its own, and answers the page.

/** The answer the home page shows once its worker has replied. */
async function workerAnswer(browser: Browser, url: string) {
  const { page, problems } = await openPage(browser, url);
  const answer = page.locator('#answer', { hasText: 'High water' });
  await answer.waitFor({ timeout: 10_000 });
  const text = await answer.textContent();
  await page.close();
  return { text, problems };
}

describe('a page that starts a web worker, built', () => {
  const ctx = browseSiteFolder('docusaurus-web-worker');
  const assets = () => readdir(join(ctx.site.out, 'assets'), { recursive: true });

  it("bundles the worker with what it imports, and the page's code starts it from its bundled URL", async () => {
    const { text, problems } = await workerAnswer(ctx.browser, ctx.server.url);
    expect(text).toBe('High water at 06:00');
    expect(problems).toEqual([]);
    expect((await assets()).filter((file) => file.startsWith('workers/'))).toEqual([
      expect.stringMatching(/^workers\/high-water-\w+\.js$/),
    ]);
    // No chunk is left from the bundle that still started it from its source file's URL.
    const chunks = (await assets()).filter((file) => file.endsWith('.js'));
    const sources = await Promise.all(chunks.map((file) => readFile(join(ctx.site.out, 'assets', file), 'utf8')));
    expect(sources.filter((source) => source.includes('high-water.js'))).toEqual([]);
    // The worker holds its own code and its module's, none of the page's (React, the theme).
    const [worker] = (await assets()).filter((file) => file.startsWith('workers/'));
    const workerCode = await readFile(join(ctx.site.out, 'assets', worker!), 'utf8');
    expect(workerCode).toContain('High water');
    expect(workerCode).not.toMatch(/react|createContext/i);
  });

  it("bundles the worker again when a module it imports changes, under a new name the page's code starts", async () => {
    await writeFile(join(ctx.site.dir, 'src/workers/tables.js'), 'export const HIGH_WATERS = [7, 19];\n');
    const run = await ckdocs(['build'], {}, ctx.site.dir);
    expect(run.code, run.stderr).toBe(0);
    const { text, problems } = await workerAnswer(ctx.browser, ctx.server.url);
    expect(text).toBe('High water at 07:00');
    expect(problems).toEqual([]);
    expect((await assets()).filter((file) => file.startsWith('workers/'))).toHaveLength(1);
  });
});

describe('a page that starts a web worker, served', () => {
  let served: Awaited<ReturnType<typeof serveFixture>>;
  let browser: Browser;
  beforeAll(async () => {
    served = await serveFixture('docusaurus-web-worker', { config: 'docusaurus.config.js' });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.server.close();
    await served?.site.cleanup();
  });

  it('serves the bundled worker, which answers the page', async () => {
    const { text, problems } = await workerAnswer(browser, served.server.url);
    expect(text).toBe('High water at 06:00');
    expect(problems).toEqual([]);
  });
});
