import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated, openPage } from '../helpers/browser.js';
import { browseFixture } from '../helpers/browsed-site.js';
import { writeLongPage } from '../helpers/long-page.js';
import { expectCrashInChrome } from '../helpers/page-crash.js';

// Pages only these tests need: a long page, one whose component throws once it is live in the
// browser (as when a fetch fails) and works when mounted again, and a page that exists in both versions.
const ctx = browseFixture('basic', async (dir) => {
  await writeLongPage(dir);
  await writeFile(
    join(dir, 'docs/guide/02-more/04-crash.mdx'),
    `---
title: Crashy
---

import { useEffect, useState } from 'react';

export const Stats = () => {
  const [tries, setTries] = useState(0);
  useEffect(() => setTries((window.statsTries = (window.statsTries ?? 0) + 1)), []);
  if (tries === 1) throw new Error('Boom from the page');
  return <p>{tries ? 'Recovered content' : 'Loading'}</p>;
};

Before the crash.

<Stats />
`,
  );
  await mkdir(join(dir, 'v1/guide/start'), { recursive: true });
  await writeFile(
    join(dir, 'v1/guide/start/intro.mdx'),
    `---\ntitle: Old introduction\n---\n\nThe introduction as it was in 1.0.\n`,
  );
});

const open = (path: string, viewport?: { width: number; height: number }) =>
  openHydrated(ctx.browser, ctx.server.url + path, viewport);

/** Paths of page data requested from now on. */
function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on(
    'request',
    (r) =>
      r.url().endsWith('/page-data.json') && seen.push(new URL(r.url()).pathname.replace(/\/page-data\.json$/, '')),
  );
  return seen;
}

/** A page on a data-saving connection: nothing is prefetched by being in view, so loads happen on demand. */
async function openSavingData(path: string, before?: (page: Page) => Promise<unknown>) {
  const page = await ctx.browser.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && problems.push(msg.text()));
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  await before?.(page);
  const requested = pageDataRequests(page);
  await page.goto(ctx.server.url + path);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  return { page, problems, requested };
}

