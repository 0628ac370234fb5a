import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { serverEvents } from '../helpers/served-site.js';
import { copyFixture, memoryReporter } from '../helpers/site.js';

// `ckdocs serve` in a Docusaurus site folder with a blog: posts as a writer saves and adds them,
// drawn by the classic theme's components (the site replaces two of them) and by ckdocs's own.
describe.each([
  { drawn: "the classic theme's components", siteComponents: true },
  { drawn: "ckdocs's templates", siteComponents: false },
])('ckdocs serve of a Docusaurus blog drawn by $drawn', ({ siteComponents }) => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let server: DevServer;
  const get = async (path: string) => (await fetch(`${server.url}${path.slice(1)}`)).text();

  beforeAll(async () => {
    site = await copyFixture('docusaurus-blog');
    if (!siteComponents) await rm(join(site.dir, 'src/theme'), { recursive: true });
    server = await serveSite({
      configPath: join(site.dir, 'docusaurus.config.js'),
      port: 0,
      host: '127.0.0.1',
      open: false,
      reporter: memoryReporter(),
    });
    await server.launched();
  });
  afterAll(async () => {
    await server?.close();
    await site?.cleanup();
  });

  // serve loads the site as Docusaurus's development server does: drafts are in, and unlisted posts
  // listed. The pages used here show both alike.
  it('answers a post and a list of posts, server-rendered', async () => {
    expect(await get('/blog/new-signals')).toContain('Two long flashes mean it is open again.');
    expect(await get('/blog/tags/weather')).toContain('Three short flashes now mean the harbour is closed.');
  });

  it('shows a saved post as it now is, in its page and in a list', async () => {
    const file = join(site.dir, 'blog/2024/03/02/new-signals/index.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Three short flashes', 'Four short flashes'));
    // Asked for until the update is in: one a save before started may answer first.
    await expect
      .poll(() => get('/blog/new-signals'), { timeout: 20_000 })
      .toContain('Four short flashes now mean the harbour is closed.');
    expect(await get('/blog/tags/weather')).toContain('Four short flashes now mean the harbour is closed.');
  });

  it("follows the writer's saves, not the data the site's plugins write into .docusaurus each time they run", async () => {
    const events = await serverEvents(server.url);
    const reloads = () => events.events.filter((event) => event.type === 'reload').length;
    try {
      const file = join(site.dir, 'blog/2024-01-10-first-light.md');
      for (const [i, time] of ['twilight', 'nightfall', 'midnight'].entries()) {
        await writeFile(file, (await readFile(file, 'utf8')).replace(/lit at \w+/, `lit at ${time}`));
        await expect.poll(() => get('/blog/2024/01/10/first-light')).toContain(`lit at ${time}`);
        await expect.poll(reloads).toBeGreaterThan(i);
      }
      // Had the plugins' writes been taken for saves, each update would have started another.
      expect(reloads()).toBe(3);
    } finally {
      events.close();
    }
  });

  it('picks up a new post: its page, and first among the posts listed', async () => {
    await writeFile(
      join(site.dir, 'blog/2024-06-01-summer-hours.md'),
      '---\ntitle: Summer hours\nauthors: [ada]\n---\n\nThe lamp is lit an hour later from June.\n',
    );
    await expect
      .poll(() => get('/blog/2024/06/01/summer-hours'), { timeout: 20_000 })
      .toContain('The lamp is lit an hour later from June.');
    const list = await get('/blog');
    expect(list.indexOf('Summer hours')).toBeGreaterThan(-1);
    expect(list.indexOf('Summer hours')).toBeLessThan(list.indexOf('New signals'));
  });
});
