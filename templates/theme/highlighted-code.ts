import { createContext } from 'react';

/**
 * The fenced block a site's own CodeBlock is drawing (templates/docusaurus/code-block-props.tsx):
 * its code, and its lines as highlighted at build time, for the theme's CodeBlock that the site's
 * may hand the same code on to (`@theme-init/CodeBlock`, as a live code block theme does).
 */
export const HighlightedCode = /* @__PURE__ */ createContext<{ code: string; html: string } | undefined>(undefined);
