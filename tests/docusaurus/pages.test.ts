import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { builtRoutes, copyFixture, copyFixtureEdited, linkPackages } from '../helpers/site.js';

// A Docusaurus site's src/pages/ and a plugin's addRoute, built by `ckdocs build` in the site folder.
describe('the pages of a Docusaurus site', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let run: CkdocsRun;
  const read = (path: string) => readFile(join(site.dir, 'build', path), 'utf8');
  const page = (path: string) => read(join(path, 'index.html'));

  beforeAll(async () => {
    site = await copyFixture('docusaurus-pages');
    await linkPackages(site.dir);
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it("makes a route of each page file by Docusaurus's rules, and of the route a plugin added", async () => {
    expect(run.code, run.stderr).toBe(0);
    const files = await builtRoutes(join(site.dir, 'build'));
    // _drafts.mdx, _parts/, __tests__/ and index.test.tsx are not pages.
    expect(files).toEqual(['/', '/about/team', '/docs/intro', '/docs/night-pools', '/search', '/showcase', '/tides']);
    const manifest = JSON.parse(await read('route-manifest.json')) as Record<string, unknown>;
    // A folder's index page is at the folder's URL, as Docusaurus gives it: ending in a slash.
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['/', '/showcase/', '/about/team', '/tides']));
    // No page file is passed over (its broken links are another test's).
    const others = warningsOf(run).filter((line) => !/broken (link|anchor)/.test(line));
    expect(others.join('\n')).not.toMatch(/src\/pages|addRoute/);
  });

  it('serves src/pages/index.tsx as the home page, titled by its @theme/Layout', async () => {
    const home = await page('');
    expect(home).toContain('<title>Welcome | Tidepool</title>');
    expect(home).toContain('<meta name="description" content="Every rock pool of the coast, catalogued.">');
    // Server-rendered inside the site's navbar and footer, with the site's context and links.
    expect(home).toMatch(/<h1 class="home-title">Tidepool<\/h1><p>Rock pools, catalogued<\/p>/);
    expect(home).toContain('<a href="/docs/intro" class="start-link">Get started</a>');
    expect(home).toContain('class="navbar');
    expect(home).toContain('<button type="button" class="pool-count">0<!-- --> pools counted</button>');
    expect(home).not.toContain('class="hero-title"');
    // Its CSS module: the class in the HTML is the one the site stylesheet defines.
    const hero = /<header class="([^"]+)"/.exec(home)![1]!;
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/site-[^"]+\.css)">/.exec(home)![1]!;
    expect(await read(stylesheet)).toMatch(new RegExp(`\\.${hero}\\s*\\{[^}]*border-bottom`));
  });

  it('renders a nested folder page and the route a plugin added, with the props it gave', async () => {
    const showcase = await page('showcase');
    expect(showcase).toContain('<title>Showcase | Tidepool</title>');
    expect(showcase).toMatch(/<h1>Pools of note<\/h1>/);
    // The site's config, as the pages plugin hands a page component it (its `config` prop).
    expect(showcase).toContain('<p class="showcase-tagline">Rock pools, catalogued</p>');
    const tides = await page('tides');
    expect(tides).toContain('<title>Tide table | Tidepool</title>');
    expect(tides.replace(/<!-- -->/g, '')).toMatch(/<li>06:12: 4.1 m<\/li><li>18:40: 3.8 m<\/li>/);
  });

  it('renders a Markdown page with its front matter and table of contents, without the docs sidebar', async () => {
    const team = await page('about/team');
    expect(team).toContain('<title>The team | Tidepool</title>');
    expect(team).toContain('<meta name="description" content="Who keeps the catalogue.">');
    expect(team).toMatch(/<h2 id="who-we-are"/);
    expect(team).toMatch(/class="toc[^"]*"[\s\S]*href="#how-to-join"/);
    expect(team).not.toContain('doc-sidebar');
    // In no `.markdown` box, as the classic theme draws a Markdown page: Infima's doc type is not its.
    expect(team).toMatch(/<article class="[^"]*\bcol--8\b[^"]*">(?!<div)/);
    expect(team).not.toContain('class="markdown"');
  });

  it('checks links to the pages, lists them in the sitemap and indexes them for search', async () => {
    // /showcase, /about/team#who-we-are and /tides exist, and /showcase#anemone and #crab-pool are
    // anchors the page's components name (a Link's id, a Heading's); #kelp is an id the link checker
    // is not told of, as Docusaurus is not.
    const broken = warningsOf(run).filter((line) => /broken (link|anchor)/.test(line));
    expect(broken.filter((line) => line.includes('docs/intro.md') && !line.includes('#lanterns'))).toEqual([
      expect.stringMatching(/docs\/intro\.md:7: broken link \/lost-pool/),
      expect.stringMatching(/docs\/intro\.md:8: broken anchor \/showcase#kelp: the page names no anchor "kelp"/),
    ]);
    const sitemap = await read('sitemap.xml');
    for (const path of ['/', '/showcase/', '/about/team', '/tides'])
      expect(sitemap).toContain(`<loc>https://tidepool.example.org${path}</loc>`);
    const records = JSON.parse(await read('search/records.json')) as {
      url: string;
      hierarchy: Record<string, string>;
    }[];
    const found = (url: string) => records.filter((r) => r.url === `https://tidepool.example.org${url}`);
    expect(found('/').map((r) => r.hierarchy.lvl1)).toContain('Welcome');
    expect(found('/about/team#how-to-join').map((r) => r.hierarchy.lvl2)).toContain('How to join');
  });

  it("checks the links and anchors the pages' components render, finding what Docusaurus finds", async () => {
    // Docusaurus 3.10's build of this fixture reports these on the home page, and nothing else of
    // its components': not the raw <a>, the external link, the link marked data-noBrokenLinkCheck,
    // nor #pools, which the component names through useBrokenLinks().
    const home = (line: string) => line.includes('src/pages/index.tsx: broken');
    const expected = [
      expect.stringMatching(/index\.tsx: broken anchor \/showcase#kelp: the page names no anchor "kelp"/),
      expect.stringMatching(/index\.tsx: broken link \/rock-garden: no page has this URL/),
      expect.stringMatching(
        /index\.tsx: broken anchor \?pool=crab#tide-pools \(resolved as \/\?pool=crab#tide-pools\): the page names no anchor "tide-pools"/,
      ),
    ];
    expect(warningsOf(run).filter(home)).toEqual(expected);
    expect(run.stderr).toContain('7 broken link warning(s)');
    expect(await page('')).toContain('<a href="/lagoon">');
    // A warm build renders nothing anew: the links come from the render cache, the same.
    const warm = await ckdocs(['build'], {}, site.dir);
    expect(warm.stdout + warm.stderr).toMatch(/0 rendered/);
    expect(warningsOf(warm).filter(home)).toEqual(expected);
    // `check` renders the pages too: what a build would report, CI finds without one.
    const checked = await ckdocs(['check'], {}, site.dir);
    expect(warningsOf(checked).filter(home)).toEqual(expected);
    expect(checked.stderr).toMatch(/0 error\(s\), 7 warning\(s\)/);
  });

  it("reports a link to a heading the server's render leaves out, from the doc and from its page's table of contents, as Docusaurus does", async () => {
    // #lanterns is drawn by a component only in the browser, so the page the server rendered has no
    // such anchor: Docusaurus 3.10's build of this fixture reports the intro's link and the table of
    // contents' link, and not the link beside the heading, which the server does not draw either;
    // #torches is found.
    const hidden = `the page the server renders has no anchor "lanterns", and Docusaurus's check reads that page`;
    expect(warningsOf(run).filter((line) => line.includes('#lanterns'))).toEqual([
      expect.stringContaining(`docs/intro.md:8: broken anchor /docs/night-pools#lanterns: ${hidden}`),
      expect.stringContaining(
        `docs/night-pools.mdx: broken anchor #lanterns (resolved as /docs/night-pools#lanterns): ${hidden}`,
      ),
    ]);
    expect(warningsOf(run).join('\n')).not.toContain('#torches');
    // The table of contents lists it: the reader's browser draws the heading.
    expect(await page('docs/night-pools')).toContain('href="#lanterns">Lanterns</a>');
  });

  // Last: it adds a page.
  it("names in each page's data its links to no page, which the browser loads itself, until that page is made", async () => {
    const notPages = async (path: string) =>
      (JSON.parse(await read(join(path, 'page-data.json'))) as { notPages?: string[] }).notPages;
    // A Link the check reports, one it skips, a plain anchor; a Markdown link; none to a page or a file.
    expect(await notPages('')).toEqual(['/rock-garden', '/lagoon', '/sandbar']);
    expect(await notPages('docs/intro')).toEqual(['/lost-pool']);
    expect(await notPages('showcase')).toBeUndefined();
    // The page in the HTML the same: the browser starts from it.
    expect(await page('')).toContain('"notPages":["/rock-garden","/lagoon","/sandbar"]');
    await writeFile(join(site.dir, 'src/pages/lagoon.tsx'), 'export default () => <p>The lagoon is open</p>;\n');
    // The home page's body comes from the render cache; its links are read against the routes anew.
    const warm = await ckdocs(['build'], {}, site.dir);
    expect(warm.code, warm.stderr).toBe(0);
    expect(await notPages('')).toEqual(['/rock-garden', '/sandbar']);
    expect(await notPages('docs/intro')).toEqual(['/lost-pool']);
  });
});

