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
}
