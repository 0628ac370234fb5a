#!/usr/bin/env node
// `npm run bench`: measures every budget of the performance issue on content/ and on a
// generated 10x copy, several runs each, and prints medians, then the search bench (relevance on
// our four query sets against MiniSearch and Pagefind, bytes and latency). Writes bench/results.json.
// BENCH_ONLY=search builds content/ once and runs only the search part. BENCH_DOCUSAURUS_SITE=<folder>
// adds a Docusaurus website folder's rows (bench/docusaurus-site.js); BENCH_ONLY=docusaurus runs only those.
// BENCH_ONLY=discordjs runs only the discord.js site's row (bench/discordjs.js); BENCH_ONLY=large-page
// only the 5 MB page's (bench/large-page.js); BENCH_ONLY=blog only the 200-post blogs against their
// docs twins (bench/blog.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { blogRows } from './blog.js';
import { build, buildRows, EDITED_URL, median, out, serveRows } from './builds.js';
import { discordjsRow } from './discordjs.js';
import { docusaurusSiteRows } from './docusaurus-site.js';
import { largePageRow } from './large-page.js';
import { firstQueryRow, searchBench } from './search.js';
import { tenfold } from './tenfold.js';
import { moveAside } from './trash.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const edits = Number(process.env.BENCH_EDITS ?? 10);
const content = join(root, 'content');

/** Prints the search bench's table, and the queries whose page our engine does not put first (its rank, 0 if absent). */
function printSearch({ rows, misses }) {
  console.table(rows);
  for (const m of misses) {
    console.log(`  ckdocs at ${m.rank || 'none'} (${m.set}, ${m.version}): "${m.query}" -> ${m.got.join(' | ')}`);
  }
}

if (process.env.BENCH_ONLY === 'search') {
  build(content);
  printSearch(await searchBench(out));
  console.table([await firstQueryRow(out, 'search (next): largest first query / later query, gzip')]);
  process.exit(0);
}

// The discord.js site takes long to build: three cold builds, unless BENCH_DISCORDJS_RUNS asks otherwise.
const discordjsRuns = Number(process.env.BENCH_DISCORDJS_RUNS ?? 3);
if (process.env.BENCH_ONLY === 'discordjs') {
  console.table([await discordjsRow(discordjsRuns)]);
  process.exit(0);
}

// A large page's build takes about 20 s: one, unless BENCH_LARGE_PAGE_RUNS asks otherwise.
const largePageRuns = Number(process.env.BENCH_LARGE_PAGE_RUNS ?? 1);
if (process.env.BENCH_ONLY === 'large-page') {
  console.table([largePageRow(largePageRuns)]);
  process.exit(0);
}

// Pairs of cold builds, blog and docs taking turns: five, unless BENCH_BLOG_PAIRS asks otherwise.
const blogPairs = Number(process.env.BENCH_BLOG_PAIRS ?? 5);
if (process.env.BENCH_ONLY === 'blog') {
  console.table(blogRows(blogPairs));
  process.exit(0);
}

// Several folders are separated as PATH's are (the corpus sites, one table each).
const docusaurusSites = (process.env.BENCH_DOCUSAURUS_SITE ?? '').split(delimiter).filter(Boolean);
if (process.env.BENCH_ONLY === 'docusaurus') {
  if (!docusaurusSites.length)
    throw new Error('BENCH_ONLY=docusaurus needs BENCH_DOCUSAURUS_SITE=<a Docusaurus website folder>');
  for (const folder of docusaurusSites) {
    console.log(folder);
    console.table(docusaurusSiteRows(folder, runs));
  }
  process.exit(0);
}

/** Gzipped bytes of what a first visit of a doc page downloads (JS + CSS), and of its HTML. */
function pageWeight(outDir, path) {
  const html = readFileSync(join(outDir, path, 'index.html'), 'utf8');
  const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length;
  const assets = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  return { jsCss: [...assets].reduce((sum, file) => sum + gz(file), 0), html: gzipSync(html).length };
}

/** How long the API stage (TypeDoc, or its cache lookup) took, and its part of the whole build. */
const typedocShare = (list) => {
  const api = median(list.map((s) => s.stages.api ?? 0));
  return `${(api / 1000).toFixed(2)} s (${Math.round((100 * api) / median(list.map((s) => s.ms)))}%)`;
};

