import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const sections = Array.from(
  { length: 12 },
  (_, i) => `## Section ${i + 1}\n\n${'A paragraph that takes up room on the page. '.repeat(40)}\n`,
).join('\n');

/**
 * Adds "Long page" (/docs/next/guide/more/long: twelve sections, each a screen tall, then `end`)
 * to a copy of the basic fixture.
 */
export function writeLongPage(dir: string, end = ''): Promise<void> {
  return writeFile(join(dir, 'docs/guide/02-more/03-long.mdx'), `---\ntitle: Long page\n---\n\n${sections}\n${end}`);
}
