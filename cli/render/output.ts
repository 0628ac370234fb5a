import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';

/**
 * A folder to build into next to the output; `commit()` swaps it in only at the end, so a
 * failed build leaves the previous good output untouched.
 */
export async function stagingDir(outDir: string): Promise<{ dir: string; commit(): Promise<void>; discard(): Promise<void> }> {
  const dir = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async commit() {
      const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
      if (existsSync(outDir)) await rename(outDir, old);
      await rename(dir, outDir);
      await rm(old, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
