import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pruneUnused } from './prune-cache.js';
import { readCachedJson } from './cached-json.js';

/** Where each entry of a pack lies in it: key -> [byte offset, byte length]. */
type PackIndex = Record<string, [offset: number, length: number]>;

export interface PackCache {
  has(key: string): boolean;
  /** The entry stored under `key`, read synchronously; undefined if there is none. */
  get(key: string): string | undefined;
  /** The same, as the bytes stored (UTF-8). */
  bytes(key: string): Buffer | undefined;
  /** Appends an entry to this process's pack; it is found by later processes once `flush` wrote the index. */
  set(key: string, data: string | Uint8Array): void;
  /** The same, the entry written a part at a time: a large one is never whole in memory. */
  setParts(key: string, parts: Iterable<Uint8Array>): void;
  /** Writes this process's pack index as it stands, if anything was stored since the last time. */
  flush(): void;
  /** Flushes, and closes the packs read or written. */
  close(): void;
  /** Removes the packs none of whose entries is in `used` (keys), once they are over a week old. */
  prune(used: Iterable<string>): Promise<void>;
}

/**
 * A folder of cache entries kept in pack files (`<id>.pack`, indexed by `<id>.json`), one pack
 * per process that stores anything, instead of a file per entry: creating a file costs this
 * machine's kernel 0.3-0.7 ms, more still soon after many were deleted, and a cold build of the
 * 10x site stored 5,696 compiled pages and 6,223 rendered ones. Every index is read once, when
 * the cache opens; where two packs hold a key, the newer one's entry is taken.
 */
export async function openPackCache(dir: string): Promise<PackCache> {
  await mkdir(dir, { recursive: true });
  const where = new Map<string, { pack: string; offset: number; length: number }>();
  const indexes = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const packs = indexes
    .map((name) => ({
      pack: name.slice(0, -'.json'.length),
      mtime: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs,
    }))
    .filter(
      (found) => found.mtime !== undefined && statSync(join(dir, `${found.pack}.pack`), { throwIfNoEntry: false }),
    )
    .sort((a, b) => a.mtime! - b.mtime!);
  const read = await Promise.all(
    packs.map(({ pack }) => readCachedJson<PackIndex>(join(dir, `${pack}.json`)).then((index) => index ?? {})),
  );
  packs.forEach(({ pack }, i) => {
    for (const [key, [offset, length]] of Object.entries(read[i]!)) where.set(key, { pack, offset, length });
  });
  const id = randomUUID();
  const written: PackIndex = {};
  let end = 0;
  let flushed = 0;
  // Opened on first use; this process's own pack for appending and reading.
  const open = new Map<string, number>();
  const fd = (pack: string) => {
    let handle = open.get(pack);
    if (handle === undefined) open.set(pack, (handle = openSync(join(dir, `${pack}.pack`), pack === id ? 'a+' : 'r')));
    return handle;
  };
  const flush = () => {
    if (end === flushed) return;
    // Renamed into place: a process starting meanwhile reads a whole index or none.
    writeFileSync(join(dir, `${id}.json.tmp`), JSON.stringify(written));
    renameSync(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
    flushed = end;
  };
  const bytesOf = (key: string) => {
    const found = where.get(key);
    if (!found) return undefined;
    const bytes = Buffer.allocUnsafe(found.length);
    readSync(fd(found.pack), bytes, 0, found.length, found.offset);
    return bytes;
  };
  function setParts(key: string, parts: Iterable<Uint8Array>) {
    const start = end;
    for (const part of parts) {
      writeSync(fd(id), part);
      end += part.length;
    }
    written[key] = [start, end - start];
    where.set(key, { pack: id, offset: start, length: end - start });
  }
  return {
    has: (key) => where.has(key),
    get: (key) => bytesOf(key)?.toString('utf8'),
    bytes: bytesOf,
    set(key, data) {
      setParts(key, [typeof data === 'string' ? Buffer.from(data) : data]);
    },
    setParts,
    flush,
    close() {
      flush();
      for (const handle of open.values()) closeSync(handle);
      open.clear();
    },
    prune(used) {
      const kept = new Set([`${id}.pack`, `${id}.json`]);
      for (const key of used) {
        const pack = where.get(key)?.pack;
        if (pack) kept.add(`${pack}.pack`).add(`${pack}.json`);
      }
      return pruneUnused(dir, kept);
    },
  };
}
