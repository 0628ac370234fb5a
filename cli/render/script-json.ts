/**
 * JSON that is safe inside a <script> element: only `</` and `<!` can end or escape its text, so
 * only they are escaped (an API page's data is mostly HTML, and `\u003c` for every `<` made it a
 * fifth larger).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/<\//g, '<\\/')
    .replace(/<!/g, '\\u003c!')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
