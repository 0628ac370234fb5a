import { copyFile, mkdir, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Copies `files` (paths relative to both folders) from `from` to `to`. Their names carry a hash
 * of their content, so a file `to` already has under the same name and size is the same file:
 * it only gets a new modification time (what a staged output goes by to tell what a build kept),
 * which costs far less than copying it (a warm build stages into its last output).
 */
export async function copyHashedFiles(files: string[], from: string, to: string): Promise<void> {
  const now = new Date();
  await Promise.all(
    files.map(async (file) => {
      const [source, target] = await Promise.all([stat(join(from, file)), stat(join(to, file)).catch(() => undefined)]);
      if (target?.isFile() && target.size === source.size) return utimes(join(to, file), now, now);
      await mkdir(dirname(join(to, file)), { recursive: true });
      await copyFile(join(from, file), join(to, file));
    }),
  );
}
