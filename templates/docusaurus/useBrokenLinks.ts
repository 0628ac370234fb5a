import { collectAnchor, collectLink } from './collected-links.js';

/**
 * `@docusaurus/useBrokenLinks`: components tell the link checker the links and anchors they
 * render, on the server; the build checks them as Docusaurus does (cli/links/check.ts).
 */
export default function useBrokenLinks() {
  return { collectLink, collectAnchor };
}
