import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, serveStatic } from './browser.js';
import { build, repoRoot } from './ckdocs.js';

export interface ContentSite {
  server: Awaited<ReturnType<typeof serveStatic>>;
  browser: Browser;
  /** A hydrated page at a width, in a colour mode the reader chose (stored as the toggle stores it). */
  open(path: string, width: number, mode?: 'light' | 'dark'): Promise<Page>;
}

/** For a test file: the CommandKit site of content/, built, served and opened in Chromium; removed after. */
export function browseContentSite(prefix: string): ContentSite {
  const ctx = {} as ContentSite;
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), prefix));
    await build(join(repoRoot, 'content/site.config.ts'), out);
    ctx.server = await serveStatic(out);
    ctx.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
    await rm(out, { recursive: true, force: true });
  });
  ctx.open = async (path, width, mode = 'light') => {
    const context = await ctx.browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    // The browser may close first (afterAll), which closes the context with it.
    page.on('close', () => context.close().catch(() => undefined));
    await page.goto(ctx.server.url + path);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    return page;
  };
  return ctx;
}
