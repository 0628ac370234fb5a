import { CodeFences } from '../mdx/code-fences.js';
import { HEADING_ID } from '../mdx/heading-id.js';
import type { DocSource } from '../content/types.js';

/** A comment, `<!-- … -->` or MDX's `{/* … *\/}`, on one line or over several; one never closed runs to the end. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)|\{\/\*[\s\S]*?\*\/\}/g;

/**
 * A doc's description when its front matter has none, as Docusaurus makes it (and so its doc
 * cards show it): the first line of the source that holds text once its markup is taken off,
 * skipping imports and exports, code blocks, HTML and JSX tags and `# title` lines. A `## heading`
 * counts as text, as it does there. The writer's comments are never its text.
 */
export function docExcerpt(body: string): string | undefined {
  const fences = new CodeFences();
  let inImport = false;
  for (const line of body.replace(COMMENT, '').trimStart().split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (fences.inCode(line)) continue;
    if (inImport || /^(?:import|export)\s/.test(line)) {
      inImport = true;
      continue;
    }
    const text = plainText(line);
    if (text) return text;
  }
  return undefined;
}

/** Markup taken off a line, in this order: what each pattern matches is replaced by the text it keeps. */
const MARKUP: [RegExp, string][] = [
  [/<[^>]*>/g, ''], // HTML and JSX tags (what they wrap stays)
  [/^#\s.*$/, ''], // a `# title` line, whole
  [/^#{2,6}\s*(.*?)\s*#*$/, '$1'], // other headings keep their text
  [/(\*{1,3}|_{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(.+?)~~/g, '$1'], // strikethrough
  [/!\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1'], // images keep their alt text
  [/\[\^[^\]]+\](?::\s.*$)?/g, ''], // footnotes
  [/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1'], // links keep their text
  [/`([^`]+)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/, ''], // quote marks
  [/:::.*/, ''], // admonition fences
  [/\s?:[\w+-]+:/g, ''], // :emoji: names
  [HEADING_ID, ''], // heading ids
];

/** One line of Markdown without its markup. */
function plainText(line: string): string {
  return MARKUP.reduce((text, [pattern, keep]) => text.replace(pattern, keep), line).trim();
}

/** A doc's description: its front matter's, else its excerpt (what doc cards and site code show). */
export const docDescription = (doc: DocSource) => doc.frontMatter.description ?? docExcerpt(doc.body);
