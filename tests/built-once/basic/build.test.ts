import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtSite } from '../../helpers/built-site.js';
import { build, warningsOf } from '../../helpers/ckdocs.js';
import { copyFixture } from '../../helpers/site.js';
import { pageScripts } from '../../helpers/output-files.js';

const site = builtSite('basic');

describe('a whole build of fixtures/basic', () => {
  it('writes a page for every route, 404.html and sitemap.xml', () => {
    for (const path of [
      'index.html',
      'search/index.html',
      'docs/index.html',
      'docs/next/index.html',
      'docs/guide/hello/index.html',
      'docs/next/guide/start/intro/index.html',
      'docs/next/guide/start/setup/index.html',
      'docs/next/guide/more/index.html',
      'docs/next/guide/more/advanced/index.html',
      '404.html',
      'sitemap.xml',
    ]) {
      expect(existsSync(join(site.out, path)), path).toBe(true);
    }
    expect(existsSync(join(site.out, 'docs/next/guide/more/draft/index.html'))).toBe(false);
    expect(site.run.stderr).toMatch(/Built 9 pages in/);
  });

  it('writes every search record for a hosted index, in the DocSearch format', async () => {
    const records = JSON.parse(await site.read('search/records.json')) as {
      url: string;
      type: string;
      version: string;
      docusaurus_tag: string;
      hierarchy: Record<string, string | null>;
    }[];
    const intro = records.filter((r) => r.url.startsWith('https://fixture.test/docs/next/guide/start/intro'));
    expect(intro.map((r) => r.type)).toContain('lvl1');
    expect(intro[0]).toMatchObject({ version: 'next', docusaurus_tag: 'docs-default-next' });
    expect(new Set(records.map((r) => r.version))).toEqual(new Set(['next', '1.0']));
  });

  it('gives every page lang, dir, dark theme, title, description, canonical and hreflang', async () => {
    const html = await site.read('docs/next/guide/start/intro/index.html');
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html).toContain('<title>Introduction | Fixture</title>');
    expect(html).toContain('<meta name="description" content="The first page of the fixture.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/docs/next/guide/start/intro">');
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<head>[\s\S]*localStorage\.getItem\("theme"\)[\s\S]*<\/head>/);
  });

  it('renders the doc page: sidebar, breadcrumbs, TOC of levels 2-3, previous/next, content', async () => {
    const html = await site.read('docs/next/guide/start/intro/index.html');
    expect(html).toContain(
      '<a href="/docs/next/guide/start/intro" class="sidebar-link active" aria-current="page">Introduction</a>',
    );
    expect(html).toMatch(/class="breadcrumbs"[\s\S]*Start Here[\s\S]*Introduction/);
    expect(html).toContain('<a class="toc-link" href="#install-it">Install it</a>');
    expect(html).toContain('<a class="toc-link" href="#deep-heading">Deep heading</a>');
    expect(html).toContain('id="too-deep-for-the-toc"');
    expect(html).not.toContain('class="toc-link" href="#too-deep-for-the-toc"');
    expect(html).toContain('<a class="pagination-link next" href="/docs/next/guide/start/setup">');
    expect(html).toContain('href="/docs/next/guide/start/setup#install-it"');
    expect(html).not.toContain('writer&#x27;s note');
    expect(html).toContain('unreleased');
  });

  it('runs a page that imports from the site folder with what it imports, on the server and in its chunk', async () => {
    expect(await site.read('docs/next/guide/more/advanced/index.html')).toMatch(
      /Helpers at version (<!-- -->)?1\.2\.3/,
    );
    const manifest = JSON.parse(await site.read('route-manifest.json')) as Record<string, { chunk: string }>;
    expect(await site.loadedCode(manifest['/docs/next/guide/more/advanced']!.chunk)).toContain('1.2.3');
  });

  it('serves a version root with its main doc, canonical to the doc itself', async () => {
    const html = await site.read('docs/index.html');
    expect(html).toContain('Hello v1');
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/docs/guide/hello">');
    expect(await site.read('docs/next/index.html')).toContain('<title>Introduction | Fixture</title>');
  });

  it('content-hashes every JS and CSS file and maps each route to its chunk', async () => {
    const files = await readdir(join(site.out, 'assets'), { recursive: true });
    const code = files.filter((f) => /\.(js|css)$/.test(f));
    expect(code.length).toBeGreaterThan(3);
    for (const file of code) expect(file).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
    const manifest = JSON.parse(await site.read('route-manifest.json')) as Record<
      string,
      { chunk?: string; data: string }
    >;
    expect(manifest['/docs/next/guide/start/intro']!.chunk).toMatch(
      /^\/assets\/pages\/next\/guide\/start\/intro-[A-Z0-9]{8}\.js$/,
    );
    const data = JSON.parse(await site.read('docs/next/guide/start/intro/page-data.json')) as {
      chunk: string;
      doc: { title: string };
    };
    expect(data.chunk).toBe(manifest['/docs/next/guide/start/intro']!.chunk);
    expect(data.doc.title).toBe('Introduction');
  });

  it("names in a page's HTML every chunk its scripts import, so the browser fetches them at once", async () => {
    const html = await site.read('docs/next/guide/start/intro/index.html');
    const listed = new Set(pageScripts(html));
    expect(listed.size).toBeGreaterThan(1);
    for (const file of listed) {
      const code = await site.read(file);
      // esbuild writes a chunk's static imports as `from"/assets/x.js"` or `import"/assets/x.js"`.
      for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g)) {
        const imported = specifier!.startsWith('/') ? specifier!.slice(1) : join(dirname(file), specifier!);
        expect(listed, `${file} imports ${imported}`).toContain(imported.split('\\').join('/'));
      }
    }
  });

  it("fetches a doc page's scripts in a few files: what it shares with chunks loaded later is one chunk, not a file per module", async () => {
    const html = await site.read('docs/next/guide/start/intro/index.html');
    // The runtime's entry, the one chunk of everything it runs (which views and pages share), and the page's own code.
    expect(pageScripts(html)).toHaveLength(3);
  });

  it("keeps the search and 404 pages' templates out of a doc page's scripts, and preloads each on its own page", async () => {
    const scripts = async (page: string) => pageScripts(await site.read(page)).join(' ');
    expect(await scripts('docs/next/guide/start/intro/index.html')).not.toMatch(/SearchPage-|NotFound-|ApiPage-/);
    expect(await scripts('search/index.html')).toMatch(/assets\/chunks\/SearchPage-[A-Z0-9]{8}\.js/);
    expect(await scripts('404.html')).toMatch(/assets\/chunks\/NotFound-[A-Z0-9]{8}\.js/);
  });

  it("leaves out of a doc page's scripts the frame of docs a docItemComponent draws, which no version has", async () => {
    const page = await site.read('docs/next/guide/start/intro/index.html');
    const main = /<script type="module" src="\/(assets\/main-[^"]+\.js)"/.exec(page)![1]!;
    expect(await site.loadedCode(`/${main}`)).not.toContain('padding-top--md');
  });

  it('writes a sitemap with weekly changefreq and priority 0.5, without the 404 page', async () => {
    const xml = await site.read('sitemap.xml');
    expect(xml).toContain('<url><loc>https://fixture.test/docs/next/guide/start/intro</loc>');
    expect(xml).toContain('<changefreq>weekly</changefreq><priority>0.5</priority>');
    expect(xml).not.toContain('404');
    // Home, search and the five docs; version roots repeat a doc and are left to its canonical URL.
    expect(xml.match(/<url>/g)).toHaveLength(7);
  });

  it('serves a not-found page that search engines skip', async () => {
    const html = await site.read('404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('warns about broken links and anchors with file and line', () => {
    expect(warningsOf(site.run)).toEqual([
      expect.stringMatching(/01-intro\.mdx:9: broken link \.\/nope\.mdx/),
      expect.stringMatching(/02-setup\.mdx:7: broken anchor \/docs\/next\/guide\/start\/intro#no-such-heading/),
    ]);
  });

  it('copies static files to the output root', () => {
    expect(existsSync(join(site.out, 'logo.svg'))).toBe(true);
  });

  it("shows each page's last commit: its date, in UTC, and its author", async () => {
    const dated = await copyFixture('basic');
    const git = (...args: string[]) =>
      promisify(execFile)('git', args, {
        cwd: dated.dir,
        env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T23:30:00Z', GIT_COMMITTER_DATE: '2024-03-05T23:30:00Z' },
      });
    await git('init', '-q');
    await git('add', '.');
    await git('-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', 'commit', '-qm', 'pages');
    await build(dated.config, dated.out);
    const html = await readFile(join(dated.out, 'docs/next/guide/start/intro/index.html'), 'utf8');
    expect(html.replaceAll('<!-- -->', '')).toContain(
      '<span class="last-update">Last updated on <time dateTime="2024-03-05T23:30:00.000Z">Mar 5, 2024</time> by <b>Ada Writer</b></span>',
    );
    await dated.cleanup();
  });
});
