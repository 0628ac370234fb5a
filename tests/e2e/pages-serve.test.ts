import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { connectBrowser, openHydrated } from '../helpers/browser.js';
import { copyFixture, linkPackages, memoryReporter } from '../helpers/site.js';

// `ckdocs serve` in a Docusaurus site folder with pages of its own.
describe('ckdocs serve of the pages of a Docusaurus site', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let server: DevServer;
  const reporter = memoryReporter();
  const get = async (path: string) => (await fetch(`${server.url}${path.slice(1)}`)).text();

  beforeAll(async () => {
    site = await copyFixture('docusaurus-pages');
    await linkPackages(site.dir);
    server = await serveSite({
      configPath: join(site.dir, 'docusaurus.config.ts'),
      port: 0,
      host: '127.0.0.1',
      open: false,
      reporter,
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

  /** Saves the site's file `path` as `edit` makes it, once the save before is through. */
  async function save(path: string, edit: (text: string) => string) {
    await server.launched();
    const file = join(site.dir, path);
    const built = server.nextBuild();
    await writeFile(file, edit(await readFile(file, 'utf8')));
    await built;
  }

  it('shows a saved doc that reads its front matter, as Docusaurus declares it for every page', async () => {
    await save('docs/intro.md', (text) => `${text}\nThis page is titled {frontMatter.title}.\n`);
    expect(reporter.infos.at(-1)).toMatch(/1 page\(s\) recompiled/);
    expect((await get('/docs/intro')).replace(/<!-- -->/g, '')).toContain('This page is titled Introduction.');
  });

  it("bundles a saved component again without preparing the site, which doesn't read it", async () => {
    await save('src/components/PoolLinks.tsx', (text) => text.replace('The crab pool', 'The crab pool, at dawn'));
    expect(await get('/')).toContain('The crab pool, at dawn</a>');
    expect(reporter.infos.at(-1)).toMatch(/site code bundled again/);
  });

  it('prepares the site again for a module that a plugin reads as well as a page', async () => {
    // The tide-table plugin publishes the tides; its page's component names their unit.
    await save('src/data/tides.js', (text) => text.replace('height: 4.1', 'height: 4.6'));
    expect((await get('/tides')).replace(/<!-- -->/g, '')).toContain('<li>06:12: 4.6 m</li>');
    expect(reporter.infos.at(-1)).toMatch(/site prepared again/);
  });

  it("runs a component once it is saved reading the classic theme's state, which its providers give", async () => {
    const browser = await connectBrowser();
    try {
      const { page, problems } = await openHydrated(browser, server.url);
      await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
      await save('src/components/PoolLinks.tsx', (text) =>
        text
          .replace(
            "import Link from '@docusaurus/Link';",
            "import Link from '@docusaurus/Link';\nimport { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
          )
          .replace("collectAnchor('pools');", "collectAnchor('pools');\n  const menu = useNavbarMobileSidebar();")
          .replace('className="pool-links"', 'className="pool-links" data-menu={menu.shown ? "open" : "closed"}'),
      );
      await expect
        .poll(() => page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded), { timeout: 20_000 })
        .toBeUndefined();
      await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
      // Hydrated: a component that throws would be gone, in its place the page's crash notice.
      expect(await page.locator('.pool-links').getAttribute('data-menu')).toBe('closed');
      // The home page's links to pools not made yet are prefetched, and not found.
      expect(problems.filter((problem) => !problem.startsWith('404'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
