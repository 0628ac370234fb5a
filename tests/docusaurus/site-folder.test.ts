import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixture, copyFixtureEdited, linkPackages } from '../helpers/site.js';

// A Docusaurus website folder, built by running `ckdocs build` in it with no ckdocs config.
/** The first line of the fixture's wicks doc, which has no description: over 160 characters. */
const WICKS_EXCERPT =
  'Wicks come in three sizes: short, long and everlasting. A short wick burns for an evening, a long one for a week, and an everlasting one until the harbour master trims it by hand.';

describe('ckdocs build in a Docusaurus site folder', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let run: CkdocsRun;
  const page = (path: string) => readFile(join(site.dir, 'build', path, 'index.html'), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('docusaurus-site');
    await linkPackages(site.dir);
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it('reads docusaurus.config.ts and builds its versions where Docusaurus puts them', async () => {
    expect(run.code, run.stderr).toBe(0);
    // versions.json lists 1.0, the last release: served at /docs; the docs/ folder is Next, under /docs/next.
    expect(await page('docs/manual/start')).toContain('In 1.0, lamps were lit by hand.');
    expect(await page('docs/next/manual/start')).toContain('light a lamp with');
    expect(await page('docs/next/manual/tools/wick')).toContain('A wick holds one job at a time.');
    // As in Docusaurus, no page at a version's own path (ckdocs's own sites show the main doc there).
    expect(existsSync(join(site.dir, 'build/docs/next/index.html'))).toBe(false);
  });

  it("describes a doc's breadcrumbs to search engines as Docusaurus does, those that lead somewhere", async () => {
    const html = await page('docs/next/reference/wicks');
    const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html.slice(0, html.indexOf('</head>')));
    // The category Lamps has no page of its own: it is no step of the list.
    expect(JSON.parse(data![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Wick sizes',
          item: 'https://lanternfish.example.org/docs/next/reference/wicks',
        },
      ],
    });
  });

  it("runs the docs' remark plugins on every page: npm2yarn's install tabs", async () => {
    const html = await page('docs/next/manual/start');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual([
      'npm',
      'Yarn',
      'pnpm',
      'Bun',
    ]);
    const text = html.replace(/<[^>]+>/g, '');
    for (const command of ['npm install lanternfish', 'yarn add lanternfish', 'pnpm add lanternfish'])
      expect(text).toContain(command);
  });

  it("writes the sitemap with the site's lastmod and its createSitemapItems filter", async () => {
    const xml = await readFile(join(site.dir, 'build/sitemap.xml'), 'utf8');
    expect(xml).toContain(
      '<url><loc>https://lanternfish.example.org/docs/next/manual/start</loc><lastmod>2025-03-01</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>',
    );
    expect(xml).toContain('<loc>https://lanternfish.example.org/docs/manual/start</loc>');
    expect(xml).not.toContain('/reference/');
  });

  /** The site stylesheet's code colours: what each class of a run of code sets, by mode (`light`, `dark`). */
  const codeStyles = async () => {
    const stylesheet = /href="\/(assets\/style-[^"]+\.css)"/.exec(await page('docs/manual/start'))![1]!;
    const css = (await readFile(join(site.dir, 'build', stylesheet), 'utf8')).replace(/:\s+/g, ':');
    const rules = [...css.matchAll(/([^{}]*\.code-block \.(t[ld][\d-]+))\{([^}]*)\}/g)];
    return {
      css,
      /** What a run of code with `classes` looks like in `mode`. */
      of: (classes: string, mode: 'light' | 'dark') =>
        Object.fromEntries(
          rules
            .filter(
              ([, selector, name]) =>
                classes.split(' ').includes(name!) && selector!.startsWith('[data-theme=dark]') === (mode === 'dark'),
            )
            .flatMap(([, , , body]) => body!.split(';').map((declaration) => declaration.split(':'))),
        ),
    };
  };
  /** The classes of the run of code `text` on the signals page. */
  const runClasses = async (text: string) =>
    new RegExp(`<span class="([^"]+)">${text}</span>`).exec(await page('docs/next/reference/signals'))?.[1] ?? '';

  it("colours code blocks with the site's Prism themes, per colour mode", async () => {
    const { css, of } = await codeStyles();
    // Minified: each theme's plain colours on the blocks, in its mode.
    expect(css).toContain('.code-block{--ck-bg-code:#fbf3e4;color:#3b3228}');
    expect(css).toContain('[data-theme=dark] .code-block{--ck-bg-code:#1d1a16;color:#e8dcc8}');
    // A keyword: the light theme's colour; the dark theme's colour, in italics.
    const keyword = await runClasses('const');
    expect(of(keyword, 'light')).toEqual({ color: '#a6422b' });
    expect(of(keyword, 'dark')).toEqual({ color: '#f0a35e', 'font-style': 'italic' });
  });

  it("highlights a code block that names no language in prism's defaultLanguage, as Docusaurus does", async () => {
    const html = await page('docs/next/reference/signals');
    // The keyword has its colours' classes; the plain ` signal = ` none.
    expect(html).toMatch(
      /<div class="code-block language-js codeBlockContainer_ck theme-code-block"><div class="code-body codeBlockContent_ck"><pre class="prism-code language-js codeBlock_ck thin-scrollbar" tabindex="0"><code class="codeBlockLines_ck"><span class="line token-line"><span class="[^"]+">const<\/span> signal = lamp/,
    );
    expect(warningsOf(run).join('\n')).not.toMatch(/defaultLanguage/);
  });

  it('gives headings of no word the ids Docusaurus gives them, with no warning: none for the first, then -1', async () => {
    const html = await page('docs/next/reference/signals');
    expect([...html.matchAll(/<h6([^>]*)>/g)].map((m) => m[1])).toEqual(['', ' id="-1" class="anchor"']);
    expect(warningsOf(run).join('\n')).not.toMatch(/no letter or digit/);
  });

  it('warns of a patch to a part of Docusaurus that ckdocs does not run, naming its files, and not of what it runs', () => {
    const patches = warningsOf(run).filter((warning) => warning.startsWith('patches/'));
    expect(patches).toEqual([
      'patches/@docusaurus+core+3.10.2.patch: patches @docusaurus/core (lib/client/ClientLifecyclesDispatcher.js), which ckdocs does not run: it renders and runs pages in the browser with its own runtime, so this build goes without the patch',
      'patches/@docusaurus+mdx-loader+3.10.2.patch: patches @docusaurus/mdx-loader (lib/remark/admonitions/index.js), which ckdocs does not run: it compiles Markdown with its own pipeline, so this build goes without the patch',
    ]);
  });

  it("highlights the languages of prism's additionalLanguages, as Docusaurus loads their grammars", async () => {
    const { of } = await codeStyles();
    expect(of(await runClasses('Get-Lamp'), 'light')).toEqual({ color: '#2b6a8a' });
    expect(of(await runClasses('&quot;North&quot;'), 'light')).toEqual({ color: '#55722a' });
  });

  it("gives every page's social card themeConfig's image, as an absolute URL", async () => {
    expect(await page('docs/next/reference/wicks')).toContain(
      '<meta property="og:image" content="https://lanternfish.example.org/img/lantern-card.png">',
    );
  });

  it("marks code lines by the site's magic comments, which leave the block", async () => {
    const lines = [...(await page('docs/next/reference/wicks')).matchAll(/<span class="(line[^"]*)">/g)].map(
      (m) => m[1],
    );
    expect(lines).toEqual(['line token-line', 'line token-line highlighted', 'line token-line code-block-error-line']);
  });

  it('labels and flags versions as Docusaurus does', async () => {
    const next = await page('docs/next/manual/start');
    // In the classic theme's words, which name the site.
    expect(next).toMatch(
      /<div>This is unreleased documentation for (<!-- -->)?Lanternfish(<!-- -->)? <b>Next<\/b> version\.<\/div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="\/docs\/manual\/start">latest version<\/a><\/b> \(1\.0\)\.<\/div>/,
    );
    expect(await page('docs/manual/start')).not.toContain('version-banner');
    // Above the article and the previous/next links below it, outside it, as the classic theme lays
    // them out: a site's CSS that indents the article (`.docs-wrapper article`) moves neither.
    const article = next.slice(next.indexOf('<article'), next.indexOf('</article>'));
    expect(next.indexOf('theme-doc-version-banner')).toBeLessThan(next.indexOf('<article'));
    expect(article).not.toContain('version-banner');
    expect(article).not.toContain('pagination-nav');
    expect(next.indexOf('pagination-nav', next.indexOf('</article>'))).toBeGreaterThan(0);
    // Two versions: each page says which it is, as Docusaurus's badge does.
    expect(await page('docs/manual/start')).toMatch(/theme-doc-version-badge[^>]*>Version: <!-- -->1\.0</);
  });

  it('takes the site, navbar, footer and colour mode from the config', async () => {
    const html = await page('docs/next/manual/start');
    expect(html).toContain('<title>Starting out | Lanternfish</title>');
    expect(html).toContain('>Manual<');
    expect(html).toContain('href="https://example.org/lanternfish"');
    expect(html).toContain('Lanternfish authors');
    expect(html).toContain('https://example.org/lanternfish/edit/main/docs/manual/01-start.md');
    expect(html).toMatch(/\?s:"dark";/);
  });

  it("runs the site's sidebarItemsGenerator with Docusaurus's default generator and folder-named categories", async () => {
    const html = await page('docs/next/manual/start');
    const sidebar = html.slice(html.indexOf('aria-label="Docs sidebar"'));
    expect(
      [...sidebar.matchAll(/class="sidebar-link[^"]*"[^>]*><span[^>]*>([^<]+)</g)].map((m) => m[1]).slice(0, 2),
    ).toEqual(['[tools]', 'Starting out']);
  });

  it('builds a hand-written sidebar: doc ids, a category shorthand, HTML, a list in the list with a ref and a link out, in order', async () => {
    const html = await page('docs/next/reference/signals');
    const sidebar = html.slice(
      html.indexOf('aria-label="Docs sidebar"'),
      html.indexOf('</nav>', html.indexOf('aria-label="Docs sidebar"')),
    );
    // Labels are the docs' own headings, as Docusaurus takes them when front matter has no title.
    expect([...sidebar.matchAll(/class="sidebar-link[^"]*"[^>]*><span[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Signals',
      'Lamps',
      'Starting out',
      'Changelog',
    ]);
    expect(sidebar).toContain('href="https://example.org/changes" target="_blank" rel="noopener noreferrer"');
    // The HTML item as written, between the category and the ref, padded as a link.
    expect(sidebar).toMatch(
      /Lamps<.*<li class="sidebar-html sidebar-html-padded menu__list-item lamp-rule"><hr class="lamp-divider"\/?><\/li><li[^>]*><a[^>]*><span[^>]*>Starting out</,
    );
    // Next follows the sidebar's docs: the category's doc, never the ref to another sidebar's doc or the link out.
    expect(html).toMatch(/pagination-link next[^"]*" href="\/docs\/next\/reference\/wicks"/);
    const wicks = await page('docs/next/reference/wicks');
    expect(wicks).toContain('Wick sizes');
    expect(wicks).not.toContain('pagination-link next');
  });

  it("shows themeConfig's footer logo: its image under the base URL, link, size, class and style", async () => {
    const footer = /<footer class="footer.*<\/footer>/.exec(await page('docs/manual/start'))![0];
    expect(footer).toContain(
      '<a href="/docs/manual/start" class="footerLogoLink_ck"><img class="footer-logo-image logo-light footer__logo lamp-logo"',
    );
    expect(footer).toContain('src="/img/lamp.svg" alt="Lanternfish" width="48" height="48" style="border-radius:4px"');
    // With the copyright, in the classic theme's box for them, which sites' CSS lays out.
    expect(footer).toMatch(
      /<div class="footer__bottom text--center"><div class="footer-logo margin-bottom--sm">.*<\/div><div class="footer-copyright footer__copyright">/,
    );
  });

  it("runs the site's local plugins: loadContent, then postBuild into the output, a plugin named by path too", async () => {
    // `future.v4` makes Docusaurus 3.10 build with Rspack: the context names it, as Docusaurus's does.
    const output = (file: string) => readFile(join(site.dir, 'build', file), 'utf8');
    expect(await output('beacon.txt')).toBe('Lanternfish: 3 lamps, 10 routes, by rspack');
    expect(await output('lanterns.md')).toBe('# Lanterns\n- Harbour lamp\n- Storm lantern\n');
    // What it wrote into the output folder it was made with is in the output too; its generated
    // files are where Docusaurus has them (a plugin may name that folder by its path).
    expect(await output('lamp-room.txt')).toBe('lit, logs in .docusaurus');
  });

  it("describes a doc without a description by Docusaurus's excerpt (its first line, whole) in its head", async () => {
    const head = (await page('docs/next/reference/wicks')).split('</head>')[0]!;
    expect(head).toContain(`<meta name="description" content="${WICKS_EXCERPT}">`);
    expect(head).toContain(`<meta property="og:description" content="${WICKS_EXCERPT}">`);
  });

  it("hands postBuild the docs plugin's routes: each version's docs with Docusaurus's titles and descriptions", async () => {
    // Written by a plugin that reads them as llms.txt plugins do; a description left out is the doc's excerpt.
    expect(await readFile(join(site.dir, 'build/doc-index.txt'), 'utf8')).toBe(
      [
        '/docs/next manual/start: Starting out (Start a queue and light the first lamp.)',
        '/docs/next manual/tools/wick: Wick (A wick holds one job at a time.)',
        '/docs/next reference/signals: Signals (Each lamp answers to SIGHUP by trimming its wick.)',
        `/docs/next reference/wicks: Wicks (${WICKS_EXCERPT})`,
        '/docs manual/start: Starting out (1.0) (In 1.0, lamps were lit by hand.)',
        '',
      ].join('\n'),
    );
  });

  it('hands postBuild the content plugins ckdocs builds among the loaded plugins, with their options, each docs version with its path and its docs, as local search plugins read them', async () => {
    expect(await readFile(join(site.dir, 'build/doc-search.txt'), 'utf8')).toBe(
      [
        'docusaurus-plugin-content-docs default at docs',
        '/docs/next: /docs/next/manual/start /docs/next/manual/tools/wick /docs/next/reference/signals /docs/next/reference/wicks',
        '/docs (last): /docs/manual/start',
        'docusaurus-plugin-content-pages default at /',
        '',
      ].join('\n'),
    );
  });

  it("marks a navbar link out of the site with the classic theme's icon, by a class name its CSS finds, labelled as the theme labels it", async () => {
    expect(await page('docs/next/manual/start')).toMatch(
      /href="https:\/\/example\.org\/lanternfish"[^>]*>Source<svg class="external-link-icon iconExternalLink"[^>]* aria-label="\(opens in new tab\)"/,
    );
  });

  it("compiles the blog's posts with the blog's own remark plugins, not the docs'", async () => {
    const post = await readFile(join(site.dir, 'build/blog/new-signals/index.html'), 'utf8');
    expect(post).toContain('Logged by the keeper.');
    // The docs' npm2yarn does not run on a post: its install command stays one code block, as Docusaurus shows it.
    expect(post.replace(/<[^>]+>/g, '')).toContain('npm install lanternfish');
    expect(post).not.toContain('role="tab"');
    // The list shows the post cut at its marker, compiled with the same plugins.
    expect(await readFile(join(site.dir, 'build/blog/index.html'), 'utf8')).toContain('Logged by the keeper.');
    expect(await page('docs/next/manual/start')).not.toContain('Logged by the keeper.');
  });

  it('fails when a plugin throws, naming it and its hook, and keeps the previous output', async () => {
    const failed = await ckdocs(['build'], { BEACON_FAIL: '1' }, site.dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Plugin beacon failed in postBuild: the beacon is out of oil');
    expect(await readFile(join(site.dir, 'build/beacon.txt'), 'utf8')).toMatch(/^Lanternfish: 3 lamps/);
  });

  it('names, with its line, each part of the config it does not support, and nothing it supports', async () => {
    const warnings = warningsOf(run);
    const config = (await readFile(join(site.dir, 'docusaurus.config.ts'), 'utf8')).split('\n');
    const line = config.findIndex((text) => text.includes('versionPersistence:')) + 1;
    expect(warnings).toContain(
      `docusaurus.config.ts:${line}: \`themeConfig.docs.versionPersistence\` is not supported by ckdocs: ignored`,
    );
    expect(warnings).toContainEqual(expect.stringMatching(/`pages\.showLastUpdateTime` is not supported by ckdocs/));
    // Its sidebar can be hidden, as ckdocs's can.
    expect(warnings.some((w) => w.includes('hideable'))).toBe(false);
    // Prism's grammars the site adds are loaded (PowerShell's: see the highlighting test).
    expect(warnings.some((w) => w.includes('additionalLanguages'))).toBe(false);
    // Its version dropdown asks not to be marked active, which ckdocs's never is.
    expect(warnings.some((w) => w.includes('dropdownActiveClassDisabled'))).toBe(false);
    // Its configureWebpack asks nothing ckdocs leaves out.
    expect(warnings.filter((w) => w.includes('configureWebpack'))).toEqual([]);
    // A sidebar item's customProps reach the site's components: nothing to report (sidebar-keys.test.ts).
    expect(warnings.some((w) => w.startsWith('sidebars.ts'))).toBe(false);
    // Settings of Docusaurus's own build engine mean nothing to ckdocs: no warning.
    expect(warnings.some((w) => w.includes('`future`'))).toBe(false);
    // The classic preset's blog is built by Docusaurus's own plugin, its posts with its own Markdown plugins: nothing to report.
    expect(warnings.filter((w) => w.includes('blog'))).toEqual([]);
  });

  it("reports the broken links Docusaurus's check reports, no more: a Link's id and a blog post are found, an `<a id>` written in MDX is not", async () => {
    // Docusaurus sees only the ids its Link collects; an `a` written as JSX is React's own element.
    // A link definition that no text refers to makes no link: its broken anchor is not reported.
    expect(warningsOf(run).filter((warning) => warning.includes('broken'))).toEqual([
      expect.stringMatching(
        /docs\/reference\/signals\.md:7: broken anchor \/docs\/next\/reference\/wicks#spare-wick: the page has no heading, Link or details block with id "spare-wick" \(Docusaurus's check sees those, not an `<a id>` written in MDX\)$/,
      ),
    ]);
    // Links to files as Docusaurus finds them: in another version's folder, and from the site folder.
    const start = await page('docs/next/manual/start');
    expect(start).toContain('<a class="" href="/docs/manual/start">starting out in 1.0</a>');
    expect(start).toContain('<a class="" href="/docs/next/reference/wicks">the wick&#x27;s reference</a>');
    // signals.md's link to a blog post is found: none of its links but the spare wick's is reported.
    expect(run.stderr).not.toMatch(/new-signals|wick-signals/);
  });
});

describe('a Docusaurus site whose docs plugin says breadcrumbs: false', () => {
  it('shows no breadcrumbs above its docs, nor describes them to search engines, as Docusaurus does', async () => {
    const site = await copyFixtureEdited('docusaurus-site', (config) =>
      config.replace("sidebarPath: './sidebars.ts',", "sidebarPath: './sidebars.ts',\n          breadcrumbs: false,"),
    );
    try {
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code, run.stderr).toBe(0);
      const html = await readFile(join(site.dir, 'build/docs/next/reference/wicks/index.html'), 'utf8');
      expect(html).toMatch(/<h1[^>]*>Wicks/);
      expect(html).not.toContain('theme-doc-breadcrumbs');
      expect(html).not.toContain('BreadcrumbList');
      expect(warningsOf(run).join('\n')).not.toMatch(/breadcrumbs/);
    } finally {
      await site.cleanup();
    }
  });
});

