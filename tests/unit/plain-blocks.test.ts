import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Extension } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { markdownSchema } from '../../cli/config/schemas/markdown.js';
import { compileMdx } from '../../cli/mdx/compile.js';
import { remarkAdmonitions } from '../../cli/mdx/remark-admonitions.js';
import { remarkGfmLookahead } from '../../cli/shortcuts/remark-gfm-lookahead.js';
import { plainBlocks } from '../../cli/shortcuts/plain-blocks.js';
import { remarkPlainBlocks } from '../../cli/shortcuts/remark-plain-blocks.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { toolRoot } from '../../cli/util/tool-root.js';

/** A page's tree as MDX pages are parsed (cli/mdx/compile.ts), with plain blocks built here or not. */
function parse(page: string, on: boolean) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkGfmLookahead)
    .use(remarkPlainBlocks, { on })
    .use(remarkAdmonitions);
  return processor.parse(preprocess(page, 'mdx'));
}

/** The trees as data (acorn's nodes are instances of its class, the ones built here plain objects). */
const asData = (tree: unknown) => JSON.parse(JSON.stringify(tree)) as unknown;
const treesAlike = (page: string) => expect(asData(parse(page, true))).toStrictEqual(asData(parse(page, false)));

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('plain blocks', () => {
  it('leave the tree of every MDX page of the site and the fixtures as the parser makes it', () => {
    const files = [...mdxFiles(join(toolRoot, 'content')), ...mdxFiles(join(toolRoot, 'fixtures'))];
    let taken = 0;
    for (const file of files) {
      const page = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (front) => front.replace(/[^\n]/g, ''));
      taken += plainBlocks(preprocess(page, 'mdx'))?.blocks.length ?? 0;
      try {
        treesAlike(page);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    }
    // Most of the site's blocks are plain: the test compares trees that had them built here.
    expect(files.length).toBeGreaterThan(100);
    expect(taken).toBeGreaterThan(files.length * 5);
  });

  it('builds headings, paragraphs, fences and one-line tags as the parser does, positions and syntax trees too', () => {
    const page = [
      "import Info from '@site/src/components/Info';",
      'import Tabs from "@theme/Tabs"',
      '',
      '{/* Written by a script: edit the script. */}',
      '',
      '## The client',
      'Starts the bot (and logs in).',
      'A second line: still plain.',
      '',
      '```ts title="client.ts" showLineNumbers',
      'const client = new Client();',
      '',
      '# not a heading',
      '```',
      '',
      '<Info kind="method" flag type={`(ctx: <a href=\'/x\'>Ctx</a>) => Promise&#60;void&#62;`}   />',
      '',
      '<div className="members">',
      '',
      '### inside',
      '',
      '</div>',
      '',
      ':::tip',
      '',
      'Plain words in a tip.',
      '',
      ':::',
    ].join('\n');
    expect(plainBlocks(preprocess(page, 'mdx'))?.blocks.map((block) => block.type)).toEqual([
      'mdxjsEsm',
      'mdxFlowExpression',
      'heading',
      'paragraph',
      'code',
      'mdxJsxFlowElement',
      'heading',
      'paragraph',
    ]);
    treesAlike(page);
  });

  it('make the whole tree of a page that is only plain blocks, with no parser', () => {
    const page =
      'import Info from \'@site/src/components/Info\';\n\n## Title\n\nPlain words.\n\n```js\nx\n```\n\n<Info a="b" />\n';
    expect(plainBlocks(page)?.document.trim()).toBe('');
    treesAlike(page);
    treesAlike(page.trimEnd());
  });

  it('leaves to the parser what a blank line in its place would change or what only it can read', () => {
    const pages = {
      // Blanked, the text between two lists would join them into one.
      'list on both sides': '- one\n\nBetween the lists.\n\n- two\n',
      'heading between lists': '- one\n## Heading\n- two\n',
      'indented line after': '- one\n\nText.\n\n  more of the item?\n',
      // A tag or expression over several lines may hold anything, blank lines too.
      'tag over lines': '<Info\n  kind="a"\n/>\n\n## Title\n',
      'expression over lines': '{/*\n\n## Not a heading\n\n*/}\n\nText.\n',
      // ESM other than one-line imports may run past a blank line.
      'export over lines': 'export const a = `\n\n## Not a heading\n`;\n\nText.\n',
      'unclosed tip': ':::tip\n\nText in it.\n',
      'unclosed tip, indented': '  :::tip\n\nText in it.\n',
      'fence in a list item': '- item\n\n  ```\n# comment\n  ```\n\nText.\n',
      'setext heading': 'Title\n---\n',
      autolink: 'See www.example.com for more.\n',
    };
    for (const [name, page] of Object.entries(pages)) {
      try {
        treesAlike(page);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
    }
    expect(plainBlocks('<Info\n  kind="a"\n/>\n\n## Title\n')).toBeUndefined();
    expect(plainBlocks('- one\n\nBetween the lists.\n\n- two\n')?.blocks).toEqual([]);
  });

  it('leaves the parser to a page that fails, so its error is the one for the page as written', () => {
    const page = '## Title\n\n<div>\n\nText.\n';
    expect(() => parse(page, true)).toThrow();
    let ours: unknown;
    let theirs: unknown;
    try {
      parse(page, true);
    } catch (error) {
      ours = String(error);
    }
    try {
      parse(page, false);
    } catch (error) {
      theirs = String(error);
    }
    expect(ours).toBe(theirs);
  });

  it("are left to the parser when the site's plugins add syntax to it", async () => {
    // A plugin that makes `^` inline code: in a paragraph that is otherwise plain.
    const caret: Extension = {
      text: {
        94: {
          name: 'caret',
          tokenize: (effects, ok) => (code) => {
            effects.enter('caret' as never);
            effects.consume(code);
            effects.exit('caret' as never);
            return ok;
          },
        },
      },
    };
    const caretTree: FromMarkdownExtension = {
      enter: {
        caret: function (token) {
          this.enter({ type: 'inlineCode', value: 'caret' }, token);
        },
      },
      exit: {
        caret: function (token) {
          this.exit(token);
        },
      },
    };
    function remarkCaret(this: { data(): Record<string, unknown[]> }) {
      const data = this.data();
      (data.micromarkExtensions ??= []).push(caret);
      (data.fromMarkdownExtensions ??= []).push(caretTree);
    }
    const compiled = await compileMdx('## Up ^ here\n\nThe ^ mark.\n', {
      file: '/site/docs/page.mdx',
      relPath: 'page.mdx',
      permalinks: new Map(),
      mermaid: false,
      markdownPlugins: markdownSchema.parse({ remarkPlugins: [remarkCaret] }),
    });
    // Both the heading and the paragraph have the inline code the plugin makes of `^`.
    expect(compiled.code.match(/_components.code/g)).toHaveLength(2);
  });
});
