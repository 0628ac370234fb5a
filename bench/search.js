// The search part of `npm run bench`: relevance on our four query sets for our engine, MiniSearch and
// Pagefind over the same built pages, and what each fetches and how fast it answers. Our engine runs
// the browser's own code, bundled here, with `fetch` reading the build.
import { build as esbuild } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { miniSearchEngine, pagefindEngines } from './search-peers.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const readSet = (file) => JSON.parse(readFileSync(join(root, 'bench', file), 'utf8'));
/**
 * The query sets: the two the ranking is tuned on (the project's names and topics, and readers'
 * questions from other threads), readers' questions that were read while it was tuned, and readers'
 * questions written before the ranking changes after them and never used to tune (each file's
 * "about" says where they come from), which show what tuning did not see.
 */
const QUERY_SETS = [
  { set: 'tuned', versions: readSet('search-queries.json').versions },
  { set: 'dev', versions: readSet('search-queries-dev.json').versions },
  { set: 'held-out', versions: readSet('search-queries-heldout.json').versions },
  { set: 'unseen', versions: readSet('search-queries-unseen.json').versions },
];
/** How many queries the "later queries" figure runs, as a reader's session might. */
const SESSION = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A hit's page: its URL without the origin, anchor or trailing slash. */
const pageOf = (url) => new URL(url, 'http://site').pathname.replace(/(.)\/$/, '$1');

/** hit@1, hit@5 and MRR@10 of ranked URL lists against each query's acceptable pages. */
export function relevance(queries, rankings) {
  let hit1 = 0;
  let hit5 = 0;
  let mrr = 0;
  queries.forEach(({ pages }, i) => {
    const distinct = [...new Set(rankings[i].map(pageOf))];
    const rank = distinct.findIndex((p) => pages.includes(p));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 5) hit5++;
    if (rank >= 0 && rank < 10) mrr += 1 / (rank + 1);
  });
  const n = queries.length;
  return { hit1: hit1 / n, hit5: hit5 / n, mrr: mrr / n };
}

/** Gzipped KB of a chunk and the chunks it imports statically, less those `loaded` already holds. */
function chunkKB(outDir, file, loaded = new Set()) {
  if (loaded.has(file)) return 0;
  loaded.add(file);
  const text = readFileSync(join(outDir, file), 'utf8');
  let kb = gzipSync(text).length / 1024;
  for (const m of text.matchAll(/from"\/(assets\/[^"]+\.js)"/g)) kb += chunkKB(outDir, m[1], loaded);
  return kb;
}

/** What opening the search modal downloads: its chunk and imports that the page's entry does not hold. */
function modalKB(outDir) {
  const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(/src="\/(assets\/main-[^"]+\.js)"/)[1];
  const loaded = new Set();
  chunkKB(outDir, entry, loaded);
  // The runtime's chunk, which the entry starts, imports the modal on use.
  const code = [...loaded].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  const modal = code.match(/import\("\/(assets\/chunks\/SearchModal-[^"]+\.js)"\)/)[1];
  return chunkKB(outDir, modal, loaded);
}

const bundled = join(tmpdir(), 'ckdocs-bench-search.mjs');
let bundling;
let instances = 0;

/**
 * Our browser backend, bundled for Node, with `fetch` reading `outDir` and counting gzipped KB.
 * Each engine is a fresh instance of the module: a reader who has loaded nothing yet.
 */
