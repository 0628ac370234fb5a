import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError } from '../util/errors.js';

/** Config files looked for when none is given, in order: ckdocs's own, then a Docusaurus site's. */
const CANDIDATES = [
  'content/site.config.ts',
  'site.config.ts',
  ...['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`),
];

/**
 * The config file to read: the one given with --config, else the first candidate in the site
 * folder (the one named on the command line, as Docusaurus's commands take it, else the current
 * one). A given config is relative to that site folder, as Docusaurus reads `--config`.
 */
export function findConfig(given: string | undefined, siteDir?: string): string {
  if (given) return siteDir ? resolve(siteDir, given) : given;
  const found = CANDIDATES.map((file) => (siteDir ? join(siteDir, file) : file)).find((file) => existsSync(file));
  if (found) return found;
  if (siteDir && !existsSync(siteDir))
    throw new UserError(`No site folder ${siteDir}`, {
      problems: ['Name the folder that holds the site config, or run ckdocs in it.'],
    });
  throw new UserError(siteDir ? `No site config in ${siteDir}` : 'No site config in this folder', {
    problems: [
      `Looked for ${CANDIDATES.slice(0, 3).join(', ')}, … ${CANDIDATES.at(-1)}.`,
      'Run ckdocs in the site folder (a Docusaurus site works as it is), or pass --config <file>.',
    ],
  });
}
