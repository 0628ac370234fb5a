import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, ckdocs } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

// `ckdocs version` on the small ckdocs fixture: a version beside the latest, and configs it will not touch.
describe('ckdocs version on a ckdocs site', () => {
  let site: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterEach(() => site?.cleanup());
  const version = (...args: string[]) => ckdocs(['version', ...args], {}, site!.dir);
  const config = () => readFile(site!.config, 'utf8');

  it('with --keep-latest, adds the version after Next, unreleased, and leaves the latest where it was', async () => {
    site = await copyFixture('basic');
    const before = await config();
    const run = await version('2.0', '--keep-latest');
    expect(run.code, run.stderr).toBe(0);
    const entry = [
      '      {',
      "        name: '2.0',",
      "        label: '2.0',",
      "        path: '/docs/2.0',",
      "        dir: 'versioned_docs/version-2.0',",
      "        banner: 'unreleased',",
      "        mainDocId: 'guide/start/intro',",
      '      },',
      '',
    ].join('\n');
    const at = before.indexOf("      { name: '1.0'");
    expect(await config()).toBe(before.slice(0, at) + entry + before.slice(at));
    await build(site.config, site.out);
    const html = await readFile(join(site.out, 'docs/2.0/guide/start/intro/index.html'), 'utf8');
    const dropdown = /<ul class="dropdown-menu">(.*?)<\/ul>/.exec(html)![1]!;
    expect([...dropdown.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Next', '2.0', '1.0']);
    expect(await readFile(join(site.out, 'docs/guide/hello/index.html'), 'utf8')).toContain(
      'dropdown-link active">1.0<',
    );
  });

  it('refuses a site without current docs', async () => {
    site = await copyFixture('basic');
    await rm(join(site.dir, 'docs'), { recursive: true });
    const run = await version('2.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No current docs to version: docs/ is missing or empty');
    expect(await readdir(site.dir)).not.toContain('versioned_docs');
  });

  it('writes nothing when the versions are not written as literals, and shows the entry to add and where', async () => {
    site = await copyFixture('basic');
    const spread = (await config())
      .replace('versions: [', 'versions: [...olderVersions,')
      .replace('export default', 'const olderVersions: never[] = [];\nexport default');
    await writeFile(site.config, spread);
    const run = await version('2.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /site\.config\.ts:21 Cannot add the version to site\.config\.ts safely: `docs\.versions` is not written as one object literal per version\. Nothing was written\./,
    );
    expect(run.stderr).toContain("  name: '2.0',\n  label: '2.0',\n  path: '/docs',");
    expect(run.stderr).toContain("Set docs.lastVersion to '2.0'.");
    expect(run.stderr).toContain("Change the path of version 1.0 to '/docs/1.0'.");
    expect(run.stderr).toContain('Copy docs/ to versioned_docs/version-2.0/.');
    expect(await config()).toBe(spread);
    expect(await readdir(site.dir)).not.toContain('versioned_docs');
  });

  it("with --instance, versions a second set of docs as its latest, naming both sets' latest", async () => {
    site = await copyFixture('basic');
    // A crew handbook beside the guide: a set of docs of its own, with its current docs at /crew.
    const handbook =
      "{ name: 'handbook', label: 'Handbook', instance: 'crew', path: '/crew', dir: 'crew', sidebars: { crew: '.' } },";
    await writeFile(site.config, (await config()).replace('    ],\n  },\n});', `      ${handbook}\n    ],\n  },\n});`));
    await mkdir(join(site.dir, 'crew'));
    await writeFile(join(site.dir, 'crew/watch.md'), '# Night watch\n\nThe crew keeps the lamp lit until dawn.\n');
    const run = await version('2.0', '--instance', 'crew');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/crew_versioned_docs\/version-2\.0\/ +copy of crew\/, 1 file\(s\)/);
    const edited = await config();
    expect(edited).toContain("lastVersion: ['1.0', '2.0'],");
    expect(edited).toContain("path: '/crew/handbook'");
    expect(edited).toContain("dir: 'crew_versioned_docs/version-2.0',");
    await build(site.config, site.out);
    const page = (path: string) => readFile(join(site!.out, path, 'index.html'), 'utf8');
    expect(await page('crew/watch')).toContain('until dawn');
    expect(await page('crew/handbook/watch')).toContain('until dawn');
    // The guide's latest is still 1.0, at /docs.
    expect(await page('docs/guide/hello')).toContain('dropdown-link active">1.0<');
  });
});
