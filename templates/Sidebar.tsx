import { useState } from 'react';
import type { SidebarItem } from './data.js';

function containsPath(item: SidebarItem, pathname: string): boolean {
  if (item.href === pathname) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, pathname));
}

function Category({ item, pathname }: { item: Extract<SidebarItem, { type: 'category' }>; pathname: string }) {
  const active = containsPath(item, pathname);
  const [open, setOpen] = useState(active || !item.collapsed);
  // Auto-collapse: following a link into another category opens it; its siblings keep their state.
  const [lastActive, setLastActive] = useState(active);
  if (active !== lastActive) {
    setLastActive(active);
    if (active) setOpen(true);
  }
  return (
    <li className={`sidebar-category ${open ? 'open' : 'collapsed'}`}>
      <div className="sidebar-category-row">
        {item.href ? (
          <a className={`sidebar-link ${item.href === pathname ? 'active' : ''}`} href={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className="sidebar-link sidebar-category-label" onClick={() => setOpen(!open)} aria-expanded={open}>
            {item.label}
          </button>
        )}
        <button type="button" className="sidebar-caret" aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`} aria-expanded={open} onClick={() => setOpen(!open)} />
      </div>
      {open && <SidebarItems items={item.items} pathname={pathname} />}
    </li>
  );
}

function SidebarItems({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  return (
    <ul className="sidebar-items">
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={item.label} item={item} pathname={pathname} />
        ) : item.unlisted && item.href !== pathname ? null : (
          <li key={item.href}>
            <a className={`sidebar-link ${item.href === pathname ? 'active' : ''}`} href={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/** The doc sidebar: categories open around the current page, others as configured. */
export function Sidebar({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <SidebarItems items={items} pathname={pathname} />
    </nav>
  );
}
