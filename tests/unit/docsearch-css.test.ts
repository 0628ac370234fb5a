import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { docSearchBefore4 } from '../../cli/bundle/docsearch-css.js';
import type { ListedPlugin } from '../../cli/docusaurus/plugin-list.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * A theme package at `folder` that installs its own DocSearch of `version`, built as DocSearch
 * ships it (its ES build's folder has a package.json of its own), listed as the site's plugin.
 */
async function themeWithDocSearch(folder: string, packageName: string, version: string): Promise<ListedPlugin> {
  const entry = join(folder, 'lib/index.js');
  await write(entry, 'module.exports = () => ({});\n');
  await write(join(folder, 'lib/theme/SearchBar/index.js'), 'export default function SearchBar() { return null; }\n');
  const docsearch = join(folder, 'node_modules/@docsearch/react');
  await write(
    join(docsearch, 'package.json'),
    JSON.stringify({ name: '@docsearch/react', version, main: 'dist/umd/index.js', module: 'dist/esm/index.js' }),
  );
  await write(join(docsearch, 'dist/umd/index.js'), 'module.exports = {};\n');
  await write(join(docsearch, 'dist/esm/package.json'), '{ "type": "module" }\n');
  return { packageName, config: { entryPath: entry } as ListedPlugin['config'], options: {} };
}

it("tells the search button's Control key by the DocSearch the search theme installs: a sign before 4, the word from 4", async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-docsearch-'));
  const site = async (searchVersion: string) => [
    // The classic theme has a SearchBar of its own, and here installs another DocSearch: not the one that searches.
    await themeWithDocSearch(join(dir, searchVersion, 'classic'), '@docusaurus/theme-classic', '4.7.1'),
    await themeWithDocSearch(join(dir, searchVersion, 'search'), '@docusaurus/theme-search-algolia', searchVersion),
  ];
  expect(docSearchBefore4(await site('3.9.0'))).toBe(true);
  expect(docSearchBefore4(await site('4.3.2'))).toBe(false);
  // No search theme: ckdocs's own button, the word.
  expect(docSearchBefore4([])).toBe(false);
  expect(docSearchBefore4(undefined)).toBe(false);
});
