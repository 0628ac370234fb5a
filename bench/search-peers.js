// The two engines our search is measured against, over the same built pages: MiniSearch (VitePress's
// local search, set up as VitePress sets it up) and Pagefind (Starlight's, run in Chromium as a
// reader's browser runs it). Each answers a query with its pages' URLs, best first.
import { build as esbuild } from 'esbuild';
import MiniSearch from 'minisearch';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIndex as createPagefindIndex, close as closePagefind } from 'pagefind';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const gzipKB = (text) => gzipSync(text).length / 1024;

/** The engine's own code, minified and gzipped as a site would ship it. */
async function libraryKB(entry) {
  const result = await esbuild({
    stdin: { contents: `export * from '${entry}';`, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  return gzipKB(result.outputFiles[0].contents);
}

/**
 * MiniSearch over the version's records (a document per heading or section, as VitePress indexes
 * sections), with VitePress's options: prefix and fuzzy matching, titles boosted over text.
 */
export async function miniSearchEngine(records) {
  const mini = new MiniSearch({
    fields: ['title', 'titles', 'text'],
    storeFields: ['url'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  mini.addAll(
    records.map((r, id) => {
      const trail = Object.values(r.hierarchy).filter((h) => h !== null);
      return { id, url: r.url, title: trail.at(-1), titles: trail.slice(0, -1).join(' '), text: r.content ?? '' };
    }),
  );
  // The browser fetches the serialised index once, then every query is local.
  const indexKB = gzipKB(JSON.stringify(mini));
  const codeKB = await libraryKB('minisearch');
  return {
    name: 'MiniSearch',
    firstQueryKB: indexKB + codeKB,
    laterQueriesKB: 0,
    search: async (query) => mini.search(query).map((hit) => hit.url),
  };
}

/** Serves `dir` on a free port; resolves to its origin and a function that stops it. */
async function serve(dir) {
  const server = createServer(sirv(dir, { dev: true }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/**
 * Pagefind's index of each version's pages (their article, as its root selector), served and
 * searched from Chromium. Bytes are what the browser fetched of the bundle: its index files come
 * compressed already, its script and entry are counted gzipped.
 */
export async function pagefindEngines(outDir, versions) {
  const bundles = mkdtempSync(join(tmpdir(), 'ckdocs-bench-pagefind-'));
  for (const { name, glob } of versions) {
    const { index } = await createPagefindIndex({ rootSelector: 'article', forceLanguage: 'en' });
    await index.addDirectory({ path: outDir, glob });
    await index.writeFiles({ outputPath: join(bundles, name) });
  }
  await closePagefind();
  const site = await serve(bundles);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const engines = [];
  for (const { name } of versions) {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/${name}/pagefind-entry.json`);
    const bodies = [];
    page.on('response', (response) => bodies.push(response.body().catch(() => Buffer.alloc(0))));
    const fetchedKB = async () => {
      let kb = 0;
      for (const body of await Promise.all(bodies)) kb += body[0] === 0x1f ? body.length / 1024 : gzipKB(body);
      return kb;
    };
    const search = async (query) =>
      page.evaluate(
        async ({ bundle, query }) => {
          const pagefind = await import(`${bundle}/pagefind.js`);
          const found = await pagefind.search(query);
          const top = await Promise.all(found.results.slice(0, 10).map((r) => r.data()));
          return top.map((d) => d.url);
        },
        { bundle: `/${name}`, query },
      );
    engines.push({ name, search, fetchedKB });
  }
  return {
    engines,
    async close() {
      await browser.close();
      site.stop();
      rmSync(bundles, { recursive: true, force: true });
    },
  };
}
