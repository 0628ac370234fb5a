import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildSite } from '../../cli/build.js';
import { launchBrowser, serveStatic } from './browser.js';
import { copyFixture, memoryReporter } from './site.js';

export interface BrowsedSite {
  site: Awaited<ReturnType<typeof copyFixture>>;
  server: Awaited<ReturnType<typeof serveStatic>>;
  browser: Browser;
}

/**
 * For a test file: builds a copy of a fixture (after `prepare` edits it), serves it, and starts
 * Chromium before the tests; tears everything down after. Fields are set once beforeAll ran.
 */
export function browseFixture(name: string, prepare?: (dir: string) => Promise<void>): BrowsedSite {
  const ctx = {} as BrowsedSite;
  beforeAll(async () => {
    ctx.site = await copyFixture(name);
    await prepare?.(ctx.site.dir);
    await buildSite({ configPath: ctx.site.config, outDir: ctx.site.out, reporter: memoryReporter() });
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
