import {
  memo,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import classicDocs from 'ck:classic-docs';
import type { SidebarData, SidebarItem } from '../common/data.js';
import { useClassicClassNames } from './classic-class-names.js';
import { readSidebar, useHydrated, useSiteDataIfAny } from './context.js';
import { Link } from './Link.js';
import { WordBreaks } from './WordBreaks.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';
import { fillText } from '../common/fill-text.js';
import { firstPageOf, firstView, opensFirst, trailsOf, type Category } from './sidebar-view.js';

/** Labels of the open categories of one list: the one that leads to the page, and those configured open. */
function initiallyOpen(items: SidebarItem[], trail?: Set<Category>): Set<string> {
  const open = items.filter((i): i is Category => i.type === 'category' && opensFirst(i, trail));
  return new Set(open.map((i) => i.label));
}

/** The class an item's config gives its `<li>`, after the theme's. */
const withClass = (item: SidebarItem) => (item.className ? ` ${item.className}` : '');

/**
 * A sidebar label as the classic theme holds it from Docusaurus 3.9: in a span its CSS keeps to two
 * lines (a category's beside its caret, `categoryLinkLabel`); as it is with an older theme. Called
 * on Docusaurus sites only, so that a ckdocs site's bundles leave it out.
 */
function ClassicLabel({ kind, children }: { kind: 'linkLabel' | 'categoryLinkLabel'; children: ReactNode }) {
  const name = useClassicClassNames()(classicDocs.clampedLabels && `${kind}_ck`);
  return name ? <span className={name.trim()}>{children}</span> : children;
}

function Category({
  item,
  pathname,
  trail,
  open,
  onToggle,
  level,
}: {
  item: Category;
  pathname: string;
  trail?: Set<Category>;
  open: boolean;
  onToggle: () => void;
  /** Its depth in the sidebar, from 1: the classic theme's class names tell it. */
  level: number;
}) {
  const classic = useClassicClassNames();
  // One readers cannot collapse is always open, with no control: its label is a link or a title.
  const collapsible = item.collapsible !== false;
  // The classic theme marks a category that leads to the page active, as the page's own link.
  const link = `sidebar-link${classic(DOCUSAURUS_SITE && `${classicDocs.clampedLabels ? 'categoryLink_ck ' : ''}menu__link${collapsible ? ' menu__link--sublist' : ''}${trail?.has(item) ? ' menu__link--active' : ''}`)}`;
  // The classic theme draws a category without a page as one button, its caret inside.
  const caretInLabel = collapsible && !item.href && classic(DOCUSAURUS_SITE && 'menu__link--sublist-caret');
  const label = DOCUSAURUS_SITE ? <ClassicLabel kind="categoryLinkLabel">{item.label}</ClassicLabel> : item.label;
  // A build constant: every Docusaurus site's category asks, no ckdocs site's.
  const hydrated = DOCUSAURUS_SITE && useHydrated();
  const Toggle = DOCUSAURUS_SITE ? 'a' : 'button';
  const Title = DOCUSAURUS_SITE ? 'a' : 'span';
  return (
    <li
      className={`sidebar-category${classic(DOCUSAURUS_SITE && `menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}`)} ${open ? 'open' : `collapsed${classic(DOCUSAURUS_SITE && 'menu__list-item--collapsed')}`}${withClass(item)}`}
    >
      <div
        className={`sidebar-category-row${classic(DOCUSAURUS_SITE && `menu__list-item-collapsible${item.href === pathname ? ' menu__list-item-collapsible--active' : ''}`)}`}
      >
        {item.href ? (
          <a
            className={`${link} ${item.href === pathname ? 'active' : ''}`}
            href={item.href}
            aria-current={item.href === pathname ? 'page' : undefined}
          >
            {label}
          </a>
        ) : collapsible ? (
          // On a Docusaurus site, the classic theme's link that toggles: until the page runs, it leads to the
          // category's first page, for a reader without JavaScript (its closed categories have no items in the HTML).
          <Toggle
            type={DOCUSAURUS_SITE ? undefined : 'button'}
            role={DOCUSAURUS_SITE ? 'button' : undefined}
            href={DOCUSAURUS_SITE ? (!hydrated && firstPageOf(item)) || '#' : undefined}
            className={`${link} sidebar-category-label${caretInLabel || ''}`}
            onClick={
              DOCUSAURUS_SITE
                ? (event: MouseEvent) => {
                    event.preventDefault();
                    onToggle();
                  }
                : onToggle
            }
            aria-expanded={open}
          >
            {label}
          </Toggle>
        ) : (
          // The classic theme's title is a link without a page, which a site's CSS may select as one.
          <Title className={`${link} sidebar-category-label`}>{label}</Title>
        )}
        {collapsible && !caretInLabel && (
          <button
            type="button"
            className={`sidebar-caret${classic(DOCUSAURUS_SITE && 'clean-btn menu__caret')}`}
            aria-label={fillText(open ? THEME_LABELS.collapseCategory : THEME_LABELS.expandCategory, {
              label: item.label,
            })}
            aria-expanded={open}
            onClick={onToggle}
          />
        )}
      </div>
      {open && <SidebarItems items={item.items} pathname={pathname} trail={trail} level={level + 1} />}
    </li>
  );
}

