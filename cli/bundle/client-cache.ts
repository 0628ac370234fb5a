import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import type { Staging } from '../render/output.js';
import { copyHashedFiles } from '../util/copy-hashed.js';
import { bundleClient, type ClientBundle, type ClientInput, type WrittenBundle } from './client.js';
import { pageChunkWriter } from './page-chunks.js';
import { importGroups } from './import-groups.js';
import { needsBundle } from './runtime-specifiers.js';
import type { PageModule } from './types.js';
import { readCachedJson } from '../util/cached-json.js';

/** A file as it was read: its content's hash, and the size and time that vouch for it unread. */
interface Seen {
  hash: string;
  size: number;
  mtimeMs: number;
}

interface Stored {
  pagesKey: string;
  siteKey: string;
  /** Every file esbuild read, as it was then. */
  files: Record<string, Seen>;
  /** The bundle's files, relative to the output folder. */
  outputs: string[];
  bundle: {
    main: string;
    css: string;
    pages: [string, string][];
    groups: [string, string][];
    stylesheets: [string, string][];
    everyPageStylesheet?: string;
    imports: [string, string[]][];
    views: [string, string][];
    siteVendors: string[];
    files: [string, string][];
  };
}

/** Raised when what a kept bundle holds changes shape, so that none kept before is taken. */
const BUNDLE_FORMAT = 7;

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/**
 * Whether `file` still has the content `seen` describes: an unchanged size and time vouch for it
 * (as they do for git and make); otherwise its content is hashed again.
 */
async function unchanged(file: string, seen: Seen): Promise<boolean> {
  const now = await stat(file).catch(() => undefined);
  if (!now || seen.size === ABSENT.size) return !now && seen.size === ABSENT.size;
  if (now.size === seen.size && now.mtimeMs === seen.mtimeMs) return true;
  return sha1(await readFile(file)) === seen.hash;
}

/**
 * A file the CSS depends on that is not there (a Tailwind `content` path the site lacks): should it
 * appear, the bundle is made anew.
 */
const ABSENT: Seen = { hash: '', size: -1, mtimeMs: 0 };

/** How `file` is now, hashing it only when it is not as `before` says. */
async function seenNow(file: string, before: Seen | undefined): Promise<Seen> {
  const now = await stat(file).catch(() => undefined);
  if (!now) return ABSENT;
  const { size, mtimeMs } = now;
  if (before && before.size === size && before.mtimeMs === mtimeMs) return before;
  return { hash: sha1(await readFile(file)), size, mtimeMs };
}

/**
 * The last client bundle, kept with what it was made from: the pages' code and options
 * (`pagesKey`), the site data (`siteKey`) and every file esbuild read. A build whose inputs all
 * match copies the kept files instead of bundling: most of a warm build otherwise.
 */
