import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ckdocs, repoRoot } from '../helpers/ckdocs.js';
import { copyFixture, linkPackages } from '../helpers/site.js';

// `ckdocs version` in a Docusaurus site folder does what `docusaurus docs:version` does there.
describe('ckdocs version in a Docusaurus site folder', () => {
  let site: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterEach(() => site?.cleanup());

  it('writes versioned_docs, the evaluated sidebars and versions.json as Docusaurus does, and the site builds', async () => {
    site = await copyFixture('docusaurus-site');
    await linkPackages(site.dir);
    const run = await ckdocs(['version', '2.0'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/versioned_docs\/version-2\.0\/ +copy of docs\/, 4 file\(s\)/);
    expect(run.stdout).toMatch(/versioned_sidebars\/version-2\.0-sidebars\.json +the sidebars, evaluated/);
    const read = (path: string) => readFile(join(site!.dir, path), 'utf8');
    expect(await read('versions.json')).toBe('[\n  "2.0",\n  "1.0"\n]\n');
    const sidebars = (await import(join(repoRoot, 'fixtures/docusaurus-site/sidebars.ts'))).default;
    expect(await read('versioned_sidebars/version-2.0-sidebars.json')).toBe(`${JSON.stringify(sidebars, null, 2)}\n`);
    expect(await read('versioned_docs/version-2.0/manual/02-tools/01-wick.md')).toBe(
      await read('docs/manual/02-tools/01-wick.md'),
    );

    const built = await ckdocs(['build'], {}, site.dir);
    expect(built.code, built.stderr).toBe(0);
    const page = (path: string) => read(join('build', path, 'index.html'));
    // 2.0, the first of versions.json, is the latest: the docs folder's content at /docs.
    expect(await page('docs/manual/start')).toContain('light a lamp with');
    expect(await page('docs/reference/signals')).toContain('SIGHUP');
    expect(await page('docs/1.0/manual/start')).toContain('In 1.0, lamps were lit by hand.');
    expect(await page('docs/next/manual/start')).toContain('light a lamp with');
  });

  it('refuses --keep-latest when the config does not name the latest, and a release that exists', async () => {
    site = await copyFixture('docusaurus-site');
    await linkPackages(site.dir);
    const run = await ckdocs(['version', '2.0', '--keep-latest'], {}, site.dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docusaurus\.config\.ts:\d+ Cannot keep the latest version/);
    expect(run.stderr).toContain("Add `lastVersion: '1.0'` to the classic preset's docs options");
    const existing = await ckdocs(['version', '1.0'], {}, site.dir);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('Version 1.0 already exists in versions.json');
    expect(await readdir(join(site.dir, 'versioned_docs'))).toEqual(['version-1.0']);
    expect(await readFile(join(site.dir, 'versions.json'), 'utf8')).toBe('["1.0"]\n');
  });
});

describe('ckdocs version in a Docusaurus site folder of two locales', () => {
  let site: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterEach(() => site?.cleanup());

  it("copies the other locale's translated docs and labels into the new version, whose pages show them", async () => {
    site = await copyFixture('docusaurus-i18n');
    const run = await ckdocs(['version', '2.0'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    const translations = 'i18n/fa/docusaurus-plugin-content-docs';
    expect(run.stdout).toMatch(new RegExp(`${translations}/version-2\\.0/ +copy of ${translations}/current/, 2 file`));
    expect(run.stdout).toMatch(
      new RegExp(`${translations}/version-2\\.0\\.json +copy of ${translations}/current\\.json`),
    );

    const built = await ckdocs(['build'], {}, site.dir);
    expect(built.code, built.stderr).toBe(0);
    const page = await readFile(join(site.dir, 'build/fa/docs/2.0/intro/index.html'), 'utf8');
    expect(page).toContain('<title>خوش آمدید | Tidewatch</title>');
    expect(page).toContain('سنجه‌ها');
  });
});
