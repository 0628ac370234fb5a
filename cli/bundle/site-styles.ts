import { build, type BuildOptions, type BuildResult, type Metafile, type OnLoadResult } from 'esbuild';
import { dirname } from 'node:path';
import { fileLoaders, importedStylesheet } from './assets-esbuild-plugin.js';
import { ENTRIES } from './client-files.js';
import { cssModule, CssModuleError } from './css-modules.js';
import { CSS_MODULE, sassErrors, stylesheetCss } from './sass.js';
import { notingScanned, processCss, siteCssEsbuildPlugin, type SiteCss } from './site-css.js';
import { memoized } from './stylesheet-memo.js';
import { layeredImport } from './css-layers.js';

/**
 * The stylesheets site code imports, from the client bundle's metafile: which pages and import
 * groups import one (through any module; as their `ck-page:` and `ck-group:` names), whether every
 * page does (the runtime's own imports reach one: a swizzled component's or a client module's),
 * and every stylesheet once, in import order from the runtime (`runtime` names its entry), then
 * the pages and groups by name, then what the runtime loads on demand.
 */
export function importedStyles(
  metafile: Metafile,
  runtime: string,
): { importers: string[]; everyPage: boolean; files: string[] } {
  const { inputs } = metafile;
  const pageKeys = Object.keys(inputs)
    .filter((input) => input.startsWith('ck-page:') || input.startsWith('ck-group:'))
    .sort();
  const found = new Set<string>();
  const walk = (onDemand: boolean) => {
    const seen = new Set<string>();
    const visit = (input: string) => {
      if (seen.has(input)) return;
      seen.add(input);
      const file = importedStylesheet(input);
      if (file) found.add(file);
      for (const imported of inputs[input]?.imports ?? [])
        if (onDemand || imported.kind !== 'dynamic-import') visit(imported.path);
    };
    return visit;
  };
  // What the runtime loads on demand (search) is no part of every page.
  walk(false)(runtime);
  const everyPage = found.size > 0;
  // The rest, what modules load on demand too (a component a page imports with `import()`), as
  // Docusaurus puts all of a site's CSS in its one stylesheet.
  const visit = walk(true);
  pageKeys.forEach(visit);
  visit(runtime);
  const files = [...found];
  // Every module that leads to a stylesheet, walking imports backwards from the stylesheets.
  const importers = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(inputs))
    for (const { path } of imports) {
      if (!importers.has(path)) importers.set(path, []);
      importers.get(path)!.push(input);
    }
  const styled = new Set(files.map((file) => `ck-style:${file}`));
  for (const input of styled) for (const importer of importers.get(input) ?? []) styled.add(importer);
  return { importers: pageKeys.filter((input) => styled.has(input)), everyPage, files };
}

/**
 * One stylesheet of every CSS file site code imports (CSS modules with their class names made
 * global), as Docusaurus makes one of all a site's CSS: the same file on every page that needs
 * one, in the browser's cache after the first, in one cascade order, each through the site's
 * PostCSS (a CSS module's once its class names are made), in its cascade layer if the site's
 * layers give it one (the classic theme's own). Written where `options` (the client
 * bundle's) say, as its `ENTRIES.siteStyles` with their entry names.
 */
export async function bundleSiteStyles(
  files: string[],
  { siteDir, css }: { siteDir: string; css: SiteCss },
  options: BuildOptions,
): Promise<BuildResult> {
  const { outdir, absWorkingDir, publicPath, entryNames, assetNames, minify, write, target, logLevel } = options;
  const imports = files.map((file) =>
    layeredImport(CSS_MODULE.test(file) ? `ck-css-module:${file}` : file, css.layers?.layerOf(file)),
  );
  return build({
    ...{ outdir, absWorkingDir, publicPath, entryNames, assetNames, minify, write, target, logLevel },
    entryPoints: [{ in: 'ck:site-styles', out: ENTRIES.siteStyles }],
    bundle: true,
    metafile: true,
    loader: fileLoaders,
    plugins: [
      siteCssEsbuildPlugin(css),
      {
        name: 'ckdocs-site-styles',
        setup(build) {
          build.onResolve({ filter: /^ck:site-styles$/ }, () => ({ path: 'site-styles', namespace: 'ck-site-styles' }));
          build.onLoad({ filter: /.*/, namespace: 'ck-site-styles' }, () => ({
            contents: imports.join('\n'),
            loader: 'css',
            resolveDir: siteDir,
          }));
          build.onResolve({ filter: /^ck-css-module:/ }, (args) => ({
            path: args.path.slice('ck-css-module:'.length),
            namespace: 'ck-css-module',
          }));
          build.onLoad({ filter: /.*/, namespace: 'ck-css-module' }, async (args) =>
            notingScanned(
              css,
              await memoized(css.memo, `${css.key}\0module\0${args.path}`, () =>
                cssModuleLoaded(args.path, css, siteDir),
              ),
            ),
          );
        },
      },
    ],
  });
}

/** A CSS module as esbuild loads it: PostCSS first, then the class names, in Docusaurus's order of loaders. */
async function cssModuleLoaded(file: string, css: SiteCss, siteDir: string): Promise<OnLoadResult> {
  try {
    let source: string;
    try {
      source = (await stylesheetCss(file, siteDir)).css;
    } catch (error) {
      return sassErrors(error, file);
    }
    const processed = css.postcss ? await processCss(css.postcss, file, source) : { css: source, scannedDirs: [] };
    if ('errors' in processed) return processed;
    const module = await cssModule(file, siteDir, processed.css);
    return { contents: module.css, loader: 'css', resolveDir: dirname(file), watchDirs: processed.scannedDirs };
  } catch (error) {
    if (error instanceof CssModuleError) return { errors: error.errors };
    throw error;
  }
}
