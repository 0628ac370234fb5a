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
});
