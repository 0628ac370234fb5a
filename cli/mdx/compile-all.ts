import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DocSource, VersionContent } from '../content/types.js';
import { AggregateUserError, UserError } from '../util/errors.js';
import { openPackCache } from '../util/pack-cache.js';
import { cacheEntry, fromCacheEntry } from './cache-entry.js';
import type { CompiledDoc } from './types.js';
import { importedFile } from './remark-local-files.js';
import { listsOf, type MdxOptions } from './markdown-plugins.js';
import { siteSettings } from './page-settings.js';
import { baseSwap, withBaseUrl, withPlaceholder, type BaseSwap } from './locale-base.js';
import type { PageToCompile } from './compile-pool.js';
import { shortcutsKey } from '../shortcuts/switch.js';
import { linkTargets, type LinkLookup, type LinkTargets } from './link-targets.js';

/**
 * Changes whenever the compiler itself changes (the CLI bundle's name carries a content stamp), or
 * the shortcuts it takes: a page compiled with them is not the reference pipeline's.
 */
const COMPILER_ID = `${import.meta.url}\0${shortcutsKey}`;

export interface CompileStats {
  compiled: number;
  cached: number;
  /** Taken from an earlier locale of the build, the page untranslated. */
  fromLocales: number;
}

/** Compiles one doc of a version: the result, and whether it came from the cache. */
export type DocCompiler = (
  doc: DocSource,
  version: VersionContent,
) => Promise<{ result: CompiledDoc; cached: boolean }>;

/** A doc's place in the compile cache: its key, its cached result, if any, and where a new one goes. */
interface CacheEntry {
  key: string;
  result?: CompiledDoc;
  permalinks: LinkTargets;
  /** Whether a result of the doc's text compiled for another locale holds for this one. */
  holds(result: CompiledDoc): boolean;
  store(result: CompiledDoc): void;
}

/**
 * The pages an earlier locale of the build compiled with the base URL's placeholder
 * (locale-base.ts), by cache key: the same page of a later locale takes the result whose links
 * resolve as its own do (a text several versions share has one for each).
 */
export type LocalesCompiled = Map<string, CompiledDoc[]>;

/**
 * The compile cache, keyed by a hash of what shapes a result: source, path, the compiler and the
 * site's plugins (not the API: see remark-api-links). A result is taken only if the docs its links
 * name still resolve as they did: adding or removing a page recompiles the pages that link to it,
 * not all others.
 */
async function openCompileCache(
  options: { cacheDir: string } & MdxOptions,
  files?: Map<string, string>,
  swap?: BaseSwap,
) {
  const packs = await openPackCache(join(options.cacheDir, 'mdx'));
  const versionLinks = new WeakMap<VersionContent, LinkTargets>();
  const targetFiles = files && swap ? filesWithPlaceholder(files, swap) : files;
  const used: string[] = [];
  const compiler = `${COMPILER_ID}\0${options.mermaid}\0${options.format}\0${JSON.stringify(options.mdx1Compat ?? null)}\0${JSON.stringify(options.magicComments)}\0${options.defaultLanguage ?? ''}\0${options.additionalLanguages?.join(',') ?? ''}\0${JSON.stringify(options.codeThemes ?? null)}\0${options.markdownPlugins?.key ?? ''}\0${JSON.stringify(options.linkSite ?? null)}\0${JSON.stringify(options.staticDirs ?? [])}\0${options.titleInHeader ?? false}\0${options.partialToc ?? false}\0${options.emoji ?? false}\0${options.anchorsMaintainCase ?? false}`;
  const lookup = (doc: DocSource, version: VersionContent): CacheEntry => {
    let permalinks = versionLinks.get(version);
    if (!permalinks) versionLinks.set(version, (permalinks = docPermalinks(version, targetFiles, swap)));
    // Whose Markdown plugins compile it: two instances' docs may share a path and a text. Of
    // which version: versions often share a text, whose links each resolves in itself.
    const key = createHash('sha1')
      .update(`${compiler}\0${doc.markdownPlugins ?? ''}\0${version.name}\0${doc.relPath}\0${doc.body}`)
      .digest('hex');
    used.push(key);
    const bytes = packs.bytes(key);
    const cached = bytes && fromCacheEntry(bytes);
    const holds = (result: CompiledDoc) =>
      result.linkTargets.every(([target, url]) => (permalinks.get(target) ?? null) === url) &&
      localFilesThere(result, doc.file, options.siteDir);
    const result = cached && holds(cached) ? cached : undefined;
    return { key, result, permalinks, holds, store: (compiled) => packs.setParts(key, cacheEntry(compiled)) };
  };
  /** Removes the packs no doc looked up an entry of and that are over a week old. */
  const prune = () => packs.prune(used);
  return Object.assign(lookup, { prune, flush: packs.flush, close: packs.close });
}

/**
 * Whether the files the page shows or links to beside it are still there, and the images it gives
 * a size unchanged: if not, it compiles again, and a missing image is an error at its line.
 */
