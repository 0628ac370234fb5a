/**
 * What a page's components told the link checker as the server rendered it, as Docusaurus's
 * `useBrokenLinks` collects: the internal links its `Link`s lead to, and the anchors its headings,
 * `Link` ids and components name. On ckdocs's side, the Markdown links it drew, which the check
 * knows by their lines already (a link in a part the server leaves out is not drawn).
 */
export interface PageLinks {
  links: string[];
  anchors: string[];
  markdownLinks?: string[];
  /**
   * Every link of the page's HTML (`<a href>`), distinct, as written: its plain anchors' and those
   * of Links told not to be checked among them. The build names those that lead to no page.
   */
  hrefs?: string[];
}

/** What React escapes in an attribute's value. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The distinct `href`s of the `<a>` elements of `html` (React's server HTML), unescaped. */
export function anchorHrefs(html: string): string[] {
  const hrefs = new Set<string>();
  // React escapes `>` in attributes: a tag ends at the first one.
  for (let at = html.indexOf('<a '); at >= 0; at = html.indexOf('<a ', at + 3)) {
    const end = html.indexOf('>', at);
    const href = html.indexOf(' href="', at);
    if (href < 0 || href > end) continue;
    hrefs.add(html.slice(href + 7, html.indexOf('"', href + 7)));
  }
  // Copied out of the page's HTML, of which a slice would keep the whole in memory.
  const copied = [...hrefs].join('\0').split('\0');
  return copied.map((href) =>
    href.includes('&') ? href.replace(/&(?:amp|quot|#x27|lt|gt);/g, (escaped) => ESCAPED[escaped]!) : href,
  );
}
