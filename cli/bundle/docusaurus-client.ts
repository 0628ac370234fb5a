import type { PluginBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { generatedDirOf, isDocusaurusSite } from '../docusaurus/generated-files.js';
import { toolRoot } from '../util/tool-root.js';
import { DOCUSAURUS_MODULES } from './docusaurus-modules.js';
import { siteCodeNames } from './site-code.js';
import { siteFileResolved } from './site-file-module.js';
import { classicDrawnParts, drawsOwnNavbar, fillsNavbarMenu } from './swizzled.js';

/** The `@generated/*` modules ckdocs writes for a Docusaurus site with its config (cli/docusaurus/generated-files.ts). */
const GENERATED = ['docusaurus.config', 'site-storage', 'i18n', 'codeTranslations', 'site-metadata'];
/** Those it writes once the pages are routed. */
const GENERATED_FROM_CONTENT = ['routes', 'docs-versions'];

/** ckdocs's modules of a Docusaurus site's data, made of the generated ones; on a ckdocs site, undefined. */
const DOCUSAURUS_DATA: Record<string, string> = {
  'docusaurus-context':
    "import siteConfig from '@generated/docusaurus.config';\nimport i18n from '@generated/i18n';\nimport siteMetadata from '@generated/site-metadata';\nimport codeTranslations from '@generated/codeTranslations';\nexport default { siteConfig, i18n, siteMetadata, codeTranslations };\n",
  'docusaurus-docs': "export { default } from '@generated/docs-versions';\n",
  'docusaurus-code-translations': "export { default } from '@generated/codeTranslations';\n",
};

/**
 * The providers of theme-common's contexts that the classic theme's Layout puts around a page
 * (the navbar's mobile sidebar, scroll, announcement bar, preferred version, title format), for the site's own
 * components written against them; each that the site's version exports. The colour mode is ckdocs's,
 * and so are the plugin's classes on `<html>` (cli/docusaurus/html-classes.ts), of the route's own plugin.
 */
const PROVIDERS = `import { createElement } from 'react';
import { composeProviders } from '@docusaurus/theme-common';
import * as internal from '@docusaurus/theme-common/internal';
import * as docs from '@docusaurus/plugin-content-docs/client';
const names = ['AnnouncementBarProvider', 'ScrollControllerProvider', 'DocsPreferredVersionContextProvider', 'NavbarProvider'];
const providers = names.map((name) => internal[name] ?? docs[name]).filter(Boolean);
// Page titles as the classic theme formats them by default (3.10's ThemeProvider).
const { TitleFormatterProvider } = internal;
if (TitleFormatterProvider)
  providers.unshift(({ children }) => createElement(TitleFormatterProvider, { formatter: (params) => params.defaultFormatter(params) }, children));
export default composeProviders(providers);
`;

/**
 * An import from `/` (`import team from '/data/team.json'`) as Docusaurus's webpack resolves it:
 * from the static folders, then the site's folder, then the working folder (its `resolve.roots`).
 * A stylesheet's `url()` goes its own way (cli/bundle/site-css.ts).
 */
function resolveFromRoots(build: PluginBuild, siteDir: string, generatedDir: string): void {
  const config = JSON.parse(readFileSync(join(generatedDir, 'docusaurus.config.json'), 'utf8')) as {
    staticDirectories?: string[];
  };
  const statics = (config.staticDirectories ?? ['static']).map((dir) => resolve(siteDir, dir));
  const roots = [...statics, siteDir, process.cwd()];
  build.onResolve({ filter: /^\/[^/]/ }, (args) => {
    if (args.kind === 'url-token' || existsSync(args.path)) return undefined;
    const file = roots.map((root) => join(root, args.path)).find((path) => existsSync(path));
    // Resolved again by its full path, so that what an asset becomes (an SVG a component) applies.
    return file
      ? build
          .resolve(file, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: args.pluginData,
          })
          .then(siteFileResolved)
      : undefined;
  });
}

/**
 * The JSX factory of a site file that its tsconfig.json compiles for React's classic runtime
 * (`"jsx": "react"`) on a Docusaurus site: React as a server bundle's first line or, in the
 * browser, templates/react-global.ts sets it, so that the
 * file needs no import of React, as under Docusaurus's automatic runtime, whose compiler reads no
 * tsconfig.json. Other files use the automatic runtime; a ckdocs site's files keep React's own.
 */
const CLASSIC_JSX = {
  jsxFactory: 'globalThis.__ckdocsReact.createElement',
  jsxFragment: 'globalThis.__ckdocsReact.Fragment',
};

