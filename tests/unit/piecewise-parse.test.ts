import { createProcessor } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { parsePiecewise } from '../../cli/shortcuts/piecewise-parse.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { remarkAdmonitions } from '../../cli/mdx/remark-admonitions.js';
import { remarkGfmLookahead } from '../../cli/shortcuts/remark-gfm-lookahead.js';
import { repoRoot } from '../helpers/site.js';

type Parse = (document: string, file: VFile) => Root;

/** The parser pages are compiled with (syntax extensions only: no transform runs on a parse). */
function parserFor(format: 'md' | 'mdx'): Parse {
  const processor = createProcessor({ format, remarkPlugins: [remarkGfm, remarkGfmLookahead, remarkAdmonitions] });
  processor.freeze();
  return processor.parser as unknown as Parse;
}
const parseMdx = parserFor('mdx');

/** Parses `source` whole and in pieces of about `pieceChars`; returns both trees and the piece count. */
function bothWays(source: string, pieceChars: number, path = '/site/docs/page.mdx') {
  const whole = parseMdx(source, new VFile({ path }));
  let pieces = 0;
  const counting: Parse = (document, file) => {
    pieces++;
    return parseMdx(document, file);
  };
  const piecewise = parsePiecewise(source, new VFile({ path }), counting, pieceChars);
  return { whole, piecewise, pieces };
}

const section = (n: number) =>
  `## Section ${n}\n\nProse with **bold**, a [link](/docs/x), \`code\` and a list:\n\n- one\n- two with _emphasis_\n\n`;

describe('a large page parsed in pieces', () => {
  it('gives the tree of the page parsed whole, positions and MDX syntax included', () => {
    const source = `import { Tabs } from '@site/src/tabs';\n\nexport const answer = 42;\n\n${Array.from(
      { length: 40 },
      (_, i) =>
        i % 5 === 0 ? `${section(i)}<Tabs value={answer}>\n\nText {answer * 2} inside.\n\n</Tabs>\n\n` : section(i),
    ).join('')}`;
    const { whole, piecewise, pieces } = bothWays(source, 400);
    expect(pieces).toBeGreaterThan(5);
    expect(piecewise).toEqual(whole);
  });

  it('never cuts inside a code fence, a ::: block or a JSX element, whose headings stay inside', () => {
    const inFence = '```md\n## Not a heading\n\ntext\n```\n\n';
    const inAdmonition = ':::tip\n\n## A heading in a tip\n\ntext\n\n:::\n\n';
    const inJsx = '<details>\n\n## A heading in JSX\n\ntext\n\n</details>\n\n';
    const filler = Array.from({ length: 6 }, (_, i) => section(i)).join('');
    const source = [inFence, inAdmonition, inJsx].map((block) => filler + block + filler).join('');
    const { whole, piecewise, pieces } = bothWays(source, 300);
    expect(pieces).toBeGreaterThan(3);
    expect(piecewise).toEqual(whole);
    expect(piecewise.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === 'details')).toBe(true);
  });

  it('parses a page with link definitions whole, since they give meaning across the page', () => {
    const source = `${section(1)}See [the guide][guide].\n\n${Array.from({ length: 20 }, (_, i) => section(i)).join('')}[guide]: /docs/guide\n`;
    const { whole, piecewise, pieces } = bothWays(source, 300);
    expect(pieces).toBe(1);
    expect(piecewise).toEqual(whole);
  });

  it('reports a syntax error where the page has it', () => {
    const source = `${Array.from({ length: 30 }, (_, i) => section(i)).join('')}<div>\n\nnever closed\n`;
    const line = source.split('\n').length - 3;
    expect(() => parseMdx(source, new VFile())).toThrow(new RegExp(`${line}:1`));
    expect(() => parsePiecewise(source, new VFile(), parseMdx, 300)).toThrow(new RegExp(`${line}:1`));
  });

  it('gives the same trees for CommandKit guide pages joined into one', () => {
    const dir = join(repoRoot, 'content/docs/guide/01-getting-started');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
    // Front matter and each page's imports dropped, as one page of the guide's Markdown.
    const source = files
      .map((f) =>
        readFileSync(join(dir, f), 'utf8')
          .replace(/^---\n[\s\S]*?\n---\n/, '')
          .replace(/^import .*$/gm, ''),
      )
      .join('\n\n');
    const { whole, piecewise, pieces } = bothWays(preprocess(source, 'mdx'), 4 * 1024);
    expect(pieces).toBeGreaterThan(5);
    expect(piecewise).toEqual(whole);
  });
});
