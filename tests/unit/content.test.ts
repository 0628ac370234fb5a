import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docIdFromPath, docPermalink, isFolderPage, stripNumberPrefix } from '../../cli/content/ids.js';
import type { ItemsGeneratorArgs } from '../../cli/config/schemas/docs.js';
import { scanVersion } from '../../cli/content/scan.js';
import { splitFrontMatter, unknownKeyWarnings } from '../../cli/content/front-matter.js';
import { flattenSidebar } from '../../cli/content/sidebars.js';
import { UserError } from '../../cli/util/errors.js';
import { BASIC_NEXT as NEXT, copyFixture } from '../helpers/site.js';

describe('doc ids and URLs', () => {
  it('drops number prefixes from ids and URLs but keeps their order', () => {
    expect(stripNumberPrefix('03-setup')).toEqual({ name: 'setup', position: 3 });
    expect(stripNumberPrefix('2024')).toEqual({ name: '2024' });
    // As Docusaurus reads them: a version or a date is a name, not a prefix; spaces may surround the separator.
    expect(stripNumberPrefix('1.0.0')).toEqual({ name: '1.0.0' });
    expect(stripNumberPrefix('2024-05-01-launch')).toEqual({ name: '2024-05-01-launch' });
    expect(stripNumberPrefix('003 - Wicks')).toEqual({ name: 'Wicks', position: 3 });
    expect(docIdFromPath('guide/01-getting-started/02-setup-commandkit.mdx')).toBe(
      'guide/getting-started/setup-commandkit',
    );
    expect(docIdFromPath('guide/02-file-system-conventions/05-+middleware.ts.mdx')).toBe(
      'guide/file-system-conventions/+middleware.ts',
    );
  });

  it('lets front matter id and slug rename a page', () => {
    expect(docIdFromPath('guide/01-a.mdx', 'custom')).toBe('guide/custom');
    expect(docPermalink('/docs', 'guide/a', '/welcome')).toBe('/docs/welcome');
    expect(docPermalink('/docs', 'guide/a', 'renamed')).toBe('/docs/guide/renamed');
  });

  it("serves a folder's own page at its folder URL: index, README, or named as the folder, prefix included", () => {
    expect(isFolderPage('guide/15-useful-utilities/index.mdx')).toBe(true);
    expect(isFolderPage('guide/tools/README.md')).toBe(true);
    expect(isFolderPage('guide/02-tools/tools.md')).toBe(false);
    expect(isFolderPage('guide/02-tools/02-TOOLS.md')).toBe(true);
    expect(isFolderPage('guide/09-feature-flags/01-feature-flags.mdx')).toBe(false);
    expect(isFolderPage('index.md')).toBe(true);
    expect(docPermalink('/docs/next', 'guide/useful-utilities/index', undefined, true)).toBe(
      '/docs/next/guide/useful-utilities',
    );
    expect(docPermalink('/docs', 'guide/tools/tools', undefined, true)).toBe('/docs/guide/tools');
    expect(docPermalink('/docs', 'guide/feature-flags/feature-flags')).toBe('/docs/guide/feature-flags/feature-flags');
    expect(docPermalink('/docs', 'index', undefined, true)).toBe('/docs');
  });

  it("gives a Docusaurus site's docs the URLs its own docs plugin gives them, trailing slashes included", async () => {
    // Docusaurus's own rules, from its packages: the slug, joined to the version's path, then the config's trailingSlash.
    const { default: getSlug } = (await import('@docusaurus/plugin-content-docs/lib/slug.js')) as unknown as {
      default: (input: { baseID: string; source: string; sourceDirName: string; frontMatterSlug?: string }) => string;
    };
    const { normalizeUrl } = await import('@docusaurus/utils');
    const { applyTrailingSlash } = await import('@docusaurus/utils-common');
    const docs: [relPath: string, slug?: string][] = [
      ['index.md'],
      ['intro.md'],
      ['intro.md', '/'],
      ['guide/index.md'],
      ['guide/README.mdx'],
      ['02-guide/guide.md'],
      ['guide/02-setup.md'],
      ['guide/setup.md', 'install/'],
      ['guide/setup.md', '/start/'],
      ['guide/setup.md', '..'],
      ['guide/deep/page.md', '../other'],
      ['guide/index.md', 'overview'],
    ];
    for (const trailingSlash of [undefined, true, false])
      for (const [version, baseUrl] of [
        ['/docs', '/'],
        ['/', '/'],
        ['/handbook', '/handbook/'],
      ] as const)
        for (const [relPath, slug] of docs) {
          const dir = relPath.includes('/') ? relPath.slice(0, relPath.lastIndexOf('/')) : '.';
          const id = docIdFromPath(relPath);
          const baseID = id.split('/').at(-1)!;
          const docusaurus = applyTrailingSlash(
            normalizeUrl([
              version,
              getSlug({ baseID, source: `@site/docs/${relPath}`, sourceDirName: dir, frontMatterSlug: slug }),
            ]),
            { trailingSlash, baseUrl },
          );
          const style = { trailingSlash: trailingSlash ?? ('folders' as const), baseUrl };
          expect(
            docPermalink(version, id, slug, isFolderPage(relPath), style),
            `${relPath} ${slug} ${trailingSlash}`,
          ).toBe(docusaurus);
        }
  });
});