/**
 * What Docusaurus's client code reads on a Docusaurus site, from the site's own packages:
 * `@generated/<name>` (the validated config, site storage, locales, routes, docs), ckdocs's
 * modules that read them (`ck:docusaurus-context` as `useDocusaurusContext` gives it,
 * `ck:docusaurus-docs` for the docs plugin's global data, `ck:docusaurus-code-translations` for `<Translate>`; on a ckdocs site,
 * whose data is its own, nothing but the strings of its locale), and Docusaurus's client packages themselves (themeCommon, installedModules below).
 */
export function resolveDocusaurusClient(
  build: PluginBuild,
  {
    siteDir,
    cacheDir,
    codeTranslations,
    generatedAtLoad,
    pluginsGeneratedDir,
  }: {
    siteDir: string;
    cacheDir: string;
    codeTranslations?: Record<string, string>;
    generatedAtLoad?: boolean;
    pluginsGeneratedDir?: string;
  },
  themePaths: string[] = [],
): void {
  const generatedDir = generatedDirOf(cacheDir);
  const docusaurus = isDocusaurusSite(cacheDir);
  // A constant, so that a ckdocs site's bundles leave out what only a Docusaurus site shows.
  build.initialOptions.define = { ...build.initialOptions.define, DOCUSAURUS_SITE: String(docusaurus) };
  if (docusaurus) Object.assign(build.initialOptions, CLASSIC_JSX);
  // A server bundle sets it before any module runs: a site module may draw JSX as it loads (a table
  // of icons), which a bundle's lazily loaded modules can do before any module of its own runs.
  if (docusaurus && build.initialOptions.format === 'cjs') {
    const banner = build.initialOptions.banner?.js;
    build.initialOptions.banner = { js: `${banner ? `${banner}\n` : ''}globalThis.__ckdocsReact = require('react');` };
  }
  const names = [...GENERATED, ...GENERATED_FROM_CONTENT].join('|').replace(/\./g, '\\.');
  build.onResolve({ filter: new RegExp(`^@generated/(${names})$`) }, (args) => {
    const name = args.path.slice('@generated/'.length);
    const file = join(generatedDir, `${name}.json`);
    // A server bundle made before the pages are routed requires their file as it loads, once written.
    if (docusaurus && generatedAtLoad && GENERATED_FROM_CONTENT.includes(name)) return { path: file, external: true };
    return existsSync(file) ? { path: file } : undefined;
  });
  if (docusaurus) resolveFromRoots(build, siteDir, generatedDir);
  // Any other `@generated/` file is one a plugin wrote to the context's folder (a local search's index settings).
  if (pluginsGeneratedDir)
    build.onResolve({ filter: /^@generated\// }, (args) => {
      const file = join(pluginsGeneratedDir, args.path.slice('@generated/'.length));
      return existsSync(file) ? { path: file } : undefined;
    });
  build.onResolve(
    {
      filter: /^ck:docusaurus-(context|docs|code-translations|providers|route-providers|sidebar-menu|menu-items)$/,
    },
    (args) => ({
      path: args.path.slice('ck:'.length),
      namespace: 'ck-docusaurus',
    }),
  );
  let everyPage: Promise<boolean> | undefined;
  // Around every page when the site's code reads theme-common, the classic theme draws a part
  // around a piece of the site's (swizzled.ts, `CLASSIC_PIECES`) or a navbar of the site's own is
  // drawn (built on the classic theme's parts); else around plugins' routes alone (those the
  // classic theme's components draw, which read them), in their own chunks.
  const providersAround = async (route: boolean) =>
    docusaurus &&
    (await (everyPage ??= siteCodeNames(siteDir, themePaths, '@docusaurus/theme-common').then(
      (reads) => reads || classicDrawnParts(siteDir, themePaths).length > 0 || drawsOwnNavbar(siteDir, themePaths),
    ))) !== route;
  // A navbar built on the classic theme's shows a doc's sidebar in its menu on narrow screens,
  // which the classic DocSidebar's mobile piece fills: ckdocs's sidebar has it fill it.
  const sidebarMenu = () =>
    docusaurus && fillsNavbarMenu(siteDir, themePaths)
      ? `import Mobile from '@theme/DocSidebar/Mobile';\nimport { withSidebarProps } from ${JSON.stringify(join(toolRoot, 'templates/docusaurus/doc-sidebar-props.tsx'))};\nexport default withSidebarProps(Mobile);\n`
      : 'export default undefined;\n';
  // ckdocs's navbar lists the doc's sidebar in its menu on narrow screens: with the classic theme's
  // items where the classic DocSidebar draws it, which would hand them to a classic navbar's menu.
  const menuItems = () =>
    docusaurus && classicDrawnParts(siteDir, themePaths).includes('DocSidebar')
      ? `export { default } from ${JSON.stringify(join(toolRoot, 'templates/docusaurus/classic-menu-items.tsx'))};\n`
      : 'export default undefined;\n';
  /** The source of `ck:<name>`. */
  const moduleSource = async (name: string): Promise<string> => {
    if (name === 'docusaurus-sidebar-menu') return sidebarMenu();
    if (name === 'docusaurus-menu-items') return menuItems();
    if (name.endsWith('providers'))
      return (await providersAround(name === 'docusaurus-route-providers'))
        ? PROVIDERS
        : 'export default ({ children }) => children;\n';
    return docusaurus ? DOCUSAURUS_DATA[name]! : `export default ${ownSiteData(name, codeTranslations)};\n`;
  };
  build.onLoad({ filter: /.*/, namespace: 'ck-docusaurus' }, async (args) => ({
    contents: await moduleSource(args.path),
    loader: 'js',
    resolveDir: siteDir,
  }));
  if (!docusaurus) return;
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  themeCommon(build, siteRequire);
  installedModules(build, siteRequire);
}

