import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture, serverEvents } from '../helpers/served-site.js';
import { linkPackages } from '../helpers/site.js';

// `ckdocs serve` of a Docusaurus website whose docs are beside its folder (`path: '../docs'`), as
// a monorepo lays them out: a writer saves a doc there.
let served: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  served = await serveFixture('docusaurus-docs-outside', {
    config: 'website/docusaurus.config.ts',
    edit: (dir) => linkPackages(join(dir, 'website')),
  });
});
afterAll(async () => {
  await served?.server.close();
  await served?.site.cleanup();
});

const get = async (path: string) => (await fetch(`${served.server.url}${path.slice(1)}`)).text();

describe('ckdocs serve of a Docusaurus site whose docs are outside its folder', () => {
  it('shows a doc saved there, and reloads the pages open on it', async () => {
    const events = await serverEvents(served.server.url);
    try {
      expect(await get('/guide/reading-tables')).toContain('Each day has two high waters');
      const file = join(served.site.dir, 'docs/guide/reading-tables.mdx');
      await writeFile(file, (await readFile(file, 'utf8')).replace('two high waters', 'two high tides'));
      // Asked for until the update is in.
      await expect
        .poll(() => get('/guide/reading-tables'), { timeout: 20_000 })
        .toContain('Each day has two high tides');
      await expect.poll(() => events.events.some((event) => event.type === 'reload')).toBe(true);
    } finally {
      events.close();
    }
  });
});
