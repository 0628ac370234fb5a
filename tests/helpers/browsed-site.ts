import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { connectBrowser, serveStatic } from './browser.js';
import { build, ckdocs, type CkdocsRun } from './ckdocs.js';
import { copyFixture } from './site.js';

export interface BrowsedSite {
  site: Awaited<ReturnType<typeof copyFixture>>;
  server: Awaited<ReturnType<typeof serveStatic>>;
  browser: Browser;
}

type Site = BrowsedSite['site'];

/**
 * For a test file: builds a copy of a fixture (after `prepare` edits it) with `make`, serves its
 * output, and starts Chromium before the tests; tears everything down after. Fields are set once
 * beforeAll ran.
 */
function browse<T extends BrowsedSite>(
  name: string,
  prepare: ((dir: string) => Promise<void>) | undefined,
  make: (site: Site, ctx: T) => Promise<void>,
): T {
  const ctx = {} as T;
  beforeAll(async () => {
    ctx.site = await copyFixture(name);
    await prepare?.(ctx.site.dir);
    await make(ctx.site, ctx);
    ctx.server = await serveStatic(ctx.site.out);
    ctx.browser = await connectBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
    await ctx.site?.cleanup();
  });
  return ctx;
}

/** A fixture with a site.config.ts, built with `ckdocs build --config`. */
export function browseFixture(name: string, prepare?: (dir: string) => Promise<void>): BrowsedSite {
  return browse<BrowsedSite>(name, prepare, async (site) => void (await build(site.config, site.out)));
}

/**
 * A Docusaurus website folder, built as its maintainers would: its packages installed, `ckdocs
 * build` run in it, no ckdocs config, into its `build/`; `run` is what that printed (the build must succeed).
 */
export function browseSiteFolder(
  name: string,
  prepare?: (dir: string) => Promise<void>,
): BrowsedSite & { run: CkdocsRun } {
  return browse<BrowsedSite & { run: CkdocsRun }>(name, prepare, async (site, ctx) => {
    ctx.run = await ckdocs(['build'], {}, site.dir);
    if (ctx.run.code !== 0) throw new Error(`ckdocs build exited ${ctx.run.code}:\n${ctx.run.stderr}`);
  });
}
