import { useEffect, useState, type ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { InShellContext } from './context.js';
import type { SidebarData } from '../common/data.js';
import { Footer } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';

const DESKTOP_MIN_WIDTH = 997;

/** Page chrome: skip link, announcement, navbar, mobile menu, content, footer. */
export function Layout({
  children,
  sidebar,
  sidebarId,
  pathname,
}: {
  children: ReactNode;
  sidebar?: SidebarData;
  sidebarId?: string;
  pathname: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [secondary, setSecondary] = useState(true);
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    document.body.style.overflow = menuOpen ? 'hidden' : '';
    if (!menuOpen) return;
    const onResize = () => window.innerWidth >= DESKTOP_MIN_WIDTH && setMenuOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [menuOpen]);
  return (
    <>
      <a className="skip-link" href="#main">
        {THEME_LABELS.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar
        sidebar={sidebarId}
        onMenu={() => {
          setSecondary(!!sidebar);
          setMenuOpen(true);
        }}
      />
      {menuOpen && (
        <MobileMenu
          sidebar={sidebar}
          pathname={pathname}
          secondary={secondary}
          onPrimary={() => setSecondary(false)}
          onClose={() => setMenuOpen(false)}
        />
      )}
      <div className="main-wrapper">
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </div>
      <Footer />
    </>
  );
}
