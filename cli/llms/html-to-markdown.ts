import { unescapeHtml } from '../../common/escape-html.js';

/**
 * The HTML the API reference is made of (cli/api/: doc comments rendered from Markdown,
 * highlighted code, linked type names) back as Markdown, for the API pages' `.md` copies. That
 * HTML is ckdocs's own and well formed, with a small set of tags: anything else keeps its text.
 */

interface Element {
  tag: string;
  attrs: string;
  children: HtmlNode[];
}
type HtmlNode = Element | string;

const SPAN_TAG = /<\/?span\b[^>]*>/g;
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr']);
const INLINE = new Set(['a', 'code', 'em', 'i', 'strong', 'b', 'span', 'del', 'br', 'img', 'sup', 'sub', 'kbd']);

/** Text of ckdocs's HTML, read back; a no-break space is a space in Markdown. */
export const decodeEntities = (text: string): string => unescapeHtml(text).replace(/\u00a0/g, ' ');

function parse(html: string): HtmlNode[] {
  const root: Element = { tag: '', attrs: '', children: [] };
  const open: Element[] = [root];
  // Highlighted code is mostly <span>s, which change nothing in Markdown: gone first, the parse is short.
  for (const [, closing, tag, attrs, text] of html
    .replace(SPAN_TAG, '')
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+|<)/g)) {
    const parent = open.at(-1)!;
    if (text !== undefined) parent.children.push(decodeEntities(text));
    else if (closing) {
      const at = open.map((e) => e.tag).lastIndexOf(tag!.toLowerCase());
      if (at > 0) open.length = at;
    } else {
      const element: Element = { tag: tag!.toLowerCase(), attrs: attrs!, children: [] };
      parent.children.push(element);
      if (!VOID.has(element.tag) && !attrs!.endsWith('/')) open.push(element);
    }
  }
  return root.children;
}

const attr = (element: Element, name: string): string | undefined =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(element.attrs)?.[1];

/** The text of nodes, tags dropped (a highlighted declaration's code). */
export function textOf(nodes: HtmlNode[] | string): string {
  if (typeof nodes === 'string') return decodeEntities(nodes.replace(/<br\b[^>]*>/g, '\n').replace(/<[^>]*>/g, ''));
  return nodes.map((n) => (typeof n === 'string' ? n : n.tag === 'br' ? '\n' : textOf(n.children))).join('');
}

/**
 * Inline code whose type names link to their pages (`Promise<Options>`): Markdown has no link
 * inside code, so the code is cut around each link, which keeps both.
 */
function codeSpans(nodes: HtmlNode[], link: (href: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node ? `\`${node}\`` : '';
      const href = node.tag === 'a' ? attr(node, 'href') : undefined;
      return href ? `[\`${textOf(node.children)}\`](${link(decodeEntities(href))})` : codeSpans(node.children, link);
    })
    .join('');
}

/** Code as a fenced block, without the space the highlighter leaves on empty lines. */
export const fence = (language: string, code: string) =>
  `\`\`\`${language}\n${code.replace(/[ \t]+$/gm, '').replace(/\n$/, '')}\n\`\`\``;

function inline(nodes: HtmlNode[], link: (href: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node.replace(/\s+/g, ' ');
      const inner = () => inline(node.children, link);
      switch (node.tag) {
        case 'code':
          return codeSpans(node.children, link);
        case 'a': {
          const href = attr(node, 'href');
          return href ? `[${inner()}](${link(decodeEntities(href))})` : inner();
        }
        case 'strong':
        case 'b':
          return `**${inner()}**`;
        case 'em':
        case 'i':
          return `*${inner()}*`;
        case 'del':
          return `~~${inner()}~~`;
        case 'br':
          return '\\\n';
        default:
          return inner();
      }
    })
    .join('');
}

const indent = (text: string, prefix: string, first = prefix) =>
  text
    .split('\n')
    .map((line, i) => (line ? (i ? prefix : first) + line : line))
    .join('\n');

function blocks(nodes: HtmlNode[], link: (href: string) => string): string[] {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = inline(run, link).trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || INLINE.has(node.tag)) {
      run.push(node);
      continue;
    }
    flush();
    const inner = () => blocks(node.children, link);
    const heading = /^h([1-6])$/.exec(node.tag);
    // A highlighted code block names its language on its wrapper, not on the <pre>.
    const language = /\blanguage-([\w-]+)/.exec(node.attrs)?.[1];
    if (heading) out.push(`${'#'.repeat(Number(heading[1]))} ${inline(node.children, link).trim()}`);
    else if (node.tag === 'pre' || (node.tag === 'div' && language))
      out.push(fence(language ?? 'ts', textOf(node.children)));
    else if (node.tag === 'ul' || node.tag === 'ol') {
      const items = node.children.filter((c): c is Element => typeof c !== 'string' && c.tag === 'li');
      const marker = (i: number) => (node.tag === 'ol' ? `${i + 1}. ` : '- ');
      out.push(items.map((li, i) => indent(blocks(li.children, link).join('\n\n'), '  ', marker(i))).join('\n'));
    } else if (node.tag === 'blockquote') out.push(indent(inner().join('\n\n'), '> '));
    else if (node.tag === 'table') out.push(table(node, link));
    else if (node.tag === 'hr') out.push('---');
    else out.push(...inner());
  }
  flush();
  return out;
}

function table(node: Element, link: (href: string) => string): string {
  const rows: string[][] = [];
  const walk = (nodes: HtmlNode[]) => {
    for (const child of nodes) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr')
        rows.push(
          child.children
            .filter((c): c is Element => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th'))
            .map((cell) => inline(cell.children, link).trim().replace(/\|/g, '\\|')),
        );
      else walk(child.children);
    }
  };
  walk(node.children);
  if (!rows.length) return '';
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}

/** HTML of the API reference as Markdown blocks; `link` makes each href absolute. */
export function htmlToMarkdown(html: string, link: (href: string) => string): string {
  return blocks(parse(html), link).join('\n\n');
}
