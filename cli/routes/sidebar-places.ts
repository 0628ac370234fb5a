import { flattenSidebar } from '../content/sidebars.js';
import type { SidebarItem } from '../content/types.js';
import type { DocData } from '../../common/data.js';

type NavLinks = Pick<DocData, 'breadcrumbs' | 'prev' | 'next'>;

/**
 * Where each page sits in a sidebar: its trail of categories and its neighbours in reading
 * order, found in one walk of the sidebar (per page, it would cost the whole sidebar each time).
 */
function sidebarPlaces(items: SidebarItem[]): (permalink: string, title: string) => NavLinks {
  const flat = flattenSidebar(items);
  const order = new Map<string, number>();
  flat.forEach((link, i) => order.has(link.href) || order.set(link.href, i));
  // The first place a page appears in depth-first order, as a reader scanning the sidebar meets it.
  const trails = new Map<string, DocData['breadcrumbs']>();
  const walk = (list: SidebarItem[], trail: DocData['breadcrumbs']) => {
    for (const item of list) {
      if (item.type === 'html') continue;
      const here = [...trail, { label: item.label, href: item.href }];
      if (item.href && !trails.has(item.href)) trails.set(item.href, here);
      if (item.type === 'category') walk(item.items, here);
    }
  };
  walk(items, []);
  // A page listed twice in a row (an API alias beside its symbol) does not lead to itself.
  const neighbour = (index: number, step: number, permalink: string) => {
    while (flat[index]?.href === permalink) index += step;
    return flat[index];
  };
  return (permalink, title) => {
    const index = order.get(permalink);
    return {
      breadcrumbs: trails.get(permalink) ?? [{ label: title }],
      prev: index === undefined ? undefined : neighbour(index - 1, -1, permalink),
      next: index === undefined ? undefined : neighbour(index + 1, 1, permalink),
    };
  };
}

const placesOf = new WeakMap<SidebarItem[], ReturnType<typeof sidebarPlaces>>();
/** A page's breadcrumbs and previous/next links in a sidebar. */
export function placeIn(sidebar: SidebarItem[], permalink: string, title: string): NavLinks {
  let places = placesOf.get(sidebar);
  if (!places) placesOf.set(sidebar, (places = sidebarPlaces(sidebar)));
  return places(permalink, title);
}
