import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../cli/serve/server.js';
import { serveFixture } from './helpers/served-site.js';

// `ckdocs serve` of a ckdocs site with a blog, as a writer writes posts: drafts shown, saves and new posts followed.
describe('ckdocs serve of a blog', () => {
  let served: Awaited<ReturnType<typeof serveFixture>>;
  let server: DevServer;
  const get = async (path: string) => (await fetch(`${server.url}${path.slice(1)}`)).text();

  beforeAll(async () => {
    served = await serveFixture('blog-native');
    server = served.server;
  });
  afterAll(async () => {
    await server?.close();
    await served?.site.cleanup();
  });

  it('shows drafts, which a build leaves out, in the list and at their URL', async () => {
    expect(await get('/blog/2024/06/01/summer-plans')).toContain('Still writing this one: watering schedules');
    expect(await get('/blog')).toContain('href="/blog/2024/06/01/summer-plans">Summer plans</a>');
  });

  it("answers a post's Markdown copy, as a build writes it", async () => {
    expect(await get('/blog/compost.md')).toBe(
      '# Notes on compost\n\nA short one: the compost heap now has a card of its own, with the date it was last turned.\n',
    );
  });

  it('shows a saved post as it now is: its page, cut in the list, and its title in the sidebar', async () => {
    const file = join(served.site.dir, 'blog/2024/04/20/spring-release.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text
        .replace('title: Orchard 2.0, the spring release', 'title: Orchard 2.0 is out')
        .replace('Version 2.0 brings harvest forecasts', 'Version 2.0 brings frost alerts')
        .replace('from its sowing date', 'from the day it was sown'),
    );
    // Asked for until the update is in.
    await expect
      .poll(() => get('/blog/2024/04/20/spring-release'), { timeout: 20_000 })
      .toContain('from the day it was sown');
    const post = await get('/blog/2024/04/20/spring-release');
    expect(post).toMatch(/<h1 class="blog-post-title">Orchard 2.0 is out<\/h1>/);
    const list = await get('/blog/page/2');
    expect(list).toContain('Version 2.0 brings frost alerts');
    expect(list).not.toContain('from the day it was sown');
    expect(list).toContain('href="/blog/2024/04/20/spring-release">Orchard 2.0 is out</a>');
    expect(await get('/blog')).toContain(
      '<a class="blog-sidebar-link" href="/blog/2024/04/20/spring-release">Orchard 2.0 is out</a>',
    );
  });

  it('picks up a new post: its page, and first in the list', async () => {
    await writeFile(
      join(served.site.dir, 'blog/2024-07-04-midsummer.md'),
      '---\ntitle: Midsummer watering\nauthors: mira\n---\n\nWater at dawn, not at noon.\n\n<!-- truncate -->\n\nThe leaves scorch less.\n',
    );
    await expect
      .poll(() => get('/blog/2024/07/04/midsummer'), { timeout: 20_000 })
      .toContain('The leaves scorch less.');
    const list = await get('/blog');
    const titles = [...list.matchAll(/<h2 class="blog-post-title"><a [^>]*>([^<]+)/g)].map(([, title]) => title);
    expect(titles).toEqual(['Midsummer watering', 'Summer plans']);
    expect(list).toContain('Water at dawn, not at noon.');
    expect(list).not.toContain('The leaves scorch less.');
  });
});
