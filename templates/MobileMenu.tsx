import { writePreferredVersion } from '../runtime/preferred-version.js';
import { routeKey } from '../common/route-files.js';
import { useLocation, useSiteData } from './context.js';
import type { NavbarItemData, SidebarData } from '../common/data.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Link } from './Link.js';
import { DropdownLink, NavbarItem, useDropdownLabel, useItemHref } from './NavbarItem.js';
import { NavbarItemContent } from './NavbarNavLink.js';
import { Sidebar } from './Sidebar.js';
import MenuItems from 'ck:docusaurus-menu-items';
import { useActiveVersion } from './use-active-version.js';
import { NavbarLogo } from './NavbarLogo.js';
import { ClassicCloseIcon } from './ClassicCloseIcon.js';

/** A navbar link in the menu: it leads where the navbar's does; an icon link shows its icon and name. */
function MenuLink({ item }: { item: NavbarItemData }) {
  return (
    <Link
      href={useItemHref(item)}
      external={item.external}
      className={item.className}
      aria-label={item.ariaLabel}
      {...item.attributes}
    >
      <NavbarItemContent item={item} fallback={item.ariaLabel} />
    </Link>
  );
}

/** A navbar dropdown in the menu, open when it holds the page or the version shown. */
function MenuDropdown({ item }: { item: NavbarItemData }) {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteData();
  const version = useActiveVersion();
  const current = (child: NavbarItemData) =>
    child.locale
      ? !SITE_LOCALE.several || child.locale.baseUrl === baseUrl
      : child.version
        ? child.version === version
        : !!child.href && routeKey(child.href) === routeKey(pathname);
  return (
    <details open={item.type !== 'docsVersionDropdown' && item.items!.some(current)}>
      <summary>{useDropdownLabel(item)}</summary>
      <ul>
        {item.items!.map((child, i) => (
          <li key={child.label ?? i}>
            <DropdownLink
              child={child}
              aria-current={current(child) ? 'page' : undefined}
              onClick={() => child.version && writePreferredVersion(child.version)}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The navbar's items in the classic theme's menu (its primary menu), in Infima's menu list, each
 * drawn by the site's NavbarItem if it has one, as Docusaurus draws them: the site's own types
 * draw their own list item, and the search box stays in the navbar.
 */
function ClassicPrimaryMenu({ items }: { items: NavbarItemData[] }) {
  return (
    <div className="navbar-sidebar__item menu">
      <ul className="sidebar-items menu__list">
        {items
          .filter((i) => i.type !== 'search')
          .map((item, i) => (
            <NavbarItem key={i} item={item} mobile />
          ))}
      </ul>
    </div>
  );
}

/**
 * The menu below 996 px: the page's sidebar (secondary), or the navbar's items (primary), with a
 * button from the first to the second.
 */
export function MobileMenu({
  sidebar,
  pathname,
  secondary,
  onPrimary,
  onClose,
}: {
  sidebar?: SidebarData;
  pathname: string;
  secondary: boolean;
  onPrimary(): void;
  onClose(): void;
}) {
  const site = useSiteData();
  // On a Docusaurus site, the classic theme's menu: its class names, which Infima's rules
  // (infima.css) and a site's CSS style, the navbar's brand at its top and the theme's cross, and
  // the navbar's style (dark, primary), whose colours the classic theme's menu takes from the navbar
  // around it. The constant written out at each use: a ckdocs site's bundle then drops those branches.
  return (
    <div
      className={
        DOCUSAURUS_SITE && site.classicClassNames
          ? `mobile-menu navbar-sidebar--show${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}`
          : 'mobile-menu'
      }
      role="dialog"
      aria-label={THEME_LABELS.navigation}
    >
      <div
        className={
          DOCUSAURUS_SITE && site.classicClassNames
            ? 'mobile-menu-backdrop navbar-sidebar__backdrop'
            : 'mobile-menu-backdrop'
        }
        onClick={onClose}
      />
      <div
        className={DOCUSAURUS_SITE && site.classicClassNames ? 'mobile-menu-panel navbar-sidebar' : 'mobile-menu-panel'}
      >
        <div
          className={
            DOCUSAURUS_SITE && site.classicClassNames
              ? 'mobile-menu-header navbar-sidebar__brand'
              : 'mobile-menu-header'
          }
        >
          {DOCUSAURUS_SITE && site.classicClassNames ? <NavbarLogo /> : <b>{site.navbar.title}</b>}
          {/* As Docusaurus's menu has it: its navbar shows no toggle below 996 px. */}
          {DOCUSAURUS_SITE && site.classicClassNames && <ColorModeToggle />}
          <button
            type="button"
            className={
              DOCUSAURUS_SITE && site.classicClassNames
                ? 'navbar-icon-button clean-btn navbar-sidebar__close'
                : 'navbar-icon-button'
            }
            aria-label={THEME_LABELS.closeNav}
            onClick={onClose}
          >
            {DOCUSAURUS_SITE && site.classicClassNames ? (
              <ClassicCloseIcon size={21} color="var(--ifm-color-emphasis-600)" strokeWidth={1.2} />
            ) : (
              '×'
            )}
          </button>
        </div>
        {secondary && sidebar ? (
          <>
            <button
              type="button"
              className={
                DOCUSAURUS_SITE && site.classicClassNames ? 'mobile-back clean-btn navbar-sidebar__back' : 'mobile-back'
              }
              onClick={onPrimary}
            >
              {THEME_LABELS.backToMainMenu}
            </button>
            {DOCUSAURUS_SITE && MenuItems ? (
              <MenuItems items={sidebar} pathname={pathname} />
            ) : (
              <Sidebar items={sidebar} pathname={pathname} />
            )}
          </>
        ) : DOCUSAURUS_SITE && site.classicClassNames ? (
          <ClassicPrimaryMenu items={site.navbar.items} />
        ) : (
          <ul className="mobile-primary">
            {site.navbar.items
              .filter((i) => i.href || i.items?.length || i.props)
              .map((item, i) => (
                <li key={i}>
                  {item.props ? (
                    <NavbarItem item={item} mobile />
                  ) : item.items?.length ? (
                    <MenuDropdown item={item} />
                  ) : (
                    <MenuLink item={item} />
                  )}
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}
