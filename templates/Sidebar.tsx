import { useState } from 'react';
import type { SidebarItem } from './data.js';
import { useClassicClassNames } from './classic-class-names.js';
import { Link } from './Link.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

const trailsBySidebar = new WeakMap<SidebarItem[], Map<string, Set<Category>>>();

/**
 * For each URL of a sidebar, the categories that lead to it (its own, if a category links to
 * it): worked out once per sidebar, where asking each category of each page walked the whole
 * tree again, every page over (a large site's sidebar has thousands of items).
 */
function trailsOf(items: SidebarItem[]): Map<string, Set<Category>> {
  let trails = trailsBySidebar.get(items);
  if (trails) return trails;
  trails = new Map();
  const add = (href: string, categories: Category[]) => {
    const trail = trails!.get(href) ?? new Set();
    for (const category of categories) trail.add(category);
    trails!.set(href, trail);
  };
  const walk = (list: SidebarItem[], above: Category[]) => {
    for (const item of list) {
      const path = item.type === 'category' ? [...above, item] : above;
      if (item.href) add(item.href, path);
      if (item.type === 'category') walk(item.items, path);
    }
  };
  walk(items, []);
  trailsBySidebar.set(items, trails);
  return trails;
}

/** Labels of the open categories of one list: the one that leads to the page, and those configured open. */
function initiallyOpen(items: SidebarItem[], trail?: Set<Category>): Set<string> {
  const open = items.filter((i) => i.type === 'category' && (!!trail?.has(i) || !i.collapsed));
  return new Set(open.map((i) => i.label));
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
  // The classic theme marks a category that leads to the page active, as the page's own link.
  const link = `sidebar-link${classic(`menu__link${trail?.has(item) ? ' menu__link--active' : ''}`)}`;
  return (
    <li
      className={`sidebar-category${classic(`menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}`)} ${open ? 'open' : `collapsed${classic('menu__list-item--collapsed')}`}`}
    >
      <div className="sidebar-category-row">
        {item.href ? (
          <a
            className={`${link} ${item.href === pathname ? 'active' : ''}`}
            href={item.href}
            aria-current={item.href === pathname ? 'page' : undefined}
          >
            {item.label}
          </a>
        ) : (
          <button type="button" className={`${link} sidebar-category-label`} onClick={onToggle} aria-expanded={open}>
            {item.label}
          </button>
        )}
        <button
          type="button"
          className="sidebar-caret"
          aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
          aria-expanded={open}
          onClick={onToggle}
        />
      </div>
      {open && <SidebarItems items={item.items} pathname={pathname} trail={trail} level={level + 1} />}
    </li>
  );
}

/**
 * One list of the sidebar. Its categories auto-collapse, as Docusaurus's autoCollapseCategories
 * does: opening one closes its open siblings, and following a link into one opens it alone.
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
  const leafClass = classic(`menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`);
  const [open, setOpen] = useState(() => initiallyOpen(items, trail));
  const active = items.find((i) => i.type === 'category' && !!trail?.has(i))?.label;
  const [lastActive, setLastActive] = useState(active);
  if (active !== lastActive) {
    setLastActive(active);
    if (active) setOpen(new Set([active]));
  }
  // Closing a category leaves the others as they are; opening one leaves it open alone.
  const toggle = (label: string) =>
    setOpen(open.has(label) ? new Set([...open].filter((l) => l !== label)) : new Set([label]));
  return (
    <ul className={`sidebar-items${classic('menu__list')}`}>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category
            key={item.label}
            item={item}
            pathname={pathname}
            trail={trail}
            open={open.has(item.label)}
            onToggle={() => toggle(item.label)}
            level={level}
          />
        ) : item.unlisted && item.href !== pathname ? null : (
          <li key={item.href} className={leafClass.trim() || undefined}>
            <Link
              className={`sidebar-link${classic('menu__link')} ${item.href === pathname ? `active${classic('menu__link--active')}` : ''}`}
              href={item.href}
              aria-current={item.href === pathname ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/** The doc sidebar: categories open around the current page, others as configured. */
export function Sidebar({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  return (
    <nav className={`sidebar${useClassicClassNames()('menu')}`} aria-label="Docs sidebar">
      <SidebarItems items={items} pathname={pathname} trail={trailsOf(items).get(pathname)} level={1} />
    </nav>
  );
}
