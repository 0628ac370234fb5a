import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { InShellContext } from './context.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import type { SidebarData } from '../common/data.js';

/**
 * Page chrome: skip link, announcement, navbar, content, footer. `menu` is what the navbar's menu
 * shows on a narrow screen in place of the page's sidebar.
 */
export function Layout({ children, menu }: { children?: ReactNode; menu?: SidebarData }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {THEME_LABELS.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar menu={menu} />
      <div className="main-wrapper">
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </div>
      <Footer />
    </>
  );
}
