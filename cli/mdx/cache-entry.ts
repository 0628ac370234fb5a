import type { CompiledDoc } from './types.js';
import { moduleBytes, moduleText } from './page-output.js';

const NEWLINE = Buffer.from('\n');

/**
 * A compiled doc as the compile cache stores it: its data as JSON (which has no line end of its
 * own), a line end, then its module as it is. A large page's module never goes through one JSON
 * string of the whole entry, and is read back outside the JavaScript heap (`moduleText`).
 */
export function cacheEntry(doc: CompiledDoc): Uint8Array[] {
  return [Buffer.from(JSON.stringify({ ...doc, code: '' })), NEWLINE, moduleBytes(doc.code)];
}

/** The compiled doc of a cache entry (`cacheEntry`). */
export function fromCacheEntry(bytes: Buffer): CompiledDoc {
  const end = bytes.indexOf(NEWLINE);
  const data = JSON.parse(bytes.toString('utf8', 0, end)) as CompiledDoc;
  return { ...data, code: moduleText(bytes.subarray(end + 1)) };
}
