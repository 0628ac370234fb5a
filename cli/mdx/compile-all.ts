import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocSource, VersionContent } from '../content/types.js';
import { UserError } from '../util/errors.js';
import { compileMdx, type CompiledDoc } from './compile.js';

/** Changes whenever the compiler itself changes (the CLI bundle's name carries a content stamp). */
const COMPILER_ID = import.meta.url;

export interface CompileStats {
  compiled: number;
  cached: number;
}

/** Compiles one doc of a version: the result, and whether it came from the cache. */
export type DocCompiler = (doc: DocSource, version: VersionContent) => Promise<{ result: CompiledDoc; cached: boolean }>;

/**
 * Compiles docs through the cache, keyed by a hash of everything that shapes a result:
 * source, path, the version's link targets and the compiler (not the API: see remark-api-links).
 */
export function cachedCompiler(options: { cacheDir: string; mermaid: boolean }): DocCompiler {
  const dir = join(options.cacheDir, 'mdx');
  const links = new WeakMap<VersionContent, { permalinks: Map<string, string>; hash: string }>();
  return async (doc, version) => {
    let link = links.get(version);
    if (!link) {
      const permalinks = docPermalinks(version);
      link = { permalinks, hash: createHash('sha1').update(JSON.stringify([...permalinks])).digest('hex') };
      links.set(version, link);
    }
    const key = createHash('sha1').update(`${COMPILER_ID}\0${options.mermaid}\0${link.hash}\0${doc.relPath}\0${doc.body}`).digest('hex');
    const cacheFile = join(dir, `${key}.json`);
    const hit = await readFile(cacheFile, 'utf8').then((t) => JSON.parse(t) as CompiledDoc, () => undefined);
    if (hit) return { result: hit, cached: true };
    const result = await compileDoc(doc, link.permalinks, { mermaid: options.mermaid });
    await mkdir(dir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(result));
    return { result, cached: false };
  };
}

/**
 * Compiles every doc, through the cache unless `compile` says otherwise (serve shares its
 * compiler with page requests). All errors are collected, so a writer sees every broken page at once.
 */
export async function compileAll(
  versions: VersionContent[],
  options: { cacheDir: string; mermaid: boolean; compile?: DocCompiler },
): Promise<{ compiled: Map<DocSource, CompiledDoc>; stats: CompileStats }> {
  const compile = options.compile ?? cachedCompiler(options);
  const compiled = new Map<DocSource, CompiledDoc>();
  const stats: CompileStats = { compiled: 0, cached: 0 };
  const errors: UserError[] = [];
  for (const version of versions) {
    await Promise.all(
      version.docs.map(async (doc) => {
        try {
          const { result, cached } = await compile(doc, version);
          compiled.set(doc, result);
          stats[cached ? 'cached' : 'compiled']++;
        } catch (error) {
          if (error instanceof UserError) errors.push(error);
          else throw error;
        }
      }),
    );
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors);
  return { compiled, stats };
}
/** Where each doc of a version is served, by its path in the version: what relative links resolve to. */
export function docPermalinks(version: VersionContent): Map<string, string> {
  return new Map(version.docs.map((d) => [d.relPath, d.permalink]));
}

/** Compiles one doc, uncached: `compileAll`'s step, and the dev server's for an edited page. */
export function compileDoc(doc: DocSource, permalinks: Map<string, string>, options: { mermaid: boolean }): Promise<CompiledDoc> {
  return compileMdx(doc.body, { file: doc.file, relPath: doc.relPath, permalinks, mermaid: options.mermaid });
}

/** Several pages failed; each is reported. */
export class AggregateUserError extends UserError {
  constructor(readonly errors: UserError[]) {
    super(`${errors.length} pages failed to compile`);
  }
}
