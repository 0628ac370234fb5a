import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SidebarItemConfig } from '../../cli/config/schemas/sidebar-items.js';
import type { Reporter } from '../../cli/util/reporter.js';
import { build, repoRoot } from './ckdocs.js';

export { repoRoot };

/** The basic fixture's version `next`, as its config gives it to `scanVersion`. */
export const BASIC_NEXT = {
  name: 'next',
  label: 'Next',
  path: '/docs/next',
  dir: 'docs',
  mainDocId: 'guide/start/intro',
  banner: 'none' as const,
  sidebars: { guide: 'guide', api: 'api-reference' } as Record<string, string | SidebarItemConfig[]>,
  codeSamples: { paths: {} },
};

/** A reporter that keeps what it was told, for assertions. */
export function memoryReporter(): Reporter & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, stage() {}, info() {}, warn: (m) => warnings.push(m) };
}

/** Copies fixtures/<name> into a temp folder (tests may edit it) and returns its paths. */
export async function copyFixture(
  name: string,
): Promise<{ dir: string; config: string; out: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `ckdocs-${name}-`));
  await cp(join(repoRoot, 'fixtures', name), dir, { recursive: true });
  return {
    dir,
    config: join(dir, 'site.config.ts'),
    out: join(dir, 'build'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Gives a fixture copy this repository's node_modules, as a site has its own: a config that
 * imports a package (a remark plugin) finds it from the temp folder too.
 */
export async function linkPackages(dir: string): Promise<void> {
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** Builds a fixture copy with `ckdocs build`; returns what it printed and a reader for its output files. */
export async function buildFixture(name: string) {
  const site = await copyFixture(name);
  const run = await build(site.config, site.out);
  const read = (path: string) => readFile(join(site.out, path), 'utf8');
  return { ...site, run, read };
}
