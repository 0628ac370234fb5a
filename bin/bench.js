#!/usr/bin/env node
// `npm run bench`: measures every budget of the performance issue on content/ and on a
// generated 10x copy, several runs each, and prints medians. Runs the real CLI in child
// processes, so figures include start-up, as users see them. Writes bench/results.json.
import { build as esbuild } from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const edits = Number(process.env.BENCH_EDITS ?? 10);
const content = join(root, 'content');
const out = join(tmpdir(), 'ckdocs-bench-build');
const statsFile = join(tmpdir(), 'ckdocs-bench-stats.json');
const cli = join(root, 'bin/ckdocs.js');
// A guide page writers edit in the benchmark (restored afterwards).
const EDITED = 'docs/guide/01-getting-started/01-introduction.mdx';
const EDITED_URL = '/docs/next/guide/getting-started/introduction';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One `ckdocs build`: its figures, with `ms` the whole command as a user waits for it (start-up included). */
function build(siteDir) {
  const started = performance.now();
  execFileSync('node', [cli, 'build', '--config', join(siteDir, 'site.config.ts'), '--out-dir', out], {
    env: { ...process.env, CKDOCS_STATS_FILE: statsFile, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ms = performance.now() - started;
  return { ...JSON.parse(readFileSync(statsFile, 'utf8')), ms };
}

/** Runs `fn` (sync or async) on the edited page, then puts the page back as it was. */
function withEdit(siteDir, fn) {
  const file = join(siteDir, EDITED);
  const original = readFileSync(file, 'utf8');
  const restore = () => writeFileSync(file, original);
  let result;
  try {
    result = fn(file, original);
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore);
  restore();
  return result;
}

function buildRows(siteDir) {
  build(siteDir); // warm the OS file cache and the CLI bundle
  const cold = [];
  const warm = [];
  const edited = [];
  for (let i = 0; i < runs; i++) {
    rmSync(join(siteDir, '.ckdocs-cache'), { recursive: true, force: true });
    cold.push(build(siteDir));
    warm.push(build(siteDir));
    edited.push(
      withEdit(siteDir, (file, original) => {
        writeFileSync(file, `${original}\nEdited by the benchmark, run ${i}.\n`);
        return build(siteDir);
      }),
    );
  }
  return { cold, warm, edited };
}

function httpGet(url) {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/**
 * Starts `ckdocs serve`, times launch to the first page answering, then save to the reload event
 * and the page's new HTML. `cold`: the site's cache is deleted first, and what is timed is launch
 * to the first page and to the complete site (TypeDoc done); no edits.
 */
async function serveRows(siteDir, { cold = false } = {}) {
  if (cold) rmSync(join(siteDir, '.ckdocs-cache'), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('node', [cli, 'serve', '--config', join(siteDir, 'site.config.ts'), '--port', '3917'], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // ckdocs reports progress, and the server's URL, on stderr.
  let text = '';
  const url = await new Promise((resolve) => {
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const match = /ckdocs serve (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1].replace(/\/$/, ''));
    });
  });
  while ((await httpGet(url + EDITED_URL).catch(() => 0)) !== 200) await new Promise((r) => setTimeout(r, 10));
  const launch = performance.now() - started;
  if (cold) {
    // Killed only once the site is complete, so that the warm figures find a whole cache.
    while (!text.includes('site complete')) await new Promise((r) => setTimeout(r, 20));
    const complete = performance.now() - started;
    child.kill();
    return { launch, complete };
  }

  const reloads = [];
  const events = await new Promise((resolve) => get(`${url}/__ckdocs/events`, resolve));
  let waiting;
  let buffer = '';
  events.on('data', (chunk) => {
    buffer += chunk;
    for (const message of buffer.split('\n\n').slice(0, -1)) {
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (data && waiting && JSON.parse(data).type === 'reload') waiting();
    }
    buffer = buffer.split('\n\n').at(-1);
  });
  await withEdit(siteDir, async (file, original) => {
    for (let i = 0; i < edits; i++) {
      const reloaded = new Promise((resolve) => (waiting = resolve));
      const saved = performance.now();
      writeFileSync(file, `${original}\nEdit number ${i}.\n`);
      await reloaded;
      await httpGet(url + EDITED_URL);
      reloads.push(performance.now() - saved);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  events.destroy();
  child.kill();
  return { launch, reload: median(reloads) };
}

/** Gzipped bytes of what a first visit of a doc page downloads (JS + CSS), and of its HTML. */
function pageWeight(outDir, path) {
  const html = readFileSync(join(outDir, path, 'index.html'), 'utf8');
  const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length;
  const assets = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  return { jsCss: [...assets].reduce((sum, file) => sum + gz(file), 0), html: gzipSync(html).length };
}

/** Each version's embedded search index: raw and gzip bytes, and the median time of typical queries in it. */
async function searchRows(outDir) {
  // The browser's engine, bundled here as the site bundles it.
  const bundled = join(tmpdir(), 'ckdocs-bench-search.mjs');
  await esbuild({
    stdin: {
      contents: "export * from './runtime/search/engine.ts'; export * from './runtime/search/index-format.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: bundled,
    logLevel: 'error',
  });
  const { createIndex, decodeIndex, search } = await import(bundled);
  const manifest = JSON.parse(readFileSync(join(outDir, 'search/manifest.json'), 'utf8'));
  const queries = [
    'ButtonKit',
    'install',
    'cache revalidate',
    'slash command options',
    'evnt handler',
    'middleware',
    'localization',
    'rate limit',
  ];
  return Object.entries(manifest.indexes).map(([version, url]) => {
    const text = readFileSync(join(outDir, url.replace(/^\//, '')), 'utf8');
    const index = createIndex(decodeIndex(text));
    const times = [];
    for (let round = 0; round < 20; round++) {
      for (const query of queries) {
        const started = performance.now();
        search(index, { query });
        times.push(performance.now() - started);
      }
    }
    return {
      figure: `search index ${version}: raw / gzip, median query`,
      median: `${(text.length / 1024).toFixed(0)} KB / ${(gzipSync(text).length / 1024).toFixed(0)} KB, ${median(times).toFixed(2)} ms`,
      peakRss: '',
      budget: '',
    };
  });
}

/**
 * Makes a copied page differ from the original, as another page of a real site would: each
 * JavaScript-like code block gets a line of its own, so no highlighting is shared between copies.
 */
function distinguish(dir, copy) {
  for (const file of readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f))) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8').replace(
      /^([ \t]*)(```(?:ts|tsx|js|jsx|typescript|javascript)\b[^\n]*\n)/gm,
      `$1$2$1// copy ${copy}\n`,
    );
    writeFileSync(path, text);
  }
}

/** A copy of content/ with the guides repeated until it has about ten times the pages. */
function tenfold(pages) {
  // Beside content/, so that the relative paths in its config and tsconfigs resolve as they do there.
  const dir = join(root, '.bench-10x');
  rmSync(dir, { recursive: true, force: true });
  cpSync(content, dir, { recursive: true, filter: (src) => !src.includes('.ckdocs-cache') });
  const guides = ['docs/guide', 'versioned_docs/version-0.1.10/guide'];
  const perCopy = guides.reduce(
    (n, g) => n + readdirSync(join(dir, g), { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length,
    0,
  );
  const copies = Math.ceil((pages * 9) / perCopy);
  for (let i = 1; i <= copies; i++) {
    for (const g of guides) {
      // Copied from content/, not from the folder being filled: a folder cannot be copied into itself.
      const target = join(dir, g, `99-copy-${i}`);
      cpSync(join(content, g), target, { recursive: true });
      distinguish(target, i);
      writeFileSync(join(target, '_category_.json'), JSON.stringify({ label: `Copy ${i}`, position: 100 + i }));
    }
  }
  return dir;
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
const searchFigures = await searchRows(out);
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
  rmSync(join(tenDir, '.ckdocs-cache'), { recursive: true, force: true });
  ten.push(build(tenDir));
}
rmSync(tenDir, { recursive: true, force: true });
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
  ...searchFigures,
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
];
const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs,
  pages,
  outputMB: +(one.cold[0].bytes / 2 ** 20).toFixed(1),
  rows,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`${results.pages} pages, ${results.runs} runs each, ${results.machine}`);
console.table(rows);
