import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A Docusaurus site whose local search plugin has a search box and a search page, both reading the
// index its postBuild writes.
describe('a local search plugin', () => {
  let site: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterEach(() => site?.cleanup());

  it("gives way to ckdocs's search, page and box, and its index, which nothing would read, is not made", async () => {
    site = await copyFixture('docusaurus-local-search');
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    const page = await readFile(join(site.out, 'search', 'index.html'), 'utf8');
    expect(page).toContain('search-page-input');
    expect(page).not.toContain('lantern-results');
    expect(existsSync(join(site.out, 'lantern-index.json'))).toBe(false);
    expect(warningsOf(run)).toContain(
      "plugin lantern-search: ckdocs's own search page is at /search in place of the plugin's, and the plugin's postBuild, which makes the index its search box and page read, is not run",
    );
  });

  it('keeps its page and index where the site has a search page of its own, which may read the index', async () => {
    site = await copyFixture('docusaurus-local-search');
    await mkdir(join(site.dir, 'src', 'theme'), { recursive: true });
    await writeFile(
      join(site.dir, 'src', 'theme', 'SearchPage.jsx'),
      'export default function SearchPage() {\n  return <main className="guild-search">Our own search</main>;\n}\n',
    );
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(join(site.out, 'search', 'index.html'), 'utf8')).toContain('guild-search');
    expect(JSON.parse(await readFile(join(site.out, 'lantern-index.json'), 'utf8'))).toContain('/search');
  });

  it("gives way to ckdocs's search box where it has a box alone, as docusaurus-lunr-search has, and makes no index", async () => {
    site = await copyFixture('docusaurus-local-search');
    await rm(join(site.dir, 'plugins/lantern-search/theme/SearchPage'), { recursive: true });
    const file = join(site.dir, 'plugins/lantern-search/index.js');
    const plugin = await readFile(file, 'utf8');
    await writeFile(file, plugin.replace(/ {4}async contentLoaded[\s\S]*?\n {4}},\n/, ''));
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toContain('search-button');
    expect(existsSync(join(site.out, 'lantern-index.json'))).toBe(false);
    expect(warningsOf(run)).toContain(
      "plugin lantern-search: ckdocs's own search box is in place of the plugin's, and the plugin's postBuild, which makes the index its search box reads, is not run",
    );
  });
});
