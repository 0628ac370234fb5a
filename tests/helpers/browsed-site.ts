import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, serveStatic } from './browser.js';
import { build } from './ckdocs.js';
import { copyFixture } from './site.js';

export interface BrowsedSite {
  site: Awaited<ReturnType<typeof copyFixture>>;
  server: Awaited<ReturnType<typeof serveStatic>>;
  browser: Browser;
}

/**
 * For a test file: builds a copy of a fixture with `ckdocs build` (after `prepare` edits it), serves it, and starts
 * Chromium before the tests; tears everything down after. Fields are set once beforeAll ran.
 */
export function browseFixture(name: string, prepare?: (dir: string) => Promise<void>): BrowsedSite {
  const ctx = {} as BrowsedSite;
  beforeAll(async () => {
    ctx.site = await copyFixture(name);
    await prepare?.(ctx.site.dir);
    await build(ctx.site.config, ctx.site.out);
    ctx.server = await serveStatic(ctx.site.out);
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
    await ctx.site?.cleanup();
  });
  return ctx;
}
