import { createContext, type ComponentType, type ReactNode } from 'react';
import type { DocRootLayout, DocRootLayoutProps } from '../DocRootLayout.js';

/** ckdocs's props of the docs' layout, for `@theme-original/DocRoot/Layout` inside a site's. */
export const CkdocsProps = createContext<Omit<DocRootLayoutProps, 'children'> | undefined>(undefined);

/**
 * A site's own DocRoot/Layout, where ckdocs lays out a doc: Docusaurus gives it the doc alone, and
 * its own hooks (`useDocsSidebar`) and the theme's pieces (`@theme/DocRoot/Layout/Sidebar`, `Main`)
 * give it the rest.
 */
export function withDocusaurusProps(Layout: ComponentType<{ children: ReactNode }>): typeof DocRootLayout {
  return function SiteDocRootLayout({ children, ...props }) {
    return (
      <CkdocsProps.Provider value={props}>
        <Layout>{children}</Layout>
      </CkdocsProps.Provider>
    );
  };
}