function localFilesThere(compiled: CompiledDoc, file: string, siteDir?: string): boolean {
  return (
    compiled.imports.every((specifier) => {
      const imported = importedFile(specifier, file, siteDir);
      return imported === undefined || existsSync(imported);
    }) &&
    [...compiled.sizedImages, ...compiled.partials].every(
      ([local, mtimeMs]) => statSync(local, { throwIfNoEntry: false })?.mtimeMs === mtimeMs,
    )
  );
}

/**
 * A write to serve's cache, which is only a head start for the next run: with its folder deleted
 * meanwhile, pages still compile and serve, and the next run compiles them again.
 */
function bestEffort(write: () => void): void {
  try {
    write();
  } catch {}
}

/**
 * Compiles docs one at a time through the cache (serve's compiler, shared with page requests).
 * `close` writes what is still to write at once, and nothing is written after it: the folder may
 * be removed as soon as serve has closed.
 */
export function cachedCompiler(
  options: { cacheDir: string } & MdxOptions,
  files?: Map<string, string>,
): {
  compile: DocCompiler;
  close(): Promise<void>;
} {
  const opened = openCompileCache(options, files);
  let flushing: NodeJS.Timeout | undefined;
  let closed = false;
  return {
    async compile(doc, version) {
      const lookup = await opened;
      const entry = lookup(doc, version);
      if (entry.result) return { result: entry.result, cached: true };
      const result = await compileDoc(doc, entry.permalinks, options);
      if (closed) return { result, cached: false };
      // The server runs on: the index is written once compiling pauses, not after every page.
      bestEffort(() => entry.store(result));
      clearTimeout(flushing);
      flushing = setTimeout(() => {
        flushing = undefined;
        bestEffort(lookup.flush);
      }, 200).unref();
      return { result, cached: false };
    },
    async close() {
      closed = true;
      if (flushing === undefined) return;
      clearTimeout(flushing);
      bestEffort((await opened).flush);
    },
  };
}

/**
 * Compiles every doc: cached results are read back, and the rest compiled together, on worker
 * threads as well when there are many (see compile-pool). `compile` replaces all this with a
 * compiler of the caller's (serve shares its own with page requests). All errors are
 * collected, so a writer sees every broken page at once.
 */
export async function compileAll(
  versions: VersionContent[],
  options: MdxOptions & {
    cacheDir: string;
    compile?: DocCompiler;
    /** TypeDoc's worker makes API models meanwhile (compile-pool.ts: `CompileThreads`). */
    alongside?: boolean;
    /** What the build's earlier locales compiled: an untranslated page of this one takes it. */
    locales?: LocalesCompiled;
  },
): Promise<{ compiled: Map<DocSource, CompiledDoc>; stats: CompileStats; pruneCache(): Promise<void> }> {
  const compiled = new Map<DocSource, CompiledDoc>();
  const stats: CompileStats = { compiled: 0, cached: 0, fromLocales: 0 };
  const failures: unknown[] = [];
  // What this build's cache lookups did not ask for goes after a good build (a compiler of the
  // caller's keeps its own cache).
  let pruneCache = async () => {};
  const docs = versions.flatMap((version) => version.docs.map((doc) => ({ doc, version })));
  if (options.compile) {
    const compile = options.compile;
    await Promise.all(
      docs.map(async ({ doc, version }) => {
        try {
          const { result, cached } = await compile(doc, version);
          compiled.set(doc, result);
          stats[cached ? 'cached' : 'compiled']++;
        } catch (error) {
          failures.push(error);
        }
      }),
    );
  } else pruneCache = await compileThroughCache(versions, options, { compiled, stats, failures });
  const errors: UserError[] = [];
  for (const error of failures) {
    if (!(error instanceof UserError)) throw error;
    // One cause, given to every page it failed (a thread that could not start): said once.
    if (!errors.some((e) => e.message === error.message && e.location === error.location)) errors.push(error);
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors);
  // In the docs' order, however many came from the cache: the bundles' chunks are named for it.
  const inOrder = new Map(docs.map(({ doc }) => [doc, compiled.get(doc)!]));
  return { compiled: inOrder, stats, pruneCache };
}

/**
 * `compileAll`'s build: each doc's result read from the cache or from an earlier locale's, the
 * rest compiled together (on worker threads as well when there are many). In a build of several
 * locales each compiles with its base URL's placeholder (locale-base.ts), which the cache and the
 * later locales keep, and its pages get their base back. Gives what prunes the cache.
 */