function clientCache(cacheDir: string) {
  const dir = join(cacheDir, 'client');
  const manifest = join(dir, 'bundle.json');
  return {
    /** The kept bundle's record when it was made from these pages, else undefined. */
    async find(pagesKey: string): Promise<Stored | undefined> {
      const stored = await readCachedJson<Stored>(manifest);
      return stored?.pagesKey === pagesKey ? stored : undefined;
    },
    /** Copies the kept bundle into `outDir` if the site data and every file it read are unchanged. */
    async restore(stored: Stored, siteKey: string, outDir: string): Promise<ClientBundle | undefined> {
      if (stored.siteKey !== siteKey) return undefined;
      const current = await Promise.all(Object.entries(stored.files).map(([file, seen]) => unchanged(file, seen)));
      if (current.includes(false)) return undefined;
      await copyHashedFiles(stored.outputs, join(dir, 'files'), outDir);
      return {
        main: stored.bundle.main,
        css: stored.bundle.css,
        pages: new Map(stored.bundle.pages),
        groups: new Map(stored.bundle.groups),
        stylesheets: new Map(stored.bundle.stylesheets),
        everyPageStylesheet: stored.bundle.everyPageStylesheet,
        imports: new Map(stored.bundle.imports),
        views: new Map(stored.bundle.views),
        siteVendors: stored.bundle.siteVendors,
        files: new Map(stored.bundle.files),
      };
    },
    /**
     * Keeps a bundle just written into `outDir`. Its file names carry their content's hash, so a
     * file the last kept bundle had under that name is the same file: only new ones are copied.
     * The record is written last, so a save cut short leaves none and the next starts afresh.
     */
    async save(written: WrittenBundle, keys: { pagesKey: string; siteKey: string }, outDir: string): Promise<void> {
      const previous = await readCachedJson<Stored>(manifest);
      await rm(manifest, { force: true });
      const files = join(dir, 'files');
      const outputs = written.outputs.map((file) => relative(outDir, file));
      const complete = new Set(previous?.outputs);
      const reused = new Set(outputs.filter((file) => complete.has(file)));
      const present = (await readdir(files, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((e) => e.isFile())
        .map((e) => relative(files, join(e.parentPath, e.name)));
      await Promise.all(present.filter((file) => !reused.has(file)).map((file) => rm(join(files, file))));
      await copyHashedFiles(
        outputs.filter((file) => !reused.has(file)),
        outDir,
        files,
      );
      const seen = Object.fromEntries(
        await Promise.all(
          written.inputs.map(async (file) => [file, await seenNow(file, previous?.files[file])] as const),
        ),
      );
      const { bundle } = written;
      const stored: Stored = {
        ...keys,
        files: seen,
        outputs,
        bundle: {
          main: bundle.main,
          css: bundle.css,
          pages: [...bundle.pages],
          groups: [...bundle.groups],
          stylesheets: [...bundle.stylesheets],
          everyPageStylesheet: bundle.everyPageStylesheet,
          imports: [...bundle.imports],
          views: [...bundle.views],
          siteVendors: bundle.siteVendors,
          files: [...bundle.files],
        },
      };
      await writeFile(manifest, JSON.stringify(stored));
    },
  };
}

/** What the pages contribute to the bundle, with the options and tools that shape it. */
function pagesKey(input: ClientInput & { minify: boolean }): string {
  const hash = createHash('sha1').update(
    JSON.stringify([
      import.meta.url,
      BUNDLE_FORMAT,
      esbuildVersion,
      input.minify,
      input.baseUrl,
      [...input.vendors],
      input.css.key,
      input.clientModules ?? [],
      input.locale ?? {},
      // What the site's plugins set in their webpack config: a constant read from the environment may change.
      Object.entries(input.fromPlugins ?? {}).filter(([part]) => part !== 'markdown'),
    ]),
  );
  for (const key of [...input.pages.keys()].sort())
    hash.update(key).update('\0').update(input.pages.get(key)!.code).update('\0');
  // A group's table depends on what its pages import and take, not on their code; its pages' keys
  // name who gets its stylesheet.
  for (const [key, group] of [...(input.groups ?? [])].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(JSON.stringify([key, [...group.names], group.pages.map((page) => page.key)])).update('\0');
  // The runtime's table holds what the other pages import.
  hash.update(JSON.stringify([...(input.tableImports ?? [])].sort()));
  return hash.digest('hex');
}

const siteKey = (site: object) => sha1(JSON.stringify(site));

/**
 * The client bundle of a build. Each page gets a chunk of its own, written as it is
 * (page-chunks.ts); esbuild bundles the runtime, the theme and a table of modules for each group
 * of pages that import more than React and the theme (import-groups.ts `importGroups`), or its kept
 * bundle is copied when nothing it was made from changed.
 */
export async function cachedClientBundle(
  input: Omit<ClientInput, 'outDir'> & { minify: boolean; staging: Staging },
): Promise<{ bundle: ClientBundle; cached: boolean; inputs: string[] }> {
  const writeChunk = pageChunkWriter(input.staging, input.baseUrl);
  const own = new Map<string, string>();
  const bundled: PageModule[] = [];
  const tableImports = new Set<string>();
  for (const [key, page] of input.pages) {
    if (needsBundle(page)) bundled.push(page);
    else {
      own.set(key, writeChunk(page));
      for (const specifier of page.imports) tableImports.add(specifier);
    }
  }
  const groups = importGroups(bundled, input.siteDir);
  const esbuildInput = { ...input, outDir: input.staging.dir, pages: new Map(), groups, tableImports };
  const withOwn = (bundle: ClientBundle) => {
    const pages = new Map([...bundle.pages, ...own]);
    const imports = new Map(bundle.imports);
    for (const [key, group] of groups) {
      const table = bundle.groups.get(key)!;
      for (const page of group.pages) {
        const url = writeChunk(page, table);
        pages.set(page.key, url);
        // Preloaded with the page's chunk, as esbuild's own imports are.
        imports.set(url, [table]);
      }
    }
    return { ...bundle, pages, imports };
  };
  const cache = clientCache(input.cacheDir);
  const keys = { pagesKey: pagesKey(esbuildInput), siteKey: siteKey(input.site) };
  const stored = await cache.find(keys.pagesKey);
  const restored = stored && (await cache.restore(stored, keys.siteKey, esbuildInput.outDir));
  if (restored) return { bundle: withOwn(restored), cached: true, inputs: Object.keys(stored.files) };
  const written = await bundleClient(esbuildInput);
  await cache.save(written, keys, esbuildInput.outDir);
  return { bundle: withOwn(written.bundle), cached: false, inputs: written.inputs };
}
