import type { ReactNode } from 'react';

/**
 * The docs contexts of theme-common (Docusaurus before 3.5) and of the docs plugin's client
 * (after), as ckdocs holds their state: the doc shown, its version and its sidebar come with the
 * page, so there is nothing to provide.
 */
export function DocsVersionProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

export function DocsSidebarProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

export { useDocsSidebar, useDocsVersion } from './docs-client.js';
