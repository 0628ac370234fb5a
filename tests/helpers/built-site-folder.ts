import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ckdocs, type CkdocsRun } from './ckdocs.js';
import { copyFixture } from './site.js';

/**
 * For a test file: a copy of a Docusaurus site fixture, built by `ckdocs build` run in it before
 * the tests, removed after. Fields are set once beforeAll ran; `page` reads a route's HTML.
 */
export function builtSiteFolder(name: string) {
  const ctx = {
    site: undefined as unknown as Awaited<ReturnType<typeof copyFixture>>,
    run: undefined as unknown as CkdocsRun,
    page: (path: string) => readFile(join(ctx.site.dir, 'build', path, 'index.html'), 'utf8'),
  };
  beforeAll(async () => {
    ctx.site = await copyFixture(name);
    ctx.run = await ckdocs(['build'], {}, ctx.site.dir);
  });
  afterAll(() => ctx.site?.cleanup());
  return ctx;
}
