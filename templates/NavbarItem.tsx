import { useState, type ComponentType, type MouseEvent } from 'react';
import { writePreferredVersion } from '../runtime/preferred-version.js';
import { SearchBar } from './SearchBar.js';
import { useActiveVersion } from './use-active-version.js';
import { useLocation, useSiteData } from './context.js';
import type { NavbarItemData } from '../common/data.js';
import { isActive, NavbarNavLink, type NavbarLinkAttributes } from './NavbarNavLink.js';
import { useClassicClassNames } from './classic-class-names.js';
import componentTypes from './navbar-item-types.js';
import type { NavbarItemProps } from './navbar-item-props.js';
import { VersionDropdownItem } from './VersionDropdownItem.js';
import Language from 'ck:language-icon';

export type { NavbarItemProps } from './navbar-item-props.js';

/** Where a version item leads: this page in that version when it exists, else its main doc. */
export function versionTarget(
  item: NavbarItemData,
  alternates: Record<string, string> | undefined,
  current: string | undefined,
): string | undefined {
  if (!item.version) return item.href;
  if (item.version === current) return undefined;
  return alternates?.[item.version] ?? item.href;
}

/**
 * Where an item of a dropdown leads on the page shown: a locale's to the page shown in that
 * locale, under its base URL; a version's as `versionTarget` says, else its own link. Only a site
 * of several locales has a locale's items that lead elsewhere: on others the bundler drops that code.
 */
export function useDropdownTarget(child: NavbarItemData): string | undefined {
  const { pathname, alternates, version } = useLocation();
  const { baseUrl } = useSiteData();
  if (SITE_LOCALE.several && child.locale) return `${child.href}${pathname.slice(baseUrl.length)}`;
  return versionTarget(child, alternates, version) ?? pathname;
}

/**
 * An item of a dropdown, leading where `useDropdownTarget` says. A link to another locale's page
 * names its language: the router loads such a page whole, as the site of its locale
 * (runtime/router.ts `internalUrl`).
 */
export function DropdownLink({ child, className, ...rest }: NavbarLinkAttributes & { child: NavbarItemData }) {
  const href = useDropdownTarget(child);
  // An html entry (a divider between a version dropdown's versions and its own links) is shown as it is.
  if (child.type === 'html')
    return <span className="dropdown-html" dangerouslySetInnerHTML={{ __html: child.html ?? '' }} />;
  const language = SITE_LOCALE.several && child.locale && { hrefLang: child.locale.lang, lang: child.locale.lang };
  // The entry's own class beside the menu's, and its HTML in place of its label, as for an item of the navbar.
  return (
    <NavbarNavLink
      item={child}
      href={href}
      dropdown
      {...language}
      {...child.attributes}
      className={child.className ? `${className ?? ''} ${child.className}`.trim() : className}
      {...rest}
    />
  );
}

/**
 * Where a link item leads on the page shown: its link for the docs version the chrome follows, or
 * for the page's own (an item of another set of docs), else its own.
 */
export function useItemHref(item: NavbarItemData): string | undefined {
  const version = useActiveVersion();
  const { version: pageVersion } = useLocation();
  return (version && item.versionHrefs?.[version]) || (pageVersion && item.versionHrefs?.[pageVersion]) || item.href;
}

/**
 * Where a link item leads on the page shown, and whether it is marked there. A version menu of one
 * version is a link to the page shown in that version, marked on its pages, as the classic theme
 * draws it.
 */
function useLink(item: NavbarItemData, sidebar?: string): { href: string | undefined; active: boolean } {
  const { pathname, version } = useLocation();
  const versionTarget = useDropdownTarget(item);
  const itemHref = useItemHref(item);
  if (item.type === 'docsVersionDropdown' && !item.items?.length)
    return { href: versionTarget, active: !item.activeClassDisabled && item.version === version };
  return { href: itemHref, active: isActive(item, pathname, sidebar) };
}

/**
 * The version a dropdown's items mark: the one the chrome follows, or, for a dropdown of another
 * set of docs (whose versions the chrome does not follow), the page's when it is one of them.
 */
function useMarkedVersion(item: NavbarItemData): string | undefined {
  const active = useActiveVersion();
  const { version: pageVersion } = useLocation();
  const { versions } = useSiteData();
  const ofOtherSet = item.items?.some((child) => versions.find((v) => v.name === child.version)?.instance);
  if (!ofOtherSet) return active;
  return item.items!.some((child) => child.version === pageVersion) ? pageVersion : undefined;
}

/** A dropdown's label: a version dropdown reads the version its items mark, by that item's label (a site's component may give it its own). */
export function useDropdownLabel(item: NavbarItemData): string | undefined {
  const { versions } = useSiteData();
  const version = useMarkedVersion(item);
  if (item.type !== 'docsVersionDropdown') return item.label;
  const entry = item.items?.find((child) => child.version !== undefined && child.version === version);
  return entry?.label || versions.find((v) => v.name === version)?.label || item.label;
}

