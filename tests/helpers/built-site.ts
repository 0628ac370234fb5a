import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser, serveStatic } from './browser.js';
import type { CkdocsRun } from './ckdocs.js';

/** A site built once for the test files of a folder of tests/built-once/ (tests/built-once/build.ts), which only read it. */
export interface BuiltSite {
  /** The output folder. */
  out: string;
  /** What `ckdocs build` printed. */
  run: CkdocsRun;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each site of tests/built-once/, by its folder's name. */
    builtSites: Record<string, BuiltSite>;
  }
}

/** The site of tests/built-once/<name>/, which this test file is in, with a reader for its output files. */
export function builtSite(name: string): BuiltSite & {
  read(path: string): Promise<string>;
  loadedCode(url: string): Promise<string>;
} {
  const site = inject('builtSites')?.[name];
  if (!site)
    throw new Error(`builtSite('${name}') reads the build of tests/built-once/${name}/: move the test file there`);
  const read = (path: string) => readFile(join(site.out, path), 'utf8');
  return { ...site, read, loadedCode: (url) => loadedCode(read, url) };
}

/**
 * The code a browser runs when it imports the chunk at `url` (a site-root path): the chunk's and
 * that of every chunk it imports, however deep.
 */
async function loadedCode(read: (path: string) => Promise<string>, url: string): Promise<string> {
  const seen = new Set<string>();
  const code: string[] = [];
  const visit = async (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const text = await read(chunk.slice(1));
    code.push(text);
    for (const [, imported] of text.matchAll(/(?:from|import)\s*"(\/[^"]+\.js)"/g)) await visit(imported!);
  };
  await visit(url);
  return code.join('\n');
}

export interface BrowsedBuild {
  server: Awaited<ReturnType<typeof serveStatic>>;
  browser: Browser;
  /** A hydrated page at a width, in a colour mode the reader chose (stored as the toggle stores it). */
  open(path: string, width: number, mode?: 'light' | 'dark'): Promise<Page>;
}

/** For a test file of tests/built-once/<name>/: its site, served and opened in Chromium; both closed after. */
export function browseBuiltSite(name: string): BrowsedBuild {
  const ctx = {} as BrowsedBuild;
  beforeAll(async () => {
    ctx.server = await serveStatic(builtSite(name).out);
    ctx.browser = await connectBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  ctx.open = async (path, width, mode = 'light') => {
    const context = await ctx.browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    // The browser may close first (afterAll), which closes the context with it.
    page.on('close', () => context.close().catch(() => undefined));
    await page.goto(ctx.server.url + path);
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    return page;
  };
  return ctx;
}
