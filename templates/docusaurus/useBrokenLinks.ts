/**
 * `@docusaurus/useBrokenLinks`: components tell Docusaurus's link checker the links and anchors
 * they render. ckdocs's check reads the pages' own links and headings instead: nothing to collect.
 */
export default function useBrokenLinks() {
  return { collectLink: (_link: string | undefined) => {}, collectAnchor: (_anchor: string | undefined) => {} };
}
