import chokidar, { type FSWatcher } from 'chokidar';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { EMPTY_POLL_MS, EMPTY_WAIT_MS, LOOK_AGAIN_MS, SAVE_BATCH_MS } from './timings.js';

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Saved files on their way from the watcher to `apply`, a batch at a time: one batch is applied
 * at a time, and saves made during one are applied together right after it.
 */
export function saveQueue(apply: (files: string[]) => Promise<void>) {
  let pending = new Set<string>();
  let busy: Promise<void> | undefined;
  let waiters: (() => void)[] = [];
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  /** Each file's modification time when a batch last took it (see `watch`). */
  const takenAt = new Map<string, number | undefined>();

  const run = (job: Promise<void>) =>
    (busy = job.finally(() => {
      busy = undefined;
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
      schedule();
    }));
  const schedule = () => {
    // Once closed, nothing starts: the site's folder may be removed as soon as close() returns.
    if (closed || busy || !pending.size) return;
    // A file a batch took as it is now has nothing new (a save's second event, seen late).
    const files = [...pending].filter((file) => !takenAt.has(file) || mtimeOf(file) !== takenAt.get(file));
    pending = new Set();
    if (!files.length) return;
    void run(
      (async () => {
        await writtenAfterEmptying(files);
        for (const file of files) takenAt.set(file, mtimeOf(file));
        await apply(files);
      })(),
    );
  };
  const take = (path: string) => {
    if (closed) return;
    pending.add(resolve(path));
    clearTimeout(timer);
    timer = setTimeout(schedule, SAVE_BATCH_MS);
  };

  return {
    /** Runs `job` ahead of any save (the launch's): saves made meanwhile are applied once it ends. */
    first: (job: Promise<void>): Promise<void> => run(job),

    /**
     * Watches `paths` for saves; resolves once the watcher is ready. With `poll`, by looking at
     * each file every `poll` ms, where the file system tells no changes (a container's mounted folder).
     */
    async watch(paths: string[], { poll }: { poll?: number } = {}): Promise<void> {
      const watching = (watcher = chokidar.watch(paths, {
        ignoreInitial: true,
        ...(poll === undefined ? {} : { usePolling: true, interval: poll, binaryInterval: poll }),
        // Docusaurus's generated folder is written by the site's plugins each time they run.
        ignored: (path) => /[\\/](node_modules|\.ckdocs-cache|\.docusaurus|build|\.git)([\\/]|$)/.test(path),
      }));
      watching.on('all', (event, path) => {
        take(path);
        // chokidar keeps quiet about a file for a while after a change (CHANGE_THROTTLE_MS): a second
        // save so soon would be lost. So a changed file is looked at again after it, and taken again
        // if it changed since a batch took it (a batch still to come reads it as it is then).
        if (event !== 'change') return;
        const file = resolve(path);
        setTimeout(() => {
          if (!closed && !pending.has(file) && mtimeOf(file) !== takenAt.get(file)) take(file);
        }, LOOK_AGAIN_MS);
      });
      await new Promise<void>((resolve) => watching.once('ready', () => resolve()));
    },

    /** Resolves after the next batch is applied, or once the launch's job ends. */
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),

    /** Takes no more saves. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await watcher?.close();
    },

    /** Resolves once the job under way (a batch, or the launch's) has ended. */
    async settled(): Promise<void> {
      await busy;
    },
  };
}

/**
 * A changed file found empty is waited for until its modification time moves on, or for
 * EMPTY_WAIT_MS if it is empty indeed: editors that save by emptying a file write it a moment later.
 */
async function writtenAfterEmptying(files: string[]): Promise<void> {
  for (const file of files) {
    if (statSync(file, { throwIfNoEntry: false })?.size !== 0) continue;
    const emptied = mtimeOf(file);
    for (let waited = 0; waited < EMPTY_WAIT_MS && mtimeOf(file) === emptied; waited += EMPTY_POLL_MS)
      await new Promise((resolve) => setTimeout(resolve, EMPTY_POLL_MS));
  }
}
