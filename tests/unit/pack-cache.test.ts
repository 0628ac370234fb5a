import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPackCache } from '../../cli/util/pack-cache.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the cache kept in pack files', () => {
  it('finds what an earlier process stored, where two packs hold a key the newer one winning', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-packs-'));
    const first = await openPackCache(dir);
    first.set('page', 'compiled once, with ü');
    first.set('other', 'kept as it was');
    expect(first.get('page')).toBe('compiled once, with ü');
    first.close();
    const [firstIndex] = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    const second = await openPackCache(dir);
    expect(second.get('page')).toBe('compiled once, with ü');
    second.set('page', 'compiled again');
    second.close();
    const secondIndex = (await readdir(dir)).find((name) => name.endsWith('.json') && name !== firstIndex)!;
    expect((await readdir(dir)).filter((name) => name.endsWith('.pack'))).toHaveLength(2);

    // Newer by the time its index was written, whatever the order of the folder's listing.
    const readPage = async () => {
      const reader = await openPackCache(dir);
      const found = [reader.get('page'), reader.get('other'), reader.has('missing'), reader.get('missing')];
      reader.close();
      return found;
    };
    await utimes(join(dir, firstIndex!), new Date(1_000_000), new Date(1_000_000));
    await utimes(join(dir, secondIndex), new Date(2_000_000), new Date(2_000_000));
    expect(await readPage()).toEqual(['compiled again', 'kept as it was', false, undefined]);
    await utimes(join(dir, firstIndex!), new Date(3_000_000), new Date(3_000_000));
    expect(await readPage()).toEqual(['compiled once, with ü', 'kept as it was', false, undefined]);
  });

  it('is read by others only once its index is written, and a process that stores nothing writes no pack', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-packs-'));
    const writer = await openPackCache(dir);
    writer.set('page', 'body');
    expect((await openPackCache(dir)).has('page')).toBe(false);
    writer.flush();
    const reader = await openPackCache(dir);
    expect(reader.get('page')).toBe('body');
    writer.close();
    reader.close();
    expect((await readdir(dir)).filter((name) => name.endsWith('.pack'))).toHaveLength(1);
  });
});
