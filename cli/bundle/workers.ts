import { build, type BuildOptions, type Loader, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import { toolRoot } from '../util/tool-root.js';
import { VIRTUAL_INPUT } from './client-files.js';
import { escapeRegExp } from './import-position.js';

/**
 * A web worker started from a file beside the code, as webpack bundles it (and Docusaurus's
 * plugins write it): `new Worker(new URL('./worker.js', import.meta.url))`, or a SharedWorker.
 */
const WORKER_START = /new\s+(?:Shared)?Worker\s*\(\s*new\s+URL\s*\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** Whether bundled code starts a worker as `WORKER_START` finds it. */
const startsWorker = (code: string) => new RegExp(WORKER_START.source).test(code);

/** The folder of the bundled workers in the client bundle's output. */
const WORKERS_DIR = 'workers';

/** A bundle pass's result: its metafile, and its files where it kept them in memory. */
export interface BundlePass {
  metafile?: Metafile;
  outputFiles?: OutputFile[];
}

/** The workers the code starts: each importing file (absolute), with the URLs it starts them from. */
type WorkerStarts = Map<string, Set<string>>;

export interface Workers {
  /** Points the code's worker URLs at the bundled workers: the client bundle's next pass takes it. */
  plugin: Plugin;
  /** The workers' own bundle. */
  bundle: BundlePass;
  starts: WorkerStarts;
}

/**
 * The workers the bundled code starts. esbuild leaves `new URL(..., import.meta.url)` as it is,
 * so only the chunks that keep `import.meta.url` are looked at, then the files that went into them.
 */
async function findWorkerStarts(pass: BundlePass, publicPath: string): Promise<WorkerStarts> {
  const inMemory = new Map((pass.outputFiles ?? []).map((file) => [file.path, file.contents]));
  const starts: WorkerStarts = new Map();
  // A file in several such chunks is read once.
  const read = new Set<string>();
  for (const [output, info] of Object.entries(pass.metafile!.outputs)) {
    if (!output.endsWith('.js')) continue;
    const path = resolve(toolRoot, output);
    const bytes = inMemory.get(path) ?? (await readFile(path));
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Minifying keeps a start's shape (`Worker` and `URL` are globals): a chunk without one has no
    // file to read, however many packages in it read `import.meta.url` for other ends.
    if (!text.includes('import.meta.url') || !startsWorker(text.toString())) continue;
    const files = Object.keys(info.inputs).filter((input) => !VIRTUAL_INPUT.test(input));
    for (const file of files.map((input) => resolve(toolRoot, input))) {
      if (read.has(file)) continue;
      read.add(file);
      const source = await readFile(file, 'utf8');
      for (const [, , url] of source.matchAll(WORKER_START) as IterableIterator<[string, string, string]>) {
        // Already pointed at a bundled worker, by the plugin of the pass before.
        if (url.startsWith(`${publicPath}/${WORKERS_DIR}/`)) continue;
        starts.set(file, (starts.get(file) ?? new Set()).add(url));
      }
    }
  }
  return starts;
}

/** esbuild's loader for a file by its extension, with the bundle's own (`.js` holds JSX). */
function loaderOf(file: string, options: BuildOptions): Loader {
  const extension = extname(file);
  const own = options.loader?.[extension];
  if (own) return own;
  return ({ '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' } as const)[extension] ?? 'js';
}

/**
 * Bundles each worker the code starts as a script of its own (the browser starts a classic worker
 * from one file), with what the client bundle resolves and defines, under `assets/workers/`. The
 * dev server's have no hash, so the code that starts them need not change when they do.
 */
async function bundleWorkerScripts(starts: WorkerStarts, options: BuildOptions, dev: boolean) {
  const entries = [...starts].flatMap(([file, urls]) => [...urls].map((url) => ({ file, url })));
  const workerFiles: string[] = [];
  const result = await build({
    ...options,
    entryPoints: entries.map(({ url }, i) => ({
      in: `ck-worker:${i}`,
      out: `${WORKERS_DIR}/${basename(url, extname(url))}`,
    })),
    entryNames: dev ? '[dir]/[name]' : '[dir]/[name]-[hash]',
    splitting: false,
    // A worker has no page: the runtime, which every page's entry imports (client.ts), is no part of it.
    inject: [],
    format: 'iife',
    metafile: true,
    plugins: [
      {
        name: 'ckdocs-worker-entries',
        setup(workerBuild) {
          workerBuild.onResolve({ filter: /^ck-worker:\d+$/ }, async (args) => {
            const { file, url } = entries[Number(args.path.slice('ck-worker:'.length))]!;
            const resolved = await workerBuild.resolve(url.startsWith('.') ? url : `./${url}`, {
              kind: 'entry-point',
              resolveDir: dirname(file),
            });
            workerFiles[Number(args.path.slice('ck-worker:'.length))] = resolved.path;
            return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
          });
        },
      },
      // Mermaid's prebuilt modules are imported from the page's chunks, which a worker has none of.
      ...(options.plugins ?? []).filter((plugin) => plugin.name !== 'ckdocs-vendor'),
    ],
  });
  // An output's entry point is the worker's file: the URL of each start is that of its file's output.
  const outdir = resolve(toolRoot, options.outdir!);
  const hrefs = new Map<string, string>();
  for (const [output, info] of Object.entries(result.metafile.outputs))
    if (info.entryPoint && output.endsWith('.js'))
      hrefs.set(
        resolve(toolRoot, info.entryPoint),
        `${options.publicPath}/${resolve(toolRoot, output)
          .slice(outdir.length + 1)
          .split('\\')
          .join('/')}`,
      );
  const urls = new Map(entries.map(({ file, url }, i) => [`${file}\n${url}`, hrefs.get(workerFiles[i]!)!]));
  return { result, urls };
}

/** Rewrites the worker URLs of the files that start workers to those of their bundles. */
function workerUrlsPlugin(starts: WorkerStarts, urls: Map<string, string>, options: BuildOptions): Plugin {
  const filter = new RegExp(`^(${[...starts.keys()].map(escapeRegExp).join('|')})$`);
  return {
    name: 'ckdocs-worker-urls',
    setup(workerBuild) {
      workerBuild.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const contents = source.replace(WORKER_START, (start: string, quote: string, url: string) => {
          const bundled = urls.get(`${args.path}\n${url}`);
          return bundled ? start.replace(`${quote}${url}${quote}`, JSON.stringify(bundled)) : start;
        });
        return { contents, loader: loaderOf(args.path, options) };
      });
    },
  };
}

