import { createProcessor } from '@mdx-js/mdx';
import { extname } from 'node:path';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { MarkdownPlugins } from '../config/schemas/markdown.js';
import { remarkPageMarkdown } from '../llms/remark-page-markdown.js';
import { UserError, codeFrame } from '../util/errors.js';
import { PageWritten, runOrWritten } from '../shortcuts/emit-page.js';
import { KEEP_MDX_NODES } from './keep-mdx-nodes.js';
import { preprocess } from './preprocess.js';
import { namedMarkdownPlugins, markdownPluginError } from './markdown-plugin-failures.js';
import { PAGE_FACTORY, recmaPageFactory } from './recma-page-factory.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkApiLinks } from './remark-api-links.js';
import { remarkCodeBlocks } from './remark-code-blocks.js';
import { remarkComments } from './remark-comments.js';
import { remarkThemeElements } from './remark-theme-elements.js';
import { COMPILE_IN_PIECES_FROM, PIECE_CHARS, pieceStarts } from '../shortcuts/piecewise-parse.js';
import { pageCodeShortcut, parserShortcuts } from '../shortcuts/mdx-plugins.js';
import { shortcut } from '../shortcuts/switch.js';
import { compileInPieces } from '../shortcuts/compile-pieces.js';
import { pageOutput, type PageOutput } from './page-output.js';
import type { PlainBlocksSetting } from '../shortcuts/remark-plain-blocks.js';
import { rehypeRawHtml } from './rehype-raw-html.js';
import { remarkHeadings } from './remark-headings.js';
import { remarkLinks } from './remark-links.js';
import { LOCAL_FILES, remarkLocalFileLinks, remarkLocalImages } from './remark-local-files.js';
import { remarkSearchSections } from './remark-search-sections.js';
import type { CompiledDoc, CompileOptions, Processor } from './types.js';

const NO_MARKDOWN_PLUGINS: MarkdownPlugins = {
  beforeDefaultRemarkPlugins: [],
  remarkPlugins: [],
  beforeDefaultRehypePlugins: [],
  rehypePlugins: [],
};

/**
 * One processor per format (and plugin lists) compiles every page of the thread, each page's own
 * settings riding on its file (`file.data.settings`). Making a processor per page, as `compile`
 * does, set up the parser's syntax extensions and every plugin anew each time.
 */
const processors = new WeakMap<MarkdownPlugins, Map<'md' | 'mdx', Processor>>();
function pageProcessor(format: 'md' | 'mdx', plugins: MarkdownPlugins): Processor {
  let byFormat = processors.get(plugins);
  if (!byFormat) processors.set(plugins, (byFormat = new Map()));
  let processor = byFormat.get(format);
  if (!processor) {
    // Plain blocks are MDX's: in Markdown, a tag line is HTML.
    const plainBlocks: PlainBlocksSetting = { on: format === 'mdx' };
    // The site's plugins go where Docusaurus puts them: `beforeDefault` ones see the page as
    // parsed; the others run after admonitions, heading ids and GFM, and before what ckdocs
    // takes from the finished tree (highlighted code, links, search text).
    processor = createProcessor({
      format,
      jsxImportSource: 'react',
      remarkPlugins: [
        ...namedMarkdownPlugins(plugins.beforeDefaultRemarkPlugins, 'beforeDefaultRemarkPlugins'),
        remarkGfm,
        // Only for speed (cli/shortcuts/): each gives the tree MDX's parser gives.
        ...parserShortcuts(plainBlocks),
        // First of ckdocs's steps: nothing after it sees the writer's comments.
        remarkComments,
        remarkAdmonitions,
        // With the emoji of shortcodes (`markdown.emoji`).
        remarkHeadings,
        ...namedMarkdownPlugins(plugins.remarkPlugins, 'remarkPlugins'),
        // Before the link check's record of links: a link to a file beside the page leads to its copy.
        remarkLocalFileLinks,
        // The Markdown copy takes links as resolved and code blocks before they turn into markup.
        remarkLinks,
        remarkPageMarkdown,
        // After the Markdown copy, which keeps the element as written.
        remarkThemeElements,
        [remarkCodeBlocks, { htmlParsed: format === 'md' }],
        remarkApiLinks,
        remarkSearchSections,
        // Last: the Markdown copy and the search text take an image as written, its alt text.
        remarkLocalImages,
      ],
      rehypePlugins: [
        // First, as Docusaurus puts it: the site's plugins see a .md page's HTML as elements.
        ...(format === 'md' ? [rehypeRawHtml] : []),
        ...namedMarkdownPlugins(plugins.beforeDefaultRehypePlugins, 'beforeDefaultRehypePlugins'),
        ...namedMarkdownPlugins(plugins.rehypePlugins, 'rehypePlugins'),
        // Only for speed: the page's code as MDX's later steps would write it.
        ...pageCodeShortcut(format),
      ],
      recmaPlugins: [recmaPageFactory],
      remarkRehypeOptions: { handlers: KEEP_MDX_NODES },
    });
    if (plainBlocks.on && plugins !== NO_MARKDOWN_PLUGINS)
      plainBlocks.on = sameSyntax(processor, pageProcessor(format, NO_MARKDOWN_PLUGINS));
    byFormat.set(format, processor);
  }
  return processor;
}

