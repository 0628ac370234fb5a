import type { PluginBuild } from 'esbuild';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The folder Docusaurus writes its generated files to, from the folder it runs in. */
const DOCUSAURUS_FOLDER = '.docusaurus';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A plugin that names its data through an alias of a folder it writes to (the blog's `~blog`) by
 * a path relative to that folder as it would be in Docusaurus's own `.docusaurus`, written into
 * its code, leads nowhere where the plugins' generated folder is another (a locale's own, which
 * ckdocs builds beside the default one's): `~blog/../../.ckdocs-cache/i18n/…`. Such a path is
 * read from the alias's folder in `.docusaurus`, where it leads to the file the plugin wrote.
 */
export function resolveDocusaurusFolderPaths(
  build: PluginBuild,
  aliases: Record<string, string>,
  generatedDir: string | undefined,
): void {
  if (!generatedDir) return;
  const inGenerated = Object.entries(aliases).filter(([, target]) => !relative(generatedDir, target).startsWith('..'));
  if (!inGenerated.length) return;
  const pattern = new RegExp(`^(${inGenerated.map(([name]) => escape(name)).join('|')})/`);
  build.onResolve({ filter: pattern }, (args) => {
    const [name, target] = inGenerated.find(([alias]) => args.path.startsWith(`${alias}/`))!;
    const rest = args.path.slice(name.length + 1);
    if (existsSync(join(target, rest))) return undefined;
    const meant = resolve(DOCUSAURUS_FOLDER, relative(generatedDir, target), rest);
    return existsSync(meant) ? { path: meant } : undefined;
  });
}
