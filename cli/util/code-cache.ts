// Modules loaded with a V8 code cache (typescript-cached.ts) leave a new one for the next
// process through here, once this thread's work has compiled what it needed of them.
const savers: (() => void)[] = [];

export function onSaveCodeCaches(save: () => void): void {
  savers.push(save);
}

/** Writes the pending code caches. */
export function saveCodeCaches(): void {
  for (const save of savers.splice(0)) save();
}
