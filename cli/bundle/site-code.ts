import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Whether the site's own code (src/, its plugins' theme folders) names the module `specifier`. */
export async function siteCodeNames(
  siteDir: string,
  themePaths: readonly string[],
  specifier: string,
): Promise<boolean> {
  for (const dir of [join(siteDir, 'src'), ...themePaths]) {
    const files = await readdir(dir, { recursive: true, encoding: 'utf8' }).catch(() => []);
    for (const file of files.filter((name) => /\.[jt]sx?$/.test(name) && !name.includes('node_modules')))
      if ((await readFile(join(dir, file), 'utf8')).includes(specifier)) return true;
  }
  return false;
}
