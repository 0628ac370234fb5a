import { availableParallelism } from 'node:os';
import type { DocSource } from '../content/types.js';
import { threadPool, type HeapLimits, type ThreadPool } from '../util/thread-pool.js';
import { fromReply } from '../util/thread-task.js';
import type * as mdxWorker from '../workers/mdx.js';
import type { CompiledDoc, MdxJob, MdxSetup } from './types.js';
import { moduleText } from './page-output.js';
import { COMPILE_IN_PIECES_FROM } from '../shortcuts/piecewise-parse.js';
import { listsOf, type MdxOptions } from './markdown-plugins.js';
import { siteSettings } from './page-settings.js';
import type { LinkTargets } from './link-targets.js';

export interface PageToCompile {
  doc: DocSource;
  /** The version's link targets: what its relative links resolve to. */
  permalinks: LinkTargets;
}

/** Below this many pages, a second worker (each loads the compiler anew) costs more than it saves. */
const PAGES_PER_WORKER = 120;
/** So few pages (a warm build after an edit) compile here: a worker's start would be most of their time. */
const FEW_PAGES = 16;
/**
 * Pages with less text than this (in characters) compile here when nothing else runs meanwhile:
 * each worker loads the compiler and warms it up anew, which costs more than a second core wins
 * back on a site of this size (docs/PERFORMANCE.md).
 */
const HERE_BELOW_CHARS = 2_000_000;
/** Pages a worker takes at a time: what the pool spends on each task (messages, a memory check) is shared. */
const PAGES_PER_TASK = 8;
/**
 * How long, in ms, this thread compiles a site's pages alone before worker threads join it: a
 * site whose pages take longer wins back a worker's start (the compiler and the site's Markdown
 * plugins, loaded anew) from the cores it adds.
 */
const THREADS_JOIN_MS = 3_000;
/**
 * The heap of the thread that compiles large pages, in MB. V8 lets a heap grow to several times
 * what it last found alive before collecting it again, and compiling a large page makes garbage
 * fast: bounded, the thread collects sooner. What a page keeps alive stays well below (a 5 MB
 * page: under 100 MB); a page that needs more compiles on the caller's thread, unbounded. A
 * smaller young generation keeps less garbage too, for a little more time collecting it.
 */
const LARGE_PAGE_HEAP_MB: HeapLimits = { old: 1024, young: 32 };

/** How `compilePages` shares out its work. */
export interface CompileThreads {
  /** Worker threads to compile on, 0 for this thread; by default `threadsFor` decides. */
  workers?: number;
  /** Another thread works meanwhile (TypeDoc's worker): the pages then get a thread of their own. */
  alongside?: boolean;
  /** The heap of the thread that compiles large pages (tests make it small). */
  largePageHeapMb?: HeapLimits;
  /** How long this thread compiles pages alone before threads join it (`THREADS_JOIN_MS`; tests make it 0). */
  threadsJoinMs?: number;
}

/**
 * Compiles pages on this thread or on worker threads (`threadsFor`), each thread taking the next
 * few pages as it finishes others. The compiler's modules and garbage leave with the threads, so
 * the caller's heap holds only the results while it goes on. Large pages compile meanwhile on a
 * thread of their own. Returns each page's compiled doc or error, in order.
 */
export async function compilePages(
  pages: PageToCompile[],
  options: MdxOptions & CompileThreads,
): Promise<(CompiledDoc | Error)[]> {
  if (options.workers === 0) return compileHere(pages, options);
  const isLarge = (page: PageToCompile) => page.doc.body.length >= COMPILE_IN_PIECES_FROM;
  const [large, others] = await Promise.all([
    compileLargePages(pages.filter(isLarge), options),
    compileInPool(
      pages.filter((page) => !isLarge(page)),
      options,
    ),
  ]);
  return pages.map((page) => (isLarge(page) ? large : others).shift()!);
}

/**
 * None for a few pages, nor for a small site's when this thread would only wait for them; else
 * one per core as the number of pages allows. Beside TypeDoc's worker, the pages get a thread of
 * their own: each then has a core, and the compiler's garbage stays out of the heap that is about
 * to receive the API models.
 */
function threadsFor(pages: PageToCompile[], alongside: boolean): number {
  if (pages.length < FEW_PAGES) return 0;
  const chars = pages.reduce((sum, page) => sum + page.doc.body.length, 0);
  if (!alongside && chars < HERE_BELOW_CHARS) return 0;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER)));
}

async function compileInPool(
  pages: PageToCompile[],
  options: MdxOptions & CompileThreads,
): Promise<(CompiledDoc | Error)[]> {
  const threads = options.workers ?? threadsFor(pages, options.alongside ?? false);
  if (!pages.length) return [];
  if (threads > 0) return compileInThreads(pages, options, threads);
  if (options.workers === 0 || pages.length < FEW_PAGES) return compileHere(pages, options);
  return compileHereUnlessSlow(pages, options);
}

