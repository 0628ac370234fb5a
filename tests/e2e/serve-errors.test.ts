import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../helpers/browser.js';
import { serveFixture } from '../helpers/served-site.js';

let site: Awaited<ReturnType<typeof serveFixture>>['site'];
let server: Awaited<ReturnType<typeof serveFixture>>['server'];
let browser: Browser;

beforeAll(async () => {
  ({ site, server } = await serveFixture('many-broken-imports'));
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

describe('serve, when the bundle fails', () => {
  it('shows every error located in its page, the first 20 and a count of the rest', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}docs/guide/intro`);
    const overlay = await page.waitForSelector('#ckdocs-error-overlay');
    await page.waitForSelector('text=… and 5 more');
    const text = (await overlay.textContent())!;
    expect(text).toContain('The bundle failed with 25 errors');
    for (let n = 1; n <= 20; n++) {
      const widget = `widget-${String(n).padStart(2, '0')}`;
      expect(text).toContain(`${join(site.dir, `docs/guide/${widget}.mdx`)}:5:20`);
      expect(text).toContain(`Could not resolve "./widgets/${widget}"`);
    }
    expect(text).toContain("> 5 | import Widget from './widgets/widget-01';");
    expect(text).not.toContain('widget-21.mdx');
    await page.close();
  });

  it('answers a page whose imports do not bundle with the errors, not an internal error', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}docs/guide/widget-07`);
    expect(response?.status()).toBe(500);
    const overlay = await page.waitForSelector('#ckdocs-error-overlay');
    // The page's own error, or the client bundle's that lists it.
    const text = await overlay.textContent();
    expect(text).toContain(`${join(site.dir, 'docs/guide/widget-07.mdx')}:5:20`);
    expect(text).toContain('Could not resolve "./widgets/widget-07"');
    expect(text).toContain("> 5 | import Widget from './widgets/widget-07';");
    await page.close();
  });
});
