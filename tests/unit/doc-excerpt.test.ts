import { describe, expect, it } from 'vitest';
import { docExcerpt } from '../../cli/routes/doc-excerpt.js';

describe("a doc's description without front matter, as its doc card shows it", () => {
  it.each([
    [
      'the first line of prose, without its markup',
      'Some **bold**, `code` and a [link](./x.md).\n\nMore.',
      'Some bold, code and a link.',
    ],
    [
      'skipping imports, tags, comments and code',
      "import A from './a';\nimport {\n  B,\n} from './b';\n\n<A />\n<!-- generated -->\n\n```ts\nconst x = 1;\n```\n\nThe text.",
      'The text.',
    ],
    [
      'skipping comments over several lines, HTML and MDX',
      '<!-- DRAFT-NOTE-secret-name\nask Ada -->\n{/* DRAFT-NOTE-secret-name */}\nA lamp glows.',
      'A lamp glows.',
    ],
    ['skipping a `# title` line, but not a lower heading', '# Title\n\n## Overview\n\nText.', 'Overview'],
    ['a quote, without its mark', '> Quoted words :tada:', 'Quoted words'],
  ])('%s', (_case, body, expected) => {
    expect(docExcerpt(body)).toBe(expected);
  });

  it('is undefined for a page of components alone', () => {
    expect(docExcerpt("import Cards from '@theme/DocCardList';\n\n<Cards />\n")).toBeUndefined();
  });
});
