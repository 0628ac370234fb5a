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
import { shortcutsKey } from '../shortcuts/switch.js';

/**
 * Changes whenever the compiler itself changes (the CLI bundle's name carries a content stamp), or
 * the shortcuts it takes: a page compiled with them is not the reference pipeline's.
 */
const COMPILER_ID = `${import.meta.url}\0${shortcutsKey}`;

export interface CompileStats {
  compiled: number;
  cached: number;
}

/** Compiles one doc of a version: the result, and whether it came from the cache. */
export type DocCompiler = (
  doc: DocSource,
  version: VersionContent,
) => Promise<{ result: CompiledDoc; cached: boolean }>;

/** A doc's place in the compile cache: its cached result, if any, and where a new one goes. */
interface CacheEntry {
  result?: CompiledDoc;
  permalinks: Map<string, string>;
  store(result: CompiledDoc): void;
}

/**
 * The compile cache, keyed by a hash of what shapes a result: source, path, the compiler and the
 * site's plugins (not the API: see remark-api-links). A result is taken only if the docs its links
 * name still resolve as they did: adding or removing a page recompiles the pages that link to it,
 * not all others.
 */
async function openCompileCache(options: { cacheDir: string } & MdxOptions, files?: Map<string, string>) {
  const packs = await openPackCache(join(options.cacheDir, 'mdx'));
  const versionLinks = new WeakMap<VersionContent, Map<string, string>>();
  const used: string[] = [];
  const compiler = `${COMPILER_ID}\0${options.mermaid}\0${options.format}\0${JSON.stringify(options.mdx1Compat ?? null)}\0${JSON.stringify(options.magicComments)}\0${options.defaultLanguage ?? ''}\0${options.additionalLanguages?.join(',') ?? ''}\0${JSON.stringify(options.codeThemes ?? null)}\0${options.markdownPlugins?.key ?? ''}\0${JSON.stringify(options.linkSite ?? null)}\0${JSON.stringify(options.staticDirs ?? [])}\0${options.titleInHeader ?? false}\0${options.partialToc ?? false}\0${options.emoji ?? false}`;
  const lookup = (doc: DocSource, version: VersionContent): CacheEntry => {
    let permalinks = versionLinks.get(version);
    if (!permalinks) versionLinks.set(version, (permalinks = docPermalinks(version, files)));
    // Whose Markdown plugins compile it: two instances' docs may share a path and a text.
    const key = createHash('sha1')
      .update(`${compiler}\0${doc.markdownPlugins ?? ''}\0${doc.relPath}\0${doc.body}`)
      .digest('hex');
    used.push(key);
    const bytes = packs.bytes(key);
    const cached = bytes && fromCacheEntry(bytes);
    const result =
      cached?.linkTargets.every(([target, url]) => (permalinks.get(target) ?? null) === url) &&
      localFilesThere(cached, doc.file, options.siteDir)
        ? cached
        : undefined;
    return { result, permalinks, store: (compiled) => packs.setParts(key, cacheEntry(compiled)) };
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
export function cachedCompiler(options: { cacheDir: string } & MdxOptions): {
  compile: DocCompiler;
  close(): Promise<void>;
} {
  const opened = openCompileCache(options);
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
  },
): Promise<{ compiled: Map<DocSource, CompiledDoc>; stats: CompileStats; pruneCache(): Promise<void> }> {
  const compiled = new Map<DocSource, CompiledDoc>();
  const stats: CompileStats = { compiled: 0, cached: 0 };
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
  } else {
    const lookup = await openCompileCache(options, options.linkSite && docFiles(versions));
    pruneCache = lookup.prune;
    try {
      const misses: { doc: DocSource; entry: CacheEntry }[] = [];
      for (const { doc, version } of docs) {
        const entry = lookup(doc, version);
        if (entry.result) {
          compiled.set(doc, entry.result);
          stats.cached++;
        } else misses.push({ doc, entry });
      }
      // The compiler (MDX, highlighter) loads only when a page needs compiling.
      const { compilePages } = misses.length ? await import('./compile-pool.js') : { compilePages: async () => [] };
      const results = await compilePages(
        misses.map(({ doc, entry }) => ({ doc, permalinks: entry.permalinks })),
        { ...siteSettings(options), markdownPlugins: options.markdownPlugins, alongside: options.alongside },
      );
      misses.forEach(({ doc, entry }, i) => {
        const result = results[i]!;
        if (result instanceof Error) return void failures.push(result);
        try {
          entry.store(result);
        } catch (error) {
          // A cache that cannot be written fails the build once it is over, as any other error would.
          failures.push(error);
        }
        compiled.set(doc, result);
        stats.compiled++;
      });
    } finally {
      lookup.close();
    }
  }
  const errors: UserError[] = [];
  for (const error of failures) {
    if (!(error instanceof UserError)) throw error;
    // One cause, given to every page it failed (a thread that could not start): said once.
    if (!errors.some((e) => e.message === error.message && e.location === error.location)) errors.push(error);
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors);
  return { compiled, stats, pruneCache };
}

/**
 * Where each doc of a version is served, by its path in the version (what relative links resolve
 * to), and by their files those of `files` (links from the site folder, or into another version).
 */
export function docPermalinks(version: VersionContent, files?: Map<string, string>): Map<string, string> {
  return new Map([...version.docs.map((d) => [d.relPath, d.permalink] as const), ...(files ?? [])]);
}

/**
 * Every docs version's docs by their absolute file: what a Docusaurus site's Markdown links may
 * name, as its docs plugin resolves them (the pages' and plugins' own Markdown aside).
 */
export const docFiles = (versions: readonly VersionContent[]) =>
  new Map(versions.filter((v) => !v.name.startsWith('_')).flatMap((v) => v.docs.map((d) => [d.file, d.permalink])));

/** Compiles one doc, uncached: `compileAll`'s step, and the dev server's for an edited page. */
export async function compileDoc(
  doc: DocSource,
  permalinks: Map<string, string>,
  options: MdxOptions,
): Promise<CompiledDoc> {
  const { compileMdx } = await import('./compile.js');
  const settings = { ...siteSettings(options), file: doc.file, relPath: doc.relPath, permalinks };
  return compileMdx(doc.body, { ...settings, markdownPlugins: listsOf(options.markdownPlugins, doc.markdownPlugins) });
}
