import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes `data` to `file` as one change, through a file beside it renamed over it: what reads the
 * file meanwhile (a bundle serve makes while it prepares the site again) reads the old text or the
 * new, never half of one. A file that already holds `data` is left as it is.
 */
export async function writeWhole(file: string, data: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => undefined)) === data) return;
  const beside = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(beside, data);
    await rename(beside, file);
  } catch (error) {
    await rm(beside, { force: true });
    throw error;
  }
}
