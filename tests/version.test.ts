import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ckdocs, repoRoot, type CkdocsRun } from './helpers/ckdocs.js';

/** What of content/ a build reads; beside it, node_modules, where the 0.1.10 API and @types/node come from. */
const CONTENT_PARTS = ['docs', 'versioned_docs', 'api', 'static', 'site.config.ts'];

/** Every path under a folder (its cache left out), to see that a refused command wrote nothing. */
async function listing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((path) => !path.startsWith('.ckdocs-cache')).sort();
}

// `ckdocs version 1.0` on a copy of the CommandKit docs, then one build of the result.
describe('ckdocs version on the CommandKit docs', () => {
  let root: string;
  let content: string;
  let before: string;
  let cut: CkdocsRun;
  const page = (path: string) => readFile(join(root, 'build', path, 'index.html'), 'utf8');
  const version = (...args: string[]) => ckdocs(['version', ...args, '--config', 'content/site.config.ts'], {}, root);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ckdocs-version-'));
    content = join(root, 'content');
    for (const part of CONTENT_PARTS)
      await cp(join(repoRoot, 'content', part), join(content, part), { recursive: true });
    await symlink(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    before = await readFile(join(content, 'site.config.ts'), 'utf8');
    cut = await version('1.0');
    if (cut.code === 0) await build(join(content, 'site.config.ts'), join(root, 'build'));
  }, 300_000); // one build of the whole site, as tests/built-once/content/ has, with a third version's docs and API models
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('prints each path it wrote, relative to the working folder', () => {
    expect(cut.code, cut.stderr).toBe(0);
    expect(cut.stdout).toMatch(/content\/versioned_docs\/version-1\.0\/ +copy of docs\/, \d+ file\(s\)/);
    expect(cut.stdout).toMatch(/content\/api\/1\.0\/ +copy of api\/next\/, \d+ file\(s\)/);
    expect(cut.stdout).toMatch(
      /content\/site\.config\.ts +version 1\.0 added at \/docs as the latest, 0\.1\.10 moved to \/docs\/0\.1\.10/,
    );
    // The footer's and home page's links to 0.1.10's pages now lead into 1.0.
    expect(cut.stderr).toMatch(
      /note site\.config\.ts links under \/docs\/ at line\(s\) \d+, \d+: those pages are now 1\.0's, 0\.1\.10's are under \/docs\/0\.1\.10\//,
    );
  });

  it('copies the Next docs and API sources, and edits only what a new version changes in the config', async () => {
    expect(
      await readFile(join(content, 'versioned_docs/version-1.0/guide/01-getting-started/01-introduction.mdx'), 'utf8'),
    ).toBe(await readFile(join(content, 'docs/guide/01-getting-started/01-introduction.mdx'), 'utf8'));
    expect(await listing(join(content, 'api/1.0'))).toEqual(await listing(join(content, 'api/next')));
    const after = await readFile(join(content, 'site.config.ts'), 'utf8');
    const entry = after.slice(
      after.indexOf("      {\n        name: '1.0',"),
      after.indexOf("      {\n        name: '0.1.10',"),
    );
    // The new entry has the paths of the copy: its own API sources and code samples' modules.
    expect(entry).toContain("dir: 'versioned_docs/version-1.0'");
    expect(entry).toContain("tsconfig: 'api/1.0/tsconfig.json'");
    expect(entry).toContain("'@commandkit/redis': ['api/1.0/redis/index.d.ts']");
    expect(entry).not.toContain('api/next');
    const undone = after
      .replace(entry, '')
      .replace("lastVersion: '1.0'", "lastVersion: '0.1.10'")
      .replace("path: '/docs/0.1.10'", "path: '/docs'");
    expect(undone).toBe(before);
  });

  it('builds 1.0 as the latest at /docs, Next at /docs/next and 0.1.10 at /docs/0.1.10', async () => {
    const latest = await page('docs/guide/getting-started/introduction');
    expect(latest).toContain('<title>Introduction to CommandKit');
    expect(await page('docs/next/guide/getting-started/introduction')).toContain('<title>Introduction to CommandKit');
    expect(await page('docs/0.1.10/guide/installation')).toContain('<title>Installation');
    // The API of 1.0 is built from its own copy of the declarations.
    expect(existsSync(join(root, 'build/docs/api-reference/commandkit/index.html'))).toBe(true);
    const dropdown = /<ul class="dropdown-menu">(.*?)<\/ul>/.exec(latest)![1]!;
    expect(
      [...dropdown.matchAll(/class="dropdown-link ?(active)?">([^<]+)</g)].map((m) => `${m[2]}${m[1] ? '*' : ''}`),
    ).toEqual(['Next', '1.0*', '0.1.10']);
  });

  it('refuses a name that exists, and writes nothing', async () => {
    const files = await listing(content);
    const run = await version('1.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Version 1.0 already exists in site.config.ts');
    expect(await listing(content)).toEqual(files);
  });

  it('refuses names that cannot be a folder and a URL segment, or that the current docs go by', async () => {
    for (const [name, reason] of [
      ['a/b', 'cannot hold a slash'],
      ['..', 'cannot be "." or ".."'],
      ['  ', 'at least one character'],
      ['next', 'is the name of the current docs'],
      ['current', 'is the name of the current docs'],
    ]) {
      const run = await version(name!);
      expect(run.code, name).toBe(1);
      expect(run.stderr).toContain(`Invalid version name "${name}"`);
      expect(run.stderr).toContain(reason);
    }
  });

  it('prints the same with --dry-run and writes nothing', async () => {
    const files = await listing(content);
    const config = await readFile(join(content, 'site.config.ts'), 'utf8');
    const run = await version('2.0', '--dry-run', '--keep-latest');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Version 2.0 would write (--dry-run: nothing written):');
    expect(run.stdout).toMatch(/content\/versioned_docs\/version-2\.0\/ +copy of docs\//);
    expect(run.stdout).toContain('version 2.0 added at /docs/2.0');
    expect(await listing(content)).toEqual(files);
    expect(await readFile(join(content, 'site.config.ts'), 'utf8')).toBe(config);
  });
});
