import { useEffect, useState } from 'react';
import { ColorModeToggle } from './ColorModeToggle.js';
import { useCurrentPage, useLocation, useSiteData } from './context.js';
import type { SidebarData } from '../common/data.js';
import { MobileMenu } from './MobileMenu.js';
import { NavbarItem, NavbarSearch } from './NavbarItem.js';
import { useHideOnScroll } from './use-hide-on-scroll.js';
import { useClassicClassNames } from './classic-class-names.js';
import { NavbarLogo } from './NavbarLogo.js';

const DESKTOP_MIN_WIDTH = 997;

/**
 * The menu a narrow screen opens from the navbar: open or not, and whether it shows the page's
 * sidebar (the secondary menu) or the navbar's items. Closed on a new page and when the window
 * grows wide, and the page behind it does not scroll while it is open.
 */
function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(true);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return;
    const onResize = () => window.innerWidth >= DESKTOP_MIN_WIDTH && setOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);
  return { open, setOpen, secondary, setSecondary };
}

/**
 * Fixed top bar: logo and title, items left and right, colour-mode toggle, and the menu it opens
 * on a narrow screen, with the page's sidebar (a site's own Layout renders it with no props), or
 * `menu` in its place (a blog's recent posts).
 */
export function Navbar({ menu: ownMenu }: { menu?: SidebarData }) {
  const site = useSiteData();
  const { page, sidebar: pageSidebar } = useCurrentPage();
  const sidebar = page.doc?.sidebar;
  const sidebarItems = ownMenu ?? pageSidebar;
  const location = useLocation();
  const pathname = page.doc?.permalink ?? location.pathname;
  const menu = useMobileMenu(pathname);
  const { navbar } = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const { ref, hidden } = useHideOnScroll(navbar.hideOnScroll);
  const classic = useClassicClassNames();
  const search = !navbar.items.some((i) => i.type === 'search') && <NavbarSearch />;
  const menuButton = (
    <button
      type="button"
      className={`navbar-icon-button navbar-menu-button${classic(DOCUSAURUS_SITE && 'navbar__toggle clean-btn')}`}
      aria-label={THEME_LABELS.toggleNav}
      onClick={() => {
        menu.setSecondary(!!sidebarItems);
        menu.setOpen(true);
      }}
    >
      {DOCUSAURUS_SITE ? (
        // The classic theme's wider bars, flush with the navbar's edge: the site's logo sits where its readers know it.
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
          <path d="M4 7.5h22M4 15h22M4 22.5h22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
  const leftItems = left.map((item, i) => <NavbarItem key={i} item={item} sidebar={sidebar} />);
  // On a Docusaurus site the menu is inside the navbar, as the classic theme's: what the site's CSS
  // sets on the navbar (its colours, its variables) reaches the menu too.
  const mobileMenu = menu.open && (
    <MobileMenu
      sidebar={sidebarItems}
      pathname={pathname}
      secondary={menu.secondary}
      onPrimary={() => menu.setSecondary(false)}
      onClose={() => menu.setOpen(false)}
    />
  );
  return (
    <>
      <nav
        ref={ref}
        className={`navbar${classic(DOCUSAURUS_SITE && 'navbar--fixed-top')}${navbar.style ? ` navbar--${navbar.style}` : ''} ${hidden ? `navbar-hidden${classic(DOCUSAURUS_SITE && 'navbar--hidden')}` : ''}`}
        aria-label={THEME_LABELS.mainNav}
      >
        <div className={`navbar-inner${classic(DOCUSAURUS_SITE && 'navbar__inner')}`}>
          {/* The classic theme's left part holds the menu button and the brand too: in a crowded navbar they shrink with its items. */}
          {DOCUSAURUS_SITE ? (
            <div className={`navbar-items navbar-left${classic('navbar__items theme-layout-navbar-left')}`}>
              {menuButton}
              <NavbarLogo />
              {leftItems}
            </div>
          ) : (
            <>
              {menuButton}
              <NavbarLogo />
              <div className="navbar-items navbar-left">{leftItems}</div>
            </>
          )}
          <div
            className={`navbar-items navbar-right${classic(DOCUSAURUS_SITE && 'navbar__items navbar__items--right theme-layout-navbar-right')}`}
          >
            {right.map((item, i) => (
              <NavbarItem key={i} item={item} sidebar={sidebar} />
            ))}
            {/* The classic theme has the colour toggle before the search box; ckdocs's own sites after it. */}
            {!DOCUSAURUS_SITE && search}
            <ColorModeToggle />
            {DOCUSAURUS_SITE && search}
          </div>
        </div>
        {DOCUSAURUS_SITE && mobileMenu}
      </nav>
      {!DOCUSAURUS_SITE && mobileMenu}
    </>
  );
}
