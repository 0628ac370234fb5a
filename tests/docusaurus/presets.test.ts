import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A site whose preset wraps the classic preset, with a plugin from a package named by its short
// name, footer items Docusaurus accepts beyond links, an editUrl function and a copy-page plugin;
// read as the site's own Docusaurus reads it (its packages/ stand in for packages from npm).
describe('a Docusaurus site read by its own Docusaurus', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let run: CkdocsRun;
  const page = (path: string) => readFile(join(site.dir, 'build', path, 'index.html'), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('docusaurus-preset');
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it("builds the docs and pages of a preset that wraps the classic preset, named by Docusaurus's shorthand", async () => {
    expect(run.code, run.stderr).toBe(0);
    // The one thing ckdocs leaves out, and says so: a navbar item that is the site's own component.
    expect(warningsOf(run)).toEqual([
      'docusaurus.config.js:40: navbar item type `custom-tideClock` has no component, so it is not shown: add one for it to src/theme/NavbarItem/ComponentTypes',
    ]);
    // A .md page is MDX, as Docusaurus's default `markdown.format` reads it: its expressions run.
    expect((await page('docs/anchorage/chain')).replaceAll('<!-- -->', '')).toContain(
      'in 6 fathoms of water, 18 fathoms of chain.',
    );
    // The home page's JSX is in a .js file, as Docusaurus's own template writes it.
    expect(await page('')).toMatch(/<main class="harbor-home [\w-]+"><h1>Berths tonight<\/h1>/);
  });

  it("gives site code the classic theme's icons and Docusaurus's link-checker hook", async () => {
    const code = /<span id="berth-B7" class="berth-code">[\s\S]*?<\/span>/.exec(await page(''))?.[0];
    // The classic theme's own copy icon, from the site's installed theme.
    expect(code).toMatch(/<svg[^>]*class="berth-copy"[^>]*>.*<path[^>]*fill="currentColor"/);
  });

  it("gives site code a plugin's theme components (`getThemePath`) as @theme/ names, over the theme's own", async () => {
    const home = await page('');
    expect(home).toContain('<time class="tide-clock">High water 06:40</time>');
    // The plugin's Details, not ckdocs's, as Docusaurus layers a theme over the classic one.
    expect(home).toContain(
      '<details class="tide-details" open=""><summary>Moorings</summary>Berth B7 is free.</details>',
    );
    // The search bar the page places is ckdocs's search, which stands in for the search theme's.
    expect(home).toMatch(/<div class="harbor-search"><button[^>]*class="search-button DocSearch DocSearch-Button"/);
  });

  it("finds a stylesheet's root-relative url() in the static folder, as Docusaurus does", async () => {
    const html = await page('');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const css = (await Promise.all(sheets.map((href) => readFile(join(site.dir, 'build', href), 'utf8')))).join('');
    expect(css).toMatch(/\.harbor-home\s*\{\s*background:\s*url\("?\/assets\/media\/wave-[\w-]+\.svg"?\)/);
  });

  it("reads a `~` in a stylesheet's url() as Docusaurus's CSS loader does: `~/` root-relative, `~name/` a package's file", async () => {
    const html = await page('');
    const chart = /<main class="harbor-home ([\w-]+)">/.exec(html)![1]!;
    const [buoy, anchor] = [...html.matchAll(/<span class="([\w-]+)"><\/span>/g)].map((match) => match[1]!);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const css = (await Promise.all(sheets.map((href) => readFile(join(site.dir, 'build', href), 'utf8')))).join('');
    const urlOf = (name: string) =>
      new RegExp(`\\.${name}\\s*\\{[^}]*url\\("?(\\/assets\\/media\\/[\\w-]+\\.svg)"?\\)`).exec(css)?.[1];
    // Each class's image is the file, copied with the site's assets.
    expect(await readFile(join(site.dir, 'build', urlOf(chart)!), 'utf8')).toContain('stroke="#1d6fa5"');
    expect(await readFile(join(site.dir, 'build', urlOf(buoy!)!), 'utf8')).toContain('fill="#d9462b"');
    // A root-relative URL no static folder has is the site folder's file.
    expect(await readFile(join(site.dir, 'build', urlOf(anchor!)!), 'utf8')).toContain('stroke="#2b6d3a"');
  });

  it('shows a navbar item with items and no type as a dropdown', async () => {
    const navbar = /<nav[\s\S]*?<\/nav>/.exec(await page('docs/intro'))![0];
    expect(navbar).toMatch(/dropdown[\s\S]*Moorings[\s\S]*href="\/docs\/anchorage\/chain"[^>]*>Chain/);
  });

  it("shows the navbar logo with the config's size, class and link", async () => {
    // In the classic theme's box for it, which Infima sizes.
    const brand = /<a class="navbar-brand[^"]*" href="([^"]+)"[^>]*><div class="navbar__logo">(<img[^>]*>)/.exec(
      await page('docs/intro'),
    )!;
    expect(brand[1]).toBe('/docs/intro');
    expect(brand[2]).toContain('class="logo logo-light harbor-logo"');
    expect(brand[2]).toContain('width="40"');
    expect(brand[2]).toContain('height="28"');
  });

  it("renders a Markdown partial a page imports, compiled as pages are, with the theme's components", async () => {
    const html = await page('docs/intro');
    expect(html).toMatch(/<div class="[^"]*theme-admonition-tip[^"]*"[\s\S]*?High water[\s\S]*?dry out at low tide/);
    expect(html).toMatch(/<table>[\s\S]*<td>High<\/td>\s*<td>06:40<\/td>/);
    // Its code in the site's Prism theme, as the page's own code is.
    const keyword = (name: string) => new RegExp(`<span class="([^"]+)">const</span> ${name}`).exec(html)?.[1];
    expect(keyword('lowWater')).toMatch(/^t[ld]/);
    expect(keyword('highWater')).toBe(keyword('lowWater'));
    // What the partial exports besides its content, as an MDX file's module has it.
    expect(html.replaceAll('<!-- -->', '')).toContain('<strong class="next-tide">Next tide in 3 hours</strong>');
    // A partial is not a page of its own.
    expect(existsSync(join(site.dir, 'build/docs/tide-table/index.html'))).toBe(false);
  });

  it("runs the preset's own plugin, with the preset's options", async () => {
    expect(await page('docs/intro')).toContain('<meta name="harbor-berths" content="12">');
  });

  it("runs a plugin package that only Docusaurus's own loader can load (ESM importing without extensions, declaring its own `__dirname`)", async () => {
    expect(await page('docs/intro')).toContain('<meta name="moorings" content="free">');
  });

  it('hands a plugin its validated options and the validated config, and postBuild what Docusaurus passes', async () => {
    const log = JSON.parse(await readFile(join(site.dir, 'build/tidelog.json'), 'utf8'));
    expect(log).toEqual({
      // Not written in the config: Docusaurus's defaults.
      router: 'browser',
      bundler: 'webpack',
      highWater: '06:40',
      tides: 4,
      title: 'Harbor',
      routes: expect.arrayContaining(['/', '/docs/intro', '/docs/anchorage/chain']),
    });
  });

  it("leaves a doc's copy button to the site's copy-page plugin, and still writes its Markdown copy", async () => {
    expect(await page('docs/intro')).not.toContain('copy-markdown');
    expect(await readFile(join(site.dir, 'build/docs/intro.md'), 'utf8')).toMatch(/^# /);
  });

  it("gives each doc the editUrl function's address, called as Docusaurus calls it", async () => {
    expect(await page('docs/anchorage/chain')).toContain(
      'href="https://git.example.org/harbor/edit/docs/anchorage/chain.md?lang=en"',
    );
  });

  it('shows footer items as Docusaurus does: HTML as it is, links with their class and attributes', async () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(await page('docs/intro'))![0];
    expect(footer).toContain(
      '<li class="footer__item"><a class="harbor-badge" href="https://badges.example.org/harbor">Harbor badge</a></li>',
    );
    /** The opening tag of the footer link with this text. */
    const tagOf = (text: string) => new RegExp(`<a [^>]*>(?=${text}<)`).exec(footer)?.[0];
    expect(tagOf('Anchoring')).toContain('class="footer-link footer__link-item footer-anchoring"');
    expect(tagOf('Anchoring')).toContain('href="/docs/anchorage/chain"');
    expect(tagOf('Charts')).toContain('data-track="charts"');
    expect(tagOf('Charts')).toContain('href="https://charts.example.org"');
  });
});

describe("a Docusaurus site whose stylesheet's url() names no file", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-preset');
    const file = join(site.dir, 'src/pages/index.module.css');
    await writeFile(file, (await readFile(file, 'utf8')).replace('~/img/lighthouse.svg', '~/img/beacon.svg'));
  });
  afterAll(() => site.cleanup());

  it('fails build and check at the stylesheet and its line, as Docusaurus fails, with the fix', async () => {
    for (const command of ['build', 'check']) {
      const failed = await ckdocs([command], {}, site.dir);
      expect(failed.code, failed.stderr).toBe(1);
      expect(failed.stderr).not.toContain('internal error');
      expect(failed.stderr).toContain('src/pages/index.module.css:3');
      expect(failed.stderr).toContain('Could not resolve "~/img/beacon.svg"');
      expect(failed.stderr).toContain('`/img/x.png` is `static/img/x.png`');
    }
  });
});

describe('a Docusaurus site that ckdocs cannot read as Docusaurus does', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-uninstalled-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('without its packages installed, says to install them with the package manager its lockfile names', async () => {
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/' };",
    );
    await writeFile(join(dir, 'yarn.lock'), '');
    const failed = await ckdocs(['build'], {}, dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("this Docusaurus site's dependencies are not installed");
    expect(failed.stderr).toContain(`Run \`yarn install\` in ${dir} first.`);
  });
});
