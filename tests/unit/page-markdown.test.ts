import { describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER } from '../../cli/llms/reduce-mdx.js';
import { renderMdx } from '../helpers/mdx.js';

/** The Markdown copy of a page written as `source` at docs/guide/page.mdx, beside docs/guide/next.mdx. */
async function copyOf(source: string): Promise<string> {
  const permalinks = new Map([['guide/next.mdx', '/docs/guide/next']]);
  return (await renderMdx(source, { permalinks })).markdown;
}

describe("a page's Markdown copy", () => {
  it('keeps blocks as the writer wrote them, with links to docs resolved', async () => {
    const table = '| Flag | Meaning |\n| --- | --- |\n| `-v` | *verbose* |';
    const list = '* one\n* two, see [the next page](./next.mdx)';
    const copy = await copyOf(`# Title\n\n${table}\n\n${list}\n\nSee [the site](https://example.com).\n`);
    expect(copy).toContain(table);
    expect(copy).toContain(`* one\n* two, see [the next page](${LINK_PLACEHOLDER}/docs/guide/next)`);
    expect(copy).toContain('See [the site](https://example.com).');
  });

  it('writes what reads otherwise than it is written from the page: escapes, entities, components', async () => {
    const copy = await copyOf(
      'Use \\{braces\\} and &amp; here.\n\n:::tip\n\nPin the version.\n\n:::\n\n<Tabs><TabItem value="a" label="npm">Run it.</TabItem></Tabs>\n',
    );
    expect(copy).toContain('Use {braces} and & here.');
    expect(copy).toContain('> **Tip:** Pin the version.');
    expect(copy).toContain('Run it.');
    expect(copy).not.toContain('<Tab');
  });
});
