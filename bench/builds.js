// The build and serve timings of `npm run bench`: the real CLI in child processes, so figures
// include start-up, as users see them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const edits = Number(process.env.BENCH_EDITS ?? 10);
export const out = join(tmpdir(), 'ckdocs-bench-build');
const statsFile = join(tmpdir(), 'ckdocs-bench-stats.json');
const timeFile = join(tmpdir(), 'ckdocs-bench-time.txt');
const cli = join(root, 'bin/ckdocs.js');
// A guide page writers edit in the benchmark (restored afterwards).
const EDITED = 'docs/guide/01-getting-started/01-introduction.mdx';
export const EDITED_URL = '/docs/next/guide/getting-started/introduction';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One `ckdocs build`: its figures, with `ms` the whole command as a user waits for it (start-up
 * included) and `cpuMs` the CPU it took, its threads' and esbuild's. A folder without
 * site.config.ts is a Docusaurus site, built from inside it.
 */
export function build(siteDir) {
  const config = join(siteDir, 'site.config.ts');
  const args = [cli, 'build', ...(existsSync(config) ? ['--config', config] : []), '--out-dir', out];
  const started = performance.now();
  execFileSync('/usr/bin/time', ['-o', timeFile, '-f', '%U %S', 'node', ...args], {
    cwd: siteDir,
    env: { ...process.env, CKDOCS_STATS_FILE: statsFile, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ms = performance.now() - started;
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split(' ').map(Number);
  return { ...JSON.parse(readFileSync(statsFile, 'utf8')), ms, cpuMs: (user + system) * 1000 };
}

/** `runs` cold builds of a site the bench wrote for itself, whose folder then goes. */
export function coldBuildsOf(siteDir, runs) {
  const cold = [];
  try {
    for (let i = 0; i < runs; i++) {
      moveAside(join(siteDir, '.ckdocs-cache'));
      cold.push(build(siteDir));
    }
  } finally {
    moveAside(siteDir);
  }
  return cold;
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

export function buildRows(siteDir) {
  build(siteDir); // warm the OS file cache and the CLI bundle
  const cold = [];
  const warm = [];
  const edited = [];
  for (let i = 0; i < runs; i++) {
    moveAside(join(siteDir, '.ckdocs-cache'));
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
export async function serveRows(siteDir, { cold = false } = {}) {
  if (cold) moveAside(join(siteDir, '.ckdocs-cache'));
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
