// Modules loaded with a V8 code cache (typescript-cached.ts) leave a new one for the next
// process through here, once this thread's work has compiled what it needed of them.
import { flagsChanged } from './collect-garbage.js';

const savers: (() => void)[] = [];

export function onSaveCodeCaches(save: () => void): void {
  savers.push(save);
}

/**
 * Writes the pending code caches. V8 turns down a cache taken under other flags than its own,
 * so none is written once this process has changed one (`collectGarbage` does).
 */
export function saveCodeCaches(): void {
  if (flagsChanged()) return;
  for (const save of savers.splice(0)) save();
}