const rowOf = (figure, list, budget) => ({
  figure,
  median: `${(median(list.map((s) => s.ms)) / 1000).toFixed(2)} s`,
  peakRss: `${Math.round(median(list.map((s) => s.maxRssBytes)) / 2 ** 20)} MB`,
  budget,
});

const one = buildRows(content);
const weight = pageWeight(out, EDITED_URL);
const search = await searchBench(out);
const firstQuery = {
  ...(await firstQueryRow(out, 'search (next): largest first query / later query, gzip')),
  budget: '≤ 120 KB / ≤ 100 KB',
};
const serve = [];
for (let i = 0; i < Math.max(1, Math.min(runs, 3)); i++) serve.push(await serveRows(content));
const serveCold = [];
for (let i = 0; i < Math.max(1, Math.min(runs, 3)); i++) serveCold.push(await serveRows(content, { cold: true }));
const pages = one.cold[0].pages;

const tenDir = tenfold(pages);
const ten = [];
// The 10x site takes a minute or more per build, and varies most with the machine's load: three
// runs, unless BENCH_10X_RUNS asks otherwise.
for (let i = 0; i < Number(process.env.BENCH_10X_RUNS ?? 3); i++) {
  moveAside(join(tenDir, '.ckdocs-cache'));
  ten.push(build(tenDir));
}
const tenSearch = {
  ...(await firstQueryRow(out, '10x site search (next): largest first query / later query, gzip')),
  budget: '≤ 300 KB / ≤ 100 KB',
};
moveAside(tenDir);
const perPage = (list) => median(list.map((s) => s.ms / s.pages));

const rows = [
  rowOf('cold build (no cache)', one.cold, '≤ 8 s, ≤ 500 MB'),
  rowOf('warm build, nothing changed', one.warm, '≤ 2 s'),
  rowOf('warm build after one guide edit', one.edited, '≤ 2 s'),
  {
    figure: "TypeDoc's share: cold / warm build",
    median: `${typedocShare(one.cold)} / ${typedocShare(one.warm)}`,
    peakRss: '',
    budget: '',
  },
  {
    figure: 'serve: launch to first page',
    median: `${(median(serve.map((s) => s.launch)) / 1000).toFixed(2)} s`,
    peakRss: '',
    budget: '≤ 1.5 s',
  },
  {
    figure: 'serve: launch to first page, cold cache',
    median: `${(median(serveCold.map((s) => s.launch)) / 1000).toFixed(2)} s`,
    peakRss: '',
    budget: '',
  },
  {
    figure: 'serve: launch to complete site (API in), cold cache',
    median: `${(median(serveCold.map((s) => s.complete)) / 1000).toFixed(2)} s`,
    peakRss: '',
    budget: '',
  },
  {
    figure: `serve: save to reloaded page (median of ${edits})`,
    median: `${Math.round(median(serve.map((s) => s.reload)))} ms`,
    peakRss: '',
    budget: '≤ 150 ms',
  },
  {
    figure: 'first visit of a doc page, JS + CSS gzip',
    median: `${(weight.jsCss / 1024).toFixed(1)} KB`,
    peakRss: '',
    budget: '≤ 100 KB',
  },
  ...search.indexRows,
  firstQuery,
  {
    figure: 'HTML of a doc page, gzip',
    median: `${(weight.html / 1024).toFixed(1)} KB`,
    peakRss: '',
    budget: '≤ 15 KB',
  },
  {
    ...rowOf(`10x site cold build (${ten[0].pages} pages)`, ten, '≤ 60 s, ≤ 1.5 GB'),
    perPage: `${perPage(ten).toFixed(2)} ms/page vs ${perPage(one.cold).toFixed(2)} at 1x`,
  },
  tenSearch,
  await discordjsRow(discordjsRuns),
  largePageRow(largePageRuns),
];
const blogs = blogRows(blogPairs);
const siteRows = docusaurusSites.map((folder) => ({ folder, rows: docusaurusSiteRows(folder, runs) }));
const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs,
  pages,
  outputMB: +(one.cold[0].bytes / 2 ** 20).toFixed(1),
  rows,
  search: search.rows,
  blogs,
  ...(siteRows.length && { docusaurusSites: siteRows }),
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`${results.pages} pages, ${results.runs} runs each, ${results.machine}`);
console.table(rows);
printSearch(search);
console.table(blogs);
for (const site of siteRows) {
  console.log(`Docusaurus site: ${site.folder}`);
  console.table(site.rows);
}
