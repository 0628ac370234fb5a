import type { Loader, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { cssModule, CssModuleError } from './css-modules.js';
import { CSS_MODULE, STYLESHEET } from './sass.js';
import { svgComponent, SvgSyntaxError } from './svg-component.js';
import { URL_IMPORT } from '../mdx/remark-local-files.js';
import {
  INLINE_LOADERS,
  InlineLoaderError,
  inlineLoaderRequest,
  resolveLoaders,
  runInlineLoaders,
  splitQuery,
} from './inline-loaders.js';

/** Files that code (and CSS's `url()`) gets as a URL: a content-hashed copy under the output's assets. */
const URL_FILES = [
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'woff', 'woff2', 'eot', 'ttf', 'otf'],
  // Audio and video, and documents, as Docusaurus's file loader takes them.
  ...['mp4', 'webm', 'ogv', 'mov', 'm4v', 'mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac', 'pdf'],
];

/** esbuild's loaders for files taken as URLs; an SVG is one too where CSS refers to it. */
export const fileLoaders: Record<string, Loader> = Object.fromEntries(
  [...URL_FILES, 'svg'].map((ext) => [`.${ext}`, 'file' as const]),
);

const ASSET = new RegExp(`\\.(${[...URL_FILES, 'svg', 'css', 'scss', 'sass'].join('|')})$`, 'i');
/** `!!raw-loader!` (or `raw-loader!`, or with options: `raw-loader?esModule=false!`) before a path. */
const RAW_LOADER = /^!{0,2}raw-loader(?:\?([^!]*))?!/;
/** Imports made by code; CSS's own (`url()`, `@import`) go to esbuild's CSS loaders. */
const FROM_CODE = new Set(['import-statement', 'require-call', 'dynamic-import']);
/** What a file copied as it is goes by in esbuild (and its metafile's inputs): `ck-asset-file:<path>`. */
export const ASSET_FILE = 'ck-asset-file:';
/** Marks the resolution this plugin asks esbuild for, so as not to answer it itself. */
const RESOLVED = 'ckdocs-assets:resolved';

/** Namespace of what code imports: an SVG as a component, a stylesheet, or a URL. */
const namespaceOf = (path: string) => (/\.svg$/i.test(path) ? 'ck-svg' : STYLESHEET.test(path) ? 'ck-style' : 'ck-url');

/**
 * The client module a stylesheet stands for in metafile inputs (`ck-style:<file>`), or undefined:
 * the client bundle gathers these into the site's stylesheet (site-styles.ts).
 */
export function importedStylesheet(input: string): string | undefined {
  return input.startsWith('ck-style:') ? input.slice('ck-style:'.length) : undefined;
}

/** The file a module of this plugin was made from (`ck-svg:<file>`, ...), for the bundle cache. */
export function assetSource(input: string): string | undefined {
  const [, namespace, path] = /^ck-(svg|style|raw|raw-text|inline-loaders):(.*)$/.exec(input) ?? [];
  return namespace === 'inline-loaders' ? splitQuery(inlineLoaderRequest(path!)!.file)[0] : path;
}

/**
 * What site code imports besides code, as Docusaurus's webpack config gives it, alike on the
 * server and in the browser: an SVG is a React component (svg-component.ts), an image or font
 * its URL as default export (`require(...).default` too), a `.module.css` its class names
 * (css-modules.ts). Stylesheets add no CSS to page chunks: the client bundle makes one site
 * stylesheet of them, and the server ignores their CSS.
 */
