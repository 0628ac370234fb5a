import type { DocSource } from '../content/types.js';
import type { DocCompiler } from '../mdx/compile-all.js';

/**
 * Compiles each doc once, for whoever asks first. A page request (`now`) compiles at once; the
 * whole site's compilation (`later`) runs one doc at a time, and starts none while work it is
 * told to `hold` for runs (a request's page compiling and rendering): the page a writer opened
 * does not wait behind all the others, which share its thread.
 */
export function compileQueue(compile: DocCompiler) {
  const started = new Map<DocSource, ReturnType<DocCompiler>>();
  const waiting: (() => void)[] = [];
  let running = false;
  let holds = 0;
  let stopped = false;
  const once: DocCompiler = (doc, version) => {
    let result = started.get(doc);
    if (!result) started.set(doc, (result = compile(doc, version)));
    return result;
  };
  const wake = () => {
    if (running || (holds && !stopped) || !waiting.length) return;
    running = true;
    waiting.shift()!();
  };
  return {
    now: once,
    later: (async (doc, version) => {
      if (started.has(doc)) return started.get(doc)!;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        wake();
      });
      try {
        // Compiling runs on promises alone: requests that came in meanwhile are read first.
        await new Promise(setImmediate);
        if (stopped) throw new Error('serve stopped before this page compiled');
        return await once(doc, version);
      } finally {
        running = false;
        wake();
      }
    }) satisfies DocCompiler,
    /** Starts no background compile until `work` settles; returns it. */
    hold<T>(work: Promise<T>): Promise<T> {
      holds++;
      const release = () => {
        holds--;
        wake();
      };
      work.then(release, release);
      return work;
    },
    /** Background compiles not started yet fail at once: the server is closing. */
    stop(): void {
      stopped = true;
      wake();
    },
  };
}