/** Runs `test` in a copy of the fixture whose config `edit` changed, removed afterwards. */
async function inEditedSite(edit: (config: string) => string, test: (dir: string) => Promise<void>): Promise<void> {
  const site = await copyFixtureEdited('docusaurus-pages', edit);
  try {
    await test(site.dir);
  } finally {
    await site.cleanup();
  }
}

describe("the links of a Docusaurus site's navbar, footer and sidebars", () => {
  it('are checked once each, at the config or the sidebar, and fail a build whose onBrokenLinks says throw, as in Docusaurus', async () => {
    const edit = (config: string) =>
      config
        .replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'")
        .replace('sidebarPath: false', "sidebarPath: './sidebars.js'")
        .replace("position: 'left' }]", "position: 'left' }, { to: '/nowhere', label: 'Nowhere' }]")
        .replace(
          'footer: { copyright',
          "footer: { links: [{ title: 'More', items: [{ label: 'Gone', to: '/gone-page' }, { label: 'Tides', to: '/tides' }] }], copyright",
        );
    await inEditedSite(edit, async (dir) => {
      // A sidebar beside both docs, with a link to a page and one to a page that is gone.
      const items = [
        "{ type: 'autogenerated', dirName: '.' }",
        "{ type: 'link', label: 'Tide table', href: '/tides' }",
        "{ type: 'link', label: 'Old charts', href: '/old-charts' }",
      ];
      await writeFile(join(dir, 'sidebars.js'), `module.exports = { pools: [${items.join(', ')}] };\n`);
      const run = await ckdocs(['build'], {}, dir);
      expect(run.code).toBe(1);
      expect(run.stderr.match(/sidebar \S+ \(link "Old charts"\): broken link \/old-charts\b/g)).toHaveLength(1);
      expect(
        run.stderr.match(/docusaurus\.config\.ts \(navbar item "Nowhere"\): broken link \/nowhere\b/g),
      ).toHaveLength(1);
      expect(
        run.stderr.match(/docusaurus\.config\.ts \(footer link "Gone"\): broken link \/gone-page\b/g),
      ).toHaveLength(1);
      expect(run.stderr).not.toMatch(/broken link \/tides/);
      // check finds them too, without a build.
      const checked = await ckdocs(['check'], {}, dir);
      expect(checked.stderr).toMatch(/\(navbar item "Nowhere"\): broken link \/nowhere/);
    });
  });

  it('include the navbar title, which leads home: a site with no home page has a broken link, as in Docusaurus', async () => {
    const site = await copyFixtureEdited('docusaurus-pages', (config) =>
      config.replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'"),
    );
    try {
      await rm(join(site.dir, 'src/pages/index.tsx'));
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/docusaurus\.config\.ts \(navbar title, to the home page\): broken link \/:/);
    } finally {
      await site.cleanup();
    }
  });

  it('tell a missing home page under a base URL as no page, not as a link outside the base URL', async () => {
    const site = await copyFixtureEdited('docusaurus-pages', (config) =>
      config.replace("baseUrl: '/',", "baseUrl: '/pools/',").replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'"),
    );
    try {
      await rm(join(site.dir, 'src/pages/index.tsx'));
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/\(navbar title, to the home page\): broken link \/pools\/: no page has this URL/);
    } finally {
      await site.cleanup();
    }
  });

  it("leave the brand to a Navbar of the site's own, which may lead elsewhere than home, as Docusaurus checks only what it draws", async () => {
    // The fixture's other broken links (those the tests above read) are warnings here.
    const site = await copyFixture('docusaurus-pages');
    try {
      await rm(join(site.dir, 'src/pages/index.tsx'));
      await mkdir(join(site.dir, 'src/theme/Navbar'), { recursive: true });
      await writeFile(
        join(site.dir, 'src/theme/Navbar/index.tsx'),
        'export default function Navbar() {\n  return <nav className="navbar"><a className="navbar__brand" href="https://harbour.example.org">Harbour</a></nav>;\n}\n',
      );
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/broken link \/lost-pool/);
      expect(run.stderr).not.toMatch(/navbar title/);
      const page = await readFile(join(site.dir, 'build/404.html'), 'utf8');
      expect(page).toContain('<a class="navbar__brand" href="https://harbour.example.org">Harbour</a>');
    } finally {
      await site.cleanup();
    }
  });
});

