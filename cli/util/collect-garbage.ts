import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full garbage collection now. Between the render batches of a large site: each batch leaves
 * its server bundle and pages behind, and V8 would grow the heap by hundreds of megabytes
 * rather than collect them.
 */
export function collectGarbage(): void {
  if (!gc) {
    // A context made after the flag is set gets the `gc` function.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
