import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Plugin, PluginBuild, ResolveResult } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/compile.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import { resolveDocusaurusModules } from './docusaurus-modules.js';
import { resolveDocusaurusClient } from './docusaurus-client.js';
import { resolveSwizzled } from './swizzled.js';
import { docItemModule } from './doc-item-module.js';
import { resolveFallbacks } from './fallbacks.js';
import { provideNames } from './provided.js';
import { blogTemplateAliases, isBlogTemplate } from '../blog/paths.js';
import { toolRoot } from '../util/tool-root.js';
import { importChecks, usedImportNames } from './named-imports.js';
import type { SiteData } from '../../templates/data.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';

export { toolRoot };
const require = createRequire(join(toolRoot, 'package.json'));

export interface PageModule {
  /** Stable key, also the output name: version/doc-id. */
  key: string;
  /** Compiled MDX, as a function body (cli/mdx/recma-page-factory.ts). */
  code: string;
  /** The specifiers it imports. */
  imports: string[];
  /** Folder its relative imports resolve from. */
  resolveDir: string;
  /** The doc's file, for errors. */
  file: string;
}

/** Key of a doc's page module: `<version>/<id>`. */
/** Loaders of site code: JSX in `.js` files, which Docusaurus compiles (its own template has them). */
export const SITE_LOADERS = { '.js': 'jsx' } as const;

export const pageKey = (doc: DocSource) => `${doc.version}/${doc.id}`;

/** A compiled doc as the bundlers' page module; drawn by `docItemComponent`, its version's, when it has one. */
export function pageModule(doc: DocSource, out: CompiledDoc, docItemComponent?: string): PageModule {
  const page = {
    key: pageKey(doc),
    code: out.code,
    imports: out.imports,
    resolveDir: dirname(doc.file),
    file: doc.file,
  };
  return docItemComponent ? docItemModule(page, doc, out, docItemComponent) : page;
}

/** Specifiers a page may import and still run on the server without a bundle: React's and the theme's. */
function runtimeSpecifiers(): string[] {
  return ['react', 'react/jsx-runtime', ...Object.keys(themeAliases())];
}

let runtime: Set<string> | undefined;

/** Whether a page imports anything beyond React and the theme: then it must be bundled to run. */
export function needsBundle(page: PageModule): boolean {
  runtime ??= new Set(runtimeSpecifiers());
  return page.imports.some((specifier) => !runtime!.has(specifier));
}

/**
 * Module source that imports each of `specifiers` whole and declares `name` as an object of them
 * by specifier. Its names start with `_ck`: a page's own code, which may see them, cannot mean them.
 */
export function moduleTable(name: string, specifiers: string[]): string {
  const imports = specifiers.map((specifier, i) => `import * as _ckModule${i} from ${JSON.stringify(specifier)};`);
  const table = specifiers.map((specifier, i) => `${JSON.stringify(specifier)}: _ckModule${i}`).join(', ');
  return `${imports.join('\n')}\nconst ${name} = {${table}};\n`;
}

/** The modules a page imports, as a table by specifier, and checks of the names it takes from them. */
function importsSource(page: PageModule): string {
  return `${moduleTable('_ckModules', page.imports)}${importChecks(usedImportNames(page.code))}`;
}

/**
 * Pages that import the same modules, resolved alike, in a build's browser bundle: they share one
 * bundled table of those modules, and each page's own code is written as it is (page-chunks.ts).
 * Bundling each such page as an entry of its own cost esbuild as much as the rest of the bundle.
 */
export interface ImportGroup {
  /** Its name in the bundle (`ck-group:<key>`), from what it imports. */
  key: string;
  specifiers: string[];
  /** The folder its modules resolve from: a page's, unless where it is changes nothing. */
  resolveDir: string;
  /** The names its pages take from each module, for the bundler to check. */
  names: Map<string, string[]>;
  pages: PageModule[];
}

/** Specifiers that resolve the same from any page: the site folder's, React's, the theme's and the blog's templates. */
const resolvedAnywhere = (specifier: string) =>
  specifier.startsWith('@site/') || isBlogTemplate(specifier) || runtime!.has(specifier);

/** The pages (those that need a bundle) grouped by what they import and from where. */
export function importGroups(pages: Iterable<PageModule>): Map<string, ImportGroup> {
  runtime ??= new Set(runtimeSpecifiers());
  const groups = new Map<string, ImportGroup>();
  for (const page of pages) {
    const specifiers = [...new Set(page.imports)].sort();
    const from = specifiers.every(resolvedAnywhere) ? '' : page.resolveDir;
    const key = createHash('sha1')
      .update(JSON.stringify([specifiers, from]))
      .digest('hex')
      .slice(0, 12);
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { key, specifiers, resolveDir: page.resolveDir, names: new Map(), pages: [] }));
    group.pages.push(page);
    for (const [specifier, names] of usedImportNames(page.code)) {
      const known = group.names.get(specifier) ?? [];
      group.names.set(specifier, [...known, ...names.filter((name) => !known.includes(name))]);
    }
  }
  return groups;
}