describe('a Docusaurus site whose plugin adds a route at a URL another route already has', () => {
  /** The tide-table plugin adds a second route at /tides, drawn by another component, after its own. */
  const addSecondRoute = async (dir: string) => {
    const plugin = join(dir, 'plugins/tide-table.js');
    const second =
      "actions.addRoute({ path: '/tides', component: path.join(__dirname, '../src/pages/showcase/index.tsx'), exact: true });";
    const source = await readFile(plugin, 'utf8');
    await writeFile(
      plugin,
      source.replace('modules: { tides },\n      });', `modules: { tides },\n      });\n      ${second}`),
    );
  };

  it("builds the first route added there, as Docusaurus's router matches it, and warns of the other", async () => {
    await inEditedSite(
      (config) => config,
      async (dir) => {
        await addSecondRoute(dir);
        const run = await ckdocs(['build'], {}, dir);
        expect(run.code, run.stderr).toBe(0);
        const tides = await readFile(join(dir, 'build/tides/index.html'), 'utf8');
        expect(tides).toContain('<h1>High tides</h1>');
        expect(tides).not.toContain('Pools of note');
        expect(warningsOf(run).join('\n')).toMatch(
          /docusaurus\.config\.ts: 1 page\(s\) added at a URL another page already has \(\/tides\)/,
        );
      },
    );
  });

  it('fails the build where onDuplicateRoutes says throw, and says nothing where it says ignore', async () => {
    for (const policy of ['throw', 'ignore']) {
      const edit = (config: string) =>
        config.replace("onBrokenLinks: 'warn',", `onBrokenLinks: 'warn',\n  onDuplicateRoutes: '${policy}',`);
      await inEditedSite(edit, async (dir) => {
        await addSecondRoute(dir);
        const run = await ckdocs(['build'], {}, dir);
        if (policy === 'throw') {
          expect(run.code).toBe(1);
          expect(run.stderr).toMatch(/1 page\(s\) added at a URL another page already has \(\/tides\)/);
        } else {
          expect(run.code, run.stderr).toBe(0);
          expect(run.stderr).not.toMatch(/another page already has/);
        }
      });
    }
  });
});