/**
 * Whether an entry of `item`'s dropdown is the one marked: the locale shown, the version shown, or
 * a link to the page shown. On a site of one locale, its locale's entry is the one shown: the
 * bundler drops the comparison.
 */
function useMarkedEntry(item: NavbarItemData): (child: NavbarItemData) => boolean {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteData();
  const version = useMarkedVersion(item);
  return (child) =>
    child.locale
      ? !SITE_LOCALE.several || child.locale.baseUrl === baseUrl
      : child.version
        ? child.version === version
        : isActive(child, pathname);
}

/**
 * An item of the navbar (or of its menu below 996 px, `mobile`), as its type draws it; a docs
 * version dropdown through `VersionDropdownItem`, which a Docusaurus site's own component may replace.
 */
export function NavbarItem(props: NavbarItemProps) {
  if (props.item.type === 'docsVersionDropdown' && !props.inDropdown)
    return <VersionDropdownItem {...props} draw={NavbarItemByType} />;
  return <NavbarItemByType {...props} />;
}

/** An item drawn as its type draws it, whatever replaces a part of the navbar. */
export function NavbarItemByType({ item, sidebar, mobile, inDropdown, link, entry }: NavbarItemProps) {
  const { href, active } = useLink(item, sidebar);
  const classic = useClassicClassNames();
  // The classic theme's menu below 996 px draws its items as Infima's menu does.
  const classicMenu = useSiteData().classicClassNames;
  if (inDropdown) return <DropdownLink child={item} {...link} />;
  if (DOCUSAURUS_SITE && mobile && classicMenu && !item.props)
    return item.items?.length ? (
      <ClassicMenuDropdown item={item} entry={entry} />
    ) : (
      <ClassicMenuLink item={item} link={link} />
    );
  if (item.type === 'html') {
    // The classic theme's is a div with the item's class, which a site's CSS styles by.
    const Element = DOCUSAURUS_SITE ? 'div' : 'span';
    return (
      <Element
        className={`navbar-item navbar-html${classic(DOCUSAURUS_SITE && 'navbar__item')}${item.className ? ` ${item.className}` : ''}`}
        dangerouslySetInnerHTML={{ __html: item.html ?? '' }}
      />
    );
  }
  if (item.type === 'search') return <NavbarSearch className={item.className} />;
  if (item.props) {
    // A type of the site's own: its component, given the item's keys but its type, as the classic NavbarItem hands them.
    const Custom = (componentTypes as Record<string, ComponentType<Record<string, unknown>> | undefined>)[item.type];
    const { type: _type, ...props } = item.props;
    return Custom ? <Custom {...props} mobile={mobile ?? false} /> : null;
  }
  if (item.items?.length) return <NavbarDropdown item={item} entry={entry} />;
  return (
    <NavbarNavLink
      item={item}
      href={href}
      icon={DOCUSAURUS_SITE && !!item.label && !item.to}
      className={`navbar-item navbar-link${classic(DOCUSAURUS_SITE && 'navbar__item navbar__link')} ${item.className ?? ''} ${active ? `active${classic(DOCUSAURUS_SITE && 'navbar__link--active')}` : ''}`}
      aria-label={item.ariaLabel}
      {...item.attributes}
      {...link}
    />
  );
}

/** A dropdown item, and what draws each of its entries (a site's NavbarItem, else ckdocs's). */
interface DropdownProps {
  item: NavbarItemData;
  entry?: ComponentType<NavbarItemProps>;
}

/** The navbar's search box; on a Docusaurus site in the classic theme's box around it, with the item's class. */
export function NavbarSearch({ className }: { className?: string }) {
  const classic = useClassicClassNames();
  if (!DOCUSAURUS_SITE) return <SearchBar />;
  // Its module's name, by which a site's CSS finds it (`[class*='navbarSearchContainer']`).
  return (
    <div className={`navbar-search${classic('navbarSearchContainer_ck')} ${className ?? ''}`.trim()}>
      <SearchBar />
    </div>
  );
}

