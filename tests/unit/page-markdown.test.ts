import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { LINK_PLACEHOLDER } from '../../cli/llms/reduce-mdx.js';
import { compileMdx } from '../../cli/mdx/compile.js';
import { walkTree } from '../../cli/mdx/walk-tree.js';
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

  it("takes from the page's text only the blocks the site's remark plugins left as they were", async () => {
    // A plugin of the site's that numbers shell commands and shouts warnings, in place.
    const shout = () => (tree: Root) => {
      walkTree(tree, (node) => {
        if (node.type === 'code' && 'value' in node) node.value = `1 ${String(node.value)}`;
        if (node.type === 'text' && 'value' in node) node.value = String(node.value).replace('careful', 'CAREFUL');
      });
    };
    const markdownPlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [shout],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    };
    const source = '* be careful\n* twice\n\n```sh\nnpm test\n```\n\n* one\n* two\n';
    const { markdown } = await compileMdx(source, {
      file: '/site/docs/guide/page.mdx',
      relPath: 'guide/page.mdx',
      permalinks: new Map(),
      mermaid: false,
      markdownPlugins,
    });
    expect(markdown).toContain('- be CAREFUL\n- twice');
    expect(markdown).toContain('```sh\n1 npm test\n```');
    // Untouched: as written, its `*` bullets kept.
    expect(markdown).toContain('* one\n* two');
  });

  it('keeps the blocks inside a wrapping element as written, its tags left out', async () => {
    const list = '* first\n* second';
    const copy = await copyOf(`<div className="members">\n\n### Options {#options}\n\n${list}\n\n</div>\n`);
    // Written with `*` bullets: taken from the page's text, not serialised (which writes `-`).
    expect(copy).toContain(`### Options\n\n${list}`);
    expect(copy).not.toContain('<div');
  });

  it('gives an image written as an element a paragraph of its own, apart from the heading before', async () => {
    const image = '<img src="https://example.com/b.png" alt="Preview" />';
    for (const source of [`## Preview\n${image}\n`, `<div>\n\n## Preview\n\n${image}\n\n</div>\n`])
      expect(await copyOf(source)).toContain('## Preview\n\n![Preview](https://example.com/b.png)');
  });
});