async function compileThroughCache(
  versions: VersionContent[],
  options: Parameters<typeof compileAll>[1],
  into: { compiled: Map<DocSource, CompiledDoc>; stats: CompileStats; failures: unknown[] },
): Promise<() => Promise<void>> {
  const { compiled, stats, failures } = into;
  const swap = options.locales && options.linkSite ? baseSwap(options.linkSite.baseUrl) : undefined;
  const compiledWith = swap ? { ...options, linkSite: { ...options.linkSite!, baseUrl: swap.placeholder } } : options;
  const files = siteFiles(options, versions);
  const lookup = await openCompileCache(compiledWith, files, swap);
  // A page whose placeholder cannot stand for its base compiles again against the base.
  const again: { doc: DocSource; permalinks: LinkTargets }[] = [];
  /** Whether `result` is the doc's in this locale; if not, it compiles again. */
  const take = (doc: DocSource, version: VersionContent, result: CompiledDoc): boolean => {
    const own = swap ? withBaseUrl(result, swap) : result;
    if (own) compiled.set(doc, own);
    else again.push({ doc, permalinks: docPermalinks(version, files) });
    return !!own;
  };
  // Kept for the later locales in a build of several.
  const keep = (key: string, result: CompiledDoc) => {
    if (swap && options.locales) options.locales.set(key, [...(options.locales.get(key) ?? []), result]);
  };
  try {
    const misses: { doc: DocSource; version: VersionContent; entry: CacheEntry }[] = [];
    for (const version of versions)
      for (const doc of version.docs) {
        const entry = lookup(doc, version);
        const found = entry.result ?? options.locales?.get(entry.key)?.find(entry.holds);
        if (!found) {
          misses.push({ doc, version, entry });
          continue;
        }
        // One result a key is kept from the cache, not each locale's copy of it.
        if (found !== entry.result) storeIn(entry, found, failures);
        else if (!options.locales?.has(entry.key)) keep(entry.key, found);
        if (take(doc, version, found)) stats[found === entry.result ? 'cached' : 'fromLocales']++;
      }
    const results = await compileMisses(
      misses.map(({ doc, entry }) => ({ doc, permalinks: entry.permalinks })),
      compiledWith,
    );
    misses.forEach(({ doc, version, entry }, i) => {
      const result = results[i]!;
      if (result instanceof Error) return void failures.push(result);
      storeIn(entry, result, failures);
      keep(entry.key, result);
      take(doc, version, result);
      stats.compiled++;
    });
    const rebased = await compileMisses(again, options);
    again.forEach(({ doc }, i) => {
      const result = rebased[i]!;
      if (result instanceof Error) return void failures.push(result);
      compiled.set(doc, result);
      stats.compiled++;
    });
  } finally {
    lookup.close();
  }
  return lookup.prune;
}

/** Writes a result to the cache: one that cannot be written fails the build once it is over, as any other error would. */
function storeIn(entry: CacheEntry, result: CompiledDoc, failures: unknown[]): void {
  try {
    entry.store(result);
  } catch (error) {
    failures.push(error);
  }
}

/** Compiles pages; the compiler (MDX, highlighter) loads only when a page needs compiling. */
async function compileMisses(
  pages: PageToCompile[],
  options: Parameters<typeof compileAll>[1],
): Promise<(CompiledDoc | Error)[]> {
  if (!pages.length) return [];
  const { compilePages } = await import('./compile-pool.js');
  return compilePages(pages, {
    ...siteSettings(options),
    markdownPlugins: options.markdownPlugins,
    alongside: options.alongside,
  });
}

/**
 * Where each doc of a version is served, by its path in the version (what relative links resolve
 * to), and by their files those of `files` (links from the site folder, or into another version).
 */
export function docPermalinks(
  version: VersionContent,
  files?: ReadonlyMap<string, string>,
  swap?: BaseSwap,
): LinkTargets {
  const url = (permalink: string) => (swap ? withPlaceholder(swap, permalink) : permalink);
  return linkTargets(new Map(version.docs.map((d) => [d.relPath, url(d.permalink)])), files);
}

/** `files` leading under the placeholder of the locale's base URL (`docPermalinks` with `swap`): made once for every version. */
const filesWithPlaceholder = (files: ReadonlyMap<string, string>, swap: BaseSwap) =>
  new Map([...files].map(([file, url]) => [file, withPlaceholder(swap, url)]));

/**
 * Every docs version's docs by their absolute file: what a Docusaurus site's Markdown links may
 * name, as its docs plugin resolves them (the pages' and plugins' own Markdown aside).
 */
export const docFiles = (versions: readonly VersionContent[]) =>
  new Map(versions.filter((v) => !v.name.startsWith('_')).flatMap((v) => v.docs.map((d) => [d.file, d.permalink])));

/** The docs a site's Markdown links may name by their files (`docFiles`): a Docusaurus site's; none on a ckdocs site. */
export const siteFiles = (options: Pick<MdxOptions, 'linkSite'>, versions: readonly VersionContent[]) =>
  options.linkSite ? docFiles(versions) : undefined;

/** Compiles one doc, uncached: `compileAll`'s step, and the dev server's for an edited page. */
export async function compileDoc(doc: DocSource, permalinks: LinkLookup, options: MdxOptions): Promise<CompiledDoc> {
  const { compileMdx } = await import('./compile.js');
  const settings = { ...siteSettings(options), file: doc.file, relPath: doc.relPath, permalinks };
  return compileMdx(doc.body, { ...settings, markdownPlugins: listsOf(options.markdownPlugins, doc.markdownPlugins) });
}
