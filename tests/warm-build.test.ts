import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/build.js';
import { copyFixture, memoryReporter } from './helpers/site.js';

// Still run in this process, not through bin/ckdocs.js: they count the stages and force render workers.
let site: Awaited<ReturnType<typeof copyFixture>> & { read(path: string): Promise<string> };
beforeAll(async () => {
  const copy = await copyFixture('basic');
  site = { ...copy, read: (path: string) => readFile(join(copy.out, path), 'utf8') };
  await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
});
afterAll(() => site.cleanup());

describe('a warm build', () => {
  it('reuses the compile cache when nothing changed', async () => {
    const result = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(result.cache).toEqual({ compiled: 0, cached: 5, fromLocales: 0 });
  });

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

  it("copies the client bundle when nothing it is made of changed; an edit writes its page's chunk, and bundles again only when a page's imports change", async () => {
    expect((await stagesOf()).find((s) => s.startsWith('bundle'))).toContain('from cache');
    for (const script of await scriptsOf('docs/next/guide/start/intro/index.html'))
      expect(existsSync(join(site.out, script)), script).toBe(true);

    const closing = (text: string) => `${text}\n\nA new closing line.\n`;
    // The advanced page imports from the site folder: its text is its own chunk's, its imports the bundle's.
    const importing = (text: string) =>
      closing(text.replace("import { version } from '@site/helpers.js';", "$&\nimport { useId } from 'react';"));
    const edits: [file: string, route: string, edit: (text: string) => string, bundles: boolean][] = [
      ['docs/guide/01-start/01-intro.mdx', 'docs/next/guide/start/intro', closing, false],
      ['docs/guide/02-more/02-advanced.mdx', 'docs/next/guide/more/advanced', closing, false],
      ['docs/guide/02-more/02-advanced.mdx', 'docs/next/guide/more/advanced', importing, true],
    ];
    for (const [file, route, edit, bundles] of edits) {
      const page = join(site.dir, file);
      const good = await readFile(page, 'utf8');
      const chunkOf = async () => (JSON.parse(await site.read(`${route}/page-data.json`)) as { chunk: string }).chunk;
      const before = await chunkOf();
      await writeFile(page, edit(good));
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
      expect(withPage.cache).toEqual({ compiled: 2, cached: 4, fromLocales: 0 });
      expect(await site.read('docs/next/guide/start/intro/index.html')).toContain('href="/docs/next/guide/start/nope"');
    } finally {
      await rm(added);
    }
    const without = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(without.cache).toEqual({ compiled: 1, cached: 4, fromLocales: 0 });
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

  it('writes its own llms.txt over a static file of that name on every build, not only the first', async () => {
    const own = join(site.dir, 'static/llms.txt');
    await writeFile(own, '# A static llms.txt the site keeps\n');
    try {
      const first = await freshOutput();
      expect(first['/llms.txt']).not.toContain('A static llms.txt');
      // The third build stages into the output of the first, whose llms.txt the static copy replaces.
      for (let i = 0; i < 3; i++) await stagesOf();
      expect(await site.read('llms.txt')).toBe(first['/llms.txt']);
    } finally {
      await rm(own);
    }
  });

  it('after a cold build, keeps the files the output before it has right, not one changed by hand or stale', async () => {
    const page = join(site.dir, 'docs/guide/01-start/01-intro.mdx');
    const good = await readFile(page, 'utf8');
    // A deploy step that changes a page of each output it gets, keeping its size; later than the build.
    const deployed = join(site.out, 'docs/next/guide/start/setup/index.html');
    const deploy = async () => {
      await writeFile(deployed, (await readFile(deployed, 'utf8')).replace('<title>', '<TITLE>'));
      await utimes(deployed, new Date(), new Date(Date.now() + 60_000));
    };
    try {
      await writeFile(page, `${good}\n\nAn older version.\n`);
      await stagesOf();
      await deploy();
      await writeFile(page, good);
      await rm(join(site.dir, '.ckdocs-cache'), { recursive: true });
      await stagesOf();
      await deploy();
      // This build stages into the output before the cold one, of which it knows nothing.
      const started = Date.now();
      await stagesOf();
      expect((await stat(join(site.out, 'docs/next/guide/more/advanced/index.html'))).mtimeMs).toBeLessThan(started);
      expect(await contentsOf(site.out)).toEqual(await freshOutput());
    } finally {
      await writeFile(page, good);
    }
  });

  it('keeps the search files while no record changes, and indexes an edited page anew', async () => {
    // Twice: each of the two outputs a build may stage into then holds the files of these records.
    await stagesOf();
    await stagesOf();
    expect((await stagesOf()).find((s) => s.startsWith('search'))).toContain('unchanged');
    const page = join(site.dir, 'docs/guide/01-start/01-intro.mdx');
    const good = await readFile(page, 'utf8');
    try {
      await writeFile(page, `${good}\n\nA sentence about zeppelins.\n`);
      expect((await stagesOf()).find((s) => s.startsWith('search'))).toContain('records indexed');
      expect(await site.read('search/records.json')).toContain('zeppelins');
    } finally {
      await writeFile(page, good);
    }
  });

  it("keeps the Markdown copies of unchanged pages, and writes an edited page's copy anew", async () => {
    await stagesOf();
    await stagesOf();
    const llmsStage = async () => (await stagesOf()).find((s) => s.startsWith('llms'));
    expect(await llmsStage()).toMatch(/ 0 files written/);
    // A page of Next, then one of the latest version, which llms-full.txt holds too.
    const edits: [file: string, copy: string, files: number][] = [
      ['docs/guide/01-start/01-intro.mdx', 'docs/next/guide/start/intro.md', 1],
      ['v1/guide/hello.mdx', 'docs/guide/hello.md', 2],
    ];
    for (const [file, copy, files] of edits) {
      const page = join(site.dir, file);
      const good = await readFile(page, 'utf8');
      try {
        await writeFile(page, `${good}\n\nA sentence about airships.\n`);
        expect(await llmsStage()).toMatch(` ${files} files written`);
        expect(await site.read(copy)).toContain('airships');
        expect((await site.read('llms-full.txt')).includes('airships')).toBe(files === 2);
      } finally {
        await writeFile(page, good);
      }
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

  it('builds as a fresh build does when its cache files were cut short (a build killed while writing them)', async () => {
    const expected = await freshOutput();
    await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    const cacheDir = join(site.dir, '.ckdocs-cache');
    const records = (await readdir(cacheDir, { recursive: true })).filter((file) => file.endsWith('.json'));
    expect(records.length).toBeGreaterThan(3);
    for (const file of records) await writeFile(join(cacheDir, file), '');
    await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(await contentsOf(site.out)).toEqual(expected);
  });

  it('does not take a page from the cache once a Markdown image of it is gone: the compile says where it was', async () => {
    const page = join(site.dir, 'docs/guide/02-more/pictures.md');
    const image = join(site.dir, 'docs/guide/02-more/dot.svg');
    await writeFile(image, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    await writeFile(page, '---\ntitle: Pictures\n---\n\n![A dot](./dot.svg)\n');
    await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() });
    expect(await site.read('docs/next/guide/more/pictures/index.html')).toMatch(
      /<img src="\/assets\/media\/dot-\w+\.svg"/,
    );
    await rm(image);
    const failed = await buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter() }).catch(
      (error: Error) => error,
    );
    expect(String(failed)).toContain('Image ./dot.svg not found');
    expect(JSON.stringify(failed)).toContain('"line":5');
    await rm(page);
  });
});
