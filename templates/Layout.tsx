import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { InShellContext } from './context.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import LayoutProvider from './docusaurus/theme/LayoutProvider.js';
import type { SidebarData } from '../common/data.js';

/**
 * Page chrome: skip link, announcement, navbar, content, footer. `menu` is what the navbar's menu
 * shows on a narrow screen in place of the page's sidebar. A Docusaurus page's `@theme/Layout` makes
 * the content's wrapper the skip link's target (`main`), with the page's class, as the classic
 * theme's does, and may leave the footer out.
 */
export function Layout({
  children,
  menu,
  main,
  noFooter,
}: {
  children?: ReactNode;
  menu?: SidebarData;
  main?: { className?: string };
  noFooter?: boolean;
}) {
  const chrome = (
    <>
      <a className="skip-link" href="#main">
        {THEME_LABELS.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar menu={menu} />
      <div
        id={main && 'main'}
        tabIndex={main && -1}
        className={`main-wrapper${main?.className ? ` ${main.className}` : ''}`}
      >
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </div>
      {!noFooter && <Footer />}
    </>
  );
  // A Docusaurus site's own `Layout/Provider` is around it, as around the classic Layout's parts.
  return DOCUSAURUS_SITE ? <LayoutProvider>{chrome}</LayoutProvider> : chrome;
}
