import { lstatSync, realpathSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Staging } from './output.js';
import { UserError } from '../util/errors.js';
import { within } from '../util/within.js';
import type { Reporter } from '../util/reporter.js';

/**
 * Copies the static folder into the staged output, links as the files they point to. A link that
 * leads out of the folder (`passwd.txt -> /etc/passwd`) or nowhere is skipped, with a warning
 * naming it: the site would publish a file of the machine it is built on. Each file copied is
 * told to the staging folder, which then no longer keeps a file of the build before in its place.
 */
export async function copyStatic(staticDir: string, staging: Staging, reporter: Reporter): Promise<void> {
  const root = realpathSync(staticDir);
  const outDir = staging.dir;
  const skipped: string[] = [];
  const copied = (path: string) => {
    staging.overwritten(relative(staticDir, path).split(sep).join('/'));
    return true;
  };
  const inside = (path: string) => {
    const entry = lstatSync(path);
    if (entry.isDirectory()) return true;
    if (!entry.isSymbolicLink()) return copied(path);
    let target: string;
    try {
      target = realpathSync(path);
    } catch {
      skipped.push(`${path} (its target does not exist)`);
      return false;
    }
    if (!within(target, root)) {
      skipped.push(`${path} -> ${target}`);
      return false;
    }
    return copied(path);
  };
  await cp(staticDir, outDir, { recursive: true, dereference: true, filter: inside }).catch((error: unknown) => {
    throw clash(error, staticDir, outDir) ?? error;
  });
  for (const link of skipped)
    reporter.warn(`${link}: a link out of the static folder, not copied. Copy the file into ${staticDir} instead.`);
}

/** A static file where the pages need a folder, or the other way round, as the user's error to fix. */
function clash(error: unknown, staticDir: string, outDir: string): UserError | undefined {
  const { code, path } = error as { code?: string; path?: string };
  if (code !== 'ERR_FS_CP_NON_DIR_TO_DIR' && code !== 'ERR_FS_CP_DIR_TO_NON_DIR') return undefined;
  const name = relative(outDir, path ?? '');
  return new UserError(`A static file or folder, where the site's pages write ${name} in the output`, {
    file: join(staticDir, name),
    problems: ['Rename or move it in the static folder: the output cannot hold both.'],
  });
}
