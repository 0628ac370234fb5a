import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compile.js';

const options = { file: '/site/docs/keeper.md', relPath: 'keeper.md', permalinks: new Map(), mermaid: false };

describe("a page's text for search", () => {
  it('keeps the words of neighbouring list items and table cells apart, as the reader sees them', async () => {
    const page = [
      'A keeper carries:',
      '',
      '- a **windlass**',
      '- the spare keys',
      '',
      '| Gate | Beam |',
      '| --- | --- |',
      '| upper | oak |',
    ].join('\n');
    const { searchSections } = await compileMdx(page, options);
    expect(searchSections.map((section) => section.text)).toEqual([
      'A keeper carries: a windlass the spare keys Gate Beam upper oak',
    ]);
  });

  it("holds an admonition's title, written plain or with Markdown, before its text", async () => {
    const page = [
      'Before the storm:',
      '',
      ':::warning[Shutters first]',
      '',
      'Close them before the lamp.',
      '',
      ':::',
      '',
      ':::tip[**Oil** the hinges]',
      '',
      'Once a season.',
      '',
      ':::',
      '',
      '<Admonition type="note" title="Tide tables">',
      '',
      'Posted by the door.',
      '',
      '</Admonition>',
    ].join('\n');
    // MDX, where the last one is an element rather than HTML.
    const { searchSections } = await compileMdx(page, {
      ...options,
      file: '/site/docs/keeper.mdx',
      relPath: 'keeper.mdx',
    });
    expect(searchSections.map((section) => section.text)).toEqual([
      'Before the storm: Shutters first Close them before the lamp. Oil the hinges Once a season. Tide tables Posted by the door.',
    ]);
  });
});
