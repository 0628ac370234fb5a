// Which of a sidebar's items a page shows first: on the server, and in the browser until the
// whole sidebar has loaded. Pure functions of the sidebar and the page's path.
import type { PageData, SidebarItem } from '../common/data.js';

export type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * A list of more items than this shows a window of them until the whole sidebar has loaded: 200
 * links are about 22 KB of HTML on every page of the list. The largest list of the CommandKit docs
 * has 99 items, so its pages render their sidebar whole, as before.
 */
export const WINDOW_FROM = 200;
/**
 * Items a window shows: the current page's, and half as many on either side, more than a
 * sidebar's height of links each way.
 */
export const WINDOW_SIZE = 50;

const trailsBySidebar = new WeakMap<SidebarItem[], Map<string, Set<Category>>>();
const longLists = new WeakMap<SidebarItem[], boolean>();

/**
 * For each URL of a sidebar, the categories that lead to it (its own, if a category links to
 * it): worked out once per sidebar, where asking each category of each page walked the whole
 * tree again, every page over (a large site's sidebar has thousands of items).
 */
export function trailsOf(items: SidebarItem[]): Map<string, Set<Category>> {
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
      if (item.type === 'html') continue;
      const path = item.type === 'category' ? [...above, item] : above;
      if (item.href) add(item.href, path);
      if (item.type === 'category') walk(item.items, path);
    }
  };
  walk(items, []);
  trailsBySidebar.set(items, trails);
  return trails;
}

/** Whether a category shows its items when the page opens: it leads to the page, or is configured open. */
export function opensFirst(item: Category, trail?: Set<Category>): boolean {
  return !!trail?.has(item) || !item.collapsed;
}

/** The path a page's sidebar marks as current. */
export function sidebarPath(page: PageData): string {
  return page.doc?.permalink ?? page.path;
}

function hasLongList(items: SidebarItem[]): boolean {
  let long = longLists.get(items);
  if (long === undefined) {
    long = items.length > WINDOW_FROM || items.some((item) => item.type === 'category' && hasLongList(item.items));
    longLists.set(items, long);
  }
  return long;
}

/** The items of a long list around the one at `at` (or its first ones), others as they are. */
function windowOf(items: SidebarItem[], at: number): SidebarItem[] {
  if (items.length <= WINDOW_FROM) return items;
  const start = Math.max(0, Math.min(at - WINDOW_SIZE / 2, items.length - WINDOW_SIZE));
  return items.slice(start, start + WINDOW_SIZE);
}

/** A category of a view shown closed, without its items, to the sidebar's own, which has them. */
const wholeOf = new WeakMap<Category, Category>();

function viewOf(items: SidebarItem[], pathname: string, trail?: Set<Category>): SidebarItem[] {
  const at = items.findIndex(
    (i) => i.type !== 'html' && (i.href === pathname || (i.type === 'category' && trail?.has(i))),
  );
  return windowOf(items, at).map((item) =>
    item.type !== 'category'
      ? item
      : opensFirst(item, trail)
        ? { ...item, items: viewOf(item.items, pathname, trail) }
        : closedView(item),
  );
}

/** A category shown closed, without its items: on a Docusaurus site its first page is still found (`firstPageOf`). */
function closedView(item: Category): Category {
  const closed = { ...item, items: [] };
  if (DOCUSAURUS_SITE) wholeOf.set(closed, item);
  return closed;
}

/**
 * The first page a category leads to (its own, else its first item's), unlisted ones passed by:
 * where the classic theme's server HTML points a category without a page, so that a reader
 * without JavaScript can still go into it.
 */
export function firstPageOf(category: Category): string | undefined {
  if (category.href) return category.href;
  for (const item of (wholeOf.get(category) ?? category).items) {
    const href = item.type === 'category' ? firstPageOf(item) : item.type === 'link' && !item.unlisted && item.href;
    if (href) return href;
  }
  return undefined;
}

/**
 * The sidebar as a page first shows it, when it has a list longer than WINDOW_FROM: each such
 * list cut to a window around the item that leads to `pathname` (or to its first items), and
 * the categories shown closed without their items (they render none anyway). The server renders
 * this view and the browser hydrates it, then shows the whole sidebar. A sidebar without long
 * lists is given back as it is (the same array).
 */
export function firstView(items: SidebarItem[], pathname: string): SidebarItem[] {
  return hasLongList(items) ? viewOf(items, pathname, trailsOf(items).get(pathname)) : items;
}