describe("a Docusaurus site's Markdown link to a file that is no doc", () => {
  it("fails the build when markdown.hooks.onBrokenMarkdownLinks says throw, though onBrokenLinks says warn, as Docusaurus's does", async () => {
    const edit = (config: string) =>
      config.replace(
        "onBrokenLinks: 'warn',",
        "onBrokenLinks: 'warn',\n  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },",
      );
    await inEditedSite(edit, async (dir) => {
      const intro = join(dir, 'docs/intro.md');
      await writeFile(intro, `${await readFile(intro, 'utf8')}\nThe [drained pool](./drained-pool.md) is gone.\n`);
      const run = await ckdocs(['build'], {}, dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/intro\.md:10: broken link \.\/drained-pool\.md: no doc at this file path/);
      // The other broken links stay warnings, and the config's hooks are no longer passed over.
      expect(run.stderr).toMatch(/warning .*intro\.md:7: broken link \/lost-pool/);
      expect(run.stderr).not.toMatch(/markdown\.hooks/);
    });
  });
});

describe("a Docusaurus site's pages plugin with Markdown plugins of its own", () => {
  it('compiles its Markdown pages with them, and the docs without them', async () => {
    const edit = (config: string) =>
      config.replace(
        'docs: { sidebarPath: false } }',
        "docs: { sidebarPath: false }, pages: { remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] } }",
      );
    await inEditedSite(edit, async (dir) => {
      const fence = '\n```bash npm2yarn\nnpm install tidepool\n```\n';
      for (const file of ['src/pages/about/team.mdx', 'docs/intro.md'])
        await writeFile(join(dir, file), `${await readFile(join(dir, file), 'utf8')}${fence}`);
      const run = await ckdocs(['build'], {}, dir);
      expect(run.code, run.stderr).toBe(0);
      const tabs = async (path: string) =>
        [...(await readFile(join(dir, 'build', path, 'index.html'), 'utf8')).matchAll(/role="tab"[^>]*>([^<]+)</g)].map(
          (match) => match[1],
        );
      expect(await tabs('about/team')).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(await tabs('docs/intro')).toEqual([]);
      expect(warningsOf(run).filter((warning) => warning.includes('Markdown plugins'))).toEqual([]);
    });
  });
});

describe('ckdocs check of the pages of a Docusaurus site', () => {
  it('bundles them, and fails on an import a build could not resolve, naming the page', async () => {
    const site = await copyFixture('docusaurus-pages');
    try {
      await linkPackages(site.dir);
      expect((await ckdocs(['check'], {}, site.dir)).code).toBe(0);
      await writeFile(
        join(site.dir, 'src/pages/reef.tsx'),
        "import Layout from '@theme/Layout';\nimport Reef from './_parts/Reef';\n\nexport default () => <Layout><Reef /></Layout>;\n",
      );
      const run = await ckdocs(['check'], {}, site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/src\/pages\/reef\.tsx:2/);
      expect(run.stderr).toContain('./_parts/Reef');
    } finally {
      await site.cleanup();
    }
  });
});
