import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openHydrated, openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { build } from '../helpers/ckdocs.js';

// The llms fixture at the server's root (no base URL) and without its API, which this test does not need.
const ctx = browseFixture('llms', async (dir) => {
  const file = join(dir, 'site.config.ts');
  const config = await readFile(file, 'utf8');
  await writeFile(file, config.replace("baseUrl: '/site/',", '').replace(/\n\s*api: \{[^\n]*\},/, ''));
  const start = join(dir, 'docs/guide/01-start.mdx');
  await writeFile(
    start,
    (await readFile(start, 'utf8')).replace('/site/docs/next/api-reference/classes/lamp', 'https://example.com/lamp'),
  );
});

type Recorded = Window & { writesInClick?: boolean[] };

/**
 * Safari copies only when the clipboard is asked within the click's own task, which Chromium does
 * not enforce: record, for each `clipboard.write`, whether it came in a click's task.
 */
function recordClipboardWrites() {
  let clicking = false;
  addEventListener('click', () => ((clicking = true), setTimeout(() => (clicking = false))), true);
  const write = navigator.clipboard.write.bind(navigator.clipboard);
  navigator.clipboard.write = (items) => {
    ((window as Recorded).writesInClick ??= []).push(clicking);
    return write(items);
  };
}

const writesInClick = (page: Page) => page.evaluate(() => (window as Recorded).writesInClick);

