import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openHydrated, serveStatic } from '../helpers/browser.js';
import { ckdocs, ckdocsRunning, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { copyFixture, memoryReporter } from '../helpers/site.js';
import { rawGet } from '../helpers/served-site.js';

// A Docusaurus site at /orchard/ whose folders' own docs link to their neighbours relatively and
// whose docs link to pages by root paths without the base URL: Docusaurus builds it, with
// `onBrokenLinks: 'throw'`, as ckdocs must, at the URLs Docusaurus gives it.
type Site = Awaited<ReturnType<typeof copyFixture>> & { run: CkdocsRun; read(path: string): Promise<string> };

/** The fixture, built; with `trailingSlash` set when given, its broken links then warned of (to compare with Docusaurus's). */
async function builtSite(trailingSlash?: boolean): Promise<Site> {
  const site = await copyFixture('docusaurus-urls');
  const config = join(site.dir, 'docusaurus.config.ts');
  const set = (text: string) =>
    text
      .replace("baseUrl: '/orchard/',", `baseUrl: '/orchard/',\n  trailingSlash: ${trailingSlash},`)
      .replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',");
  if (trailingSlash !== undefined) await writeFile(config, set(await readFile(config, 'utf8')));
  const run = await ckdocs(['build'], {}, site.dir);
  return { ...site, run, read: (path) => readFile(join(site.dir, 'build', path), 'utf8') };
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
/** The hrefs of a page's content (its Markdown), without the navbar, sidebar and footer. */
// The doc's text ends at its footer, or at its article's end where it has none.
const contentHrefs = (html: string) =>
  hrefs(/theme-doc-markdown">([\s\S]*?)<\/div>(?:<footer|<\/article>)/.exec(html)![1]!);

describe("a Docusaurus site's URLs, trailingSlash unset", () => {
  let site: Site;
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    site = await builtSite();
    server = await serveStatic(join(site.dir, 'build'), '/orchard/');
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  // Its links to a heading, a Link's id and a <details> block's id, which the classic theme's Details
  // tells Docusaurus's check of, with onBrokenAnchors: 'throw'.
  it('builds without a broken link', () => {
    expect(site.run.code, site.run.stderr).toBe(0);
    expect(warningsOf(site.run).filter((line) => /broken/.test(line))).toEqual([]);
  });

  it('is previewed at the base URL it was built for: the root leads there, a lost path to its 404 page, no file beside it, no other host', async () => {
    const preview = await ckdocsRunning(
      ['preview', '--port', '0', '--host', '127.0.0.1'],
      /ckdocs preview (http:\/\/\S+)/,
      site.dir,
    );
    try {
      const url = preview.match[1]!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/orchard\/$/);
      const root = await fetch(new URL('/', url), { redirect: 'manual' });
      expect([root.status, root.headers.get('location')]).toEqual([302, '/orchard/']);
      expect(await (await fetch(new URL('docs/intro', url))).text()).toContain(
        await site.read('docs/intro/index.html'),
      );
      const lost = await fetch(new URL('docs/no-such-page', url));
      expect([lost.status, await lost.text()]).toEqual([404, await site.read('404.html')]);
      // Neither a folder beside the output whose name starts as its does, nor a page another site's
      // name leads to (a DNS-rebinding page).
      await mkdir(join(site.dir, 'build-notes'));
      await writeFile(join(site.dir, 'build-notes/secret.txt'), 'Not for the web.');
      const beside = await rawGet(url, '/orchard/%2e%2e/build-notes/secret.txt');
      expect(beside.status).toBe(404);
      expect(beside.body).not.toContain('Not for the web.');
      expect((await rawGet(url, '/orchard/docs/intro', 'evil.example')).status).toBe(403);
    } finally {
      await preview.stop();
    }
  });

  it('leaves a pathname:// link to a file the site does not build unchecked, opening in a new tab', async () => {
    expect(await readFile(join(site.dir, 'build/docs/grafting/rootstock/index.html'), 'utf8')).toContain(
      '<a class="" href="/orchard/prices/2024.html" target="_blank" rel="noopener noreferrer">price list</a>',
    );
  });

  it("ends a folder's own doc or page's URL in a slash, everywhere it is written", async () => {
    for (const file of [
      'docs/pruning/index.html',
      'docs/grafting/index.html',
      'visit/index.html',
      'docs/intro/index.html',
    ])
      expect(existsSync(join(site.dir, 'build', file)), file).toBe(true);
    const sitemap = await site.read('sitemap.xml');
    for (const path of ['/orchard/docs/pruning/', '/orchard/docs/grafting/', '/orchard/visit/', '/orchard/docs/intro'])
      expect(sitemap).toContain(`<loc>https://orchard.example.org${path}</loc>`);
    const manifest = Object.keys(JSON.parse(await site.read('route-manifest.json')) as object);
    expect(manifest).toEqual(expect.arrayContaining(['/orchard/', '/orchard/docs/pruning/', '/orchard/visit/']));
    const page = await site.read('docs/pruning/index.html');
    expect(page).toContain('<link rel="canonical" href="https://orchard.example.org/orchard/docs/pruning/">');
    // The sidebar's links, the navbar's `to` as written, the footer's as written (no slash).
    expect(hrefs(page)).toEqual(
      expect.arrayContaining(['/orchard/docs/pruning/', '/orchard/docs/grafting/', '/orchard/docs/grafting']),
    );
    const sidebar = await site.read(/"sidebarUrl":"\/orchard\/([^"]+)"/.exec(page)![1]!);
    expect(sidebar).toContain('"href":"/orchard/docs/pruning/"');
  });

  it("gives a navbar href from the root the base URL, and the item's other keys to its link, as Docusaurus does", async () => {
    expect(await site.read('docs/pruning/index.html')).toContain(
      '<a href="/orchard/visit" class="navbar-item navbar-link navbar__item navbar__link  " target="_blank" title="Opening hours">Visit</a>',
    );
    expect(warningsOf(site.run).join('\n')).not.toMatch(/target|title/);
    // A key of the item that is no attribute is read as before: one ckdocs does not take is named.
    expect(warningsOf(site.run).join('\n')).toMatch(
      /`themeConfig\.navbar\.items\[2\]\.prependBaseUrlToHref` is not supported/,
    );
  });

  it("resolves a folder doc's relative links under its folder, and gives root paths the base URL", async () => {
    expect(contentHrefs(await site.read('docs/pruning/index.html'))).toEqual([
      '/orchard/docs/pruning/first-cut',
      '/orchard/docs/pruning/seasons/winter',
      '/orchard/docs/intro',
    ]);
    expect(contentHrefs(await site.read('docs/grafting/index.html'))).toEqual(['/orchard/docs/grafting/rootstock']);
    expect(contentHrefs(await site.read('docs/intro/index.html'))).toEqual([
      '/orchard/docs/pruning/',
      '/orchard/docs/grafting',
      '/orchard/docs/pruning/first-cut#tools',
      '/orchard/visit/',
      // A partial's links, as the page's own: a root path, and a file's relative path from the partial.
      '/orchard/visit/',
      '/orchard/docs/pruning/',
    ]);
    expect(hrefs(await site.read('visit/index.html'))).toContain('/orchard/docs/intro');
  });

  it("resolves a Markdown file's path that starts with neither ./ nor ../ from the docs folder first, then the site folder, as Docusaurus's docs plugin does", async () => {
    expect(contentHrefs(await site.read('docs/pruning/seasons/winter/index.html'))).toEqual([
      '/orchard/docs/pruning/first-cut#tools',
      '/orchard/docs/grafting/rootstock',
      // Written with backslashes, which Docusaurus reads as slashes, from the site folder.
      '/orchard/docs/grafting/rootstock',
    ]);
  });

  it("gives a partial the site's Markdown, as a page has it: its emoji shortcodes are emoji", async () => {
    expect(await site.read('docs/intro/index.html')).toContain('<p>The orchard shop sells apples 🍎 in autumn');
  });

  it('opens the page a relative link of a folder doc names, from its URL with or without the slash', async () => {
    const { page, problems } = await openHydrated(browser, `${server.url}/orchard/docs/pruning/`);
    await page.click('.theme-doc-markdown a:text("the first cut")');
    await page.waitForURL(`${server.url}/orchard/docs/pruning/first-cut`);
    await page.waitForSelector('h1:text("The first cut")');
    // Typed without its slash (this server answers without redirecting): the address gets it.
    await page.goto(`${server.url}/orchard/docs/pruning`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.waitForURL(`${server.url}/orchard/docs/pruning/`);
    await page.click('.theme-doc-markdown a:text("winter work")');
    await page.waitForURL(`${server.url}/orchard/docs/pruning/seasons/winter`);
    await page.waitForSelector('h1:text("Winter work")');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a Docusaurus site's URLs, trailingSlash: false", () => {
  let site: Site;

  // Its folder docs' URLs lose their slash: their relative links lead a folder up, as in Docusaurus.
  beforeAll(async () => void (site = await builtSite(false)));
  afterAll(() => site?.cleanup());

  it('writes each page as name.html, and its links without a trailing slash', async () => {
    expect(site.run.code, site.run.stderr).toBe(0);
    for (const file of ['index.html', 'docs/pruning.html', 'docs/grafting.html', 'docs/intro.html', 'visit.html'])
      expect(existsSync(join(site.dir, 'build', file)), file).toBe(true);
    expect(existsSync(join(site.dir, 'build', 'docs/pruning/index.html'))).toBe(false);
    const intro = await site.read('docs/intro.html');
    expect(contentHrefs(intro)).toEqual([
      '/orchard/docs/pruning',
      '/orchard/docs/grafting',
      '/orchard/docs/pruning/first-cut#tools',
      '/orchard/visit',
      '/orchard/visit',
      '/orchard/docs/pruning',
    ]);
    expect(hrefs(intro)).toEqual(expect.arrayContaining(['/orchard/docs/pruning', '/orchard/docs/grafting']));
    expect(hrefs(intro)).not.toContain('/orchard/docs/pruning/');
    const sitemap = await site.read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://orchard.example.org/orchard/</loc>');
    expect(sitemap).toContain('<loc>https://orchard.example.org/orchard/docs/pruning</loc>');
  });

  it("reports the relative links of a folder doc as Docusaurus does: resolved from its URL's parent", async () => {
    expect(contentHrefs(await site.read('docs/pruning.html'))).toEqual([
      '/orchard/docs/first-cut',
      '/orchard/docs/seasons/winter',
      '/orchard/intro',
    ]);
    // The links Docusaurus 3.10's build lists for this site, each as written and as resolved.
    const broken = warningsOf(site.run).flatMap((line) => {
      const match = /(docs\/\S+|src\/pages\/\S+):\d+: broken link (\S+) \(resolved as (\S+)\)/.exec(line);
      return match ? [match.slice(1).join(' ')] : [];
    });
    expect(broken.sort()).toEqual([
      'docs/grafting/grafting.md rootstock /orchard/docs/rootstock',
      'docs/pruning/index.md ../intro /orchard/intro',
      'docs/pruning/index.md first-cut /orchard/docs/first-cut',
      'docs/pruning/index.md seasons/winter /orchard/docs/seasons/winter',
      'src/pages/visit/index.md ../docs/intro /docs/intro',
    ]);
  });
});

describe("a Docusaurus site's URLs, trailingSlash: true", () => {
  let site: Site;

  beforeAll(async () => void (site = await builtSite(true)));
  afterAll(() => site?.cleanup());

  it('ends every URL and internal link in a slash, a relative one before it is resolved, as Docusaurus does', async () => {
    expect(site.run.code, site.run.stderr).toBe(0);
    expect(contentHrefs(await site.read('docs/intro/index.html'))).toEqual([
      '/orchard/docs/pruning/',
      '/orchard/docs/grafting/',
      '/orchard/docs/pruning/first-cut/#tools',
      '/orchard/visit/',
      '/orchard/visit/',
      '/orchard/docs/pruning/',
    ]);
    expect(await site.read('sitemap.xml')).toContain('<loc>https://orchard.example.org/orchard/docs/intro/</loc>');
    // A page that is not its folder's now ends in a slash too: `../` from it climbs one folder less.
    const broken = warningsOf(site.run).filter((line) => line.includes('broken link'));
    expect(broken).toEqual([
      expect.stringMatching(
        /docs\/pruning\/seasons\/winter\.md:3: broken link \.\.\/first-cut#tools \(resolved as \/orchard\/docs\/pruning\/seasons\/first-cut\/#tools\)/,
      ),
    ]);
  });
});

describe("ckdocs serve of a Docusaurus site's folder docs", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let server: DevServer;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-urls');
    const configPath = join(site.dir, 'docusaurus.config.ts');
    server = await serveSite({ configPath, port: 0, host: '127.0.0.1', open: false, reporter: memoryReporter() });
    await server.launched();
  });
  afterAll(async () => {
    await server?.close();
    await site?.cleanup();
  });

  it('answers at its URL with the slash, and sends a request without it there, as static hosts do', async () => {
    const url = (path: string) => `${server.url}${path.slice(1)}`;
    const page = await fetch(url('/orchard/docs/pruning/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<a class="" href="/orchard/docs/pruning/first-cut">the first cut</a>');
    const typed = await fetch(url('/orchard/docs/pruning?from=search'), { redirect: 'manual' });
    expect(typed.status).toBe(302);
    expect(typed.headers.get('location')).toBe('/orchard/docs/pruning/?from=search');
    expect((await fetch(url('/orchard/docs/pruning/page-data.json'))).status).toBe(200);
    // A page whose URL has no slash is answered either way, as before.
    expect((await fetch(url('/orchard/docs/intro/'), { redirect: 'manual' })).status).toBe(200);
  });
});

describe('a Docusaurus docs folder with both an index.md and a README.md, which Docusaurus gives one URL', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-urls');
    await writeFile(
      join(site.dir, 'docs/pruning/README.md'),
      '# Pruning notes\n\nA contents list kept for the repository.\n',
    );
  });
  afterAll(async () => {
    await site?.cleanup();
  });

  it('builds the page of the one Docusaurus routes first (by id), and warns of the other, as onDuplicateRoutes says', async () => {
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code).toBe(0);
    const page = await readFile(join(site.dir, 'build/docs/pruning/index.html'), 'utf8');
    expect(page).toContain('<title>Pruning | Orchard Handbook</title>');
    expect(page).not.toContain('Pruning notes');
    expect(warningsOf(run).join('\n')).toMatch(
      /1 page\(s\) added at a URL another page already has \(\/orchard\/docs\/pruning\/ \(\S+docs\/pruning\/README\.md, shadowed by \S+docs\/pruning\/index\.md\)\)/,
    );
  });

  it("fails the build where the config says onDuplicateRoutes: 'throw'", async () => {
    const config = join(site.dir, 'docusaurus.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'throw',\n  onDuplicateRoutes: 'throw',",
      ),
    );
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('added at a URL another page already has (/orchard/docs/pruning/');
  });
});

describe("a Docusaurus doc's Markdown image from the site's root, under a base URL", () => {
  it("is the static folder's file, copied under the base URL with a hashed name, as Docusaurus imports it", async () => {
    const site = await copyFixture('docusaurus-urls');
    try {
      await mkdir(join(site.dir, 'static/img'), { recursive: true });
      await writeFile(
        join(site.dir, 'static/img/orchard.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30"><rect width="60" height="30"/></svg>\n',
      );
      await writeFile(join(site.dir, 'docs/map.md'), '# Map\n\n![The orchard](/img/orchard.svg)\n');
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(0);
      const page = await readFile(join(site.dir, 'build/docs/map/index.html'), 'utf8');
      const image =
        /<img [^>]*src="\/orchard\/(assets\/media\/orchard-\w+\.svg)" alt="The orchard" width="60" height="30"/.exec(
          page,
        );
      expect(await readFile(join(site.dir, 'build', image![1]!), 'utf8')).toContain('<rect');
    } finally {
      await site.cleanup();
    }
  });
});
