import type { Loader, Plugin } from 'esbuild';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { SITE_LOADERS } from './site-esbuild-plugin.js';

/**
 * A `require` of a template string under the site folder with one value in it, webpack's
 * "context" module: `` require(`@site/static/img/${name}.png`) ``. The folder, the value, and what
 * follows it.
 */
const CONTEXT = /\brequire\(\s*`@site\/([^`$]*\/)?([^`$/]*)\$\{([^}`]+)\}([^`$]*)`\s*\)/g;

/** The files under `folder` (site-relative, `/`-separated) whose names start and end as given. */
function filesOf(siteDir: string, folder: string, start: string, end: string): string[] {
  const names = readdirSync(join(siteDir, folder), { recursive: true, encoding: 'utf8' });
  return names
    .map((name) => `${folder}${name.split(sep).join('/')}`)
    .filter((path) => path.slice(folder.length).startsWith(start) && path.endsWith(end))
    .sort();
}

/**
 * Script files of the site's own folders, as an esbuild filter: every file of a bundle is matched
 * against it, and one the filter lets through costs a call into this process. So the installed
 * packages (`node_modules`, most of what a bundle reads) never match.
 */
export function siteCodeFilter(siteDir: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const folders = readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => escape(entry.name));
  const root = escape(`${siteDir}${sep}`);
  const within = folders.length ? `(?:(?:${folders.join('|')})${escape(sep)}.*)?` : '';
  return new RegExp(`^${root}${within}[^${escape(sep)}]*\\.[jt]sx?$`);
}

/**
 * Webpack's context requires in the site's code: each becomes a table of the files it may name,
 * each `require`d by its own path (so images and the rest load as any import of them does: an
 * object whose `default` is the URL), looked up by the value at run time, as webpack does.
 */
export function contextRequiresEsbuildPlugin(options: { siteDir: string }): Plugin {
  return {
    name: 'ckdocs-context-requires',
    setup(build) {
      build.onLoad({ filter: siteCodeFilter(options.siteDir), namespace: 'file' }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('require(`@site/')) return undefined;
        let found = false;
        const contents = source.replace(CONTEXT, (whole, folder = '', start: string, value: string, end: string) => {
          let files: string[];
          try {
            files = filesOf(options.siteDir, folder, start, end);
          } catch {
            return whole;
          }
          const entries = files.map(
            (file) => `${JSON.stringify(file)}: () => require(${JSON.stringify(`@site/${file}`)})`,
          );
          const key = `\`${folder}${start}\${${value}}${end}\``;
          found = true;
          return `((key) => ({${entries.join(', ')}})[key]?.() ?? (() => { throw new Error("Cannot find module '@site/" + key + "'"); })())(${key})`;
        });
        if (!found) return undefined;
        const extension = extname(args.path);
        return {
          contents,
          loader: (SITE_LOADERS[extension as keyof typeof SITE_LOADERS] ?? extension.slice(1)) as Loader,
        };
      });
    },
  };
}
