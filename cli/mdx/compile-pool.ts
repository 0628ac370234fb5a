import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocSource } from '../content/types.js';
import { workerUrl } from '../util/worker-script.js';
import { fromWorkerError, type WorkerError } from '../util/worker-errors.js';
import type { CompiledDoc } from './compile.js';

/** A page for the MDX worker, and its answer. */
export interface MdxJob {
  id: number;
  body: string;
  file: string;
  relPath: string;
  version: string;
  mermaid: boolean;
}
export type MdxJobResult = { id: number; result: CompiledDoc } | { id: number; error: WorkerError };

export interface PageToCompile {
  doc: DocSource;
  /** The version's link targets: what its relative links resolve to. */
  permalinks: Map<string, string>;
}

/** Below this many pages, a second worker (each loads the compiler anew) costs more than it saves. */
const PAGES_PER_WORKER = 120;
/** So few pages (a warm build after an edit) compile here: a worker's start would be most of their time. */
const FEW_PAGES = 16;
/**
 * A worker's young generation, in MB (V8's default here: 48). Parsing MDX makes short-lived
 * objects by the million, and a larger nursery is swept less often: on the 10x site the MDX stage
 * took 52.2-52.9 s against 56.1-57.3 s in alternating runs, for a peak of 1.26 GB against 1.09-1.10
 * GB (a small site's single worker: ~400 MB either way).
 */
const YOUNG_GENERATION_MB = 192;

/**
 * Compiles pages on worker threads (one per core when there are many pages, else one, or
 * `workers`; with 0, or for a few pages, on this thread): each lane takes the next page as it finishes one. The
 * compiler's modules and garbage leave with the workers, so the caller's heap holds only the
 * results while it goes on (a build's peak memory comes later, with TypeDoc's and rendering).
 * Returns each page's compiled doc or error, in order.
 */
export async function compilePages(
  pages: PageToCompile[],
  options: { mermaid: boolean; workers?: number; onPage?: (index: number, result: CompiledDoc | Error) => void },
): Promise<(CompiledDoc | Error)[]> {
  const done = new Array<CompiledDoc | Error>(pages.length);
  // Each result is told as it comes: a bundler may be waiting on that page.
  const results = {
    set: (i: number, result: CompiledDoc | Error) => ((done[i] = result), options.onPage?.(i, result)),
  };
  if (!pages.length) return done;
  let next = 0;
  const take = () => (next < pages.length ? next++ : undefined);
  const workerCount =
    options.workers ??
    (pages.length < FEW_PAGES
      ? 0
      : Math.max(1, Math.min(availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER))));
  const url = workerCount > 0 ? await workerUrl('mdx') : undefined;
  const workers = Array.from(
    { length: workerCount },
    () => new Worker(url!, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  );
  const ownLane = async () => {
    if (workerCount > 0) return;
    const { compileMdx } = await import('./compile.js');
    for (let i = take(); i !== undefined; i = take()) {
      const { doc, permalinks } = pages[i]!;
      results.set(
        i,
        await compileMdx(doc.body, {
          file: doc.file,
          relPath: doc.relPath,
          permalinks,
          mermaid: options.mermaid,
        }).catch((error: Error) => error),
      );
      // Compiling chains promises only; yielding lets I/O through between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([
      ownLane(),
      ...workers.map((worker) => workerLane(worker, pages, take, results, options.mermaid)),
    ]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return done;
}

/**
 * Pages a worker holds at once: the one it compiles and the next, so that it goes straight on to
 * that one instead of waiting for this thread, which may be busy, to answer its result.
 */
const IN_FLIGHT = 2;

function workerLane(
  worker: Worker,
  pages: PageToCompile[],
  take: () => number | undefined,
  results: { set(i: number, result: CompiledDoc | Error): void },
  mermaid: boolean,
): Promise<void> {
  const sent = new Set<Map<string, string>>();
  return new Promise((resolve, reject) => {
    let pending = 0;
    const feed = () => {
      const i = take();
      if (i === undefined) {
        if (pending === 0) resolve();
        return;
      }
      const { doc, permalinks } = pages[i]!;
      if (!sent.has(permalinks)) {
        worker.postMessage({ version: doc.version, permalinks: [...permalinks] });
        sent.add(permalinks);
      }
      pending++;
      worker.postMessage({
        id: i,
        body: doc.body,
        file: doc.file,
        relPath: doc.relPath,
        version: doc.version,
        mermaid,
      } satisfies MdxJob);
    };
    worker.on('message', (reply: MdxJobResult) => {
      pending--;
      results.set(reply.id, 'result' in reply ? reply.result : fromWorkerError(reply.error));
      feed();
    });
    worker.once('error', reject);
    for (let n = 0; n < IN_FLIGHT; n++) feed();
  });
}
