/**
 * Most doc comments are a few paragraphs or one-line list items of plain text, inline code and
 * links. This module renders those exactly as the markdown pipeline (cli/api/markdown.ts) would,
 * at a fraction of its cost, and gives up on anything it is not sure of (emphasis, fences, HTML,
 * entities, autolinks, escapes, hard breaks, nested or loose lists), which then takes the pipeline.
 */

// No character that could start inline syntax; `!` only matters before a `[` (an image).
const PLAIN_TEXT = /^[^`*_[\]<>&\\~|]*$/;
// Underscores inside a word (`ROLE_CREATE`) can neither open nor close emphasis.
const INTRAWORD_UNDERSCORES = /(?<=[A-Za-z\d])_+(?=[A-Za-z\d])/g;
const CODE_SPAN = /^`([^`\s](?:[^`\n]*[^`\s])?)`/;
// Link targets limited to characters markdown leaves as they are (it percent-encodes others).
const LINK = /^\[((?:[^[\]`\n]|`[^`\n]+`)+)\]\(([\w\-./#:?=]+)\)/;
// Where GFM could find an autolink (`https://…`, `www.…`, `me@example.com`).
const AUTOLINK_MAY_START = /:\/\/|www\.|@/;
// A line that can only continue a paragraph: it starts a plain word, and ends without a hard break.
const PROSE_LINE = /^[A-Za-z(`[].*[^ \t\\]$|^[A-Za-z(`[]$/;
// A one-line item of a `-` list, its text starting as a prose line does.
const LIST_ITEM = /^( {0,3})- ([A-Za-z(`[](?:.*[^ \t\\])?)$/;

const escapeCode = (code: string) => code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/** Inline text of the simple kind, as HTML; undefined when it needs the full pipeline. */
function simpleInline(text: string, inLabel = false): string | undefined {
  let html = '';
  let rest = text;
  while (rest) {
    const plain = /^[^`[]+/.exec(rest)?.[0];
    if (plain) {
      if (
        !PLAIN_TEXT.test(plain.replace(INTRAWORD_UNDERSCORES, '')) ||
        (plain.endsWith('!') && rest[plain.length] === '[')
      )
        return undefined;
      // Autolinks are found in text, never in a link's label.
      if (!inLabel && AUTOLINK_MAY_START.test(plain)) return undefined;
      html += plain;
      rest = rest.slice(plain.length);
      continue;
    }
    const code = CODE_SPAN.exec(rest);
    if (code) {
      html += `<code>${escapeCode(code[1]!)}</code>`;
      rest = rest.slice(code[0].length);
      continue;
    }
    const link = LINK.exec(rest);
    const label = link && simpleInline(link[1]!, true);
    if (!link || label === undefined) return undefined;
    html += `<a href="${link[2]}">${label}</a>`;
    rest = rest.slice(link[0].length);
  }
  return html;
}

/** A tight list of one-line items at one indentation (none nested in another), as HTML. */
function simpleList(lines: string[]): string | undefined {
  const items: string[] = [];
  let indent: string | undefined;
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (!item || (indent !== undefined && item[1] !== indent)) return undefined;
    indent = item[1];
    const html = simpleInline(item[2]!);
    if (html === undefined) return undefined;
    items.push(`<li>${html}</li>`);
  }
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

/** A doc comment's markdown as HTML when it is of the simple kind; undefined when unsure. */
export function simpleMarkdown(text: string): string | undefined {
  const blocks: string[] = [];
  let afterList = false;
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    const lines = chunk.split('\n');
    // A paragraph's lines, then perhaps a list: a `-` item may interrupt a paragraph.
    let prose = lines.findIndex((line) => !PROSE_LINE.test(line));
    if (prose === -1) prose = lines.length;
    // A list right after another (a blank line between) would make one loose list.
    if (prose === 0 && afterList) return undefined;
    if (prose > 0) {
      const html = simpleInline(lines.slice(0, prose).join('\n'));
      if (html === undefined) return undefined;
      blocks.push(`<p>${html}</p>`);
    }
    afterList = prose < lines.length;
    if (afterList) {
      const html = simpleList(lines.slice(prose));
      if (html === undefined) return undefined;
      blocks.push(html);
    }
  }
  return blocks.join('\n');
}