describe('navigation', () => {
  it('prefetches links in view, but not when the reader saves data; hovering a link preloads it anyway', async () => {
    const normal = await ctx.browser.newPage();
    const fetched = pageDataRequests(normal);
    await normal.goto(`${ctx.server.url}/docs/next/guide/start/intro`);
    await expect.poll(() => fetched).toContain('/docs/next/guide/start/setup');
    await normal.close();

    const { page, requested } = await openSavingData('/docs/next/guide/more/long');
    // Links in view are prefetched once the page is idle: by the time the network is quiet, none was.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.hover('.pagination-link.next');
    await expect.poll(() => requested).toEqual(['/docs/next/guide/more/crash']);
    await page.close();
  });

  it('shows a progress bar when a page takes longer than 200 ms to load, and removes it after', async () => {
    const { page } = await openSavingData('/docs/next/guide/start/intro', (p) =>
      p.route('**/start/setup/page-data.json', async (route) => {
        await new Promise((r) => setTimeout(r, 900));
        await route.continue();
      }),
    );
    await page.click('.pagination-link.next');
    await page.waitForSelector('#ck-progress .ck-progress-bar');
    await page.waitForSelector('h1:has-text("Setting things up")');
    await page.waitForSelector('#ck-progress', { state: 'detached' });
    await page.close();
  });

  it('warns and loads the full page when a page cannot be loaded by the router', async () => {
    const { page, problems } = await openSavingData('/docs/next/guide/start/intro', (p) =>
      p.route('**/start/setup/page-data.json', (route) => route.fulfill({ status: 500, body: 'down' })),
    );
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.pagination-link.next');
    await page.waitForURL('**/docs/next/guide/start/setup');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(problems.some((p) => p.startsWith('Could not load /docs/next/guide/start/setup'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.close();
  });

  it('normalises paths ending in index.html or .html to the clean path', async () => {
    const { page } = await open('/docs/next/guide/start/setup/index.html');
    expect(new URL(page.url()).pathname).toBe('/docs/next/guide/start/setup');
    await page.close();
    const other = await ctx.browser.newPage();
    await other.goto(`${ctx.server.url}/docs/next/guide/start/setup.html`);
    await other.waitForSelector('h1:has-text("Setting things up")');
    expect(new URL(other.url()).pathname).toBe('/docs/next/guide/start/setup');
    await other.close();
  });
});

describe('a page that crashes', () => {
  it('says so with the error and Try again in its layout, and the sidebar keeps working', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.server.url}/docs/next/guide/more/crash`);
    await expectCrashInChrome(page, 'Boom from the page', 'text=Recovered content');
    await page.click('.doc-sidebar a:has-text("Long page")');
    await page.waitForSelector('h1:has-text("Long page")');
    await page.click('.navbar a:has-text("Guide")');
    await page.waitForSelector('h1:has-text("Introduction")');
    await page.close();
  });
});

describe('navbar and table of contents', () => {
  it('hides the navbar when scrolling down and shows it again when scrolling up', async () => {
    const { page } = await open('/docs/next/guide/more/long');
    const hidden = () => page.$eval('.navbar', (n) => n.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, 1200);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(hidden).toBe(false);
    await page.close();
  });

  it('highlights the heading being read in the table of contents', async () => {
    const { page } = await open('/docs/next/guide/more/long');
    const active = () => page.$eval('.toc-link.active', (a) => a.textContent);
    expect(await active()).toBe('Section 1');
    await page.evaluate(() => document.getElementById('section-7')!.scrollIntoView());
    await expect.poll(active).toBe('Section 7');
    await page.close();
  });

  it('switches version keeping the page when it exists there, and remembers the choice', async () => {
    const { page } = await open('/docs/next/guide/start/intro');
    await page.click('.navbar-dropdown button:has-text("Next")');
    expect(await page.getAttribute('.dropdown-link:has-text("1.0")', 'href')).toBe('/docs/guide/start/intro');
    await page.click('.dropdown-link:has-text("1.0")');
    await page.waitForSelector('h1:has-text("Old introduction")');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    // A page missing from the other version leads to that version's main doc.
    await page.goto(`${ctx.server.url}/docs/next/guide/start/setup`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.click('.navbar-dropdown button:has-text("Next")');
    expect(await page.getAttribute('.dropdown-link:has-text("1.0")', 'href')).toBe('/docs/guide/hello');
    // Outside the docs, the navbar follows the remembered version.
    await page.goto(ctx.server.url + '/');
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await page.textContent('.navbar-dropdown button')).toBe('1.0');
    await page.close();
  });

  it('forgets a remembered version the site no longer has', async () => {
    const page = await ctx.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '0.0.1'));
    await page.goto(ctx.server.url + '/');
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.close();
  });
});

describe('chrome', () => {
  it('opens the mobile menu below 996 px with both menus, locks scrolling, and resets on widening', async () => {
    const { page } = await open('/docs/next/guide/start/intro', { width: 600, height: 800 });
    await page.click('.navbar-menu-button');
    await page.waitForSelector('.mobile-menu .doc-sidebar-list, .mobile-menu nav, .mobile-menu a');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.click('.mobile-back:has-text("Back to main menu")');
    await page.waitForSelector('.mobile-primary a:has-text("Guide")');
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForSelector('.mobile-menu', { state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.close();
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const { page } = await open('/docs/next/guide/start/intro');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    // The page's own address, which Playwright's record of it may learn of after the key press returns.
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main');
    await page.close();
  });

  it('keeps working when localStorage throws', async () => {
    const page = await ctx.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    await page.goto(`${ctx.server.url}/docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.click('.color-mode-toggle');
    await page.click('.pagination-link.next');
    await page.waitForSelector('h1:has-text("Setting things up")');
    expect(errors).toEqual([]);
    await page.close();
  });
});
