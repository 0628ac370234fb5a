import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/build.js';
import { buildFixture, copyFixture, memoryReporter } from './helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
beforeAll(async () => {
  site = await buildFixture('basic');
});
afterAll(() => site.cleanup());

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
    expect(site.result.pages).toBe(9);
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
    expect(html).toMatch(/<head>[\s\S]*localStorage\.getItem\('theme'\)[\s\S]*<\/head>/);
  });

  it('renders the doc page: sidebar, breadcrumbs, TOC of levels 2-3, previous/next, content', async () => {
    const html = await site.read('docs/next/guide/start/intro/index.html');
    expect(html).toContain(
      '<a class="sidebar-link active" href="/docs/next/guide/start/intro" aria-current="page">Introduction</a>',
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
    expect(await site.read(manifest['/docs/next/guide/more/advanced']!.chunk.slice(1))).toContain('1.2.3');
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
    expect(site.reporter.warnings).toEqual([
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
    await buildSite({ configPath: dated.config, outDir: dated.out, reporter: memoryReporter() });
    const html = await readFile(join(dated.out, 'docs/next/guide/start/intro/index.html'), 'utf8');
    expect(html.replaceAll('<!-- -->', '')).toContain(
      '<span class="last-update">Last updated on <time dateTime="2024-03-05T23:30:00.000Z">Mar 5, 2024</time> by <b>Ada Writer</b></span>',
    );
    await dated.cleanup();
  });
});

describe('a failed build', () => {
  it('leaves the previous output untouched and reports the broken page', async () => {
    const before = await site.read('docs/next/guide/start/intro/index.html');
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const good = await readFile(page, 'utf8');
    await writeFile(page, `${good}\n\nA <broken tag\n`);
    await expect(buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() })).rejects.toThrow(
      'MDX syntax error',
    );
    expect(await site.read('docs/next/guide/start/intro/index.html')).toBe(before);
    expect((await readdir(site.dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    await writeFile(page, good);
  });

  it('names the page and line of an import that leads nowhere', async () => {
    const before = await site.read('docs/next/guide/start/intro/index.html');
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const good = await readFile(page, 'utf8');
    const importLine = good.split('\n').length + 2;
    await writeFile(page, `${good}\n\nimport Missing from './missing.js';\n\n<Missing />\n`);
    try {
      const failed = buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
      await expect(failed).rejects.toThrow('Could not resolve "./missing.js"');
      await expect(failed).rejects.toMatchObject({
        location: `${page}:${importLine}`,
        details: { problems: [expect.stringContaining("Fix the import's path")] },
      });
      expect(await site.read('docs/next/guide/start/intro/index.html')).toBe(before);
    } finally {
      await writeFile(page, good);
    }
  });

  it('names the page whose component or module throws while it renders, on this thread or on workers', async () => {
    const before = await site.read('docs/next/guide/start/intro/index.html');
    const page = join(site.dir, 'docs/guide/02-more/05-boom.mdx');
    const throwing = [
      ["export const Boom = () => { throw new Error('no window here'); };\n\n<Boom />", 'no window here'],
      ['export const width = window.innerWidth;\n\nWide.', 'window is not defined'],
    ];
    try {
      for (const [body, message] of throwing) {
        await writeFile(page, `---\ntitle: Boom\n---\n\n${body}\n`);
        for (const renderWorkers of [0, 2]) {
          const failed = buildSite({
            configPath: site.config,
            outDir: site.out,
            reporter: memoryReporter(),
            renderWorkers,
          });
          await expect(failed).rejects.toThrow(`/docs/next/guide/more/boom failed to render: ${message}`);
          await expect(failed).rejects.toMatchObject({ details: { file: page } });
          expect(await site.read('docs/next/guide/start/intro/index.html')).toBe(before);
        }
      }
    } finally {
      await rm(page);
    }
  });

  it('reuses the compile cache when nothing changed', async () => {
    const result = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(result.cache).toEqual({ compiled: 0, cached: 5 });
  });
});

describe('a warm build', () => {
  const stagesOf = async () => {
    const stages: string[] = [];
    const reporter = {
      ...memoryReporter(),
      stage: (name: string, detail?: string) => void stages.push(`${name} ${detail ?? ''}`),
    };
    await buildSite({ configPath: site.config, outDir: site.out, reporter });
    return stages;
  };
  const scriptsOf = async (path: string) =>
    [...(await site.read(path)).matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const filesOf = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length))
      .sort();
  const contentsOf = async (dir: string) =>
    Object.fromEntries(
      await Promise.all(
        (await filesOf(dir)).map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const),
      ),
    );
  /** The output a build into a new folder gives for the site as it is now. */
  const freshOutput = async () => {
    const fresh = join(site.dir, 'fresh-build');
    await buildSite({ configPath: site.config, outDir: fresh, reporter: memoryReporter() });
    const contents = await contentsOf(fresh);
    await rm(fresh, { recursive: true });
    return contents;
  };

  it("copies the client bundle when nothing it is made of changed; an edit writes its page's chunk, and bundles again only for a page that imports site code", async () => {
    expect((await stagesOf()).find((s) => s.startsWith('bundle'))).toContain('from cache');
    for (const script of await scriptsOf('docs/next/guide/start/intro/index.html'))
      expect(existsSync(join(site.out, script)), script).toBe(true);

    const edits: [file: string, route: string, bundles: boolean][] = [
      ['docs/guide/01-start/01-intro.mdx', 'docs/next/guide/start/intro', false],
      ['docs/guide/02-more/02-advanced.mdx', 'docs/next/guide/more/advanced', true],
    ];
    for (const [file, route, bundles] of edits) {
      const page = join(site.dir, file);
      const good = await readFile(page, 'utf8');
      const chunkOf = async () => (JSON.parse(await site.read(`${route}/page-data.json`)) as { chunk: string }).chunk;
      const before = await chunkOf();
      await writeFile(page, `${good}\n\nA new closing line.\n`);
      try {
        const stage = (await stagesOf()).find((s) => s.startsWith('bundle'));
        if (bundles) expect(stage).not.toContain('from cache');
        else expect(stage).toContain('from cache');
        // A new name, so that no browser keeps the old chunk.
        expect(await chunkOf()).not.toBe(before);
        expect(await readFile(join(site.out, await chunkOf()), 'utf8')).toContain('A new closing line.');
      } finally {
        await writeFile(page, good);
      }
    }
  });

  it('removes the cache entries it did not use once they are a week old, and no others', async () => {
    const cacheDir = join(site.dir, '.ckdocs-cache');
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    // Filled anew by a build of the site as it is: every entry there is one the next build uses
    // (the tests before leave entries of pages they edited and put back).
    await Promise.all(['html', 'mdx'].map((dir) => rm(join(cacheDir, dir), { recursive: true, force: true })));
    await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    const used = { html: (await readdir(join(cacheDir, 'html')))[0]!, mdx: (await readdir(join(cacheDir, 'mdx')))[0]! };
    for (const [dir, name] of Object.entries(used)) await utimes(join(cacheDir, dir, name), weekAgo, weekAgo);
    for (const dir of ['html', 'mdx']) {
      await writeFile(join(cacheDir, dir, 'left-behind'), 'an old entry');
      await utimes(join(cacheDir, dir, 'left-behind'), weekAgo, weekAgo);
      await writeFile(join(cacheDir, dir, 'just-written'), 'a new entry');
    }
    await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    for (const dir of ['html', 'mdx']) {
      const names = await readdir(join(cacheDir, dir));
      expect(names).not.toContain('left-behind');
      expect(names).toContain('just-written');
      expect(names).toContain(used[dir as keyof typeof used]);
      await rm(join(cacheDir, dir, 'just-written'));
    }
  });

  it('recompiles only the pages that link to a page added or removed', async () => {
    const added = join(site.dir, 'docs/guide/01-start/nope.mdx');
    await writeFile(added, '---\ntitle: Now there\n---\n\nA page the intro links to.\n');
    try {
      const withPage = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
      // The new page and the intro, whose link to it now resolves.
      expect(withPage.cache).toEqual({ compiled: 2, cached: 4 });
      expect(await site.read('docs/next/guide/start/intro/index.html')).toContain('href="/docs/next/guide/start/nope"');
    } finally {
      await rm(added);
    }
    const without = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(without.cache).toEqual({ compiled: 1, cached: 4 });
    expect(await site.read('docs/next/guide/start/intro/index.html')).not.toContain(
      'href="/docs/next/guide/start/nope"',
    );
  });

  it('stages into the output it replaced, leaving out whatever the site no longer has', async () => {
    const extra = join(site.dir, 'docs/guide/01-start/03-extra.mdx');
    await writeFile(extra, '# Extra\n\nA page that is removed again.\n');
    await stagesOf();
    await stagesOf();
    expect(existsSync(join(site.out, 'docs/next/guide/start/extra/index.html'))).toBe(true);
    await rm(extra);
    // Twice: each of the two outputs a build may stage into held the removed page.
    for (let i = 0; i < 2; i++) {
      await stagesOf();
      expect(existsSync(join(site.out, 'docs/next/guide/start/extra/index.html'))).toBe(false);
      expect(existsSync(join(site.out, 'docs/next/guide/start/extra'))).toBe(false);
    }
    expect(Object.keys(await contentsOf(site.out))).toEqual(Object.keys(await freshOutput()));
  });

  it('leaves the files of unchanged pages as they were, and its output is always what a fresh build gives', async () => {
    const page = join(site.dir, 'docs/guide/01-start/01-intro.mdx');
    const good = await readFile(page, 'utf8');
    const config = await readFile(site.config, 'utf8');
    const edit = async (text: string) => {
      await writeFile(page, `${good}\n\n${text}\n`);
      await stagesOf();
    };
    try {
      await edit('First version.');
      await edit('Second version.');
      const started = Date.now();
      // The output staged into holds the first version: all of it is kept but the edited page.
      await edit('First version.');
      expect(await site.read('docs/next/guide/start/intro/index.html')).toContain('First version.');
      expect((await stat(join(site.out, 'docs/next/guide/start/setup/index.html'))).mtimeMs).toBeLessThan(started);
      expect(await contentsOf(site.out)).toEqual(await freshOutput());

      // A build that fails once every page is written (a new title on each) leaves nothing behind
      // that a later build could take for its own.
      await writeFile(site.config, config.replace("title: 'Fixture'", "title: 'Renamed', onBrokenLinks: 'throw'"));
      await writeFile(page, `${good}\n\n[Nowhere](./missing-page)\n`);
      await expect(stagesOf()).rejects.toThrow('broken link');
      await writeFile(site.config, config);
      await edit('Second version.');
      expect(await contentsOf(site.out)).toEqual(await freshOutput());
      await edit('First version.');
      expect(await contentsOf(site.out)).toEqual(await freshOutput());
    } finally {
      await writeFile(page, good);
      await writeFile(site.config, config);
    }
  });

  it('renders on worker threads, as a site with many pages does, the same files as on its own thread', async () => {
    const onThread = await freshOutput();
    await rm(join(site.dir, '.ckdocs-cache/html'), { recursive: true });
    const inWorkers = join(site.dir, 'worker-build');
    const result = await buildSite({
      configPath: site.config,
      outDir: inWorkers,
      reporter: memoryReporter(),
      renderWorkers: 2,
    });
    expect(result.renderedPaths.length).toBe(result.pages + 1);
    expect(await contentsOf(inWorkers)).toEqual(onThread);
    await rm(inWorkers, { recursive: true });
  });

  it('bundles the same site into the same files, whether pages were compiled or came from the cache', async () => {
    await rm(join(site.dir, '.ckdocs-cache'), { recursive: true });
    const compiled = await freshOutput();
    await rm(join(site.dir, '.ckdocs-cache/client'), { recursive: true });
    expect(await freshOutput()).toEqual(compiled);
  });
});
