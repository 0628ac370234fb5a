/**
 * What a page's components told the link checker as the server rendered it, as Docusaurus's
 * `useBrokenLinks` collects: the internal links its `Link`s lead to, and the anchors its headings,
 * `Link` ids and components name.
 */
export interface PageLinks {
  links: string[];
  anchors: string[];
}