export function assetsEsbuildPlugin(options: {
  siteDir: string;
  /**
   * The URLs the client bundle gave the files it copied, by path: a server bundle made after it
   * names a file by its URL rather than hashing its bytes again (pages' screenshots and videos).
   */
  assetUrls?: Map<string, string>;
}): Plugin {
  return {
    name: 'ckdocs-assets',
    setup(build) {
      build.initialOptions.loader = { ...fileLoaders, ...build.initialOptions.loader };
      // Copied as it is, whatever its kind: a page may link to a PDF or an archive beside it.
      build.onResolve({ filter: /^ck-asset-file:/ }, (args) => ({
        path: args.path.slice(ASSET_FILE.length),
        namespace: 'ck-asset-file',
      }));
      build.onLoad({ filter: /.*/, namespace: 'ck-asset-file' }, async (args) => {
        const url = options.assetUrls?.get(args.path);
        // The client's URL is escaped for Markdown links (`encodePath`); esbuild's own is not.
        if (url !== undefined)
          return { contents: `export default ${JSON.stringify(decodeURIComponent(url))};`, loader: 'js' };
        return { contents: await readFile(args.path), loader: 'file' };
      });
      // `!!raw-loader!./file`: webpack's inline loader, which sites use to show a file's text. As
      // raw-loader makes it, the text is the module's default export (`require(...).default`), or
      // with `esModule=false` the module itself.
      build.onResolve({ filter: RAW_LOADER }, async (args) => {
        const [prefix, options = ''] = RAW_LOADER.exec(args.path)!;
        const { path, errors } = await build.resolve(args.path.slice(prefix.length), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVED,
        });
        const textItself = new URLSearchParams(options).get('esModule') === 'false';
        return errors.length || !path ? { errors } : { path, namespace: textItself ? 'ck-raw-text' : 'ck-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-raw' }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'ck-raw-text' }, async (args) => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
      }));
      // `!!yaml-loader!./file.yaml`: any other inline loader, the site's own, run as webpack runs it.
      // Code's imports only: a stylesheet's `url()` with a `!` is a data URL or a file's name.
      build.onResolve({ filter: INLINE_LOADERS }, async (args) => {
        if (!FROM_CODE.has(args.kind)) return undefined;
        const request = inlineLoaderRequest(args.path)!;
        const [file, query] = splitQuery(request.file);
        const { path, errors } = await build.resolve(file, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVED,
        });
        if (errors.length || !path) return { errors };
        try {
          const loaders = resolveLoaders(request.loaders, args.resolveDir, options.siteDir);
          return { path: `${loaders.join('!')}!${path}${query}`, namespace: 'ck-inline-loaders' };
        } catch (error) {
          if (error instanceof InlineLoaderError) return { errors: [{ text: error.message }] };
          throw error;
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-inline-loaders' }, async (args) => {
        const { loaders, file } = inlineLoaderRequest(args.path)!;
        try {
          const made = await runInlineLoaders(loaders, file, options.siteDir);
          return {
            contents: made.code,
            loader: 'js',
            resolveDir: dirname(splitQuery(file)[0]),
            watchFiles: made.files,
            warnings: made.warnings.map((text) => ({ text })),
          };
        } catch (error) {
          if (error instanceof InlineLoaderError) return { errors: [{ text: error.message }] };
          throw error;
        }
      });
      // A Markdown image or file link (remark-local-files.ts): the file's URL, whatever its kind.
      build.onResolve({ filter: /^ck-url:/ }, async (args) => {
        const { path, errors } = await build.resolve(args.path.slice(URL_IMPORT.length), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVED,
        });
        return errors.length || !path ? { errors } : { path, namespace: 'ck-url' };
      });
      build.onResolve({ filter: ASSET }, async (args) => {
        if (!FROM_CODE.has(args.kind) || args.pluginData === RESOLVED) return undefined;
        const { path, errors } = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVED,
        });
        // Unresolved, esbuild reports it as for any import.
        return errors.length || !path ? undefined : { path, namespace: namespaceOf(path) };
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-url' }, (args) => ({
        contents: `import url from ${JSON.stringify(`${ASSET_FILE}${args.path}`)};\nexport default url;\n`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'ck-svg' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        try {
          return { contents: svgComponent(source), loader: 'jsx', resolveDir: dirname(args.path) };
        } catch (error) {
          if (!(error instanceof SvgSyntaxError)) throw error;
          const location = { file: args.path, line: error.line, lineText: source.split('\n')[error.line - 1] };
          return { errors: [{ text: `This SVG is not well-formed XML: ${error.message}.`, location }] };
        }
      });
      build.onLoad({ filter: CSS_MODULE, namespace: 'ck-style' }, async (args) => {
        try {
          const { classes } = await cssModule(args.path, options.siteDir);
          return { contents: `export default ${JSON.stringify(classes)};\n`, loader: 'js' };
        } catch (error) {
          if (error instanceof CssModuleError) return { errors: error.errors };
          throw error;
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-style' }, () => ({ contents: 'export {};\n', loader: 'js' }));
    },
  };
}
