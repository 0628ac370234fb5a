import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocSource } from '../content/types.js';
import { workerUrl } from '../util/worker-script.js';
import { fromWorkerError, type WorkerError } from '../util/worker-errors.js';
import { compileMdx, type CompiledDoc } from './compile.js';

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

/** Below this many pages, starting workers (each loads the compiler anew) costs more than it saves. */
const POOL_THRESHOLD = 120;

/**
 * Compiles pages on this thread and, when there are many, on worker threads too (one fewer
 * than the cores, or `workers`): each lane takes the next page as it finishes one. Returns
 * each page's compiled doc or error, in order.
 */
export async function compilePages(pages: PageToCompile[], options: { mermaid: boolean; workers?: number }): Promise<(CompiledDoc | Error)[]> {
  const results = new Array<CompiledDoc | Error>(pages.length);
  let next = 0;
  const take = () => (next < pages.length ? next++ : undefined);
  const workerCount = options.workers ?? (pages.length >= POOL_THRESHOLD ? availableParallelism() - 1 : 0);
  const url = workerCount > 0 ? await workerUrl('mdx') : undefined;
  const workers = Array.from({ length: workerCount }, () => new Worker(url!));
  const ownLane = async () => {
    for (let i = take(); i !== undefined; i = take()) {
      const { doc, permalinks } = pages[i]!;
      results[i] = await compileMdx(doc.body, { file: doc.file, relPath: doc.relPath, permalinks, mermaid: options.mermaid }).catch((error: Error) => error);
      // Compiling chains promises only; yielding lets the workers' answers (and next pages) through.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([ownLane(), ...workers.map((worker) => workerLane(worker, pages, take, results, options.mermaid))]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

async function workerLane(worker: Worker, pages: PageToCompile[], take: () => number | undefined, results: (CompiledDoc | Error)[], mermaid: boolean): Promise<void> {
  const sent = new Set<Map<string, string>>();
  for (let i = take(); i !== undefined; i = take()) {
    const { doc, permalinks } = pages[i]!;
    if (!sent.has(permalinks)) {
      worker.postMessage({ version: doc.version, permalinks: [...permalinks] });
      sent.add(permalinks);
    }
    const job: MdxJob = { id: i, body: doc.body, file: doc.file, relPath: doc.relPath, version: doc.version, mermaid };
    results[i] = await new Promise<CompiledDoc | Error>((resolve, reject) => {
      const onMessage = (reply: MdxJobResult) => {
        worker.off('error', reject);
        resolve('result' in reply ? reply.result : fromWorkerError(reply.error));
      };
      worker.once('message', onMessage).once('error', reject);
      worker.postMessage(job);
    });
  }
}
