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

/**
 * Sections of a page large enough to compile in pieces and render as a stream (over 256 KB). Each
 * has every kind of block a piece may be cut around, and a long paragraph for size: parsed whole (the
 * shortcuts off), the parser's cost grows with the page's blocks faster than with its text.
 */
export const LARGE_PAGE_SECTIONS = 200;
const section = (n: number) => `## Part ${n}

Words of part ${n} — with **bold**, \`code\` and a [link](./hello.mdx): marker-${n}-end.

${`Prose of part ${n} that makes the page as long as a large reference. `.repeat(20)}

- first of ${n}
- second of ${n}

:::tip Tip ${n}
A tip in part ${n}.
:::

\`\`\`ts
const part${n} = ${n};
\`\`\`

`;
export const LARGE_PAGE = `---\ntitle: Large page\n---\n\n# Large page\n\n${Array.from({ length: LARGE_PAGE_SECTIONS }, (_, n) => section(n)).join('')}`;
