import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocusaurusConfig } from '../../cli/docusaurus/site-config.js';
import { linkPackages } from '../helpers/site.js';

// Docusaurus's classic preset reads it (its debug plugin is for development), as ckdocs's CLI sets
// it; put back after, for the unit tests that run next in this process (React's JSX runtime reads it).
const nodeEnv = process.env.NODE_ENV;
beforeAll(() => {
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
});

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A site folder with this docusaurus.config.js and versions.json, and other files (path -> text). */
async function siteWith(config: string, versions: string[], files: Record<string, string> = {}): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-docusaurus-'));
  await mkdir(join(dir, 'docs'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await writeFile(join(dir, 'versions.json'), JSON.stringify(versions));
  for (const version of versions) await mkdir(join(dir, 'versioned_docs', `version-${version}`), { recursive: true });
  await writeFile(join(dir, 'docusaurus.config.js'), config);
  await linkPackages(dir);
  return join(dir, 'docusaurus.config.js');
}

const siteConfig = (docs: string) =>
  `{ title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: ${docs}, blog: false }]] }`;

async function versionsOf(file: string) {
  const { config, notes } = await readDocusaurusConfig(file, join(dir, '.ckdocs-cache'));
  return { ...(config.docs as { versions: Record<string, unknown>[]; lastVersion: string[] }), notes };
}

describe('Docusaurus docs versions as ckdocs versions', () => {
  it('serves the current version at the root when it is the last, a release under its path', async () => {
    const { notes, ...docs } = await versionsOf(
      await siteWith(
        `module.exports = ${siteConfig(`{ lastVersion: 'current', versions: { current: { label: '1.x' }, '0.1.10': { path: 'v0' } } }`)};`,
        ['0.1.10'],
      ),
    );
    expect(docs.lastVersion).toEqual(['current']);
    expect(notes).toEqual([]);
    expect(docs.versions.map((v) => [v.name, v.label, v.path, v.dir, v.banner])).toEqual([
      ['current', '1.x', '/docs', 'docs', 'none'],
      ['0.1.10', '0.1.10', '/docs/v0', 'versioned_docs/version-0.1.10', 'unmaintained'],
    ]);
  });

  it('takes routeBasePath, onlyIncludeVersions and a banner of its own', async () => {
    const docs = await versionsOf(
      await siteWith(
        `module.exports = ${siteConfig(`{ routeBasePath: '/guide/', onlyIncludeVersions: ['current', '2.0'], versions: { '2.0': { banner: 'unreleased' } } }`)};`,
        ['2.0', '1.0'],
      ),
    );
    expect(docs.versions.map((v) => [v.name, v.path, v.banner])).toEqual([
      ['current', '/guide/next', 'unreleased'],
      ['2.0', '/guide', 'unreleased'],
    ]);
  });

  it('makes one sidebar of every doc when the site names no sidebars file', async () => {
    const docs = await versionsOf(await siteWith(`module.exports = ${siteConfig('{}')};`, []));
    expect(docs.versions[0]!.sidebars).toEqual({ defaultSidebar: '.' });
    expect(docs.versions[0]!.path).toBe('/docs');
  });

  it('accepts a config exported as an async function', async () => {
    const docs = await versionsOf(await siteWith(`module.exports = async () => (${siteConfig('{}')});`, []));
    expect(docs.versions.map((v) => v.name)).toEqual(['current']);
  });

  it('takes the sidebar options as Docusaurus settles them, names folders as Docusaurus does, and lets Docusaurus warn when they disagree', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const docs = (await versionsOf(
      await siteWith(`module.exports = ${siteConfig('{ sidebarCollapsible: false, sidebarCollapsed: true }')};`, []),
    )) as unknown as Record<string, unknown>;
    const warned = warn.mock.calls.join(' ');
    warn.mockRestore();
    // Categories that cannot collapse are open: Docusaurus's validation ignores `sidebarCollapsed`.
    expect(docs).toMatchObject({ sidebarCollapsible: false, sidebarCollapsed: false, titleCaseLabels: false });
    expect(warned).toMatch(/sidebarCollapsed: true.* will be ignored/);
    expect(docs.notes).toEqual([]);
  });
});

