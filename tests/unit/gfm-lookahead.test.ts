import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { remarkGfmLookahead } from '../../cli/shortcuts/remark-gfm-lookahead.js';

const gfm = createProcessor({ remarkPlugins: [remarkGfm] });
const faster = createProcessor({ remarkPlugins: [remarkGfm, remarkGfmLookahead] });

/** Where each autolink and table of a tree is, and the URL or cell count it has. */
function found(tree: Root): string[] {
  const seen: string[] = [];
  visit(tree, (node) => {
    // Links GFM finds in text after parsing (mdast-util-gfm-autolink-literal) have no position.
    if (node.type === 'link')
      seen.push(
        `link ${node.url} @${node.position ? `${node.position.start.line}:${node.position.start.column}` : '-'}`,
      );
    if (node.type === 'table') seen.push(`table ${node.children.length} rows @${node.position?.start.line}`);
  });
  return seen;
}

// Each source parses to the same tree with and without the look-ahead; `expected` says what
// GFM finds there, so that a source which stopped exercising a construct would show.
const CASES: { name: string; source: string; expected: string[] }[] = [
  {
    name: 'email autolinks, mid-sentence, at a line start and after punctuation',
    source:
      'Write to ops@example.com or\nfirst.last+tag@mail.example.org, (a_b-c@x.io).\nNot me@ nor @example.com; a/b@example.com.',
    expected: [
      'link mailto:ops@example.com @1:10',
      'link mailto:first.last+tag@mail.example.org @2:1',
      'link mailto:a_b-c@x.io @2:35',
      'link mailto:b@example.com @-',
    ],
  },
  {
    name: 'www and http(s) autolinks in any case, and words that only start like them',
    source:
      'See www.example.com, WWW.Example.com/x and HTTPS://example.com/a?b=c.\nwhich wwwx http: https:/x httpx://y Www.\nhttp://example.com',
    expected: [
      'link http://www.example.com @1:5',
      'link http://WWW.Example.com/x @1:22',
      'link HTTPS://example.com/a?b=c @1:44',
      'link http://Www @2:37',
      'link http://example.com @3:1',
    ],
  },
  {
    name: 'autolinks inside emphasis, links and code',
    source: '*ops@example.com* [www.example.com](https://a.dev) `x@y.z` [see ops@example.com]',
    expected: ['link mailto:ops@example.com @1:2', 'link https://a.dev @1:19', 'link mailto:ops@example.com @-'],
  },
  {
    name: 'autolinks whose text is written with a character reference or an escape, and text with none',
    source: 'Mail ops&#64;example.com or see www\\.example.com.\n\nNo link in this @ sign, nor in me@host.',
    expected: ['link mailto:ops@example.com @-', 'link http://www.example.com @-'],
  },
  {
    name: 'tables: pipes or none, body rows of any text, inside quotes, lists and JSX, under a paragraph',
    source: [
      'a | b',
      '--|--',
      '1 | 2',
      'any text row',
      '',
      'Para line',
      '| x | y |',
      '| - | - |',
      '',
      '> | q |',
      '> |:-:|',
      '> | 1 |',
      '',
      '- | l |',
      '  | - |',
      '',
      '<div>',
      '',
      '| j |',
      '| --- |',
      '',
      '</div>',
      '',
      'single',
      '-:',
      '',
      'not a table',
      'just - dashes',
    ].join('\n'),
    expected: [
      'table 3 rows @1',
      'table 1 rows @7',
      'table 2 rows @10',
      'table 1 rows @14',
      'table 1 rows @19',
      'table 1 rows @24',
    ],
  },
];

describe('GFM look-ahead', () => {
  for (const { name, source, expected } of CASES) {
    it(`parses as GFM does: ${name}`, () => {
      const tree = faster.parse(source);
      expect(tree).toEqual(gfm.parse(source));
      expect(found(tree)).toEqual(expected);
    });
  }

  it('parses documents with Windows and old Mac line endings as GFM does', () => {
    const source = 'a | b\r\n--|--\r\n1 | 2\r\rmail me@example.com\r\n';
    const tree = faster.parse(source);
    expect(tree).toEqual(gfm.parse(source));
    expect(found(tree)).toEqual(['table 2 rows @1', 'link mailto:me@example.com @5:6']);
  });
});
