import { CodeFences } from './code-fences.js';
import type { Mdx1Compat } from '../config/schemas/markdown.js';
import { ADMONITION_TYPES } from './remark-admonitions.js';

/** `:::name` opening a block, inside blockquotes or indented too; what follows the name. */
const DIRECTIVE_OPEN = /^(\s*(?:>\s*)*)(:{3,})([A-Za-z][\w-]*)(.*)$/;
/** A line Docusaurus takes for a heading whose `{#` (a custom id's start) it escapes for MDX. */
const HEADING_LINE = /^#{1,6}(?!#)/;
/** A fence of three or four backticks whose content Docusaurus reads as MDX (`mdx-code-block`). */
const MDX_CODE_BLOCK = /^\x20*(`{3,4})\x20*mdx-code-block\s*$/;

/** The older MDX syntax Docusaurus reads unless the site turns it off (`markdown.mdx1Compat`). */
const ALL_COMPAT: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/**
 * Line-for-line rewrites that make Docusaurus syntax valid MDX: admonition titles written after
 * the type are put in brackets (see `admonitionLine`), `{#id}` in headings is escaped for the
 * heading-id plugin, ```mdx-code-block fences are unwrapped, and HTML
 * comments in MDX become MDX comments; each of the three older syntaxes only where `compat` keeps
 * it, as Docusaurus does. Code fences are left alone; the line count never changes,
 * so error positions still point into the writer's file.
 */
export function preprocess(body: string, format: 'md' | 'mdx', compat: Mdx1Compat = ALL_COMPAT): string {
  const lines = body.split('\n');
  const fences = new CodeFences();
  let unwrapping: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (!fences.open && !inComment) {
      // ```mdx-code-block: its content is the page's own MDX, as Docusaurus unwraps it; the fence lines go.
      const unwrap = MDX_CODE_BLOCK.exec(line);
      if (unwrap || (unwrapping && line.trim() === unwrapping)) {
        unwrapping = unwrap ? unwrap[1] : undefined;
        lines[i] = '';
        continue;
      }
    }
    // A fence inside a comment is the comment's text.
    if (!inComment && fences.inCode(line)) continue;
    // Markdown keeps HTML comments, which it never publishes; only MDX has no such syntax.
    if (format === 'mdx' && compat.comments && (inComment || line.includes('<!--'))) {
      const result = rewriteComments(line, inComment);
      line = result.line;
      inComment = result.open;
      lines[i] = line;
      if (inComment) continue;
    }
    const open = DIRECTIVE_OPEN.exec(line);
    if (open) {
      lines[i] = admonitionLine(open, compat.admonitions);
      continue;
    }
    if (compat.headingIds && HEADING_LINE.test(line)) lines[i] = line.replace(/(?<!\\)\{#/, '\\{#');
  }
  return lines.join('\n');
}

/**
 * `:::info Title` is the older way to write `:::info[Title]`, which Docusaurus still reads: the
 * same rewrite. A `:::name` that is no admonition stays text, as it was before `:::` blocks were
 * parsed (remark-admonitions.ts), by escaping its first colon.
 */
function admonitionLine([line, prefix, colons, name, rest]: RegExpExecArray, titles: boolean): string {
  if (!ADMONITION_TYPES.includes(name!)) return `${prefix}\\${line.slice(prefix!.length)}`;
  const title = titles && /^[ \t]+(\S.*)$/.exec(rest!);
  return title ? `${prefix}${colons}${name}[${title[1]!.trimEnd()}]` : line;
}

/** `<!-- x -->` -> `{/* x *\/}`, possibly spanning lines; inside a code span, as written. */
function rewriteComments(line: string, open: boolean): { line: string; open: boolean } {
  let out = '';
  let rest = line;
  let inside = open;
  while (rest) {
    if (inside) {
      const end = rest.indexOf('-->');
      if (end < 0) return { line: out + rest.replace(/\*\//g, '* /'), open: true };
      out += `${rest.slice(0, end).replace(/\*\//g, '* /')}*/}`;
      rest = rest.slice(end + 3);
      inside = false;
    } else {
      const start = rest.search(/<!--|`/);
      if (start < 0) return { line: out + rest, open: false };
      if (rest[start] === '`') {
        // A code span shows what it holds: a comment in it is its text.
        const code = start + codeSpanLength(rest.slice(start));
        out += rest.slice(0, code);
        rest = rest.slice(code);
        continue;
      }
      out += `${rest.slice(0, start)}{/*`;
      rest = rest.slice(start + 4);
      inside = true;
    }
  }
  return { line: out, open: inside };
}

/** The length of the code span `text` opens (its backticks, up to as many again on the line), or of its backticks when none closes them. */
function codeSpanLength(text: string): number {
  const ticks = /^`+/.exec(text)![0];
  const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(text.slice(ticks.length));
  return ticks.length + (close ? close.index + ticks.length : 0);
}
