import type { ReactNode } from 'react';
import { DocItemFrame } from 'ck:doc-item-pages';
import SidebarMenu from 'ck:docusaurus-sidebar-menu';
import { BackToTopButton } from './BackToTopButton.js';
import { useClassicClassNames, useDocMainClass } from './classic-class-names.js';
import { useSiteData } from './context.js';
import type { SidebarData } from '../common/data.js';
import { Sidebar } from './Sidebar.js';
import { SidebarToggle, useSidebarHidden } from './SidebarToggle.js';

/** What the docs' layout is given: the doc's sidebar, its path, and the doc's column (`children`). */
export interface DocRootLayoutProps {
  sidebar?: SidebarData;
  pathname: string;
  /** Whether a DocItem draws the doc, in the theme's main column (`DocItemFrame`), not ckdocs's. */
  docItem: boolean;
  children: ReactNode;
}

/**
 * The docs' layout around a doc: its sidebar beside its main column. Docusaurus's
 * `@theme/DocRoot/Layout`, which a site's own may replace (templates/docusaurus/doc-root-layout-props.tsx).
 */
export function DocRootLayout({ sidebar, pathname, docItem, children }: DocRootLayoutProps) {
  const site = useSiteData();
  const classic = useClassicClassNames();
  const [sidebarHidden, hideSidebar] = useSidebarHidden();
  const hideable = site.hideableSidebar ? ` doc-sidebar--hideable${sidebarHidden ? ' doc-sidebar--hidden' : ''}` : '';
  const links = sidebar && <Sidebar items={sidebar} pathname={pathname} />;
  // A build constant: a ckdocs site's bundles leave the look-up out.
  const mainClass = DOCUSAURUS_SITE ? useDocMainClass(!sidebar || sidebarHidden) : 'doc-main';
  return (
    <div className={`doc-layout${classic(DOCUSAURUS_SITE && 'docs-wrapper')}`}>
      {sidebar && (
        <aside
          className={`doc-sidebar${hideable}${classic(DOCUSAURUS_SITE && 'theme-doc-sidebar-container')}`}
          aria-label={THEME_LABELS.sidebar}
        >
          {site.hideableSidebar ? (
            <div className="sidebar-viewport">
              {links}
              <SidebarToggle hidden={sidebarHidden} onToggle={() => hideSidebar(!sidebarHidden)} />
            </div>
          ) : (
            links
          )}
        </aside>
      )}
      {DocItemFrame && docItem ? (
        <DocItemFrame hiddenSidebarContainer={sidebarHidden}>{children}</DocItemFrame>
      ) : (
        <main id="main" tabIndex={-1} className={mainClass}>
          <div
            className={`doc-container${DOCUSAURUS_SITE ? classic('container padding-top--md padding-bottom--lg') : ''}`}
          >
            {children}
          </div>
        </main>
      )}
      {DOCUSAURUS_SITE && site.classicClassNames && <BackToTopButton />}
      {/* Draws nothing: it puts the sidebar in the menu of a navbar the classic theme draws. */}
      {SidebarMenu && sidebar && <SidebarMenu items={sidebar} pathname={pathname} />}
    </div>
  );
}
