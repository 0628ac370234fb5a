import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compile.js';
import type { Mdx1Compat } from '../../cli/config/schemas/markdown.js';
import { repoRoot } from '../helpers/site.js';

const ALL: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/** Compiles `source` as a doc of the basic fixture, its file named `name`, with `compat`. */
const compile = (source: string, compat: Partial<Mdx1Compat>, name = 'page.mdx') =>
  compileMdx(source, {
    file: `${repoRoot}/fixtures/basic/docs/guide/${name}`,
    relPath: `guide/${name}`,
    permalinks: new Map(),
    mermaid: false,
    mdx1Compat: { ...ALL, ...compat },
  });

// Docusaurus's `markdown.mdx1Compat`: each older syntax it reads by default, an error in MDX once turned off.
describe('the older MDX syntax a site keeps or turns off', () => {
  it('reads an HTML comment in MDX as a comment, unless turned off, where MDX errors at its line', async () => {
    const page = 'Before.\n\n<!-- a writer note -->\n\nAfter.\n';
    expect((await compile(page, {})).code).not.toContain('a writer note');
    await expect(compile(page, { comments: false })).rejects.toMatchObject({ details: { line: 3 } });
  });

  it("takes a heading's {#id} in MDX, unless turned off, where MDX errors; a Markdown page's stays read", async () => {
    const page = '## Setting sail {#sail}\n\nText.\n';
    expect((await compile(page, {})).headings).toEqual([{ id: 'sail', text: 'Setting sail', depth: 2 }]);
    await expect(compile(page, { headingIds: false })).rejects.toMatchObject({ details: { line: 1 } });
    const markdown = await compile(page, { headingIds: false }, 'page.md');
    expect(markdown.headings).toEqual([{ id: 'sail', text: 'Setting sail', depth: 2 }]);
  });

  it("takes an admonition's title after its type, unless turned off, where the line is no admonition", async () => {
    const page = ':::tip Keep a hand for the boat\n\nAlways.\n\n:::\n';
    expect((await compile(page, {})).code).toContain('Keep a hand for the boat');
    expect((await compile(page, {})).code).toMatch(/Admonition/);
    const off = await compile(page, { admonitions: false });
    expect(off.code).not.toMatch(/Admonition/);
    expect(off.code).toContain(':::tip Keep a hand for the boat');
  });
});
