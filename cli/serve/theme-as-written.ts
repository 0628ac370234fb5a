import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { toolRoot } from '../util/tool-root.js';

/** A whole-line `@import './part.css';` of a file beside the importing one. */
const RELATIVE_IMPORT = /^@import '(\.[^']+)';$/gm;

/**
 * ckdocs's theme stylesheet with its parts in place of their `@import`s, as the bundle would
 * inline them: a browser asking for the one stylesheet gets every rule, before any bundle exists.
 */
export async function themeAsWritten(file = join(toolRoot, 'templates/theme.css')): Promise<string> {
  const css = await readFile(file, 'utf8');
  const parts = await Promise.all(
    [...css.matchAll(RELATIVE_IMPORT)].map((m) => themeAsWritten(join(dirname(file), m[1]!))),
  );
  let next = 0;
  return css.replace(RELATIVE_IMPORT, () => parts[next++]!);
}