async function ourEngine(outDir, version) {
  bundling ??= esbuild({
    entryPoints: [join(root, 'runtime/search/backend.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: ['algoliasearch'],
    outfile: bundled,
    logLevel: 'error',
  });
  await bundling;
  const backend = await import(`${bundled}?${++instances}`);
  // Gzipped when asked, so that compressing is not timed as the query.
  const fetched = [];
  let fetchedKB = 0;
  const readBuild = async (url) => {
    const body = readFileSync(join(outDir, pageOf(url)));
    fetched.push(body);
    return new Response(body);
  };
  const site = { baseUrl: '/', versions: [{ name: version }], search: { language: 'en' } };
  const searchFn = backend.embeddedSearch(site);
  return {
    name: 'ckdocs',
    fetchedKB: () => {
      for (const body of fetched.splice(0)) fetchedKB += gzipSync(body).length / 1024;
      return fetchedKB;
    },
    search: async (query) => {
      globalThis.fetch = readBuild;
      const request = {
        indexName: 'embedded',
        query,
        hitsPerPage: 20,
        facetFilters: backend.versionFilters(site, version),
      };
      const { results } = await searchFn({ requests: [request] });
      return results[0].hits.map((h) => h.url);
    },
  };
}

/** Runs every query once, timing each; `before` and `after` the first are read from `fetchedKB`. */
async function runQueries(engine, queries) {
  const rankings = [];
  const times = [];
  const startKB = await engine.fetchedKB();
  let firstKB = 0;
  let sessionKB = 0;
  for (const [i, { query }] of queries.entries()) {
    const started = performance.now();
    rankings.push(await engine.search(query));
    times.push(performance.now() - started);
    if (i === 0) firstKB = (await engine.fetchedKB()) - startKB;
    if (i === Math.min(SESSION, queries.length) - 1) sessionKB = (await engine.fetchedKB()) - startKB;
  }
  return { rankings, firstKB, sessionKB, ms: median(times.slice(1)) };
}

const fmt = (x) => x.toFixed(3);

/** One table row per engine and version. */
const scores = (queries, rankings) => {
  const { hit1, hit5, mrr } = relevance(queries, rankings);
  return { queries: queries.length, 'hit@1': fmt(hit1), 'hit@5': fmt(hit5), 'MRR@10': fmt(mrr) };
};

/**
 * A table row: relevance, and on the tuned set what the engine fetched and how fast it answered
 * (on the sets run after it, Pagefind's page already holds its bundle).
 */
function row(set, name, version, queries, run, extraFirstKB = 0) {
  return {
    set,
    engine: name,
    version,
    ...scores(queries, run.rankings),
    ...(set === 'tuned' && {
      'first query KB': (run.firstKB + extraFirstKB).toFixed(0),
      [`KB over ${SESSION} queries`]: (run.sessionKB + extraFirstKB).toFixed(0),
      'median query ms': run.ms.toFixed(2),
    }),
  };
}

/** The search bench over a built site (`outDir`, built from content/). Returns the rows and the misses. */
export async function searchBench(outDir) {
  // The records as the hosted service stores them: the same sections our index holds, for MiniSearch.
  const hosted = JSON.parse(readFileSync(join(outDir, 'search/records.json'), 'utf8'));
  const versionNames = Object.keys(QUERY_SETS[0].versions);
  const modal = modalKB(outDir);
  const rows = [];
  const misses = [];
  const pagefind = await pagefindEngines(
    outDir,
    versionNames.map((name) => ({
      name,
      glob: name === 'next' ? 'docs/next/**/*.html' : `docs/{guide,api-reference}/**/*.html`,
    })),
  );
  try {
    for (const { set, versions } of QUERY_SETS) {
      const runs = new Map();
      for (const [version, queries] of Object.entries(versions)) {
        const ourRun = await runQueries(await ourEngine(outDir, version), queries);
        rows.push(row(set, 'ckdocs', version, queries, ourRun, modal));
        misses.push(
          ...queries
            .map((q, k) => {
              const got = [...new Set(ourRun.rankings[k].map(pageOf))];
              return {
                set,
                version,
                query: q.query,
                got: got.slice(0, 3),
                rank: got.findIndex((p) => q.pages.includes(p)) + 1,
              };
            })
            .filter((m) => m.rank !== 1),
        );
        const mini = await miniSearchEngine(hosted.filter((r) => r.version === version));
        const miniRun = await runQueries({ ...mini, fetchedKB: () => 0 }, queries);
        rows.push(row(set, 'MiniSearch', version, queries, miniRun, modal + mini.firstQueryKB));
        const pagefindRun = await runQueries(pagefind.engines[versionNames.indexOf(version)], queries);
        rows.push(row(set, 'Pagefind', version, queries, pagefindRun));
        for (const [name, run] of [
          ['ckdocs', ourRun],
          ['MiniSearch', miniRun],
          ['Pagefind', pagefindRun],
        ]) {
          runs.set(name, [...(runs.get(name) ?? []), ...run.rankings]);
        }
      }
      // The whole set, both versions together: the figures the issues' targets are set on.
      const everyQuery = Object.values(versions).flat();
      for (const [name, rankings] of runs) {
        rows.push({ set, engine: name, version: 'all', ...scores(everyQuery, rankings) });
      }
    }
  } finally {
    await pagefind.close();
  }
  return { rows, misses, indexRows: indexRows(outDir, manifestVersions(outDir), rows) };
}

const manifestVersions = (outDir) =>
  Object.keys(JSON.parse(readFileSync(join(outDir, 'search/manifest.json'), 'utf8')).indexes);

/** Each version's index files: KB raw and gzipped in all, and our median query time, as a figure row. */
function indexRows(outDir, versions, rows) {
  const dir = join(outDir, 'assets/search');
  return versions.map((version) => {
    let raw = 0;
    let gzip = 0;
    for (const file of readdirSync(dir, { recursive: true }).map(String)) {
      if (!file.startsWith(`${version.replace(/[^\w.-]/g, '_')}-`) || statSync(join(dir, file)).isDirectory()) continue;
      const body = readFileSync(join(dir, file));
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    const ms =
      rows.find((r) => r.set === 'tuned' && r.engine === 'ckdocs' && r.version === version)?.['median query ms'] ?? '';
    return {
      figure: `search index ${version}: raw / gzip, median query`,
      median: `${(raw / 1024).toFixed(0)} KB / ${(gzip / 1024).toFixed(0)} KB, ${ms} ms`,
      peakRss: '',
      budget: '',
    };
  });
}

/**
 * Our engine's largest first query (a reader who has loaded nothing, modal included) and largest
 * later query, in gzipped KB, over `queries` (the next version's of every query set), as a figure row.
 */
export async function firstQueryRow(
  outDir,
  figure,
  queries = QUERY_SETS.flatMap(({ versions }) => versions.next.map((q) => q.query)),
) {
  const ours = await ourEngine(outDir, 'next');
  let first = 0;
  let later = 0;
  for (const [i, query] of queries.entries()) {
    // A fresh engine per query for its first-query figure: each reader starts with nothing loaded.
    const fresh = await ourEngine(outDir, 'next');
    const before = fresh.fetchedKB();
    await fresh.search(query);
    first = Math.max(first, fresh.fetchedKB() - before);
    const was = ours.fetchedKB();
    await ours.search(query);
    if (i > 0) later = Math.max(later, ours.fetchedKB() - was);
  }
  const modal = modalKB(outDir);
  return { figure, median: `${(first + modal).toFixed(0)} KB / ${later.toFixed(0)} KB`, peakRss: '', budget: '' };
}