/**
 * One list of the sidebar. Its categories auto-collapse, as Docusaurus's autoCollapseCategories
 * does: opening one closes its open siblings, and following a link into one opens it alone;
 * unless the site keeps them open (then both leave the others as they are).
 */
function SidebarItems({
  items,
  pathname,
  trail,
  level,
}: {
  items: SidebarItem[];
  pathname: string;
  trail?: Set<Category>;
  level: number;
}) {
  const classic = useClassicClassNames();
  const keepsOpen = useSiteDataIfAny()?.sidebarKeepsOpen;
  const opened = (label: string) => (keepsOpen ? new Set([...open, label]) : new Set([label]));
  const leafClass = classic(
    DOCUSAURUS_SITE && `menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`,
  );
  const [open, setOpen] = useState(() => initiallyOpen(items, trail));
  const active = items.find((i): i is Category => i.type === 'category' && !!trail?.has(i))?.label;
  const [lastActive, setLastActive] = useState(active);
  if (active !== lastActive) {
    setLastActive(active);
    if (active) setOpen(opened(active));
  }
  // Closing a category leaves the others as they are.
  const toggle = (label: string) =>
    setOpen(open.has(label) ? new Set([...open].filter((l) => l !== label)) : opened(label));
  return (
    <ul className={`sidebar-items${classic(level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list')}`}>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category
            key={item.label}
            item={item}
            pathname={pathname}
            trail={trail}
            open={item.collapsible === false || open.has(item.label)}
            onToggle={() => toggle(item.label)}
            level={level}
          />
        ) : item.type === 'html' ? (
          <li
            key={item.value}
            className={`sidebar-html${item.defaultStyle ? ' sidebar-html-padded' : ''}${classic(DOCUSAURUS_SITE && 'menu__list-item')}${withClass(item)}`}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : item.unlisted && item.href !== pathname ? null : (
          <li key={item.href} className={`${leafClass}${withClass(item)}`.trim() || undefined}>
            <Link
              // With the classic theme's names, its own mark alone, which a site's `.menu__link--active` restyles.
              className={`sidebar-link${classic(DOCUSAURUS_SITE && 'menu__link')}${item.href === pathname ? (DOCUSAURUS_SITE ? classic('menu__link--active') || ' active' : ' active') : ''}`}
              href={item.href}
              aria-current={item.href === pathname ? 'page' : undefined}
            >
              {DOCUSAURUS_SITE ? (
                <ClassicLabel kind="linkLabel">
                  <WordBreaks text={item.label} />
                </ClassicLabel>
              ) : (
                <WordBreaks text={item.label} />
              )}
              {DOCUSAURUS_SITE && <ExternalLinkIcon href={item.href} />}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Keeps the current page's link where the reader sees it in the scrolled sidebar when the items
 * change under it, as when a long list's window fills in around it (sidebar-view.ts).
 */
function useCurrentLinkInPlace(nav: RefObject<HTMLElement | null>, items: SidebarItem[], pathname: string) {
  const seen = useRef<{ pathname: string; top: number }>(undefined);
  const record = () => {
    const link = nav.current?.querySelector('[aria-current="page"]');
    if (link)
      seen.current = { pathname, top: link.getBoundingClientRect().top - nav.current!.getBoundingClientRect().top };
  };
  useLayoutEffect(() => {
    const before = seen.current;
    record();
    if (before?.pathname !== pathname || !seen.current) return;
    nav.current!.scrollTop += seen.current.top - before.top;
    record();
  }, [items]);
  return record;
}

function SidebarNav({ sidebar, pathname }: { sidebar: SidebarData; pathname: string }) {
  const whole = readSidebar(sidebar);
  const view = useMemo(() => firstView(whole, pathname), [whole, pathname]);
  // The server's HTML has the first view, so hydration does too; the whole sidebar comes right after.
  const items = useHydrated() ? whole : view;
  const nav = useRef<HTMLElement>(null);
  const onScroll = useCurrentLinkInPlace(nav, items, pathname);
  return (
    <nav
      ref={nav}
      onScroll={onScroll}
      className={`sidebar${useClassicClassNames()('menu thin-scrollbar')}`}
      aria-label={THEME_LABELS.docsSidebar}
    >
      <SidebarItems items={items} pathname={pathname} trail={trailsOf(items).get(pathname)} level={1} />
    </nav>
  );
}

/**
 * The doc sidebar: categories open around the current page, others as configured; a long list
 * first as a window around the page (templates/sidebar-view.ts). In the browser, the page hydrates
 * without waiting for the sidebar's JSON: the sidebar's HTML stays as the server wrote it, its
 * links working, until the JSON has come, then hydrates and fills in. Memoised: the page's
 * updates meanwhile must not reach the waiting boundary, or React would replace its HTML by an
 * empty fallback until the JSON has come.
 */
export const Sidebar = memo(function Sidebar({ items, pathname }: { items: SidebarData; pathname: string }) {
  return (
    <Suspense>
      <SidebarNav sidebar={items} pathname={pathname} />
    </Suspense>
  );
});
