#!/usr/bin/env node
// `npm run bench`: builds content/ cold and warm several times and prints medians.
// Runs the real CLI in child processes, so figures include start-up, as users see them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const config = join(root, 'content/site.config.ts');
const cache = join(root, 'content/.ckdocs-cache');
const out = join(tmpdir(), 'ckdocs-bench-build');
const statsFile = join(tmpdir(), 'ckdocs-bench-stats.json');

function build() {
  execFileSync('node', [join(root, 'bin/ckdocs.js'), 'build', '--config', config, '--out-dir', out], {
    env: { ...process.env, CKDOCS_STATS_FILE: statsFile, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(statsFile, 'utf8'));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

build(); // warm the OS file cache and the CLI bundle
const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  rmSync(cache, { recursive: true, force: true });
  cold.push(build());
  warm.push(build());
}
const row = (name, list) => ({
  figure: name,
  medianSeconds: +(median(list.map((s) => s.ms)) / 1000).toFixed(2),
  medianPeakRssMB: Math.round(median(list.map((s) => s.maxRssBytes)) / 1024 / 1024),
});
const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs,
  pages: cold[0].pages,
  outputMB: +(cold[0].bytes / 1024 / 1024).toFixed(1),
  rows: [row('cold build (no cache)', cold), row('warm build, nothing changed', warm)],
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`${results.pages} pages, ${results.runs} runs each, ${results.machine}`);
console.table(results.rows);
