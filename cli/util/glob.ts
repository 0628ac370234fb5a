import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * A glob as a regular expression over `/`-separated paths: `**` spans folders, `*` and `?` stay
 * within one, `{a,b}` is either. Enough for the patterns Docusaurus configs write.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` also matches no folder at all.
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces) {
      braces--;
      source += ')';
    } else if (char === ',' && braces) source += '|';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * The files under `root` that a glob of `include` matches and none of `exclude` does, as sorted
 * `/`-separated paths from it; none when `root` is not there.
 */
export async function matchingFiles(root: string, include: string[], exclude: string[]): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const included = include.map(globToRegExp);
  const excluded = exclude.map(globToRegExp);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((rel) => included.some((re) => re.test(rel)) && !excluded.some((re) => re.test(rel)))
    .sort();
}