describe("a Docusaurus site's version dropdown with entries of its own", () => {
  it('lists them before and after its versions, a divider as its HTML, a link with its target, class and HTML label, as Docusaurus does', async () => {
    const site = await copyFixtureEdited('docusaurus-site', (config) =>
      config.replace(
        'dropdownActiveClassDisabled: true,',
        `dropdownActiveClassDisabled: true,
          dropdownItemsBefore: [{ to: '/docs/next/manual/start', html: '<b>Start</b> here', className: 'lantern-start' }],
          dropdownItemsAfter: [
            { type: 'html', value: '<hr class="dropdown-separator">' },
            { href: 'https://example.org/lanternfish/archive', label: 'Older versions', target: '_blank' },
          ],`,
      ),
    );
    try {
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code, run.stderr).toBe(0);
      const html = await readFile(join(site.dir, 'build/docs/next/manual/start/index.html'), 'utf8');
      const menu = /<ul class="dropdown-menu[^"]*">(.*?)<\/ul>/.exec(html)![1]!;
      expect(
        [...menu.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<a [^>]*href="([^"]*)"[^>]*>/, '<a $1>')),
      ).toEqual([
        '<a /docs/next/manual/start><span><b>Start</b> here</span></a>',
        '<a /docs/next/manual/start>Next</a>',
        '<a /docs/manual/start>1.0</a>',
        '<span class="dropdown-html"><hr class="dropdown-separator"></span>',
        '<a https://example.org/lanternfish/archive>Older versions</a>',
      ]);
      expect(menu).toMatch(/href="https:\/\/example\.org\/lanternfish\/archive"[^>]*target="_blank"/);
      expect(menu).toMatch(
        /<a href="\/docs\/next\/manual\/start" class="dropdown-link dropdown__link[^"]* lantern-start">/,
      );
      expect(warningsOf(run).join('\n')).not.toMatch(/dropdownItems|html|className/);
    } finally {
      await site.cleanup();
    }
  });
});

describe('a folder with no site config', () => {
  it('fails naming what it looked for and how to fix it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-empty-'));
    try {
      const run = await ckdocs(['build'], {}, dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No site config in this folder');
      expect(run.stderr).toContain('docusaurus.config.ts');
      expect(run.stderr).toContain('--config <file>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
