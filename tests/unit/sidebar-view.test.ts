import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../common/data.js';
import { firstView } from '../../templates/sidebar-view.js';

const link = (n: number): SidebarItem => ({ type: 'link', label: `Item ${n}`, href: `/docs/items/${n}` });
const links = (count: number) => Array.from({ length: count }, (_, i) => link(i + 1));
const category = (label: string, items: SidebarItem[], collapsed = true): SidebarItem => ({
  type: 'category',
  label,
  collapsed,
  items,
});
const labels = (items: SidebarItem[]) => items.map((i) => i.type !== 'html' && i.label);

describe('the sidebar a page first shows', () => {
  it('is the whole sidebar, the same array, when no list is longer than 200 items', () => {
    const sidebar = [category('Small', links(200)), category('Other', [link(1)])];
    expect(firstView(sidebar, '/docs/items/150')).toBe(sidebar);
  });

  it('shows 50 items of a long list around the page, and none of the closed categories', () => {
    const sidebar = [category('Intro', links(3)), category('Types', links(1000)), link(2000)];
    const [intro, types, last] = firstView(sidebar, '/docs/items/600') as Extract<SidebarItem, { type: 'category' }>[];
    expect(intro!.items).toEqual([]);
    expect(labels(types!.items)).toEqual(labels(links(624).slice(574)));
    expect(last).toEqual(link(2000));
  });

  it('starts or ends the window with the list when the page is near either end, or in no list', () => {
    const sidebar = [category('Types', links(300), false)];
    const windowOn = (path: string) => labels((firstView(sidebar, path)[0] as { items: SidebarItem[] }).items);
    expect(windowOn('/docs/items/3')).toEqual(labels(links(50)));
    expect(windowOn('/docs/items/299')).toEqual(labels(links(300).slice(250)));
    expect(windowOn('/docs/elsewhere')).toEqual(labels(links(50)));
  });

  it('keeps the trail to the page open inside a category, windowing the long list it ends in', () => {
    const sidebar = [category('API', [category('Classes', links(400)), category('Enums', links(5))])];
    const [api] = firstView(sidebar, '/docs/items/400') as { items: SidebarItem[] }[];
    const [classes, enums] = api!.items as { items: SidebarItem[] }[];
    expect(labels(classes!.items)).toEqual(labels(links(400).slice(350)));
    expect(enums!.items).toEqual([]);
  });
});
