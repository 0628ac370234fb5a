import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanVersion } from '../../cli/content/scan.js';
import type { ItemsGenerator } from '../../cli/config/schemas/docs.js';
import type { SidebarItem } from '../../cli/content/types.js';
import { BASIC_NEXT, copyFixture } from '../helpers/site.js';

// The basic fixture's next version: guide/01-start (_category_.json "Start Here": intro, setup) and
// guide/02-more (index, draft, advanced).
const NEXT = { ...BASIC_NEXT, sidebars: { guide: 'guide' } };

/** The categories of a sidebar, outermost first: label and the page their label opens. */
function categories(items: SidebarItem[]): { label: string; href?: string }[] {
  return items.flatMap((item) =>
    item.type === 'category' ? [{ label: item.label, href: item.href }, ...categories(item.items)] : [],
  );
}

let site: Awaited<ReturnType<typeof copyFixture>>;
beforeEach(async () => {
  site = await copyFixture('basic');
});
afterEach(() => site.cleanup());

const categoryFile = (folder: string, name: string, text: string) =>
  writeFile(join(site.dir, 'docs/guide', folder, name), text);

describe("a category's generated index", () => {
  it("is at /category/<label's slug> in the version, numbered when labels repeat, or at the link's slug", async () => {
    const index = { type: 'generated-index' as const };
    const sidebars = {
      guide: [
        { type: 'category' as const, label: 'First Steps', link: index, items: ['guide/start/intro'] },
        { type: 'category' as const, label: 'First steps', link: index, items: ['guide/start/setup'] },
        {
          type: 'category' as const,
          label: 'More',
          link: { ...index, slug: 'more-topics', title: 'More topics', description: 'Beyond the start.' },
          items: ['guide/more/advanced'],
        },
      ],
    };
    const version = await scanVersion(site.dir, { ...NEXT, sidebars }, false);
    expect(categories(version.sidebars.guide!)).toEqual([
      { label: 'First Steps', href: '/docs/next/category/first-steps' },
      { label: 'First steps', href: '/docs/next/category/first-steps-1' },
      { label: 'More', href: '/docs/next/more-topics' },
    ]);
    expect(version.categoryIndexes).toEqual([
      { permalink: '/docs/next/category/first-steps', sidebar: 'guide', title: 'First Steps' },
      { permalink: '/docs/next/category/first-steps-1', sidebar: 'guide', title: 'First steps' },
      {
        permalink: '/docs/next/more-topics',
        sidebar: 'guide',
        title: 'More topics',
        description: 'Beyond the start.',
      },
    ]);
  });

  it("comes from a folder's _category_.json or _category_.yml, and its index doc is then one of its items", async () => {
    await categoryFile(
      '01-start',
      '_category_.json',
      '{ "label": "Start Here", "link": { "type": "generated-index" } }',
    );
    await categoryFile('02-more', '_category_.yml', 'link:\n  type: generated-index\n  keywords: extras\n');
    const version = await scanVersion(site.dir, NEXT, false);
    expect(categories(version.sidebars.guide!)).toEqual([
      { label: 'Start Here', href: '/docs/next/category/start-here' },
      { label: 'More', href: '/docs/next/category/more' },
    ]);
    const more = version.sidebars.guide![1] as Extract<SidebarItem, { type: 'category' }>;
    expect(more.items.map((item) => item.type === 'link' && item.href)).toEqual([
      '/docs/next/guide/more/advanced',
      '/docs/next/guide/more',
    ]);
    expect(version.categoryIndexes.map((index) => index.keywords)).toEqual([undefined, ['extras']]);
  });

  it('survives the default generator a site-wide sidebarItemsGenerator calls', async () => {
    await categoryFile('01-start', '_category_.json', '{ "link": { "type": "generated-index", "slug": "/start" } }');
    const generator: ItemsGenerator = ({ defaultSidebarItemsGenerator, ...args }) =>
      defaultSidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args });
    const version = await scanVersion(site.dir, NEXT, false, { generator });
    expect(categories(version.sidebars.guide!)[0]).toEqual({ label: 'start', href: '/docs/next/start' });
  });

  it('is left out with its category when it has no items, as Docusaurus does', async () => {
    const sidebars = {
      guide: [
        'guide/start/intro',
        { type: 'category' as const, label: 'Empty', link: { type: 'generated-index' as const }, items: [] },
      ],
    };
    const version = await scanVersion(site.dir, { ...NEXT, sidebars }, false);
    expect(version.sidebars.guide!.map((item) => item.type)).toEqual(['link']);
    expect(version.categoryIndexes).toEqual([]);
  });

  it("fails, naming the doc and the fix, when it would have a doc's URL", async () => {
    const sidebars = {
      guide: [
        {
          type: 'category' as const,
          label: 'Start',
          link: { type: 'generated-index' as const, slug: '/guide/start/intro' },
          items: ['guide/start/setup'],
        },
      ],
    };
    await expect(scanVersion(site.dir, { ...NEXT, sidebars }, false)).rejects.toThrow(
      expect.objectContaining({
        message: 'The generated index "Start" of sidebar "guide" has the URL of a doc',
        details: expect.objectContaining({
          file: join(site.dir, 'docs/guide/01-start/01-intro.mdx'),
          problems: [expect.stringContaining("Give the category's link a `slug`")],
        }),
      }),
    );
  });
});

describe("a folder's category file", () => {
  it("with `link: null` opens nothing, and keeps the folder's index doc among the items", async () => {
    await categoryFile('02-more', '_category_.json', '{ "link": null }');
    const version = await scanVersion(site.dir, NEXT, false);
    const more = version.sidebars.guide![1] as Extract<SidebarItem, { type: 'category' }>;
    expect(more.href).toBeUndefined();
    expect(more.items.map((item) => item.type === 'link' && item.label)).toContain('More topics');
  });

  it('is an error when a folder has two, naming both', async () => {
    await categoryFile('01-start', '_category_.yml', 'label: Start\n');
    await expect(scanVersion(site.dir, NEXT, false)).rejects.toThrow(
      'Two category files in one folder: guide/01-start/_category_.json and guide/01-start/_category_.yml',
    );
  });
});
