/**
 * Text made safe to place in HTML, as an element's content or a double-quoted attribute value.
 * Shared by the build (page heads, highlighted code) and the browser (search snippets).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Text as HTML (or XML) escaped it, read back: what `escapeHtml` and React escape, the numeric
 * references (`&#x27;`, `&#39;`) and `&nbsp;`. Another named reference is left as it is.
 */
export function unescapeHtml(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? whole;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}
