import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { staticSite } from '../../cli/preview.js';

/**
 * Serves a built site on a free loopback port, as `ckdocs preview` does: 404.html for unknown
 * paths; under `baseUrl` (the site's), the folder is served at that path, as a host serves a site
 * built for it.
 */
export async function serveStatic(dir: string, baseUrl = '/'): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(staticSite(dir, baseUrl));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the project's Chromium (tests/helpers/chromium-server.ts) takes connections. */
    chromiumEndpoint: string;
  }
}

/**
 * The project's Chromium, for this test file: pages and contexts it opens are its own, and
 * `close()` closes them and disconnects, leaving the browser to the other files.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint)
    throw new Error("No Chromium to connect to: add tests/helpers/chromium-server.ts to the project's globalSetup");
  return chromium.connect(endpoint);
}

/** Records the page's console warnings and errors, failed requests and uncaught errors in `problems`. */
export function recordProblems(page: Page, problems: string[]): void {
  page.on('console', (msg) => {
    // Failed requests are recorded below with their URL, which the console text lacks.
    if (msg.text().startsWith('Failed to load resource')) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

/** A page that records console warnings/errors and page errors, for "no React warnings" checks. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  recordProblems(page, problems);
  await page.goto(url);
  return { page, problems };
}

/** Shown once a page has hydrated: the colour mode toggle is enabled from then on. */
const HYDRATED = '.color-mode-toggle:not([disabled])';

export interface SharedTab {
  open(url: string, viewport?: { width: number; height: number }): Promise<{ page: Page; problems: string[] }>;
  /** `open`, once the page has hydrated, as `openHydrated` waits. */
  openHydrated(url: string, viewport?: { width: number; height: number }): Promise<{ page: Page; problems: string[] }>;
}

/**
 * `openPage` in one tab that a test file's checks share (the tab is theirs to leave open): each
 * `open` loads its URL as a new document, at its viewport, with the storage of the page before
 * emptied and its problems forgotten. Chromium spends more on a new tab than on loading most
 * pages. For checks whose changes a new document undoes (not init scripts, routes or media).
 */
export function sharedTab(ctx: { browser: Browser }): SharedTab {
  let tab: { page: Page; problems: string[] } | undefined;
  const shared: SharedTab = {
    async open(url, viewport = { width: 1280, height: 800 }) {
      if (!tab || tab.page.isClosed()) {
        tab = { page: await ctx.browser.newPage({ viewport }), problems: [] };
        recordProblems(tab.page, tab.problems);
      } else {
        const { page } = tab;
        if (page.url().startsWith('http'))
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        // The page before is gone before its problems are forgotten.
        await page.goto('about:blank');
        tab.problems.length = 0;
        await page.setViewportSize(viewport);
      }
      await tab.page.goto(url);
      return tab;
    },
    async openHydrated(url, viewport) {
      const opened = await shared.open(url, viewport);
      await opened.page.waitForSelector(HYDRATED, { state: 'attached' });
      return opened;
    },
  };
  return shared;
}

/** `openPage`, once the page has hydrated: the colour mode toggle is enabled from then on. */
export async function openHydrated(
  browser: Browser,
  url: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, url, viewport);
  await opened.page.waitForSelector(HYDRATED, { state: 'attached' });
  return opened;
}
