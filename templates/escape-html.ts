/**
 * Text made safe to place in HTML, as an element's content or a double-quoted attribute value.
 * Shared by the build (page heads, highlighted code) and the browser (search snippets).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text `escapeHtml` escaped. */
export function unescapeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}