/**
 * Pages the text's length sends here, unless they prove slow: a site's own Markdown plugins may
 * cost far more per character than the compiler (type-checking each code sample, say). This
 * thread takes the pages one by one; when it has not finished after `THREADS_JOIN_MS`, and has
 * as many pages left as it did (so as long again to go), worker threads (all cores but this one)
 * start taking the pages it has not reached, a task at a time.
 */
async function compileHereUnlessSlow(
  pages: PageToCompile[],
  options: MdxOptions & CompileThreads,
): Promise<(CompiledDoc | Error)[]> {
  const results: (CompiledDoc | Error)[] = [];
  let next = 0;
  const here = (async () => {
    while (next < pages.length) {
      const at = next++;
      results[at] = (await compileHere([pages[at]!], options))[0]!;
    }
  })();
  const slow = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), options.threadsJoinMs ?? THREADS_JOIN_MS);
    void here.then(() => (clearTimeout(timer), resolve(false)));
  });
  const threads = availableParallelism() - 1;
  if ((await slow) && threads > 0 && pages.length - next > Math.max(next, PAGES_PER_TASK)) {
    const { pool, jobs } = await mdxThreads(pages, options, { threads });
    try {
      const take = async () => {
        while (next < pages.length) {
          const first = next;
          next = Math.min(pages.length, next + PAGES_PER_TASK);
          const task = jobs.slice(first, next);
          const replies = await pool.run('compile', task).then(
            (done) => done.map(fromReply),
            // A thread that died fails each page it had.
            (error: Error) => task.map(() => error),
          );
          replies.forEach((reply, i) => (results[first + i] = reply));
        }
      };
      await Promise.all([here, ...Array.from({ length: threads }, take)]);
    } finally {
      await pool.close();
    }
  }
  await here;
  return results;
}

async function compileInThreads(
  pages: PageToCompile[],
  options: MdxOptions,
  threads: number,
): Promise<(CompiledDoc | Error)[]> {
  const { pool, jobs } = await mdxThreads(pages, options, { threads });
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

/**
 * Large pages, one after another on a thread whose heap is bounded; a page the thread runs out
 * of memory on compiles here.
 */
async function compileLargePages(
  pages: PageToCompile[],
  options: MdxOptions & { largePageHeapMb?: HeapLimits },
): Promise<(CompiledDoc | Error)[]> {
  if (!pages.length) return [];
  const { pool, jobs } = await mdxThreads(pages, options, {
    threads: 1,
    heapMb: options.largePageHeapMb ?? LARGE_PAGE_HEAP_MB,
  });
  const results: (CompiledDoc | Error)[] = [];
  try {
    for (const [i, job] of jobs.entries()) {
      const result = await pool.run('compileLarge', job).then(
        ({ doc, code }) => ({ ...doc, code: moduleText(Buffer.from(code.buffer, code.byteOffset, code.byteLength)) }),
        (error: Error & { code?: string }) => error,
      );
      if (!(result instanceof Error) || result.code !== 'ERR_WORKER_OUT_OF_MEMORY') results.push(result);
      else results.push(...(await compileHere([pages[i]!], options)));
    }
    return results;
  } finally {
    await pool.close();
  }
}

/** A pool of MDX threads for `pages`, and the pages as its jobs. */
async function mdxThreads(
  pages: PageToCompile[],
  options: MdxOptions,
  sizing: { threads: number; heapMb?: HeapLimits },
): Promise<{ pool: ThreadPool<typeof mdxWorker>; jobs: MdxJob[] }> {
  // Each version's link targets go to a thread once, the docs by file that versions share once for
  // all of them; a job names its version's by index.
  const linkSets = [...new Set(pages.map((page) => page.permalinks))];
  const fileSets = [...new Set(linkSets.map((links) => links.files))];
  const pool = await threadPool<typeof mdxWorker>('mdx', {
    ...sizing,
    data: {
      permalinks: linkSets.map((links) => ({ own: [...links.own], files: fileSets.indexOf(links.files) })),
      files: fileSets.map((files) => (files ? [...files] : null)),
      settings: siteSettings(options),
      markdownPluginsConfig: options.markdownPlugins?.config,
    } satisfies MdxSetup,
  });
  const jobs = pages.map(({ doc, permalinks }): MdxJob => ({
    body: doc.body,
    file: doc.file,
    relPath: doc.relPath,
    links: linkSets.indexOf(permalinks),
    owner: doc.markdownPlugins,
  }));
  return { pool, jobs };
}

async function compileHere(pages: PageToCompile[], options: MdxOptions): Promise<(CompiledDoc | Error)[]> {
  const { compileMdx } = await import('./compile.js');
  const results: (CompiledDoc | Error)[] = [];
  for (const { doc, permalinks } of pages) {
    const result = await compileMdx(doc.body, {
      file: doc.file,
      relPath: doc.relPath,
      permalinks,
      ...siteSettings(options),
      markdownPlugins: listsOf(options.markdownPlugins, doc.markdownPlugins),
    }).catch((error: Error) => error);
    results.push(result);
    // Compiling chains promises only; yielding lets I/O through between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
