import { availableParallelism } from 'node:os';

/** Worker threads that do items `first` to `end` (not included) of the work when asked. */
export interface JoiningThreads {
  run(first: number, end: number): Promise<void>;
  close(): Promise<unknown>;
}

/**
 * Items `0` to `count - 1` done one by one on this thread, unless they prove slow: when this
 * thread has not finished after `joinMs`, and has as many items left as it has done (so as long
 * again to go), worker threads start (`threads(n)`, all cores but this one), each taking `batch`
 * items at a time from those this thread has not reached. A worker's start (its modules loaded
 * anew) is then won back. With `joinMs` 0 the threads start first and work beside this thread
 * from the first item. The first error of any of them stops the others taking items, and is
 * thrown once all have settled.
 */
export async function hereUnlessSlow(input: {
  count: number;
  here(index: number): Promise<void>;
  joinMs: number;
  batch: number;
  threads(count: number): Promise<JoiningThreads>;
}): Promise<void> {
  const { count, batch } = input;
  const lanes = availableParallelism() - 1;
  let next = 0;
  const stopOnError = (error: unknown) => {
    next = count;
    throw error;
  };
  const take = async (threads: JoiningThreads) => {
    while (next < count) {
      const first = next;
      next = Math.min(count, next + batch);
      await threads.run(first, next).catch(stopOnError);
    }
  };
  const threads = input.joinMs <= 0 && lanes > 0 ? await input.threads(lanes) : undefined;
  const here = (async () => {
    while (next < count) {
      await input.here(next++);
      // The timer, and the threads' replies, wait for the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch(stopOnError);
  let joined = threads;
  if (!joined) {
    const slow = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), input.joinMs);
      const done = () => (clearTimeout(timer), resolve(false));
      here.then(done, done);
    });
    if (!((await slow) && lanes > 0 && count - next > Math.max(next, batch))) return here;
    joined = await input.threads(lanes);
  }
  const lanesDone = await Promise.allSettled([here, ...Array.from({ length: lanes }, () => take(joined))]);
  await joined.close();
  const failed = lanesDone.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failed) throw failed.reason;
}
