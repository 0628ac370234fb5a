import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture } from '../helpers/served-site.js';

// `ckdocs serve` of a Docusaurus site whose config ignores broken links but not broken anchors, and
// whose doc links another by its file from outside the docs folder: links as a build makes them.
let served: Awaited<ReturnType<typeof serveFixture>>;
const ROOTSTOCK = 'docs/grafting/rootstock.md';

/** Appends `text` to the site's file `path`. */
async function append(dir: string, path: string, text: string) {
  const file = join(dir, path);
  await writeFile(file, `${await readFile(file, 'utf8')}\n${text}\n`);
}

beforeAll(async () => {
  served = await serveFixture('docusaurus-urls', {
    config: 'docusaurus.config.ts',
    async edit(dir) {
      const config = join(dir, 'docusaurus.config.ts');
      await writeFile(
        config,
        (await readFile(config, 'utf8')).replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'ignore'"),
      );
      await append(
        dir,
        ROOTSTOCK,
        'See [the first cut](../../docs/pruning/first-cut.md), [a lost page](/docs/nowhere) and [a lost tool](/docs/pruning/first-cut#no-such-tool).',
      );
    },
  });
});
afterAll(async () => {
  await served?.server.close();
  await served?.site.cleanup();
});

/** A page of the site, under its base URL `/orchard/`. */
const get = async (path: string) => (await fetch(`${served.server.url}orchard${path}`)).text();

describe('links in ckdocs serve of a Docusaurus site', () => {
  it('leads a link to a doc by its file from outside the docs folder to the doc, as a build does', async () => {
    expect(await get('/docs/grafting/rootstock')).toContain('href="/orchard/docs/pruning/first-cut">the first cut</a>');
  });

  it('tells a broken anchor, and no broken link, which the config ignores', async () => {
    const told = () => served.reporter.warnings.join('\n');
    await expect.poll(told, { timeout: 20_000 }).toMatch(/broken anchor \S*first-cut#no-such-tool/);
    expect(told()).not.toContain('/docs/nowhere');
  });

  it('leads such a link to the doc once the page is saved with it', async () => {
    const saved = served.server.nextBuild();
    // The grafting folder's own doc, its index.
    await append(served.site.dir, ROOTSTOCK, 'Then [graft](../../docs/grafting/grafting.md).');
    await saved;
    expect(await get('/docs/grafting/rootstock')).toContain('href="/orchard/docs/grafting/">graft</a>');
  });
});
