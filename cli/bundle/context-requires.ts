import type { Loader, Plugin } from 'esbuild';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { SITE_LOADERS } from './site-esbuild-plugin.js';
import { escapeRegExp } from './import-position.js';

/**
 * A `require` of a template string with values in it, under the site folder or the requiring
 * file's, webpack's "context" module: `` require(`@site/static/img/${name}.png`) ``,
 * `` require(`./examples/${name}`) ``, after inline loaders if any
 * (`` require(`!!raw-loader!@site/code/${repo}/${file}`) ``). The loaders, the base, and the path.
 */
const CONTEXT = /\brequire\(\s*`((?:-!|!!|!)?(?:[^`$!]+!)+)?(@site\/|\.\.?\/)((?:[^`$\\]|\$\{[^}`]+\})*)`\s*,?\s*\)/g;
/** A value in a template string, which splits it into its fixed parts and the values' expressions. */
const VALUE = /\$\{([^}`]+)\}/;

/** The files under `dir` (paths after `prefix`, `/`-separated), but those of installed packages. */
function filesUnder(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return [`${prefix}${entry.name}`];
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    return filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`);
  });
}

/**
 * The files (relative to `base`, `/`-separated) a context require may name, as webpack lists them:
 * under the folder its path starts with, whose paths have its fixed parts, each value any text.
 */
function filesOf(base: string, fixed: string[]): string[] {
  const folder = fixed[0]!.slice(0, fixed[0]!.lastIndexOf('/') + 1);
  const named = new RegExp(`^${fixed.map(escapeRegExp).join('.*')}$`);
  return filesUnder(join(base, folder), folder)
    .filter((path) => named.test(path))
    .sort();
}

/**
 * Script files of the site's own folders, as an esbuild filter: every file of a bundle is matched
 * against it, and one the filter lets through costs a call into this process. So the installed
 * packages (`node_modules`, most of what a bundle reads) never match.
 */
export function siteCodeFilter(siteDir: string): RegExp {
  const folders = readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => escapeRegExp(entry.name));
  const root = escapeRegExp(`${siteDir}${sep}`);
  const within = folders.length ? `(?:(?:${folders.join('|')})${escapeRegExp(sep)}.*)?` : '';
  return new RegExp(`^${root}${within}[^${escapeRegExp(sep)}]*\\.[jt]sx?$`);
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
        if (!/\brequire\(\s*`/.test(source)) return undefined;
        let found = false;
        const contents = source.replace(CONTEXT, (whole, loaders: string = '', from: string, path: string) => {
          const fixed = path.split(VALUE).filter((_, i) => i % 2 === 0);
          if (fixed.length < 2) return whole;
          let files: string[];
          try {
            files = filesOf(from === '@site/' ? options.siteDir : join(dirname(args.path), from), fixed);
          } catch {
            return whole;
          }
          const request = (file: string) => `${loaders}${from}${file}`;
          const entries = files.map(
            (file) => `${JSON.stringify(file)}: () => require(${JSON.stringify(request(file))})`,
          );
          found = true;
          return `((key) => ({${entries.join(', ')}})[key]?.() ?? (() => { throw new Error(${JSON.stringify(`Cannot find module '${request('')}`)} + key + "'"); })())(\`${path}\`)`;
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