describe("the site's own plugin files", () => {
  const withPlugin = async (plugin: string) => {
    const file = await siteWith(`module.exports = { ...${siteConfig('{}')}, plugins: ['./plugins/tide.ts'] };`, []);
    await mkdir(join(dir, 'plugins'));
    await writeFile(join(dir, 'plugins/tide.ts'), plugin);
    return readDocusaurusConfig(file, join(dir, '.ckdocs-cache'));
  };

  it('runs the validateOptions a TypeScript plugin exports beside its default', async () => {
    const { site } = await withPlugin(
      [
        "export default function tide() { return { name: 'tide' }; }",
        'export function validateOptions({ options }: { options: object }) { return { ...options, height: 4.2 }; }',
      ].join('\n'),
    );
    expect(site.plugins.find((plugin) => plugin.options.height === 4.2)).toBeDefined();
  });

  it('names the plugin file that cannot be loaded, and what it lacks', async () => {
    await expect(withPlugin("import { moon } from './moon';\nexport default () => ({ name: moon });")).rejects.toThrow(
      /^Cannot load plugins\/tide\.ts: Cannot find module '\.\/moon'/,
    );
  });
});

describe("Docusaurus's Markdown options", () => {
  it('takes the older MDX syntax the site turns off, Docusaurus filling in what it leaves, with no note', async () => {
    const file = await siteWith(
      `module.exports = { ...${siteConfig('{}')}, markdown: { mdx1Compat: { comments: false, headingIds: false } } };`,
      [],
    );
    const { config, notes } = await readDocusaurusConfig(file, join(dir, '.ckdocs-cache'));
    expect((config.markdown as Record<string, unknown>).mdx1Compat).toEqual({
      comments: false,
      admonitions: true,
      headingIds: false,
    });
    expect(notes).toEqual([]);
  });

  it("turns emoji shortcodes on, as Docusaurus's Markdown does by default, and off where the site says", async () => {
    const on = await siteWith(`module.exports = ${siteConfig('{}')};`, []);
    expect((await readDocusaurusConfig(on, join(dir, '.ckdocs-cache'))).config.markdown).toMatchObject({ emoji: true });
    const off = await siteWith(`module.exports = { ...${siteConfig('{}')}, markdown: { emoji: false } };`, []);
    const { config, notes } = await readDocusaurusConfig(off, join(dir, '.ckdocs-cache'));
    expect(config.markdown).toMatchObject({ emoji: false });
    expect(notes).toEqual([]);
  });
});

describe('search', () => {
  it("reads DocSearch's own adapter as the Algolia search theme: its `docsearch` key, its validation, its hooks", async () => {
    const adapter = 'packages/@docsearch/docusaurus-adapter';
    const file = await siteWith(
      `module.exports = { ...${siteConfig('{}')}, plugins: ['@docsearch/docusaurus-adapter'], themeConfig: { docsearch: { appId: 'TIDES', apiKey: 'key', indexName: 'tides', translations: { button: { buttonText: 'Ask the tides' } } } } };`,
      [],
      {
        [`${adapter}/package.json`]: '{ "name": "@docsearch/docusaurus-adapter", "main": "lib/index.js" }',
        // A stand-in: its plugin, with a search box of its own and an OpenSearch link, and its defaults.
        [`${adapter}/lib/index.js`]: [
          "module.exports = () => ({ name: 'docsearch-docusaurus-algolia-search', getThemePath: () => './theme',",
          '  injectHtmlTags: () => ({ headTags: [\'<link rel="search" href="/opensearch.xml">\'] }) });',
          'module.exports.validateThemeConfig = ({ themeConfig }) =>',
          "  ({ ...themeConfig, docsearch: { contextualSearch: false, searchPagePath: 'search', ...themeConfig.docsearch } });",
        ].join('\n'),
        [`${adapter}/lib/theme/SearchBar/index.js`]: 'export default function SearchBar() { return null; }',
      },
    );
    const { config, notes, site } = await readDocusaurusConfig(file, join(dir, '.ckdocs-cache'));
    expect(config.search).toMatchObject({
      appId: 'TIDES',
      apiKey: 'key',
      indexName: 'tides',
      contextualSearch: false,
      buttonText: 'Ask the tides',
    });
    expect(notes).toEqual([]);
    // Its search box is ckdocs's; what it adds to pages and to the output still runs.
    const lifecycle = site.lifecycle.find((plugin) => plugin.packageName === '@docsearch/docusaurus-adapter');
    expect(lifecycle?.hooks).toEqual(['injectHtmlTags', 'postBuild']);
  });
});