/** A page as a module for a bundler: its function body, called with the modules it imports. */
function pageSource(page: PageModule): string {
  return `${importsSource(page)}export default (function (${IMPORT_PARAM}) {\n${page.code}\n})((specifier) => _ckModules[specifier]).default;\n`;
}

/**
 * A page as a browser chunk of its own, written as compiled: `makePage` returns the page's
 * exports. A page that imports only React and the theme takes the runtime's table of those modules
 * (`ck:page-imports`), which `makePage` is given; any other imports its group's table (`tableUrl`).
 */
export function pageChunkSource(page: PageModule, tableUrl?: string): string {
  if (tableUrl === undefined) return `export function makePage(${IMPORT_PARAM}) {\n${page.code}\n}\n`;
  return `import _ckModules from ${JSON.stringify(tableUrl)};\nexport function makePage() {\nconst ${IMPORT_PARAM} = (specifier) => _ckModules[specifier];\n${page.code}\n}\n`;
}

/**
 * Resolves what pages and theme import: compiled MDX pages (`ck-page:<key>`) or their imports
 * alone (`ck-imports:<key>`), the tables of import groups (`ck-group:<key>`), the site data
 * module (`ck:site-data`), the modules a page may import without a bundle, by specifier
 * (`ck:page-imports`), what draws docs through a version's DocItem (`ck:doc-item`,
 * `ck:doc-item-pages`), `@theme/*` (the theme's components), `@site/*` (the site folder),
 * and React, always from this tool so that pages and theme share one React. Without `site` (the
 * server's bundles), nothing may import the site data.
 */
