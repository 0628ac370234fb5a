/**
 * JSON text made safe inside a <script> element: only `</` and `<!` can end or escape its text, so
 * only they are escaped (an API page's data is mostly HTML, and `\u003c` for every `<` made it a
 * fifth larger).
 */
export function scriptSafe(json: string): string {
  return json
    .replace(/<\//g, '<\\/')
    .replace(/<!/g, '\\u003c!')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `value` as JSON that is safe inside a <script> element (`scriptSafe`). */
export const scriptJson = (value: unknown): string => scriptSafe(JSON.stringify(value));
