import { useEffect, useState, type ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { InShellContext, useSiteData } from './context.js';
import type { SidebarData } from './data.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { Sidebar } from './Sidebar.js';

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
  const site = useSiteData();
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
        Skip to main content
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
        <div className="mobile-menu" role="dialog" aria-label="Navigation">
          <div className="mobile-menu-backdrop" onClick={() => setMenuOpen(false)} />
          <div className="mobile-menu-panel">
            <div className="mobile-menu-header">
              <b>{site.navbar.title}</b>
              <button
                type="button"
                className="navbar-icon-button"
                aria-label="Close navigation bar"
                onClick={() => setMenuOpen(false)}
              >
                ×
              </button>
            </div>
            {secondary && sidebar ? (
              <>
                <button type="button" className="mobile-back" onClick={() => setSecondary(false)}>
                  ← Back to main menu
                </button>
                <Sidebar items={sidebar} pathname={pathname} />
              </>
            ) : (
              <ul className="mobile-primary">
                {site.navbar.items
                  .filter((i) => i.href || i.items?.length)
                  .map((item, i) => (
                    <li key={i}>
                      {item.items?.length ? (
                        <details open={item.items.some((c) => c.href === pathname)}>
                          <summary>{item.label}</summary>
                          <ul>
                            {item.items.map((c) => (
                              <li key={c.label}>
                                <a href={c.href}>{c.label}</a>
                              </li>
                            ))}
                          </ul>
                        </details>
                      ) : (
                        <a href={item.href}>{item.label}</a>
                      )}
                    </li>
                  ))}
              </ul>
            )}
          </div>
        </div>
      )}
      <div className="main-wrapper">
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </div>
      <Footer />
    </>
  );
}