export function sitePlugin(options: {
  siteDir: string;
  site?: SiteData;
  pages: Map<string, PageModule>;
  groups?: Map<string, ImportGroup>;
  clientModules?: string[];
  /** What the site's plugins give the bundles: theme folders (first wins), module aliases, constants. */
  fromPlugins?: PluginBundleParts;
}): Plugin {
  return {
    name: 'ckdocs-site',
    setup(build) {
      build.onResolve({ filter: /^ck-(page|imports|group):/ }, (args) => {
        const colon = args.path.indexOf(':');
        return { path: args.path.slice(colon + 1), namespace: args.path.slice(0, colon) };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-page' }, (args) => {
        const page = options.pages.get(args.path)!;
        return { contents: pageSource(page), loader: 'js', resolveDir: page.resolveDir };
      });
      // The server runs a page's code as it is, with only its imports bundled (`ck-imports:<key>`).
      build.onLoad({ filter: /.*/, namespace: 'ck-imports' }, (args) => {
        const page = options.pages.get(args.path)!;
        return {
          contents: `${importsSource(page)}export default _ckModules;\n`,
          loader: 'js',
          resolveDir: page.resolveDir,
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-group' }, (args) => {
        const group = options.groups!.get(args.path)!;
        return {
          contents: `${moduleTable('_ckModules', group.specifiers)}${importChecks(group.names)}export default _ckModules;\n`,
          loader: 'js',
          resolveDir: group.resolveDir,
        };
      });
      build.onResolve({ filter: /^ck:(site-data|page-imports|client-modules|doc-item-pages)$/ }, (args) => ({
        path: args.path.slice(3),
        namespace: 'ck',
      }));
      build.onResolve({ filter: /^ck:doc-item$/ }, () => ({
        path: join(toolRoot, 'templates/docusaurus/doc-item.tsx'),
      }));
      // Docusaurus's generated module of the plugins' global data, which client modules read as they load.
      build.onResolve({ filter: /^@generated\/globalData$/ }, () => ({ path: 'global-data', namespace: 'ck' }));
      build.onLoad({ filter: /.*/, namespace: 'ck' }, (args) => {
        if (args.path === 'page-imports')
          return {
            contents: `${moduleTable('modules', runtimeSpecifiers())}export default modules;\n`,
            loader: 'js',
            resolveDir: toolRoot,
          };
        if (args.path === 'client-modules') return clientModulesSource(options.clientModules ?? [], options.siteDir);
        // A constant, so that the browser bundle of a site without DocItem components drops their frame.
        if (args.path === 'doc-item-pages')
          return {
            contents: `export const docItemPages = ${!options.site || options.site.versions.some((v) => v.docItem)};\n`,
            loader: 'js',
          };
        if (args.path === 'global-data')
          return {
            contents: `import site from 'ck:site-data';\nimport { globalDataOf } from ${JSON.stringify(join(toolRoot, 'templates/docusaurus/global-data.ts'))};\nexport default globalDataOf(site);\n`,
            loader: 'js',
            resolveDir: toolRoot,
          };
        if (!options.site) throw new Error('the site data is for the browser bundle only');
        return { contents: JSON.stringify(options.site), loader: 'json' };
      });
      // `@theme/X` is an alias, resolved as the theme's own relative imports of the same files are:
      // a path handed back by onResolve lacks the package's module type, and whichever import of a
      // component came first decided how the bundle wraps its CommonJS imports.
      build.initialOptions.alias = {
        ...build.initialOptions.alias,
        ...themeAliases(),
        ...blogTemplateAliases(),
        ...options.fromPlugins?.aliases,
      };
      build.initialOptions.define = { ...build.initialOptions.define, ...options.fromPlugins?.defines };
      resolveFallbacks(build, options.fromPlugins?.fallbacks ?? {});
      provideNames(build, options.fromPlugins?.provided ?? {});
      resolveSwizzled(build, options.siteDir);
      resolvePluginThemes(build, options.fromPlugins?.themePaths ?? []);
      resolveDocusaurusClient(build, options.siteDir, options.fromPlugins?.themePaths);
      resolveDocusaurusModules(build, themeAliases(), options.siteDir);
      // Hundreds of pages import the same few `@site/` modules.
      const siteImport = onePerBuild<ResolveResult>(build);
      build.onResolve({ filter: /^@site\// }, (args) =>
        siteImport(`${args.kind}:${args.path}`, () =>
          build.resolve(`./${args.path.slice(6)}`, { resolveDir: options.siteDir, kind: args.kind }),
        ),
      );
      // The search modal's stylesheet, as text its lazy chunk injects: no CSS on pages until search is used.
      // Named by package path, not absolute path: a virtual module's name goes into its chunk's hash.
      build.onResolve({ filter: /^ck:docsearch-css$/ }, () => ({
        path: '@docsearch/css/dist/style.css',
        namespace: 'ck-text',
      }));
      build.onLoad({ filter: /.*/, namespace: 'ck-text' }, async (args) => ({
        contents: await readFile(require.resolve(args.path), 'utf8'),
        loader: 'text',
      }));
      // Search code is loaded on first use in the browser and never runs on the server: the
      // server bundle keeps those dynamic imports as they are instead of inlining them.
      build.onResolve({ filter: /runtime\/search\// }, (args) =>
        build.initialOptions.platform === 'node' && args.kind === 'dynamic-import'
          ? { path: args.path, external: true }
          : undefined,
      );
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        build.initialOptions.platform === 'node'
          ? { path: args.path, external: true }
          : { path: require.resolve(args.path) },
      );
    },
  };
}

/**
 * The module the runtime calls the site's client modules' lifecycles through (`ck:client-modules`):
 * it imports each, once, on every page. A site without any gets two functions that do nothing.
 */
function clientModulesSource(modules: string[], siteDir: string) {
  if (!modules.length)
    return {
      contents: 'export const routeUpdate = () => () => {};\nexport const routeDidUpdate = () => {};\n',
      loader: 'js' as const,
    };
  const lifecycles = JSON.stringify(join(toolRoot, 'runtime/client-lifecycles.ts'));
  return {
    contents: `${moduleTable('_ckClientModules', modules)}import { clientLifecycles } from ${lifecycles};\nexport const { routeUpdate, routeDidUpdate } = clientLifecycles(Object.values(_ckClientModules));\n`,
    loader: 'js' as const,
    resolveDir: siteDir,
  };
}

/**
 * `@theme/X` from the site's plugins' theme folders (`getThemePath`), after the site's own
 * `src/theme/` (swizzled.ts). As Docusaurus layers a theme over the classic one, a plugin's
 * component takes the place of ckdocs's of the same name (an API theme's Tabs).
 */
function resolvePluginThemes(build: PluginBuild, themePaths: string[]): void {
  if (!themePaths.length) return;
  // Every page and component importing a `@theme/` name asks: the folders are searched once a name.
  const themeImport = onePerBuild<ResolveResult | undefined>(build);
  build.onResolve({ filter: /^@theme\// }, (args) =>
    themeImport(`${args.kind}:${args.path}`, async () => {
      for (const dir of themePaths) {
        const found = await build.resolve(`./${args.path.slice('@theme/'.length)}`, {
          resolveDir: dir,
          kind: args.kind,
        });
        if (!found.errors.length) return found;
      }
      return undefined;
    }),
  );
}

/**
 * One answer per key for a build, forgotten when the next starts: each of esbuild's answers to
 * `build.resolve` is a slow round trip, and the same import is asked about from many files.
 */
function onePerBuild<T>(build: PluginBuild): (key: string, make: () => Promise<T>) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  build.onStart(() => answers.clear());
  return (key, make) => {
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = make()));
    return answer;
  };
}

/** `@theme/<Component>` -> its file, for every component of the theme. */
function themeAliases(): Record<string, string> {
  const dir = join(toolRoot, 'templates/theme');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => [`@theme/${f.slice(0, -4)}`, join(dir, f)]),
  );
}

/** Points bare imports of prebuilt vendor libraries at their URLs (loaded at run time). */
export function vendorPlugin(urls: Map<string, string>): Plugin {
  const filter = new RegExp(`^(${[...urls.keys()].join('|')})$`);
  return {
    name: 'ckdocs-vendor',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: urls.get(args.path)!, external: true }));
    },
  };
}
