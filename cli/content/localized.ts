import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A content file of the locale built, as Docusaurus's content plugins pick it: the file at
 * `relPath` in the locale's folder when it has one, else the default locale's in `root`. The list
 * of files is always the default locale's: a file only the locale's folder has is no page.
 */
export function localizedFile(root: string, localizedRoot: string | undefined, relPath: string): string {
  const translated = localizedRoot === undefined ? undefined : join(localizedRoot, relPath);
  return translated && existsSync(translated) ? translated : join(root, relPath);
}