/** What a ckdocs site's `ck:docusaurus-*` module holds: the locale's strings when it has some, else nothing. */
function ownSiteData(module: string, codeTranslations: Record<string, string> = {}): string {
  return module === 'docusaurus-code-translations' && Object.keys(codeTranslations).length
    ? JSON.stringify(codeTranslations)
    : 'undefined';
}

/**
 * Client modules of Docusaurus's that a Docusaurus site gets from its own packages, whole: what
 * ckdocs holds the state of (the location, the doc shown, its sidebar and version) is ckdocs's,
 * the rest (`matchPath`, `useDocVersionSuggestions`, …) Docusaurus's own code on that state.
 */
const INSTALLED_MODULES: Record<string, { installed: string; withCkdocs?: true }> = {
  '@docusaurus/router': { installed: '@docusaurus/core/lib/client/exports/router.js', withCkdocs: true },
  '@docusaurus/renderRoutes': { installed: '@docusaurus/core/lib/client/exports/renderRoutes.js' },
  '@docusaurus/plugin-content-docs/client': { installed: '@docusaurus/plugin-content-docs/client', withCkdocs: true },
};

function installedModules(build: PluginBuild, siteRequire: NodeRequire): void {
  const names = Object.keys(INSTALLED_MODULES).map((name) => name.replace(/[/.-]/g, '\\$&'));
  build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => {
    const { installed, withCkdocs } = INSTALLED_MODULES[args.path]!;
    let path: string;
    try {
      path = siteRequire.resolve(installed);
    } catch {
      return undefined;
    }
    return withCkdocs ? { path, namespace: 'ck-docusaurus-module', pluginData: args.path } : { path };
  });
  // react-router's hooks, which Docusaurus's router re-exports, as a site's code imports them
  // straight from the package: ckdocs's location, as `@docusaurus/router` gives it. Docusaurus's
  // router module and react-router's own packages keep the real one.
  build.onResolve({ filter: /^react-router(-dom)?$/ }, (args) => {
    if (/[\\/]node_modules[\\/](react-router|@docusaurus[\\/]core)/.test(args.importer)) return undefined;
    let path: string;
    try {
      path = siteRequire.resolve(args.path);
    } catch {
      return undefined;
    }
    return { path, namespace: 'ck-docusaurus-module', pluginData: '@docusaurus/router' };
  });
  build.onLoad({ filter: /.*/, namespace: 'ck-docusaurus-module' }, (args) => {
    const { file, exports } = DOCUSAURUS_MODULES[args.pluginData as string]!;
    const ckdocs = JSON.stringify(join(toolRoot, 'templates/docusaurus', file));
    return {
      // Names exported here win over those `export *` brings.
      contents: `export * from ${JSON.stringify(args.path)};\nexport { ${exports.join(', ')} } from ${ckdocs};\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    };
  });
}

/**
 * Modules of theme-common and of the docs plugin's client whose state ckdocs holds, by the path
 * their package imports them by: ckdocs's in their place (the colour mode the navbar's switch
 * sets; the doc, its version and its sidebar, which come with the page).
 */
const CONTEXTS: [RegExp, string][] = [
  [/\/contexts\/colorMode(\.js)?$/, 'templates/docusaurus/color-mode-context.ts'],
  [/\/(contexts\/)?docsVersion(\.js)?$/, 'templates/docusaurus/docs-contexts.tsx'],
  [/\/(contexts\/)?docsSidebar(\.js)?$/, 'templates/docusaurus/docs-contexts.tsx'],
  [/\/(contexts\/)?doc(\.js)?$/, 'templates/docusaurus/doc-context.ts'],
];

/**
 * `@docusaurus/theme-common` (and `/internal`, `/Details`) as the site installed it: the classic
 * theme's components and the site's swizzled ones are written against its whole surface. It runs
 * on ckdocs's `@docusaurus/*` modules, and the contexts whose state ckdocs holds are ckdocs's
 * (`CONTEXTS`): code blocks follow the navbar's switch, a swizzled banner reads the page's version,
 * a component reads the doc shown.
 */
function themeCommon(build: PluginBuild, siteRequire: NodeRequire): void {
  let entry: string;
  try {
    entry = siteRequire.resolve('@docusaurus/theme-common');
  } catch {
    return;
  }
  const libs = [dirname(entry) + sep];
  try {
    libs.push(dirname(siteRequire.resolve('@docusaurus/plugin-content-docs/client')) + sep);
  } catch {
    // A site without the docs plugin's client: theme-common's own contexts only.
  }
  build.onResolve({ filter: /^@docusaurus\/theme-common(\/internal|\/Details)?$/ }, (args) => ({
    path: siteRequire.resolve(args.path),
  }));
  build.onResolve({ filter: /^\.\.?\/.*(colorMode|docsVersion|docsSidebar|doc)(\.js)?$/ }, (args) => {
    if (!libs.some((lib) => args.importer.startsWith(lib))) return undefined;
    const ours = CONTEXTS.find(([pattern]) => pattern.test(args.path));
    return ours && { path: join(toolRoot, ours[1]) };
  });
}

/**
 * Docusaurus's client packages whose React contexts the theme's providers and the pages'
 * components must share. On the server the theme and what pages import are two bundles: these
 * are bundled in the theme's, which registers them, and the pages' bundle takes them from there
 * (`shareDocusaurusModules`). None on a site without them (a ckdocs site).
 */
export function sharedDocusaurusModules({ siteDir, cacheDir }: { siteDir: string; cacheDir: string }): string[] {
  if (!isDocusaurusSite(cacheDir)) return [];
  try {
    createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/theme-common');
  } catch {
    return [];
  }
  return [
    '@docusaurus/theme-common',
    '@docusaurus/theme-common/internal',
    '@docusaurus/plugin-content-docs/client',
    '@docusaurus/useRouteContext',
  ];
}

/** Where the theme's server bundle registers the shared modules. */
const SHARED = "globalThis[Symbol.for('ckdocs.docusaurusModules')]";

/** The theme bundle's entry lines that register the shared modules. */
export function registerSharedModules(names: string[]): string {
  const imports = names.map((name, i) => `import * as _ckShared${i} from ${JSON.stringify(name)};`);
  const table = names.map((name, i) => `${JSON.stringify(name)}: _ckShared${i}`).join(', ');
  return `${imports.join('\n')}\n${SHARED} = {${table}};\n`;
}

/** In the pages' server bundle: the shared modules as the theme's bundle registered them. */
export function shareDocusaurusModules(build: PluginBuild, names: string[]): void {
  if (!names.length) return;
  const filter = new RegExp(`^(${names.map((name) => name.replace(/[/.-]/g, '\\$&')).join('|')})$`);
  build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'ck-shared' }));
  // ckdocs's blog components import its route context by its file, the one shared module that
  // is ckdocs's own (the others are the site's packages): that file is the shared module too, as
  // an ES module, which an importer of Node's ES modules (ckdocs's) takes the default export of.
  const ROUTE_CONTEXT = '@docusaurus/useRouteContext';
  const routeContext = join(toolRoot, 'templates/docusaurus', DOCUSAURUS_MODULES[ROUTE_CONTEXT]!.file);
  const withoutExtension = routeContext.replace(/\.tsx?$/, '');
  build.onResolve({ filter: /\/useRouteContext(\.js)?$/ }, (args) =>
    args.importer.startsWith(toolRoot) && resolve(args.resolveDir, args.path).replace(/\.js$/, '') === withoutExtension
      ? { path: ROUTE_CONTEXT, namespace: 'ck-shared-own' }
      : undefined,
  );
  build.onLoad({ filter: /.*/, namespace: 'ck-shared-own' }, (args) => {
    const named = DOCUSAURUS_MODULES[args.path]!.exports.filter((name) => name !== 'default');
    return {
      contents: `const m = ${SHARED}[${JSON.stringify(args.path)}];\nexport default m.default;\nexport const { ${named.join(', ')} } = m;\n`,
      loader: 'js',
    };
  });
  build.onLoad({ filter: /.*/, namespace: 'ck-shared' }, (args) => ({
    // Marked as an ES module: a default import takes its default export, not the whole module.
    contents: `module.exports = { __esModule: true, ...${SHARED}[${JSON.stringify(args.path)}] };\n`,
    loader: 'js',
  }));
}
