import type { PluggableList } from 'unified';
import { rehypeEmitPage } from './emit-page.js';
import { remarkPiecewiseParse } from './piecewise-parse.js';
import { remarkGfmLookahead } from './remark-gfm-lookahead.js';
import { remarkPlainBlocks, type PlainBlocksSetting } from './remark-plain-blocks.js';
import { shortcutOn } from './switch.js';

/**
 * The shortcuts that wrap MDX's parser, right after remark-gfm, each giving the tree the parser
 * gives. Their order matters: each wraps the parser as the ones before it left it, so the last
 * one sees the page first.
 */
export function parserShortcuts(plainBlocks: PlainBlocksSetting): PluggableList {
  return [
    shortcutOn('gfm-lookahead') ? [remarkGfmLookahead] : [],
    // Inside the piecewise parse, which gives it each piece of a large page.
    shortcutOn('plain-blocks') ? [[remarkPlainBlocks, plainBlocks] as const] : [],
    // Outside the look-ahead, which must see each piece's own lines.
    shortcutOn('pieces') ? [remarkPiecewiseParse] : [],
  ].flat() as PluggableList;
}

/** The last rehype plugin: it writes the finished tree as the page's code, sparing MDX's own steps after it. */
export const pageCodeShortcut = (format: 'md' | 'mdx'): PluggableList =>
  shortcutOn('emit-page') ? [[rehypeEmitPage, format]] : [];
