import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SidebarItemConfig } from '../../cli/config/schemas/sidebar-items.js';
import { scanVersion } from '../../cli/content/scan.js';
import type { SidebarOptions } from '../../cli/content/sidebar-options.js';
import type { SidebarItem } from '../../cli/content/types.js';
import { BASIC_NEXT, copyFixture } from '../helpers/site.js';

// The basic fixture's next version: guide/01-start (_category_.json "Start Here": intro, setup) and
// guide/02-more (index "More topics", advanced).
let site: Awaited<ReturnType<typeof copyFixture>>;
beforeEach(async () => {
  site = await copyFixture('basic');
});
afterEach(() => site.cleanup());

async function sidebar(items: string | SidebarItemConfig[], options: Partial<SidebarOptions> = {}) {
  const version = await scanVersion(site.dir, { ...BASIC_NEXT, sidebars: { guide: items } }, false, options);
  return version.sidebars.guide!;
}

const category = (label: string, own: { collapsible?: boolean; collapsed?: boolean } = {}): SidebarItemConfig => ({
  type: 'category',
  label,
  items: ['guide/start/intro'],
  ...own,
});

/** Each category's label, whether readers can collapse it, and whether it starts collapsed. */
const states = (items: SidebarItem[]) =>
  items.flatMap((item) => (item.type === 'category' ? [[item.label, item.collapsible, item.collapsed]] : []));

describe('whether categories can be collapsed, and start so', () => {
  it('follows the category, else the docs options, as Docusaurus settles them', async () => {
    const items = [category('A'), category('B', { collapsed: false }), category('C', { collapsible: false })];
    expect(states(await sidebar(items))).toEqual([
      ['A', true, true],
      ['B', true, false],
      ['C', false, false],
    ]);
    expect(states(await sidebar(items, { sidebarCollapsed: false }))[0]).toEqual(['A', true, false]);
    // Categories that cannot be collapsed are open; one that can, of itself, is open too unless it says otherwise.
    const fixed = [
      category('A'),
      category('B', { collapsible: true }),
      category('C', { collapsible: true, collapsed: true }),
    ];
    expect(states(await sidebar(fixed, { sidebarCollapsible: false, sidebarCollapsed: true }))).toEqual([
      ['A', false, false],
      ['B', true, false],
      ['C', true, true],
    ]);
  });

  it('reads collapsible, className and customProps from a category file', async () => {
    await writeFile(
      join(site.dir, 'docs/guide/01-start/_category_.json'),
      '{ "label": "Start Here", "collapsible": false, "className": "start", "customProps": { "icon": "flag" } }',
    );
    const [start] = await sidebar('guide');
    expect(start).toMatchObject({
      collapsible: false,
      collapsed: false,
      className: 'start',
      customProps: { icon: 'flag' },
    });
  });
});

describe('labels', () => {
  it('of folders and files with no title: title-cased, or as they are on a Docusaurus site', async () => {
    await writeFile(join(site.dir, 'docs/guide/01-start/02-setup.mdx'), 'Set the fixture up.\n\n# Later heading\n');
    await writeFile(join(site.dir, 'docs/guide/01-start/_category_.json'), '{}');
    expect((await sidebar('.'))[0]).toMatchObject({
      label: 'Guide',
      items: [{ label: 'Start' }, { label: 'More topics' }],
    });
    // A heading below the text is not the title: the file names the doc.
    expect((await sidebar('.', { titleCaseLabels: false }))[0]).toMatchObject({
      label: 'guide',
      items: [{ label: 'start', items: [{ label: 'Introduction' }, { label: 'setup' }] }, { label: 'More topics' }],
    });
  });

  it("of docs: sidebar_label before the item's label, then the title or the heading the text opens with", async () => {
    await writeFile(
      join(site.dir, 'docs/guide/01-start/02-setup.mdx'),
      "---\nsidebar_label: Set up\nsidebar_class_name: mine\n---\n\nimport X from './x';\n\nSetup `tool`\n===\n",
    );
    await writeFile(join(site.dir, 'docs/guide/02-more/02-advanced.mdx'), '# The `advanced` part {#adv}\n\nText.\n');
    const items = await sidebar(
      [
        { type: 'doc', id: 'guide/start/setup', label: 'Ignored', className: 'also-ignored' },
        'guide/more/advanced',
        { type: 'link', label: 'Home', href: '/home' },
        { type: 'link', label: 'Raw', href: '/raw', autoAddBaseUrl: false },
      ],
      { baseUrl: '/site/' },
    );
    expect(items).toMatchObject([
      { label: 'Set up', className: 'mine' },
      { label: 'The advanced part' },
      { label: 'Home', href: '/site/home' },
      { label: 'Raw', href: '/raw' },
    ]);
  });
});