/** Whether the site's plugins left the parser's syntax as ckdocs sets it: a plugin may add some (math's `$`). */
function sameSyntax(processor: Processor, ours: Processor): boolean {
  const syntax = (p: Processor) => {
    const data = p.freeze().data();
    return `${data.micromarkExtensions?.length} ${data.fromMarkdownExtensions?.length}`;
  };
  return syntax(processor) === syntax(ours);
}

const piecesOf = shortcut('pieces', pieceStarts);

/** Compiles one MDX body (front matter already blanked) into a module plus page metadata. */
export async function compileMdx(body: string, options: CompileOptions): Promise<CompiledDoc> {
  // By extension unless the site says: a .md page is plain markdown (no JSX, no expressions).
  const format =
    options.format === 'mdx' || options.format === 'md'
      ? options.format
      : extname(options.file) === '.md'
        ? 'md'
        : 'mdx';
  const document = preprocess(body, format, options.mdx1Compat);
  const pieceChars = options.pieceChars ?? PIECE_CHARS;
  const wholeBelow = options.pieceChars ? 2 * pieceChars : COMPILE_IN_PIECES_FROM;
  const starts = piecesOf(document, pieceChars, format === 'md', wholeBelow);
  try {
    // In here: making the processor starts the site's plugins, whose failures are reported below.
    const processor = pageProcessor(format, options.markdownPlugins ?? NO_MARKDOWN_PLUGINS);
    // A large page compiles in pieces; one that fails to parse leaves the page whole, to report it.
    const pieces =
      starts && starts.length > 1 ? await compileInPieces(processor, document, starts, options) : undefined;
    const output = pieces ?? (await compileWhole(processor, document, options));
    return { code: output.code, ...output.data, warnings: output.warnings };
  } catch (error) {
    const fromPlugin = markdownPluginError(error, options.file, body);
    if (fromPlugin) throw fromPlugin;
    const message = error as VFileMessage;
    // A tag never closed is reported with no position of its own, only one in its text: `(3:1-3:6)`.
    const inReason = /\((\d+):(\d+)-\d+:\d+\)$/.exec(message.reason ?? '');
    const line = message.line ?? (inReason ? Number(inReason[1]) : undefined);
    const column = message.column ?? (inReason ? Number(inReason[2]) : 1);
    if (typeof line !== 'number') throw error;
    const ours = message.source === PAGE_FACTORY || message.source === LOCAL_FILES;
    throw new UserError(`${ours ? 'MDX error' : 'MDX syntax error'}: ${message.reason}`, {
      file: options.file,
      line,
      column,
      frame: codeFrame(body, line, column),
      problems: [mdxHint(message.source ?? '')],
    });
  }
}

/** A page compiled whole (parsed in pieces when large, by the `pieces` shortcut). */
async function compileWhole(processor: Processor, document: string, options: CompileOptions): Promise<PageOutput> {
  const file = new VFile({ path: options.file, value: document, data: { settings: options } });
  const written = await runOrWritten(processor.process(file));
  return pageOutput(file, written instanceof PageWritten ? written : written.value);
}

/** The fix for the mistakes writers make most, by the parser (or plugin) that failed. */
function mdxHint(source: string): string {
  if (source === PAGE_FACTORY) {
    return 'Await inside a component instead (in an effect, or a function it calls), or make the value a constant.';
  }
  if (source === LOCAL_FILES) {
    return "Fix the path, which is relative to the page's file, or link an image of the static folder from the site's root (`/img/…`).";
  }
  if (source.includes('mdx-jsx')) {
    return 'A `<` in prose starts a JSX tag: write it as `\\<` or inside `inline code`, or close the tag.';
  }
  if (source.includes('mdx-expression') || source.includes('esm')) {
    return 'A `{` in prose starts a JavaScript expression: write it as `\\{` or inside `inline code`.';
  }
  return 'Fix the syntax at the position shown.';
}
