import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { copyFixture, linkPackages, memoryReporter } from '../helpers/site.js';

// `ckdocs serve` in a Docusaurus site folder with pages of its own.
describe('ckdocs serve of the pages of a Docusaurus site', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let server: DevServer;
  const get = async (path: string) => (await fetch(`${server.url}${path.slice(1)}`)).text();

  beforeAll(async () => {
    site = await copyFixture('docusaurus-pages');
    await linkPackages(site.dir);
    server = await serveSite({
      configPath: join(site.dir, 'docusaurus.config.ts'),
      port: 0,
      host: '127.0.0.1',
      open: false,
      reporter: memoryReporter(),
    });
  });
  afterAll(async () => {
    await server?.close();
    await site?.cleanup();
  });

  it("answers the site's home page, its Markdown pages and a plugin's route, server-rendered", async () => {
    // Asked for before the site is complete: the site's own home page, never ckdocs's.
    const home = await get('/');
    expect(home).toContain('<title>Welcome | Tidepool</title>');
    expect(home).toContain('<button type="button" class="pool-count">');
    expect(await get('/about/team')).toMatch(/<h2 id="who-we-are"/);
    expect(await get('/tides')).toContain('<title>Tide table | Tidepool</title>');
  });

  it('shows a saved page as it now is', async () => {
    await server.launched();
    const file = join(site.dir, 'src/pages/showcase/index.tsx');
    const built = server.nextBuild();
    await writeFile(file, (await readFile(file, 'utf8')).replace('Pools of note', 'Pools of renown'));
    await built;
    expect(await get('/showcase')).toContain('<h1>Pools of renown</h1>');
  });
});