/** A page opened with the clipboard allowed, with every URL it requests from now on. */
async function openWithClipboard(path: string) {
  const { page, problems } = await openPage(ctx.browser, 'about:blank');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
  await page.addInitScript(recordClipboardWrites);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${ctx.server.url}${path}`);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  return { page, problems, requested };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page as Markdown' });

/** The code a click loads for the copy: its own chunk, named for its module. */
const isCopyChunk = (path: string) => /^\/assets\/chunks\/copy-markdown-\w+\.js$/.test(path);

describe('Copy page as Markdown, in Chromium', () => {
  it('loads its code and the page as Markdown on the first click, and copies it', async () => {
    const { page, problems, requested } = await openWithClipboard('/docs/next/guide/start');
    // A first visit fetches neither the copy nor the code that makes it.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith('.md') || isCopyChunk(path))).toEqual([]);
    const before = requested.length;

    await copyButton(page).click();
    await expect.poll(() => page.locator('.copy-markdown-button').textContent()).toBe('Copied');
    const markdown = await readFile(join(ctx.site.out, 'docs/next/guide/start.md'), 'utf8');
    expect(await clipboard(page)).toBe(markdown);
    expect(markdown).toContain('# Getting started');
    // Links in view may be prefetched at any time (idle or hover), so only the copy's requests are counted.
    const clicked = requested.slice(before).filter((path) => path.endsWith('.md') || isCopyChunk(path));
    expect(clicked).toHaveLength(2);
    expect(isCopyChunk(clicked[0]!)).toBe(true);
    expect(clicked[1]).toBe('/docs/next/guide/start.md');
    expect(await page.getByRole('status').textContent()).toBe('Copied');
    expect(await writesInClick(page)).toEqual([true]);

    // The next page, opened by the router, starts afresh; its copy needs only its own .md.
    await page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Recipes');
    expect(await page.getByRole('status').textContent()).toBe('');
    const next = requested.length;
    await copyButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Copied');
    // The links the page shows may be prefetched meanwhile; the copy's code is not loaded again.
    const copying = requested.slice(next).filter((path) => path.endsWith('.md') || isCopyChunk(path));
    expect(copying).toEqual(['/docs/next/guide/recipes.md']);
    expect(await clipboard(page)).toBe(await readFile(join(ctx.site.out, 'docs/next/guide/recipes.md'), 'utf8'));
    expect(problems).toEqual([]);
  });

  it('says the copy failed when the page as Markdown cannot be fetched', async () => {
    await rm(join(ctx.site.out, 'docs/next/guide/recipes/blink.md'));
    const { page, problems } = await openWithClipboard('/docs/next/guide/recipes/blink');
    await copyButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Copy failed');
    expect(await page.locator('.copy-markdown-button').textContent()).toBe('Copy failed');
    // The missing file is the only problem: no error escapes the copy code.
    expect(problems).toEqual(['404: /docs/next/guide/recipes/blink.md']);
  });

  it('works from the keyboard (Space and Enter), and "Open as Markdown" leads to the .md file', async () => {
    const { page: spacePage } = await openWithClipboard('/docs/next/guide/recipes');
    await copyButton(spacePage).focus();
    await spacePage.keyboard.press('Space');
    await expect.poll(() => spacePage.getByRole('status').textContent()).toBe('Copied');
    expect(await clipboard(spacePage)).toBe(await readFile(join(ctx.site.out, 'docs/next/guide/recipes.md'), 'utf8'));
    expect(await writesInClick(spacePage)).toEqual([true]);

    const { page } = await openWithClipboard('/docs/next/guide/recipes/colours');
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.copy-markdown-button').textContent()).toBe('Copied');
    expect(await clipboard(page)).toBe(
      await readFile(join(ctx.site.out, 'docs/next/guide/recipes/colours.md'), 'utf8'),
    );
    expect(await writesInClick(page)).toEqual([true]);
    // The link is next in the tab order; following it opens the file itself, not a page of the site.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open as Markdown .md');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${ctx.server.url}/docs/next/guide/recipes/colours.md`);
    expect(await page.evaluate(() => document.body.innerText)).toContain('# Colours');
  });

  it("shares the breadcrumbs' line, whatever room they leave it: the title starts as high as with no controls", async () => {
    // At 1000 px the doc column is narrow: the controls with their whole names would need a line of their own.
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/guide/recipes/colours`, {
      width: 1000,
      height: 800,
    });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const row = await box('.doc-top-row');
    const crumbs = await box('.doc-top-row > .breadcrumbs');
    const crumb = await box('.breadcrumbs li');
    const button = await box('.copy-markdown-button');
    const link = await box('.copy-markdown-open');
    expect(row.height).toBe(crumbs.height);
    // Side by side, centred on the crumbs' line.
    expect(button.x).toBeGreaterThan(crumb.x + crumb.width);
    expect(Math.abs(button.y + button.height / 2 - (crumb.y + crumb.height / 2))).toBeLessThan(2);
    expect(Math.abs(link.y + link.height / 2 - (crumb.y + crumb.height / 2))).toBeLessThan(2);
    expect(await page.locator('.copy-markdown-button').textContent()).toBe('Copy page');
    expect(await page.locator('.copy-markdown-button').getAttribute('title')).toBe('Copy page as Markdown');
    await page.close();
  });

  it('is visible in both colour modes', async () => {
    const { page } = await openWithClipboard('/docs/guide/hello');
    for (const mode of ['dark', 'light']) {
      await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      const colours = await copyButton(page).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.color, getComputedStyle(document.body).backgroundColor];
      });
      expect(colours[0]).not.toBe(colours[1]);
      expect(await copyButton(page).isVisible()).toBe(true);
    }
  });
});

/**
 * The scripts and styles a first visit of `path` downloads: what its HTML links and, from script to
 * script, what they import (a dynamic `import(` loads on use).
 */
async function firstVisit(out: string, path: string): Promise<string[]> {
  const files = new Map<string, string>();
  const html = await readFile(join(out, path, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (files.has(file)) continue;
    const code = await readFile(join(out, file), 'utf8');
    files.set(file, code);
    pending.push(...[...code.matchAll(/(?:from|import)\s*"\/(assets\/[^"]+)"/g)].map((m) => m[1]!));
  }
  return [...files.values()];
}

/** Gzipped bytes, as the bench counts a first visit. */
const gzipped = (files: string[]) => files.reduce((sum, code) => sum + gzipSync(code).length, 0);

describe('What the copy button costs a first visit', () => {
  // The same site built with llms off: no Markdown copies, no button.
  let without: string;
  beforeAll(async () => {
    const config = await readFile(ctx.site.config, 'utf8');
    const withoutLlms = join(ctx.site.dir, 'without-llms.config.ts');
    await writeFile(withoutLlms, config.replace('docs: {', 'llms: { enabled: false },\n  docs: {'));
    without = join(ctx.site.dir, 'build-without-llms');
    await build(withoutLlms, without);
  });

  it('is nothing: a guide page downloads as many bytes of script and style as without the button', async () => {
    const withButton = await firstVisit(ctx.site.out, 'docs/next/guide/start');
    const withoutButton = await firstVisit(without, 'docs/next/guide/start');
    expect(withButton).toHaveLength(withoutButton.length);
    // The site data says which versions have Markdown copies: that flag is the only difference, but
    // it changes how often letters occur, which the minifier names variables by: the same code may
    // then compress a few bytes apart. The button's own code would be hundreds of bytes.
    const difference = gzipped(withButton.map((code) => code.replaceAll(',markdown:!0', ''))) - gzipped(withoutButton);
    expect(Math.abs(difference)).toBeLessThanOrEqual(16);
    // The copy's code (its fetch, its status words) is in a chunk of its own.
    expect(withButton.filter((code) => code.includes('Copy failed')).length).toBe(0);
  });
});
