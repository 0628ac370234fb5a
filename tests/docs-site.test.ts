import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, repoRoot, warningsOf, type CkdocsRun } from './helpers/ckdocs.js';

// The manual is a ckdocs site in docs-site/: building it here is what builds and link-checks it in CI.
// It is built from a copy, cold, so that no cache or output lands in the repository.
let dir: string;
let run: CkdocsRun;
const out = () => join(dir, 'build');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-docs-site-'));
  const skipped = new Set(['build', '.ckdocs-cache']);
  await cp(join(repoRoot, 'docs-site'), dir, { recursive: true, filter: (path) => !skipped.has(basename(path)) });
  run = await build(join(dir, 'site.config.ts'), out());
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the manual (docs-site/)', () => {
  it('builds with no warning and no broken link or anchor', () => {
    expect(warningsOf(run)).toEqual([]);
    expect(run.stderr).not.toMatch(/broken/i);
  });

  it('has its key pages, its sidebar and its search index', async () => {
    const pages = [
      ...[
        'docs',
        'docs/commands',
        'docs/commands/build',
        'docs/commands/serve',
        'docs/commands/check',
        'docs/commands/version',
        'docs/commands/write-translations',
        'docs/configuration/i18n',
      ],
      ...['docs/configuration', 'docs/configuration/site', 'docs/configuration/docs', 'docs/configuration/blog'],
      ...['docs/writing-docs', 'docs/writing-docs/sidebars', 'docs/blog', 'docs/search', 'docs/docusaurus-sites'],
      'docs/troubleshooting',
    ];
    for (const page of pages) expect(existsSync(join(out(), page, 'index.html')), page).toBe(true);
    const start = await readFile(join(out(), 'docs/index.html'), 'utf8');
    expect(start).toContain('Getting started');
    expect(start).toContain('Configuration reference');
    expect(existsSync(join(out(), 'search/manifest.json'))).toBe(true);
  });
});

describe('README', () => {
  it('is one screen: what ckdocs is, the two commands, where to read more, every link leading to a file', async () => {
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThan(120);
    expect(readme).toContain('npm ci && npx ckdocs build');
    expect(readme).toContain('npm ci && npm test');
    expect(readme).toContain('npx ckdocs serve -c docs-site/site.config.ts');
    const links = [...readme.matchAll(/\]\(([^)#:]+)\)/g)].map((m) => m[1]!);
    expect(links).toContain('docs/ARCHITECTURE.md');
    for (const link of links) expect(existsSync(join(repoRoot, link)), link).toBe(true);
    expect(links.some((link) => link.startsWith('docs-site/docs/'))).toBe(true);
  });
});
