import { availableParallelism } from 'node:os';
import type { DocSource } from '../content/types.js';
import { threadPool } from '../util/thread-pool.js';
import { fromReply } from '../util/thread-task.js';
import type * as mdxWorker from '../workers/mdx.js';
import type { CompiledDoc } from './compile.js';
import type { MdxOptions } from './site-plugins.js';

/** What every MDX worker is given once: the link targets of each version (as entries), the site's plugins. */
export interface MdxSetup {
  permalinks: [string, string][][];
  /** The config file to load the site's plugins from (`SitePlugins.configFile`), if it has any. */
  pluginsConfig?: string;
}
/** A page for the MDX worker: `links` is the index of its version's link targets in the setup. */
export interface MdxJob {
  body: string;
  file: string;
  relPath: string;
  links: number;
  mermaid: boolean;
}

export interface PageToCompile {
  doc: DocSource;
  /** The version's link targets: what its relative links resolve to. */
  permalinks: Map<string, string>;
}

/** Below this many pages, a second worker (each loads the compiler anew) costs more than it saves. */
const PAGES_PER_WORKER = 120;
/** So few pages (a warm build after an edit) compile here: a worker's start would be most of their time. */
const FEW_PAGES = 16;
/** Pages a worker takes at a time: what the pool spends on each task (messages, a memory check) is shared. */
const PAGES_PER_TASK = 8;

/**
 * Compiles pages on worker threads (one per core when there are many pages, else one, or
 * `workers`; with 0, or for a few pages, on this thread), each thread taking the next few pages
 * as it finishes others. The compiler's modules and garbage leave with the threads, so the
 * caller's heap holds only the results while it goes on. Returns each page's compiled doc or
 * error, in order.
 */
export async function compilePages(
  pages: PageToCompile[],
  options: MdxOptions & { workers?: number },
): Promise<(CompiledDoc | Error)[]> {
  const threads =
    options.workers ??
    (pages.length < FEW_PAGES
      ? 0
      : Math.max(1, Math.min(availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER))));
  if (!pages.length) return [];
  if (threads === 0) return compileHere(pages, options);
  const linkSets = [...new Set(pages.map((page) => page.permalinks))];
  const pool = await threadPool<typeof mdxWorker>('mdx', {
    threads,
    data: {
      permalinks: linkSets.map((links) => [...links]),
      pluginsConfig: options.plugins?.configFile,
    } satisfies MdxSetup,
  });
  const jobs = pages.map(({ doc, permalinks }): MdxJob => ({
    body: doc.body,
    file: doc.file,
    relPath: doc.relPath,
    links: linkSets.indexOf(permalinks),
    mermaid: options.mermaid,
  }));
  const tasks: MdxJob[][] = [];
  for (let first = 0; first < jobs.length; first += PAGES_PER_TASK)
    tasks.push(jobs.slice(first, first + PAGES_PER_TASK));
  try {
    const done = await Promise.all(
      tasks.map((task) =>
        pool.run('compile', task).then(
          (replies) => replies.map(fromReply),
          // A thread that died fails each page it had.
          (error: Error) => task.map(() => error),
        ),
      ),
    );
    return done.flat();
  } finally {
    await pool.close();
  }
}

async function compileHere(pages: PageToCompile[], { mermaid, plugins }: MdxOptions): Promise<(CompiledDoc | Error)[]> {
  const { compileMdx } = await import('./compile.js');
  const results: (CompiledDoc | Error)[] = [];
  for (const { doc, permalinks } of pages) {
    const result = await compileMdx(doc.body, {
      file: doc.file,
      relPath: doc.relPath,
      permalinks,
      mermaid,
      plugins: plugins?.lists,
    }).catch((error: Error) => error);
    results.push(result);
    // Compiling chains promises only; yielding lets I/O through between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