describe('front matter', () => {
  /** The error splitFrontMatter throws for a page of `source`. */
  const frontMatterError = (source: string): UserError => {
    try {
      splitFrontMatter(source, 'p.mdx');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      return error as UserError;
    }
  };
  /** The problems told of front matter written as `yaml`. */
  const problemsIn = (yaml: string) => frontMatterError(`---\n${yaml}\n---\n`).details.problems;

  it('parses the Docusaurus keys and keeps line numbers of the body', () => {
    const { frontMatter, body } = splitFrontMatter(
      '---\ntitle: Hi\nsidebar_position: 2\nkeywords: [a, b]\n---\n\n# Body\n',
      'x.mdx',
    );
    expect(frontMatter).toMatchObject({ title: 'Hi', sidebar_position: 2, keywords: ['a', 'b'], draft: false });
    expect(body.split('\n')[6]).toBe('# Body');
  });

  it('takes what YAML reads from an unquoted value as Docusaurus does: a number as text, a numeral as a number, true or false as a yes or no', () => {
    const { frontMatter } = splitFrontMatter(
      '---\ntitle: 2024\nkeywords: [404, not found]\nsidebar_position: "3"\ntoc_max_heading_level: " 4 "\nhide_title: "True"\ntags: [1.10, {label: 2}]\n---\n',
      'x.mdx',
    );
    expect(frontMatter).toMatchObject({
      title: '2024',
      keywords: ['404', 'not found'],
      sidebar_position: 3,
      toc_max_heading_level: 4,
      hide_title: true,
      tags: ['1.1', { label: '2' }],
    });
    // What is none of those stays refused.
    expect(problemsIn('sidebar_position: third\nhide_title: maybe')).toEqual([
      'sidebar_position: expected number, got "third"',
      'hide_title: expected boolean, got "maybe"',
    ]);
  });

  it('names the file and line of invalid YAML', () => {
    try {
      splitFrontMatter('---\ntitle: [unclosed\n---\nx', 'page.mdx');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).location).toMatch(/^page\.mdx:\d+/);
    }
  });

  it("reads front matter the yaml package refuses as the site's Docusaurus reads it, where it is installed", async () => {
    const site = await mkdtemp(join(tmpdir(), 'ckdocs-front-matter-'));
    try {
      // A Docusaurus before 3.10 in the site's node_modules: its YAML reads keys run on after a list on one line.
      const lib = join(site, 'node_modules/@docusaurus/utils/lib');
      await mkdir(lib, { recursive: true });
      await writeFile(join(lib, '../package.json'), '{"name": "@docusaurus/utils", "main": "lib/index.js"}');
      await writeFile(join(lib, 'index.js'), 'module.exports = {};\n');
      await writeFile(
        join(lib, 'markdownUtils.js'),
        [
          'exports.parseFileContentFrontMatter = (text) => {',
          "  const block = text.split('---')[1];",
          '  const pairs = block.split(/\\s(?=\\w+: )|\\n/).filter(Boolean).map((pair) => pair.split(/: (.*)/));',
          "  const value = (v) => (v.startsWith('[') ? v.slice(1, -1).split(', ') : v);",
          '  return { frontMatter: Object.fromEntries(pairs.map(([k, v]) => [k, value(v)])) };',
          '};',
        ].join('\n'),
      );
      await writeFile(join(site, 'docusaurus.config.js'), 'module.exports = {};\n');
      const source = '---\ntitle: Buoys\nkeywords: [buoys, marks] sidebar_label: Buoy colours\n---\nRed to port.\n';
      const { frontMatter } = splitFrontMatter(source, join(site, 'docs/buoys.md'));
      expect(frontMatter).toMatchObject({
        title: 'Buoys',
        keywords: ['buoys', 'marks'],
        sidebar_label: 'Buoy colours',
      });
      // Without a Docusaurus installed, it stays the error at its line; in a ckdocs site's folder too.
      expect(() => splitFrontMatter(source, join(tmpdir(), 'buoys.md'))).toThrow(/Invalid front matter/);
      await rm(join(site, 'docusaurus.config.js'));
      expect(() => splitFrontMatter(source, join(site, 'docs/buoys.md'))).toThrow(/Invalid front matter/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("shows invalid YAML at its place in the file, with no position of YAML's own, and how to quote", () => {
    try {
      splitFrontMatter('---\nid: x\ntitle: [Beta] Caching\n---\nx', 'page.mdx');
      expect.unreachable();
    } catch (error) {
      const { message, location, details } = error as UserError;
      expect(location).toBe('page.mdx:3:15');
      expect(message).not.toMatch(/at line \d|:$/);
      expect(details.frame).toContain('> 3 | title: [Beta] Caching');
      expect(details.problems?.join('\n')).toContain('quote');
    }
  });

  it('rejects a key of the wrong type with its name', () => {
    expect(() => splitFrontMatter('---\nsidebar_position: first\n---\n', 'p.mdx')).toThrowError(UserError);
    try {
      splitFrontMatter('---\nsidebar_position: first\n---\n', 'p.mdx');
    } catch (error) {
      expect((error as UserError).details.problems?.[0]).toBe('sidebar_position: expected number, got "first"');
    }
  });
  it('names both shapes of a tag that is neither, and the mistakes of one that is clearly an object tag', () => {
    expect(problemsIn('tags: [rocks, {name: rocks}]')).toEqual([
      'tags.1: expected a string, or an object with label (and optionally permalink, description); got an object with name',
    ]);
    expect(problemsIn('tags: [{lable: Rocks}]')).toEqual([
      'tags.0.label: expected string, got nothing',
      '`tags.0.lable` is not a valid key: did you mean `label`?',
    ]);
    expect(problemsIn('tags: [{label: [3]}]')).toEqual(['tags.0.label: expected string, got an array']);
  });
  it('tells a number out of its range by the range', () => {
    expect(problemsIn('toc_min_heading_level: 9')).toEqual([
      'toc_min_heading_level: expected number to be <=6, got number 9',
    ]);
    expect(problemsIn('toc_max_heading_level: 1')).toEqual([
      'toc_max_heading_level: expected number to be >=2, got number 1',
    ]);
  });
  it('shows a value the schema refuses at its line in the file, the first of several', () => {
    const tag = frontMatterError('---\ntitle: Tagged\ntags:\n  - rocks\n  - name: rocks\n---\n');
    expect(tag.location).toBe('p.mdx:5');
    expect(tag.details.frame).toContain('> 5 |   - name: rocks');
    // A scalar at its key's line; several problems in the order of the file.
    const two = frontMatterError('---\ntitle: T\nhide_title: maybe\nsidebar_position: first\n---\n');
    expect(two.location).toBe('p.mdx:3');
    expect(two.details.problems).toEqual([
      'hide_title: expected boolean, got "maybe"',
      'sidebar_position: expected number, got "first"',
    ]);
    // A key missing from a tag: the tag's line. Windows line ends count as one line each.
    const missing = frontMatterError('---\r\ntitle: T\r\ntags:\r\n  - permalink: /rocks\r\n---\r\n');
    expect(missing.location).toBe('p.mdx:4');
    expect(missing.details.frame).toContain('> 4 |   - permalink: /rocks\n');
    // A key a tag may not have: that key's line.
    expect(frontMatterError('---\ntags:\n  - label: Rocks\n    color: red\n---\n').location).toBe('p.mdx:4');
  });
  it('warns of a key that is not a Docusaurus doc key, with its line and the key it resembles', () => {
    const { frontMatter, unknownKeys } = splitFrontMatter(
      '---\ntitle: Hi\nsidebar_positon: 2\npagination_next: null\ncustom_edit_url: null\n---\n',
      'p.mdx',
    );
    expect(unknownKeyWarnings(unknownKeys)).toEqual([
      'p.mdx:3: `sidebar_positon` is not a front matter key: did you mean `sidebar_position`? (it is ignored)',
    ]);
    expect(frontMatter.sidebar_position).toBeUndefined();
  });
  it("tells a site's own key once, with how many files set it and where one does", () => {
    const keys = ['a.mdx', 'b.mdx', 'c.mdx'].flatMap(
      (file) => splitFrontMatter('---\ntitle: T\nisDefaultIndex: false\ngenerated: true\n---\n', file).unknownKeys,
    );
    keys.push(...splitFrontMatter('---\nsidebar_positon: 1\nsource_hash: x\n---\n', 'd.mdx').unknownKeys);
    expect(unknownKeyWarnings(keys)).toEqual([
      'd.mdx:2: `sidebar_positon` is not a front matter key: did you mean `sidebar_position`? (it is ignored)',
      '`isDefaultIndex` is not a front matter key, so it is ignored, set in 3 files, e.g. a.mdx:3',
      '`generated` is not a front matter key, so it is ignored, set in 3 files, e.g. a.mdx:4',
      '`source_hash` is not a front matter key, so it is ignored (d.mdx:3)',
    ]);
  });
  it('tells a slip once however many files make it, with where the first does', () => {
    const keys = ['a.md', 'b.md', 'c.md'].flatMap(
      (file) => splitFrontMatter('---\nuid: x\ntitle: T\nsidebar-position: 2\n---\n', file).unknownKeys,
    );
    expect(unknownKeyWarnings(keys, { docusaurus: true })).toEqual([
      'a.md:2: `uid` is not a front matter key: did you mean `id`? (it is ignored, and in 2 other files)',
      'a.md:4: `sidebar-position` is not a front matter key: did you mean `sidebar_position`? (it is ignored, and in 2 other files)',
    ]);
  });
  it('tells a Docusaurus site of its slips only: its components get the keys of its own', () => {
    const { unknownKeys } = splitFrontMatter('---\nsidebar_positon: 1\nsource_hash: x\n---\n', 'd.mdx');
    expect(unknownKeyWarnings(unknownKeys, { docusaurus: true })).toEqual([
      'd.mdx:2: `sidebar_positon` is not a front matter key: did you mean `sidebar_position`? (it is ignored)',
    ]);
  });
});

/** A site folder in the temporary folder whose `docs` holds `files` (by path, with their text). */
async function docsFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ckdocs-docs-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, 'docs', file, '..'), { recursive: true });
    await writeFile(join(dir, 'docs', file), text);
  }
  return dir;
}