/**
 * The workers a pass of the client bundle starts (and those `known` from a pass before), bundled,
 * with the plugin that points the code at them; `again` when this pass started some from their
 * unbundled URLs, so that the code must be bundled again with that plugin.
 */
export async function bundleWorkers(
  pass: BundlePass,
  options: BuildOptions,
  known: Workers | undefined,
  dev: boolean,
): Promise<{ workers?: Workers; again: boolean }> {
  const found = await findWorkerStarts(pass, options.publicPath!);
  const starts = new Map(known?.starts);
  for (const [file, urls] of found) starts.set(file, new Set([...(starts.get(file) ?? []), ...urls]));
  if (!starts.size) return { again: false };
  const { result, urls } = await bundleWorkerScripts(starts, options, dev);
  const again = found.size > 0;
  // Where no worker is new, the plugin before still points at them (the dev server's workers are
  // named without a hash).
  const plugin = again || !known ? workerUrlsPlugin(starts, urls, options) : known.plugin;
  return { workers: { plugin, bundle: result, starts }, again };
}

/** Removes what a written pass wrote that the pass after it did not write again. */
export async function removeReplacedOutputs(before: Metafile, after: Metafile): Promise<void> {
  const kept = new Set(Object.keys(after.outputs));
  const replaced = Object.keys(before.outputs).filter((output) => !kept.has(output));
  await Promise.all(replaced.map((output) => rm(resolve(toolRoot, output), { force: true })));
}
