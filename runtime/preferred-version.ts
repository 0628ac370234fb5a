import { storage } from './storage.js';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The docs version the reader last switched to; a stored version the site no longer has is forgotten. */
export function readPreferredVersion(known: string[]): string | undefined {
  const stored = storage.get(PREFERRED_VERSION_KEY);
  if (stored === null) return undefined;
  if (known.includes(stored)) return stored;
  storage.remove(PREFERRED_VERSION_KEY);
  return undefined;
}

export function writePreferredVersion(name: string): void {
  storage.set(PREFERRED_VERSION_KEY, name);
}

const LAST_READ_KEY = 'ckdocs-last-read-version';

/** Records the docs version of the doc page the reader has open. */
export function rememberReadVersion(name: string): void {
  storage.set(LAST_READ_KEY, name);
}

/** The docs version of the last doc page the reader opened, if the site still has it. */
export function readLastReadVersion(known: string[]): string | undefined {
  const stored = storage.get(LAST_READ_KEY);
  return stored !== null && known.includes(stored) ? stored : undefined;
}