/** A version of `docsFolder`'s docs with one sidebar of them all. */
const EVERY_DOC = { ...NEXT, dir: 'docs', mainDocId: undefined, sidebars: { all: '.' } };

describe('scanning a version', () => {
  it('builds the sidebar from folders, _category_.json, positions and index docs; drafts are left out', async () => {
    const site = await copyFixture('basic');
    const version = await scanVersion(site.dir, NEXT, false);
    expect(version.docs.map((d) => d.id).sort()).toEqual([
      'guide/more/advanced',
      'guide/more/index',
      'guide/start/intro',
      'guide/start/setup',
    ]);
    const [start, more] = version.sidebars.guide!;
    expect(start).toMatchObject({ type: 'category', label: 'Start Here', href: undefined });
    // Labelled by the doc it links to, as Docusaurus labels a folder without a _category_.json label.
    expect(more).toMatchObject({ type: 'category', label: 'More topics', href: '/docs/next/guide/more' });
    expect(flattenSidebar(version.sidebars.guide!).map((l) => l.label)).toEqual([
      'Introduction',
      'Setup',
      'More topics',
      'Advanced',
    ]);
    expect(version.sidebars.api).toEqual([]);
    await site.cleanup();
  });

  it('orders a doc and a folder of one position by their names: on a Docusaurus site as its generator does, capitals first', async () => {
    const dir = await docsFolder({
      'Guide.md': '---\nsidebar_position: 2\n---\n\n# Guide\n',
      'boilerplate/_category_.json': '{ "label": "Boilerplate", "position": 2 }',
      'boilerplate/screens.md': '# Screens\n',
    });
    const labels = async (docusaurus: boolean) =>
      (await scanVersion(dir, EVERY_DOC, false, { namesAsCodeUnits: docusaurus })).sidebars.all!.map(
        (item) => item.type !== 'html' && item.label,
      );
    expect(await labels(true)).toEqual(['Guide', 'Boilerplate']);
    // A ckdocs site sorts names as readers do.
    expect(await labels(false)).toEqual(['Boilerplate', 'Guide']);
    await rm(dir, { recursive: true, force: true });
  });

  it("links a category to its own folder's doc by the id's last part, as Docusaurus does, though another folder's doc ends alike", async () => {
    const dir = await docsFolder({
      'anchors/index.md': '# Anchors\n',
      'toolbox/_category_.json': '{ "label": "Toolbox", "link": { "type": "doc", "id": "index" } }',
      'toolbox/index.md': '# Inside the toolbox\n',
      'toolbox/rope.md': '# Rope\n',
    });
    const { sidebars } = await scanVersion(dir, EVERY_DOC, false);
    const toolbox = sidebars.all!.find((item) => item.type === 'category' && item.label === 'Toolbox');
    expect(toolbox).toMatchObject({ docId: 'toolbox/index', items: [{ label: 'Rope' }] });
    await rm(dir, { recursive: true, force: true });
  });

  it('takes as docs the files its include globs name and its exclude globs do not', async () => {
    const site = await copyFixture('basic');
    await writeFile(
      join(site.dir, 'docs/guide/02-more/_notes.md'),
      '# Notes\n\nA private file, but not to this version.\n',
    );
    const version = await scanVersion(
      site.dir,
      {
        ...NEXT,
        mainDocId: undefined,
        sidebars: { all: '.' },
        include: ['guide/02-more/**/*.{md,mdx}'],
        exclude: ['**/index.mdx'],
      },
      false,
    );
    expect(version.docs.map((d) => d.id).sort()).toEqual(['guide/more/_notes', 'guide/more/advanced']);
    await site.cleanup();
  });

  it('makes one sidebar of every doc for the folder `.`, and takes its first doc as the main doc when none is set', async () => {
    const site = await copyFixture('basic');
    const version = await scanVersion(site.dir, { ...NEXT, mainDocId: undefined, sidebars: { all: '.' } }, false);
    expect(version.sidebars.all!.map((item) => item.type !== 'html' && item.label)).toEqual(['Guide']);
    expect(flattenSidebar(version.sidebars.all!).map((l) => l.label)).toEqual([
      'Introduction',
      'Setup',
      'More topics',
      'Advanced',
    ]);
    expect(version.docs.every((d) => d.sidebar === 'all')).toBe(true);
    expect(version.mainDocId).toBe('guide/start/intro');
    await site.cleanup();
  });

  it('names a hand-written sidebar that lists a doc which does not exist, and the id it resembles', async () => {
    const site = await copyFixture('basic');
    const sidebars = {
      guide: ['guide/start/intro', { type: 'category' as const, label: 'More', items: ['guide/more/advnced'] }],
    };
    await expect(scanVersion(site.dir, { ...NEXT, sidebars }, false)).rejects.toThrow(
      expect.objectContaining({
        message: 'The sidebar "guide" of version next names doc "guide/more/advnced", which does not exist',
        details: { problems: ['Did you mean "guide/more/advanced"?'] },
      }),
    );
    await site.cleanup();
  });

  it("hands a sidebarItemsGenerator the categories' own collapsed and collapsible only, as Docusaurus does, then settles them", async () => {
    const site = await copyFixture('basic');
    await writeFile(
      join(site.dir, 'docs/guide/01-start/_category_.json'),
      '{ "label": "Start Here", "collapsed": false }',
    );
    let given: unknown[] = [];
    const generator = async (args: ItemsGeneratorArgs) => {
      const items = await args.defaultSidebarItemsGenerator(args);
      if (args.item.dirName === 'guide') given = items;
      return items;
    };
    const version = await scanVersion(site.dir, NEXT, false, { generator });
    const [start, more] = given as Record<string, unknown>[];
    expect(start).toMatchObject({ type: 'category', label: 'Start Here', collapsed: false });
    expect(start).not.toHaveProperty('collapsible');
    expect(more).toMatchObject({ type: 'category' });
    expect(more).not.toHaveProperty('collapsed');
    expect(more).not.toHaveProperty('collapsible');
    // Settled afterwards as the site's options say: collapsible, and closed unless the category says so.
    expect(
      version.sidebars.guide!.map((item) => item.type === 'category' && [item.collapsible, item.collapsed]),
    ).toEqual([
      [true, false],
      [true, true],
    ]);
    await site.cleanup();
  });

  it('names a sidebarItemsGenerator that returns what is not a sidebar item, and where', async () => {
    const site = await copyFixture('basic');
    const generator = () => [{ type: 'doc', label: 'no id' }];
    await expect(scanVersion(site.dir, NEXT, false, { generator })).rejects.toThrow(
      expect.objectContaining({
        message: 'sidebarItemsGenerator returned items ckdocs cannot read, for "guide"',
        details: { problems: [expect.stringMatching(/^at \[0\]/)] },
      }),
    );
    await site.cleanup();
  });

  it('keeps the number prefixes of a doc that sets parse_number_prefixes: false in its id and URL, as Docusaurus does', async () => {
    const site = await copyFixture('basic');
    await writeFile(
      join(site.dir, 'docs/guide/01-start/03-kept.mdx'),
      '---\ntitle: Kept\nparse_number_prefixes: false\n---\n\nText.\n',
    );
    const version = await scanVersion(site.dir, NEXT, false);
    const kept = version.docs.find((doc) => doc.relPath === 'guide/01-start/03-kept.mdx')!;
    expect(kept.id).toBe('guide/01-start/03-kept');
    expect(kept.permalink).toBe(`${NEXT.path}/guide/01-start/03-kept`);
    // Its prefix is part of its name, not its place: it gives no position.
    expect(kept.position).toBeUndefined();
    const setup = version.docs.find((doc) => doc.relPath === 'guide/01-start/02-setup.mdx')!;
    expect(setup.id).toBe('guide/start/setup');
    await site.cleanup();
  });

  it("gathers the keys of its pages' front matter that no doc has", async () => {
    const site = await copyFixture('basic');
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    await writeFile(page, '---\ntitle: Setup\nsidebar_lable: Set up\n---\n\nText.\n');
    const version = await scanVersion(site.dir, NEXT, false);
    expect(version.unknownKeys).toEqual([{ key: 'sidebar_lable', file: page, line: 3 }]);
    await site.cleanup();
  });

  it('fails with the fix when the main doc is missing', async () => {
    const site = await copyFixture('basic');
    await expect(scanVersion(site.dir, { ...NEXT, mainDocId: 'guide/nope' }, false)).rejects.toThrow(
      'main doc "guide/nope" does not exist',
    );
    await site.cleanup();
  });
});
