import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { plainBlocks } from './plain-blocks.js';
import { placeBlocks, restoreOffsets } from './place-blocks.js';

/**
 * Whether the page's parser has only the syntax ckdocs gives it. A site's Markdown plugin may add
 * syntax (math's `$`, say) that makes a plain-looking line mean something: then every line goes to
 * the parser. compile.ts turns it off for such a processor once the site's plugins are attached.
 */
export interface PlainBlocksSetting {
  on: boolean;
}

type Parse = (document: string, file: VFile) => Root;

/**
 * MDX's parser reads a page a character at a time through every construct that might start
 * there, and most of a generated API page is blocks that use none: headings and paragraphs of
 * plain words, closed code fences, one-line self-closing JSX tags with literal attributes,
 * one-line default imports, comments in braces. This plugin builds those blocks itself, as the
 * parser would (positions and JavaScript syntax trees alike), and gives the parser the page with
 * their lines emptied: the rest parses as before, at the same lines and columns (offsets are
 * counted again after), and the blocks go back in place. A page whose lines it cannot read with
 * certainty (a multi-line tag or expression, ESM other than one-line imports) is parsed whole, as
 * is a page that fails to parse: its error is the parser's, from the page as written.
 * tests/unit/plain-blocks.test.ts compares the trees with and without it, page for page.
 */
export function remarkPlainBlocks(this: Processor, setting: PlainBlocksSetting) {
  const parse = this.parser as Parse | undefined;
  if (!parse) throw new Error('remarkPlainBlocks goes after remark-parse');
  this.parser = ((document: string, file: VFile) => {
    const plain = setting.on ? plainBlocks(document) : undefined;
    if (!plain?.blocks.length) return parse(document, file);
    // A page of plain blocks only (many API pages) needs no parser at all.
    const start = { line: 1, column: 1, offset: 0 };
    let tree: Root = { type: 'root', children: [], position: { start, end: plain.at.end } };
    if (/\S/.test(plain.document)) {
      try {
        tree = parse(plain.document, file);
      } catch {
        return parse(document, file);
      }
      restoreOffsets(tree, plain.at);
    }
    return placeBlocks(tree, plain.blocks) ? tree : parse(document, file);
  }) as never;
}
