import { statSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The site's static folders, absolute, in the config's order (`staticDir`: one folder or several,
 * as Docusaurus's `staticDirectories`).
 */
export function staticDirs(siteDir: string, staticDir: string | string[]): string[] {
  return (Array.isArray(staticDir) ? staticDir : [staticDir]).map((dir) => join(siteDir, dir));
}

/**
 * The file a page's or stylesheet's root-relative `/path` means: in the first static folder that
 * holds it, as Docusaurus's bundler looks for it. None when the path would leave its folder.
 */
export function staticFile(dirs: string[], path: string): string | undefined {
  for (const dir of dirs) {
    const file = join(dir, path);
    if (file.startsWith(dir + sep) && statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}
