/**
 * A URL, or a part of one, with its percent escapes decoded; as written when an escape is
 * malformed (`%zz`), so that a writer's typo leads to a broken-link report naming it, not to a
 * crash. `decode` is `decodeURI` for a path whose `%2F` must stay escaped.
 */
export function decodedUrl(text: string, decode: (text: string) => string = decodeURIComponent): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}
