import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SidebarItemConfig } from '../../cli/config/schemas/sidebar-items.js';
import type { Reporter } from '../../cli/util/reporter.js';
import { build, repoRoot } from './ckdocs.js';

export { repoRoot };

/** The basic fixture's version `next`, as its config gives it to `scanVersion`. */
export const BASIC_NEXT = {
  name: 'next',
  instance: 'default',
  label: 'Next',
  path: '/docs/next',
  dir: 'docs',
  mainDocId: 'guide/start/intro',
  banner: 'none' as const,
  sidebars: { guide: 'guide', api: 'api-reference' } as Record<string, string | SidebarItemConfig[]>,
  codeSamples: { paths: {} },
};

/** A reporter that keeps what it was told, for assertions. */
export function memoryReporter(): Reporter & { warnings: string[]; infos: string[] } {
  const warnings: string[] = [];
  const infos: string[] = [];
  return { warnings, infos, stage() {}, info: (m) => infos.push(m), warn: (m) => warnings.push(m) };
}

/**
 * Copies fixtures/<name> into a temp folder (tests may edit it) and returns its paths. A Docusaurus
 * site folder gets its packages, as a site has them installed.
 */
export async function copyFixture(
  name: string,
): Promise<{ dir: string; config: string; out: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `ckdocs-${name}-`));
  await cp(join(repoRoot, 'fixtures', name), dir, { recursive: true });
  if ((await readdir(dir)).some((file) => /^docusaurus\.config\./.test(file))) await linkPackages(dir);
  return {
    dir,
    config: join(dir, 'site.config.ts'),
    out: join(dir, 'build'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A copy of a Docusaurus fixture, its `docusaurus.config.{ts,js}` as `edit` makes it of the fixture's. */
export async function copyFixtureEdited(name: string, edit: (config: string) => string) {
  const site = await copyFixture(name);
  await editConfig(site.dir, edit);
  return site;
}

/** Rewrites the Docusaurus site's `docusaurus.config.{ts,js}` in `dir` as `edit` makes it. */
export async function editConfig(dir: string, edit: (config: string) => string): Promise<void> {
  const file = (await readdir(dir)).find((entry) => /^docusaurus\.config\.[jt]s$/.test(entry));
  const config = join(dir, file!);
  await writeFile(config, edit(await readFile(config, 'utf8')));
}

/**
 * Gives a fixture copy this repository's node_modules, as a site has its own: a config that
 * imports a package (a remark plugin) finds it from the temp folder too. A fixture's `packages/`
 * (stand-ins for packages from npm) are installed beside them.
 */
export async function linkPackages(dir: string): Promise<void> {
  const modules = join(dir, 'node_modules');
  if (existsSync(modules)) return;
  const local = existsSync(join(dir, 'packages')) ? await readdir(join(dir, 'packages')) : [];
  if (!local.length) return symlink(join(repoRoot, 'node_modules'), modules, 'dir');
  await mkdir(modules);
  // This repository's packages, but where a stand-in takes the name; a scope (`@name`) of stand-ins
  // is a folder of both.
  const linkAll = async (scope: string, skip: string[]) => {
    const names = await readdir(join(repoRoot, 'node_modules', scope)).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => !name.startsWith('.') && !skip.includes(name))
        .map((name) => symlink(join(repoRoot, 'node_modules', scope, name), join(modules, scope, name), 'dir')),
    );
  };
  await linkAll('', local);
  const standIns = local.filter((name) => !name.startsWith('@'));
  for (const scope of local.filter((name) => name.startsWith('@'))) {
    const own = await readdir(join(dir, 'packages', scope));
    await mkdir(join(modules, scope));
    await linkAll(scope, own);
    standIns.push(...own.map((name) => join(scope, name)));
  }
  // Copied, not linked: an installed package's files are under node_modules, which ckdocs tells apart.
  await Promise.all(standIns.map((name) => cp(join(dir, 'packages', name), join(modules, name), { recursive: true })));
}

/** Builds a fixture copy with `ckdocs build`; returns what it printed and a reader for its output files. */
export async function buildFixture(name: string) {
  const site = await copyFixture(name);
  const run = await build(site.config, site.out);
  const read = (path: string) => readFile(join(site.out, path), 'utf8');
  return { ...site, run, read };
}

/** The pages of a built output, by path: each folder holding an `index.html`, sorted. */
export async function builtRoutes(outDir: string): Promise<string[]> {
  return (await readdir(outDir, { recursive: true }))
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort();
}

/**
 * Gives the site copy in `dir` node_modules of its own: this repository's packages linked, but for
 * `@docusaurus/<name>`, copied so that a test can shape it as an older release ships it. Returns
 * the copy's folder.
 */
export async function withDocusaurusPackageCopied(dir: string, name: string): Promise<string> {
  const modules = join(dir, 'node_modules');
  await rm(modules, { recursive: true, force: true });
  await mkdir(join(modules, '@docusaurus'), { recursive: true });
  const link = async (scope: string, skip: string) => {
    for (const entry of await readdir(join(repoRoot, 'node_modules', scope)))
      if (entry !== skip && !entry.startsWith('.'))
        await symlink(join(repoRoot, 'node_modules', scope, entry), join(modules, scope, entry), 'dir');
  };
  await link('', '@docusaurus');
  await link('@docusaurus', name);
  const copy = join(modules, '@docusaurus', name);
  await cp(join(repoRoot, 'node_modules/@docusaurus', name), copy, { recursive: true });
  return copy;
}
