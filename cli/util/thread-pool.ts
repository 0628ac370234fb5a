import Tinypool from 'tinypool';
import { UserError } from './errors.js';
import { fromWorkerError, type TaskHandler, type TaskReply } from './thread-task.js';
import { workerUrl } from './worker-script.js';

/** The task handlers a worker module exports (cli/workers/<name>.ts), by name. */
type TaskNames<M> = { [K in keyof M]: M[K] extends TaskHandler<never, unknown> ? K : never }[keyof M] & string;
type TaskOf<H> = H extends TaskHandler<infer T, unknown> ? T : never;
type ResultOf<H> = H extends TaskHandler<never, infer R> ? R : never;

/** Bounds of a thread's heap, in MB: its old generation (long-lived objects) and its young one (new objects). */
export interface HeapLimits {
  old: number;
  young: number;
}

export interface ThreadPool<M> {
  /** Runs task `name` of the worker on the next free thread; rejects with the task's error. */
  run<K extends TaskNames<M>>(name: K, task: TaskOf<M[K]>): Promise<ResultOf<M[K]>>;
  /** Ends the threads, and with them any task still running or waiting (they reject). */
  close(): Promise<void>;
}

/**
 * `threads` worker threads running the task handlers of worker `name` (cli/workers/<name>.ts),
 * typed by that module: `threadPool<typeof import('../workers/x.js')>('x', …)`. Every thread
 * starts at once and lives until `close`, with `data` as its `threadData()`: what every task
 * needs is sent once per thread, not once per task. With `heapMb`, each thread's heap is bounded,
 * and a thread starts for a task instead: one that runs out of memory is not replaced until the
 * next task, as tinypool otherwise does at once. A replacement that died as `close` waited for the
 * threads to end would make that wait last for ever.
 */
export async function threadPool<M>(
  name: string,
  options: { threads: number; data?: unknown; heapMb?: HeapLimits },
): Promise<ThreadPool<M>> {
  const pool = new Tinypool({
    filename: (await workerUrl(name)).href,
    minThreads: options.heapMb ? 0 : options.threads,
    maxThreads: options.threads,
    // Idle threads are kept until `close`, even those started for a task.
    idleTimeout: KEPT_UNTIL_CLOSED,
    workerData: options.data,
    // A bounded heap makes V8 collect sooner; a thread over it dies, and its task rejects.
    ...(options.heapMb && {
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb.old, maxYoungGenerationSizeMb: options.heapMb.young },
    }),
  });
  // A thread that fails as it starts (a site's config that cannot load in a worker) fails the task
  // it was given; with none, tinypool reports it on the pool and starts no other thread: every
  // task then fails with it, and none is given to a thread again.
  let startError: Error | undefined;
  let broken!: (error: Error) => void;
  const failedStart = new Promise<never>((_, reject) => (broken = reject));
  failedStart.catch(() => {});
  pool.on('error', (error: Error) => {
    startError = error;
    broken(error);
  });
  return {
    async run<K extends TaskNames<M>>(task: K, input: TaskOf<M[K]>) {
      if (startError) throw threadError(startError);
      // A task's own error comes back as its reply: what rejects is its thread's failure.
      const reply = (await Promise.race([pool.run(input, { name: task }), failedStart]).catch((error: Error) => {
        throw threadError(error);
      })) as TaskReply<ResultOf<M[K]>>;
      if ('error' in reply) throw fromWorkerError(reply.error);
      return reply.result;
    },
    close: () => pool.destroy(),
  };
}

/** The longest delay a timer takes (about 24 days): tinypool's idle timeout, never reached. */
const KEPT_UNTIL_CLOSED = 2 ** 31 - 1;

/** A thread's failure as the build reports it: a UserError keeps its class, which crossing threads loses. */
function threadError(error: Error & { details?: UserError['details'] }): Error {
  return error.name === 'UserError' ? new UserError(error.message, error.details) : error;
}
