import { createHash, randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pruneUnused } from '../util/prune-cache.js';
import { toolRoot } from '../util/tool-root.js';

/** Hash of everything in the theme that shapes server-rendered HTML. */
export async function themeHash(extra: string): Promise<string> {
  const hash = createHash('sha1').update(extra);
  for (const dir of ['templates', 'runtime']) {
    const files = (await readdir(join(toolRoot, dir), { recursive: true })).filter((f) => /\.(tsx?|css)$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(join(toolRoot, dir, file)));
  }
  const react = JSON.parse(await readFile(join(toolRoot, 'node_modules/react-dom/package.json'), 'utf8')) as { version: string };
  return hash.update(react.version).digest('hex');
}

/** Where each body of a pack lies in it: key -> [byte offset, byte length]. */
type PackIndex = Record<string, [offset: number, length: number]>;

/**
 * Rendered page bodies, cached by a hash of their inputs (theme, site data, page data,
 * sidebar, content module). A warm build renders only the pages whose inputs changed.
 *
 * The bodies a build renders go into one pack file (`<id>.pack`, with its index `<id>.json`,
 * written when the build ends, well or not), not a file each: creating a file costs this
 * machine's kernel 0.3-0.7 ms, and a cold build's 616 of them took ~0.4 s of CPU. Every index is
 * read once, at the start. A pack goes when none of its bodies is used and it is over a week old.
 */
export async function openRenderCache(cacheDir: string) {
  const dir = join(cacheDir, 'html');
  await mkdir(dir, { recursive: true });
  const where = new Map<string, { pack: string; offset: number; length: number }>();
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json'))) {
    const pack = name.slice(0, -'.json'.length);
    if (!existsSync(join(dir, `${pack}.pack`))) continue;
    const index = await readFile(join(dir, name), 'utf8').then((text) => JSON.parse(text) as PackIndex, () => ({}) as PackIndex);
    for (const [key, [offset, length]] of Object.entries(index)) where.set(key, { pack, offset, length });
  }
  const id = randomUUID();
  const written: PackIndex = {};
  let end = 0;
  // Opened on first use and closed by `close`; this build's own pack for appending and reading.
  const open = new Map<string, number>();
  const fd = (pack: string) => {
    let handle = open.get(pack);
    if (handle === undefined) open.set(pack, (handle = openSync(join(dir, `${pack}.pack`), pack === id ? 'a+' : 'r')));
    return handle;
  };
  return {
    key: (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex'),
    has: (key: string) => where.has(key),
    // Synchronously, as the staged output's files are written (cli/render/output.ts).
    get(key: string): string {
      const { pack, offset, length } = where.get(key)!;
      const bytes = Buffer.allocUnsafe(length);
      readSync(fd(pack), bytes, 0, length, offset);
      return bytes.toString('utf8');
    },
    set(key: string, html: string): void {
      const bytes = Buffer.from(html);
      writeSync(fd(id), bytes);
      written[key] = [end, bytes.length];
      where.set(key, { pack: id, offset: end, length: bytes.length });
      end += bytes.length;
    },
    /** Writes the index of this build's pack, if it has one, and closes the packs read. */
    close(): void {
      for (const handle of open.values()) closeSync(handle);
      open.clear();
      if (end === 0) return;
      // Renamed into place: a build starting meanwhile reads a whole index or none.
      writeFileSync(join(dir, `${id}.json.tmp`), JSON.stringify(written));
      renameSync(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
    },
    /** Removes the packs none of whose bodies is in `used` (keys), once over a week old. */
    prune(used: Iterable<string>) {
      const kept = new Set([`${id}.pack`, `${id}.json`]);
      for (const key of used) {
        const pack = where.get(key)?.pack;
        if (pack) kept.add(`${pack}.pack`).add(`${pack}.json`);
      }
      return pruneUnused(dir, kept);
    },
  };
}
