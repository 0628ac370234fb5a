import type { Nodes, Root } from 'mdast';
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Construct, Extension, TokenizeContext, Tokenizer } from 'micromark-util-types';
import type { Processor } from 'unified';

/**
 * micromark tries some of GFM's constructs wherever they might start, and they almost never
 * match there. An autolink literal (`me@example.com`, `www.example.com`, `https://example.com`)
 * is tried at the start of every word of prose: an email one reads the whole word before it finds
 * no `@`, and every try ends the text's data token, to be merged again later. A table is tried at
 * the start of every line of a paragraph, which is read as a head row before the next line shows
 * it has no delimiter row under it. That was a quarter of the parse.
 *
 * This plugin (after remark-gfm) wraps those constructs so that each first looks ahead at the
 * source and gives up at once when it cannot match: the look-ahead only rules out, and whatever
 * it cannot rule out is tried as before, so every tree is the one GFM gives. Likewise, GFM's
 * search of the parsed text for autolink literals (four patterns over every text node) runs only
 * on a tree whose text has something one could start with.
 */
export function remarkGfmLookahead(this: Processor) {
  const data = this.data();
  // The source lines of the document being parsed: the flow tokenizer is fed a line at a time,
  // so it cannot see the next line itself.
  let lines: string[] | undefined;
  const parse = this.parser;
  if (!parse) throw new Error('remarkGfmLookahead goes after remark-parse');
  this.parser = (document, file) => {
    lines = document.split(/\r\n|\r|\n/);
    try {
      return parse(document, file);
    } finally {
      lines = undefined;
    }
  };
  const delimiterRowMayFollow = (line: number) => !lines || (lines[line] ?? '').includes('-');
  const wrapped = new Map<Construct, Construct>();
  const wrap = (construct: Construct): Construct => {
    const rule = RULES[construct.name ?? ''];
    if (!rule) return construct;
    let faster = wrapped.get(construct);
    if (!faster)
      wrapped.set(construct, (faster = withLookahead(construct, (context) => rule(context, delimiterRowMayFollow))));
    return faster;
  };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) => wrapExtension(extension, wrap));
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(withAutolinkGuard);
}

const AUTOLINK_TRANSFORM = gfmAutolinkLiteralFromMarkdown().transforms![0]!;

/** What every autolink literal holds: a URL's scheme or `www.`, or an email's `@`. */
const MAY_AUTOLINK = /@|www\.|https?:\/\//i;

const mayAutolink = (node: Nodes): boolean =>
  node.type === 'text' ? MAY_AUTOLINK.test(node.value) : 'children' in node && node.children.some(mayAutolink);

const guardedAutolinks: Transform = (tree: Root) => (mayAutolink(tree) ? AUTOLINK_TRANSFORM(tree) : undefined);

/** The extension (or list of them, as remark-gfm adds) with GFM's autolink search guarded by `mayAutolink`. */
function withAutolinkGuard<T extends FromMarkdownExtension | FromMarkdownExtension[]>(extension: T): T {
  if (Array.isArray(extension)) return extension.map(withAutolinkGuard) as T;
  const transforms = (extension as FromMarkdownExtension).transforms;
  if (!transforms?.includes(AUTOLINK_TRANSFORM)) return extension;
  return {
    ...extension,
    transforms: transforms.map((transform) => (transform === AUTOLINK_TRANSFORM ? guardedAutolinks : transform)),
  };
}

type Rule = (context: TokenizeContext, delimiterRowMayFollow: (line: number) => boolean) => boolean;

/** Whether a construct may start here, by its name; `false` only where it certainly cannot. */
const RULES: Record<string, Rule> = {
  emailAutolink: (context) => {
    // The word (letters, digits, `+-._`) must run into an `@`.
    const rest = restOfChunk(context);
    if (rest === undefined) return true;
    for (let i = 0; i < rest.length; i++) {
      const code = rest.charCodeAt(i);
      if (code === 64) return true;
      if (!isEmailAtext(code)) return false;
    }
    return true;
  },
  wwwAutolink: (context) => startsLike(restOfChunk(context), 'www.'),
  protocolAutolink: (context) => {
    const rest = restOfChunk(context);
    return startsLike(rest, 'http://') || startsLike(rest, 'https://');
  },
  // A head row needs a delimiter row (at least one `-`) on the next line; body rows follow a
  // table's head or rows, and may be any text.
  table: (context, delimiterRowMayFollow) => delimiterRowMayFollow(context.now().line) || continuesTable(context),
};

const isEmailAtext = (code: number) =>
  code === 43 ||
  code === 45 ||
  code === 46 ||
  code === 95 ||
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122);

/** Whether `text` starts with `prefix` (ASCII, any case) as far as `text` goes. */
function startsLike(text: string | undefined, prefix: string): boolean {
  if (text === undefined) return true;
  const end = Math.min(text.length, prefix.length);
  return text.slice(0, end).toLowerCase() === prefix.slice(0, end);
}

/** The source from the current character to the end of its chunk (a line, or less). */
function restOfChunk(context: TokenizeContext): string | undefined {
  const here = context.now();
  const [chunk] = context.sliceStream({ start: here, end: { ...here, _index: here._index + 1, _bufferIndex: 0 } });
  return typeof chunk === 'string' ? chunk : undefined;
}

/** Whether the last thing before this line is a table's head or row (as the table construct checks). */
function continuesTable(context: TokenizeContext): boolean {
  let index = context.events.length - 1;
  while (
    index > -1 &&
    (context.events[index]![1].type === 'lineEnding' || context.events[index]![1].type === 'linePrefix')
  )
    index--;
  const tail: string | undefined = index > -1 ? context.events[index]![1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

/** The construct, trying itself (and saying it may start, for text) only where `mayStart` allows. */
function withLookahead(construct: Construct, mayStart: (context: TokenizeContext) => boolean): Construct {
  const { tokenize, previous } = construct;
  const guarded: Tokenizer = function (effects, ok, nok) {
    return mayStart(this) ? tokenize.call(this, effects, ok, nok) : nok;
  };
  return {
    ...construct,
    tokenize: guarded,
    ...(previous && {
      previous: function (this: TokenizeContext, code) {
        return previous.call(this, code) && mayStart(this);
      },
    }),
  };
}

/** The extension with each construct of its flow and text records passed through `wrap`. */
function wrapExtension(extension: Extension, wrap: (construct: Construct) => Construct): Extension {
  const copy: Extension = { ...extension };
  for (const field of ['flow', 'text'] as const) {
    const record = extension[field];
    if (!record) continue;
    copy[field] = Object.fromEntries(
      Object.entries(record).map(([code, constructs]) => [
        code,
        Array.isArray(constructs) ? constructs.map(wrap) : constructs && wrap(constructs as Construct),
      ]),
    );
  }
  return copy;
}
