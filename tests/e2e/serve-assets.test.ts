import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DevServer } from '../../cli/serve/server.js';
import { serveFixture } from '../helpers/served-site.js';
import type { copyFixture } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof copyFixture>>;
let server: DevServer;
let reporter: Awaited<ReturnType<typeof serveFixture>>['reporter'];

beforeAll(async () => {
  ({ site, server, reporter } = await serveFixture('docusaurus-assets'));
});
afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

const get = async (path: string) => (await fetch(`${server.url}${path.slice(1)}`)).text();
/** The class names of the badge in the page's HTML. */
const badgeClass = (html: string) => /<span class="(badge_\w+) fixture-global"/.exec(html)?.[1];

describe('assets in ckdocs serve', () => {
  it('serves the site stylesheet with the class names of the HTML, and brings it up to date when a CSS module is saved', async () => {
    // Pages answered before the whole site is in go without it (they reload once it is in).
    await vi.waitFor(
      async () => expect(await get('/docs/guide/badges')).toContain('<link rel="stylesheet" href="/assets/site.css">'),
      { timeout: 30_000 },
    );
    const html = await get('/docs/guide/badges');
    expect(await get('/docs/guide/plain')).not.toContain('/assets/site.css');
    const badge = badgeClass(html);
    expect(badge).toBeDefined();
    expect(await get('/assets/site.css')).toMatch(new RegExp(`\\.${badge} \\{\\s*color: rgb\\(1, 2, 3\\);`));

    const file = join(site.dir, 'src/components/Badge/styles.module.css');
    const built = server.nextBuild();
    await writeFile(file, (await readFile(file, 'utf8')).replace('color: rgb(1, 2, 3)', 'color: rgb(20, 30, 40)'));
    await built;
    expect(await get('/assets/site.css')).toMatch(new RegExp(`\\.${badge} \\{\\s*color: rgb\\(20, 30, 40\\);`));
    expect(badgeClass(await get('/docs/guide/badges'))).toBe(badge);
    // Bundled again, not the whole site prepared again: nothing else reads a stylesheet.
    expect(reporter.infos.at(-1)).toMatch(/stylesheets bundled again/);
  });

  it('serves the files of Markdown images as what they are, so that an SVG shows', async () => {
    await vi.waitFor(async () => expect(await get('/docs/guide/pictures')).toMatch(/<img src="\/assets\/media\//), {
      timeout: 30_000,
    });
    const sources = [...(await get('/docs/guide/pictures')).matchAll(/<img src="(\/assets\/media\/[^"]+)"/g)];
    const types = await Promise.all(
      sources.map(async ([, src]) => (await fetch(`${server.url}${src!.slice(1)}`)).headers.get('content-type')),
    );
    // The pixel, the mark, and the pixel again by reference.
    expect(types).toEqual(['image/png', 'image/svg+xml', 'image/png']);
  });

  it("links a page's Markdown copy to the files its images show, once the bundle has them", async () => {
    const pixel = /<img src="(\/assets\/media\/pixel[^"]+)"/.exec(await get('/docs/guide/pictures'))![1];
    expect(await get('/docs/guide/pictures.md')).toContain(`![A pixel](https://assets.test${pixel} "One pixel")`);
  });
});
