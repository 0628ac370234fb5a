import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocSource, VersionContent } from '../content/types.js';
import { deferred } from '../util/deferred.js';
import { AggregateUserError, UserError } from '../util/errors.js';
import { pruneUnused } from '../util/prune-cache.js';
import type { CompiledDoc } from './compile.js';

/** Changes whenever the compiler itself changes (the CLI bundle's name carries a content stamp). */
const COMPILER_ID = import.meta.url;

export interface CompileStats {
  compiled: number;
  cached: number;
}

/** Compiles one doc of a version: the result, and whether it came from the cache. */
export type DocCompiler = (doc: DocSource, version: VersionContent) => Promise<{ result: CompiledDoc; cached: boolean }>;

/** A doc's place in the compile cache: its cached result, if any, and where a new one goes. */
interface CacheEntry {
  result?: CompiledDoc;
  permalinks: Map<string, string>;
  store(result: CompiledDoc): Promise<void>;
}

/**
 * The compile cache, keyed by a hash of what shapes a result: source, path and the compiler (not
 * the API: see remark-api-links). A result is taken only if the docs its links name still resolve
 * as they did: adding or removing a page recompiles the pages that link to it, not all others.
 */
function compileCache(options: { cacheDir: string; mermaid: boolean }) {
  const dir = join(options.cacheDir, 'mdx');
  const versionLinks = new WeakMap<VersionContent, Map<string, string>>();
  const used = new Set<string>();
  const lookup = async (doc: DocSource, version: VersionContent): Promise<CacheEntry> => {
    let permalinks = versionLinks.get(version);
    if (!permalinks) versionLinks.set(version, (permalinks = docPermalinks(version)));
    const key = createHash('sha1').update(`${COMPILER_ID}\0${options.mermaid}\0${doc.relPath}\0${doc.body}`).digest('hex');
    const cacheFile = join(dir, `${key}.json`);
    used.add(`${key}.json`);
    const cached = await readFile(cacheFile, 'utf8').then((t) => JSON.parse(t) as CompiledDoc, () => undefined);
    const result = cached?.linkTargets.every(([target, url]) => (permalinks.get(target) ?? null) === url) ? cached : undefined;
    return {
      result,
      permalinks,
      async store(compiled) {
        await mkdir(dir, { recursive: true });
        await writeFile(cacheFile, JSON.stringify(compiled));
      },
    };
  };
  /** Removes the entries that no doc looked up and that are over a week old. */
  const prune = () => pruneUnused(dir, used);
  return Object.assign(lookup, { prune });
}

/** Compiles docs one at a time through the cache (serve's compiler, shared with page requests). */
export function cachedCompiler(options: { cacheDir: string; mermaid: boolean }): DocCompiler {
  const lookup = compileCache(options);
  return async (doc, version) => {
    const entry = await lookup(doc, version);
    if (entry.result) return { result: entry.result, cached: true };
    const result = await compileDoc(doc, entry.permalinks, { mermaid: options.mermaid });
    await entry.store(result);
    return { result, cached: false };
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
  options: { cacheDir: string; mermaid: boolean; compile?: DocCompiler; onLookedUp?: (pages: Map<DocSource, CompiledDoc | Promise<CompiledDoc>>) => void },
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
    const lookup = compileCache(options);
    pruneCache = lookup.prune;
    const misses: { doc: DocSource; entry: CacheEntry }[] = [];
    await Promise.all(
      docs.map(async ({ doc, version }) => {
        const entry = await lookup(doc, version);
        if (entry.result) {
          compiled.set(doc, entry.result);
          stats.cached++;
        } else misses.push({ doc, entry });
      }),
    );
    // Once the cache has answered, every page is known: cached ones as they are, the others as
    // promises of their result, so that a bundler can start on them all.
    const pending = misses.map(() => deferred<CompiledDoc>());
    options.onLookedUp?.(new Map<DocSource, CompiledDoc | Promise<CompiledDoc>>([...compiled, ...misses.map(({ doc }, i) => [doc, pending[i]!.promise] as const)]));
    // The compiler (MDX, highlighter) loads only when a page needs compiling.
    const { compilePages } = misses.length ? await import('./compile-pool.js') : { compilePages: async () => [] };
    const onPage = (i: number, result: CompiledDoc | Error) => (result instanceof Error ? pending[i]!.reject(result) : pending[i]!.resolve(result));
    let results: (CompiledDoc | Error)[];
    try {
      results = await compilePages(misses.map(({ doc, entry }) => ({ doc, permalinks: entry.permalinks })), { mermaid: options.mermaid, onPage });
    } catch (error) {
      // A worker that died leaves its pages unanswered: the bundlers waiting on them must not wait for ever.
      for (const page of pending) page.reject(error);
      throw error;
    }
    await Promise.all(
      misses.map(async ({ doc, entry }, i) => {
        const result = results[i]!;
        if (result instanceof Error) return void failures.push(result);
        compiled.set(doc, result);
        stats.compiled++;
        await entry.store(result);
      }),
    );
  }
  const errors = failures.map((error) => {
    if (error instanceof UserError) return error;
    throw error;
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors);
  return { compiled, stats, pruneCache };
}

/** Where each doc of a version is served, by its path in the version: what relative links resolve to. */
export function docPermalinks(version: VersionContent): Map<string, string> {
  return new Map(version.docs.map((d) => [d.relPath, d.permalink]));
}

/** Compiles one doc, uncached: `compileAll`'s step, and the dev server's for an edited page. */
export async function compileDoc(doc: DocSource, permalinks: Map<string, string>, options: { mermaid: boolean }): Promise<CompiledDoc> {
  const { compileMdx } = await import('./compile.js');
  return compileMdx(doc.body, { file: doc.file, relPath: doc.relPath, permalinks, mermaid: options.mermaid });
}