function NavbarDropdown({ item, entry: Entry = NavbarItem }: DropdownProps) {
  const { versions } = useSiteData();
  const marked = useMarkedEntry(item);
  const [open, setOpen] = useState(false);
  const classic = useClassicClassNames();
  const label = useDropdownLabel(item);
  return (
    <div
      className={`navbar-item navbar-dropdown${classic(DOCUSAURUS_SITE && 'navbar__item dropdown dropdown--hoverable')}${classic(DOCUSAURUS_SITE && item.position === 'right' && 'dropdown--right')} ${open ? `open${classic(DOCUSAURUS_SITE && 'dropdown--show')}` : ''}`}
      onMouseLeave={() => setOpen(false)}
    >
      {/* On a Docusaurus site, the classic theme's toggle: a link acting as a button, inline in the item as
          its text is (a long label wraps at the item's line height, Infima's caret after it), which
          site CSS written for that theme styles. Enter follows it; Space, as on a button, must not scroll. */}
      {DOCUSAURUS_SITE ? (
        <a
          href="#"
          role="button"
          className={`navbar-link${classic('navbar__link')}${item.className ? ` ${item.className}` : ''}`}
          aria-label={item.ariaLabel}
          aria-haspopup="true"
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault();
            setOpen(!open);
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpen(!open);
          }}
        >
          {/* The classic theme's locale dropdown has its language icon before the locale's name. */}
          {item.type === 'localeDropdown' && Language && <Language className="navbar-locale-icon" />}
          {label}
        </a>
      ) : (
        <button
          type="button"
          className={`navbar-link${item.className ? ` ${item.className}` : ''}`}
          aria-label={item.ariaLabel}
          aria-haspopup="true"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {label}
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
      <ul className={`dropdown-menu${classic(DOCUSAURUS_SITE && 'dropdown__menu')}`}>
        {item.items!.map((child, i) => (
          <li key={child.label ?? i}>
            <Entry
              item={child}
              inDropdown
              link={{
                className: `dropdown-link${classic(DOCUSAURUS_SITE && 'dropdown__link')} ${marked(child) ? (DOCUSAURUS_SITE ? classic('dropdown__link--active').trim() || 'active' : 'active') : ''}`,
                onClick: () => {
                  // The preferred version is the main docs' (another set's would unset it).
                  if (child.version && !versions.find((v) => v.name === child.version)?.instance)
                    writePreferredVersion(child.version);
                  setOpen(false);
                },
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A link of the classic theme's menu: Infima's menu link, marked as the navbar marks it. */
function ClassicMenuLink({ item, link }: { item: NavbarItemData; link?: NavbarLinkAttributes }) {
  const { href, active } = useLink(item);
  const withClass = item.className ? ` ${item.className}` : '';
  // An html item's HTML is the list item's, as the classic theme draws it.
  if (item.type === 'html')
    return <li className={`menu__list-item${withClass}`} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
  return (
    <li className="menu__list-item">
      <NavbarNavLink
        item={item}
        href={href}
        icon={DOCUSAURUS_SITE && !!item.label && !item.to}
        className={`sidebar-link menu__link${active ? ' menu__link--active' : ''}${withClass}`}
        aria-label={item.ariaLabel}
        {...item.attributes}
        {...link}
      />
    </li>
  );
}

/**
 * A navbar dropdown in the classic theme's menu: a category of Infima's menu, folded unless an
 * item of it leads to the page shown (a version dropdown's, on a page of that version); a version
 * or locale dropdown named for what it switches.
 */
function ClassicMenuDropdown({ item, entry: Entry = NavbarItem }: DropdownProps) {
  const { pathname, version } = useLocation();
  const label = useDropdownLabel(item);
  const marked = useMarkedEntry(item);
  // A version dropdown's entry leads to the page shown when the page is of its version: the classic theme finds it open.
  const versions = item.type === 'docsVersionDropdown';
  const [open, setOpen] = useState(() =>
    item.items!.some((child) =>
      child.version ? versions && child.version === version : !child.locale && isActive(child, pathname),
    ),
  );
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!open);
  };
  const named =
    item.type === 'localeDropdown'
      ? THEME_LABELS.mobileLanguages
      : item.type === 'docsVersionDropdown' && item.items!.length > 1
        ? THEME_LABELS.mobileVersions
        : label;
  return (
    <li className={`sidebar-category menu__list-item ${open ? 'open' : 'collapsed menu__list-item--collapsed'}`}>
      <div className="sidebar-category-row menu__list-item-collapsible">
        <a
          role="button"
          href="#"
          className={`sidebar-link menu__link menu__link--sublist${item.className ? ` ${item.className}` : ''}`}
          onClick={toggle}
        >
          {item.type === 'localeDropdown' && Language && <Language className="navbar-locale-icon" />}
          {named}
        </a>
        <button
          type="button"
          className="sidebar-caret clean-btn menu__caret"
          aria-label={open ? THEME_LABELS.collapseDropdown : THEME_LABELS.expandDropdown}
          aria-expanded={open}
          onClick={toggle}
        />
      </div>
      {open && (
        <ul className="sidebar-items menu__list">
          {item.items!.map((child, i) => (
            <li key={child.label ?? i} className="menu__list-item">
              <Entry
                item={child}
                mobile
                inDropdown
                link={{
                  className: `sidebar-link menu__link${marked(child) ? ' menu__link--active' : ''}`,
                  onClick: () => child.version && writePreferredVersion(child.version),
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
