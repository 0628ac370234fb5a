import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

// A site whose versions each have a path of their own (`versions: { current: { path: 'v2' } }`),
// the latest one too, drawn by the classic theme's DocItem: its version banner finds the docs of
// the page shown by the docs plugin's base path, under which every version's path is.
describe('a Docusaurus site whose versions have paths of their own', () => {
  let site: Awaited<ReturnType<typeof copyFixtureEdited>>;
  let run: CkdocsRun;
  beforeAll(async () => {
    site = await copyFixtureEdited('docusaurus-doc-item-parts', (config) =>
      config.replace(
        "docs: { routeBasePath: '/',",
        "docs: { routeBasePath: '/', versions: { current: { path: 'v2' }, '1.0': { path: 'v1' } },",
      ),
    );
    // The docs' root moved to their versions' paths: the site's home is a page of its own.
    await mkdir(join(site.dir, 'src/pages'), { recursive: true });
    await writeFile(
      join(site.dir, 'src/pages/index.md'),
      '# Canal Locks\n\nEvery lock on the canal, and how to work it.\n',
    );
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site?.cleanup());

  it('builds each version at its path, the unreleased one under its banner', async () => {
    expect(run.code, run.stderr).toBe(0);
    const unreleased = await readFile(join(site.dir, 'build/v2/index.html'), 'utf8');
    expect(unreleased).toContain('theme-doc-version-banner');
    expect(unreleased).toContain('unreleased documentation');
    const latest = await readFile(join(site.dir, 'build/v1/index.html'), 'utf8');
    expect(latest).toContain('Working a lock');
    expect(latest).not.toContain('theme-doc-version-banner');
  });
});
