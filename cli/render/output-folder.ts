import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { cacheDirOf } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { UserError } from '../util/errors.js';
import { within } from '../util/within.js';
import { staticDirs } from '../config/static-dirs.js';

/** `path` with its links resolved as far as it exists: two spellings of one folder compare equal. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/** The site's folders a build must never replace, by what a user calls them. */
function siteFolders(siteDir: string, config: SiteConfig): [name: string, dir: string][] {
  return [
    ['cache folder', cacheDirOf(siteDir)],
    ...staticDirs(siteDir, config.staticDir).map((dir): [string, string] => ['static folder', dir]),
    ...config.docs.versions.flatMap((v): [string, string][] => [
      [`docs folder of version ${v.name}`, join(siteDir, v.dir)],
      ...(v.api?.entryPoints ?? []).map((file): [string, string] => [
        `API sources of version ${v.name}`,
        dirname(join(siteDir, file)),
      ]),
    ]),
  ];
}

/**
 * Refuses an output folder that would take the site with it: the commit swaps the output folder
 * away, so one that is or holds the site's folder, or is, holds or lies inside its sources,
 * static or cache folder, would move them.
 */
export function assertOutputApart(outDir: string, siteDir: string, config: SiteConfig): void {
  const out = realPath(resolve(outDir));
  const site = realPath(siteDir);
  const clashes: [name: string, dir: string, how: string][] = [];
  if (within(site, out)) clashes.push(['folder of the site and its config', siteDir, out === site ? 'is' : 'holds']);
  for (const [name, dir] of siteFolders(siteDir, config)) {
    const real = realPath(dir);
    if (within(real, out)) clashes.push([name, dir, out === real ? 'is' : 'holds']);
    else if (within(out, real)) clashes.push([name, dir, 'lies inside']);
  }
  if (!clashes.length) return;
  const [name, dir, how] = clashes[0]!;
  throw new UserError(`The output folder ${resolve(outDir)} ${how} the ${name}, ${dir}`, {
    problems: [
      'A build replaces its whole output folder: it would move or delete what is there.',
      `Build into a folder of its own, such as ${join(siteDir, 'build')} (--out-dir).`,
    ],
  });
}
