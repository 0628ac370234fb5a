const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_OPEN = /^(\s*):::(note|tip|info|warning|danger|caution)(?:\[(.*)\]|[ \t]+(.+?))?\s*$/;
const ADMONITION_CLOSE = /^(\s*):::\s*$/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Line-for-line rewrites that make Docusaurus syntax valid MDX: admonitions become
 * <Admonition>, `{#id}` in headings is escaped for the heading-id plugin, and HTML
 * comments in MDX become MDX comments. Code fences are left alone; the line count never changes,
 * so error positions still point into the writer's file.
 */
export function preprocess(body: string, format: 'md' | 'mdx'): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && line.trim() === fenceMatch[1]) fence = undefined;
      continue;
    }
    if (fenceMatch && !inComment) {
      fence = fenceMatch[1];
      continue;
    }
    // Markdown keeps HTML comments, which it never publishes; only MDX has no such syntax.
    if (format === 'mdx' && (inComment || line.includes('<!--'))) {
      const result = rewriteComments(line, inComment);
      line = result.line;
      inComment = result.open;
      lines[i] = line;
      if (inComment) continue;
    }
    const open = ADMONITION_OPEN.exec(line);
    if (open) {
      const title = open[3] ?? open[4];
      lines[i] = `${open[1]}<Admonition type="${open[2]}"${title ? ` title="${escapeAttr(title)}"` : ''}>`;
      continue;
    }
    const close = ADMONITION_CLOSE.exec(line);
    if (close) {
      lines[i] = `${close[1]}</Admonition>`;
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
  }
  return lines.join('\n');
}

/** `<!-- x -->` -> `{/* x *\/}`, possibly spanning lines. */
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
      const start = rest.indexOf('<!--');
      if (start < 0) return { line: out + rest, open: false };
      out += `${rest.slice(0, start)}{/*`;
      rest = rest.slice(start + 4);
      inside = true;
    }
  }
  return { line: out, open: inside };
}
