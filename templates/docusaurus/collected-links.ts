import type { PageLinks } from '../../common/page-links.js';

/**
 * Where the page the server is rendering keeps its links and anchors: a global, as the theme and
 * the site's components the pages import are bundled apart, each with its own copy of this module.
 * Unset in the browser, where nothing is checked.
 */
const slot = globalThis as { __ckdocsPageLinks?: PageLinks };

/** Collects what the page rendered from now on tells the link checker, until `endPage`. */
export function beginPage(): PageLinks {
  return (slot.__ckdocsPageLinks = { links: [], anchors: [], markdownLinks: [] });
}

export function endPage(): void {
  delete slot.__ckdocsPageLinks;
}

/** An internal link the page renders (components may hand anything: only strings count, as in Docusaurus). */
export function collectLink(link: unknown): void {
  if (typeof link === 'string') slot.__ckdocsPageLinks?.links.push(link);
}

/** A Markdown link the page drew, by its URL as the compile recorded it. */
export function collectMarkdownLink(link: unknown): void {
  if (typeof link === 'string') slot.__ckdocsPageLinks?.markdownLinks?.push(link);
}

/** An anchor the page has, with or without its `#`. */
export function collectAnchor(anchor: unknown): void {
  if (typeof anchor === 'string')
    slot.__ckdocsPageLinks?.anchors.push(anchor.startsWith('#') ? anchor.slice(1) : anchor);
}
