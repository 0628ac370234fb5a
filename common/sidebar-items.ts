// Walks of a sidebar's items, as Docusaurus's docs client does them; for the browser and the build.
import type { SidebarItem } from './data.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The categories that lead to `pathname` in a sidebar, outermost first (Docusaurus's breadcrumbs of categories). */
export function categoriesTo(items: SidebarItem[], pathname: string): Category[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === pathname) return [item];
    const below = categoriesTo(item.items, pathname);
    if (below.length || item.items.some((child) => child.type === 'link' && child.href === pathname))
      return [item, ...below];
  }
  return [];
}

/** The items of the innermost category that holds `pathname`, or the sidebar's top level. */
export function siblingsOf(items: SidebarItem[], pathname: string): SidebarItem[] {
  return categoriesTo(items, pathname).at(-1)?.items ?? items;
}

/** The first page an item leads to: a listed link, or a category's own page or its first such link. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  return firstPageItem(item)?.href;
}

/** The item of that first page (the link, or the category whose own page it is). */
export function firstPageItem(item: SidebarItem): Exclude<SidebarItem, { type: 'html' }> | undefined {
  if (item.type === 'html') return undefined;
  if (item.type === 'link') return item.unlisted ? undefined : item;
  return item.href ? item : item.items.map(firstPageItem).find((first) => first !== undefined);
}

/** The items a doc card can show: those that lead somewhere. */
export function filterDocCardListItems<T extends SidebarItem>(items: T[]): T[] {
  return items.filter((item) => findFirstSidebarItemLink(item) !== undefined);
}

/** Whether an item is the page at `activePath`, or a category that holds it. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === activePath) return true;
  return item.type === 'category' && item.items.some((child) => isActiveSidebarItem(child, activePath));
}
