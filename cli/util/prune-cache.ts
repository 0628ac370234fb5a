import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How long a cache entry that a build did not use is kept: a page edited, or a branch switched
 * away from, leaves entries behind, and going back within the week still finds them.
 */
const KEEP_UNUSED_MS = 7 * 24 * 3600_000;

/** Removes the files of `dir` that are not in `used` (file names) and were written over a week ago. */
export async function pruneUnused(dir: string, used: ReadonlySet<string>): Promise<void> {
  const unused = (await readdir(dir).catch(() => [] as string[])).filter((name) => !used.has(name));
  const cutoff = Date.now() - KEEP_UNUSED_MS;
  await Promise.all(
    unused.map(async (name) => {
      const file = join(dir, name);
      const written = await stat(file).then(
        (s) => s.mtimeMs,
        () => Infinity,
      );
      if (written < cutoff) await rm(file, { force: true });
    }),
  );
}
