import { escapeHtml, unescapeHtml } from './escape-html.js';
import type { TocItem, TocPiece } from './data.js';

/** A table of contents entry as Docusaurus's theme takes it (`value`): its text as HTML, inline code as `<code>`. */
export function tocHtml(item: Pick<TocItem, 'text' | 'pieces'>): string {
  if (!item.pieces) return escapeHtml(item.text);
  return item.pieces
    .map((piece) => (piece.code ? `<code>${escapeHtml(piece.text)}</code>` : escapeHtml(piece.text)))
    .join('');
}

/**
 * An entry's text and pieces read back from Docusaurus's HTML of it (a site's TOC hands that to
 * ckdocs's): inline code kept, other markup dropped.
 */
export function tocTextOf(html: string): Pick<TocItem, 'text' | 'pieces'> {
  const pieces: TocPiece[] = html
    .split(/<code>(.*?)<\/code>/s)
    .map((part, i) => ({
      text: unescapeHtml(part.replace(/<[^>]*>/g, '')),
      ...(i % 2 === 1 && { code: true as const }),
    }))
    .filter((piece) => piece.text);
  const text = pieces.map((piece) => piece.text).join('');
  return pieces.some((piece) => piece.code) ? { text, pieces } : { text };
}
