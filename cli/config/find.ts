import { existsSync } from 'node:fs';
import { UserError } from '../util/errors.js';

/** Config files looked for when none is given, in order: ckdocs's own, then a Docusaurus site's. */
const CANDIDATES = [
  'content/site.config.ts',
  'site.config.ts',
  ...['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`),
];

/** The config file to read: the one given with --config, else the first candidate in the current folder. */
export function findConfig(given: string | undefined): string {
  if (given) return given;
  const found = CANDIDATES.find((file) => existsSync(file));
  if (found) return found;
  throw new UserError('No site config in this folder', {
    problems: [
      `Looked for ${CANDIDATES.slice(0, 3).join(', ')}, … ${CANDIDATES.at(-1)}.`,
      'Run ckdocs in the site folder (a Docusaurus site works as it is), or pass --config <file>.',
    ],
  });
}
