import { build, type Message, type PartialMessage, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { basename, dirname, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { CSS_MODULE, sassErrors, stylesheetCss } from './sass.js';

/** A CSS module made global: its class names as the code sees them, and its CSS with those names. */
export interface CssModule {
  classes: Record<string, string>;
  css: string;
}

/** A CSS module esbuild could not read, with its messages (they name the file and line). */
export class CssModuleError extends Error {
  constructor(readonly errors: PartialMessage[]) {
    super(errors[0]?.text ?? 'CSS module failed');
  }
}

/**
 * The name esbuild gives a CSS module's file, from which it makes the class names
 * (`<name>_<hash>_<class>`, which `docusaurusNames` turns around): the file's own name and a hash
 * of its path from the site folder, so that two `styles.module.css` in different folders never
 * share a class name, and a name stays as it was from build to build.
 */
function moduleName(file: string, siteDir: string): string {
  const hash = createHash('sha1').update(relative(siteDir, file).split('\\').join('/')).digest('hex').slice(0, 6);
  return `${basename(file).replace(CSS_MODULE, '')}_${hash}.module.css`;
}

/** Loads `.module.css` files under their module names; leaves `url()` and `@import` to the bundle that takes the CSS. */
function cssModuleEsbuildPlugin(siteDir: string, files: Map<string, string>, sources: Map<string, string>): Plugin {
  return {
    name: 'ckdocs-css-module',
    setup(build) {
      build.onResolve({ filter: CSS_MODULE }, async (args) => {
        if (args.kind === 'url-token' || args.pluginData === 'real') return undefined;
        const file = args.path.startsWith('ck-css-source:')
          ? args.path.slice('ck-css-source:'.length)
          : (await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'real' })).path;
        const path = `/${moduleName(file, siteDir)}`;
        files.set(path, file);
        return { path, namespace: 'ck-css-source', pluginData: file };
      });
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'ck-css-source' }, async (args) => {
        const file = args.pluginData as string;
        try {
          const contents = sources.get(file) ?? (await stylesheetCss(file, siteDir)).css;
          return { contents, loader: 'local-css', resolveDir: dirname(file) };
        } catch (error) {
          return sassErrors(error, file);
        }
      });
    },
  };
}

/** Made once per file and content: the client and server bundles see the same names. */
const made = new Map<string, { source: string; module: Promise<CssModule> }>();

/**
 * `file` (a `.module.css`, or a Sass one) as global CSS and the names of its classes. esbuild makes the names, in
 * a bundle of this one file: in a bundle of many, names that collide get numbers by the order
 * modules come in, which differs between the client's bundle and the server's. `prepared`: its
 * CSS already through the site's PostCSS, which Docusaurus runs before it makes the names (a
 * Tailwind `@apply` must reach Tailwind as written).
 */
export async function cssModule(file: string, siteDir: string, prepared?: string): Promise<CssModule> {
  let source: string;
  try {
    source = prepared ?? (await stylesheetCss(file, siteDir)).css;
  } catch (error) {
    throw new CssModuleError(sassErrors(error, file).errors);
  }
  const known = made.get(file);
  if (known?.source === source) return known.module;
  const module = transform(file, siteDir, source);
  made.set(file, { source, module });
  module.catch(() => made.delete(file));
  return module;
}

async function transform(file: string, siteDir: string, source: string): Promise<CssModule> {
  const files = new Map<string, string>();
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(`ck-css-source:${file}`)};`, loader: 'js' },
    bundle: true,
    write: false,
    outdir: '/',
    format: 'iife',
    globalName: 'cssModule',
    logLevel: 'silent',
    plugins: [cssModuleEsbuildPlugin(siteDir, files, new Map([[file, source]]))],
  }).catch((error: { errors?: Message[] }) => {
    // Messages name the files as they are, not by their module names.
    const errors = (error.errors ?? []).map((m) =>
      m.location
        ? {
            ...m,
            location: {
              ...m.location,
              file: files.get(m.location.file.replace(/^ck-css-source:/, '')) ?? m.location.file,
            },
          }
        : m,
    );
    throw new CssModuleError(errors);
  });
  const output = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  // The script is esbuild's, made from the class names: an object literal in a function.
  const exports = runInNewContext(`${output('.js')};cssModule`) as { default: Record<string, string> };
  return docusaurusNames(exports.default, output('.css'));
}

/** A name esbuild made (`moduleName`): the file's name, its path's hash, the class's own name. */
const MADE_NAME = /(?<![\w-])\w*?_([0-9a-f]{6})_([\w-]+)/g;

/**
 * esbuild's names as Docusaurus makes them, the class's own name first (`docItemCol_fe1a3a`): a
 * site's CSS finds the classic theme's elements by it (`[class^='col docItemCol_']`). Only the
 * names in the module's exports change (classes, ids, keyframes, and those composed from others).
 */
function docusaurusNames(classes: Record<string, string>, css: string): CssModule {
  const made = new Set(Object.values(classes).flatMap((names) => names.split(' ')));
  const renamed = (text: string) =>
    text.replace(MADE_NAME, (name, hash: string, own: string) => (made.has(name) ? `${own}_${hash}` : name));
  return {
    classes: Object.fromEntries(Object.entries(classes).map(([name, value]) => [name, renamed(value)])),
    css: renamed(css),
  };
}
