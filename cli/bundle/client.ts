import { build, context, type BuildContext, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import { join, relative, resolve } from 'node:path';
import type { SiteData } from '../../templates/data.js';
import { bundleFailure, sitePlugin, toolRoot, vendorPlugin, type PageModule } from './plugin.js';

export interface ClientBundle {
  /** URL of the runtime entry. */
  main: string;
  /** URL of the theme stylesheet. */
  css: string;
  /** Page key -> URL of its content chunk. */
  pages: Map<string, string>;
  /** Chunk URL -> URLs it statically imports (for modulepreload). */
  imports: Map<string, string[]>;
}

export interface ClientInput {
  outDir: string;
  baseUrl: string;
  siteDir: string;
  site: SiteData;
  /** Compiled pages, by key (`<version>/<id>`). */
  pages: Map<string, PageModule>;
  vendors: Map<string, string>;
}

function clientOptions(input: ClientInput, dev: boolean): BuildOptions {
  const pageEntries = [...input.pages.keys()].map((key) => ({ in: `ck-page:${key}`, out: `pages/${key}` }));
  return {
    entryPoints: [
      { in: join(toolRoot, 'runtime/client.tsx'), out: 'main' },
      { in: join(toolRoot, 'templates/theme.css'), out: 'style' },
      ...pageEntries,
    ],
    outdir: join(input.outDir, 'assets'),
    // esbuild's content hashes take in the paths of a chunk's modules, relative to this folder: from
    // ckdocs' own, a site gives the same file names whatever folder the build runs from, and
    // wherever it is checked out with ckdocs beside it (in its node_modules, or this repository).
    absWorkingDir: toolRoot,
    publicPath: `${input.baseUrl}assets`,
    // The dev server names entries stably, so pages can be served before the bundle exists.
    entryNames: dev ? '[dir]/[name]' : '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    minify: !dev,
    metafile: true,
    write: !dev,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [vendorPlugin(input.vendors), sitePlugin(input)],
  };
}

/** A written bundle, with the files esbuild read and wrote (absolute paths), for the bundle cache. */
export interface WrittenBundle {
  bundle: ClientBundle;
  inputs: string[];
  outputs: string[];
}

/** Browser bundle: runtime + theme, one chunk per page, shared chunks; every name content-hashed. */
export async function bundleClient(input: ClientInput & { minify: boolean }): Promise<WrittenBundle> {
  const result = await build({ ...clientOptions(input, false), minify: input.minify }).catch(async (error: unknown) => {
    throw await bundleFailure(error, input.pages);
  });
  const metafile = result.metafile!;
  // Virtual modules (pages, site data) are named `namespace:path`; files are paths from ckdocs'
  // folder, or absolute where there is none (another drive), which a one-letter `D:` tells apart.
  const inputs = Object.keys(metafile.inputs)
    .filter((path) => !/^[\w-]{2,}:/.test(path))
    .map((path) => resolve(toolRoot, path));
  return {
    bundle: readMetafile(metafile, input.outDir, input.baseUrl),
    inputs,
    outputs: Object.keys(metafile.outputs).map((path) => resolve(toolRoot, path)),
  };
}

export interface DevClient {
  /** Bundles again, reusing what did not change; reads `input` as it is now (pages may change). */
  rebuild(): Promise<{ bundle: ClientBundle; files: OutputFile[] }>;
  dispose(): Promise<void>;
}

/** The dev server's bundle: an incremental esbuild context whose files stay in memory. */
export async function devClient(input: ClientInput): Promise<DevClient> {
  const ctx: BuildContext = await context(clientOptions(input, true));
  return {
    async rebuild() {
      const result = await ctx.rebuild().catch(async (error: unknown) => {
        throw await bundleFailure(error, input.pages);
      });
      return { bundle: readMetafile(result.metafile!, input.outDir, input.baseUrl), files: result.outputFiles ?? [] };
    },
    dispose: () => ctx.dispose(),
  };
}

function readMetafile(metafile: Metafile, outDir: string, baseUrl: string): ClientBundle {
  const url = (output: string) => `${baseUrl}${relative(outDir, resolve(toolRoot, output)).split('\\').join('/')}`;
  const bundle: ClientBundle = { main: '', css: '', pages: new Map(), imports: new Map() };
  for (const [output, info] of Object.entries(metafile.outputs)) {
    const href = url(output);
    bundle.imports.set(
      href,
      info.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    );
    const entry = info.entryPoint;
    if (!entry) continue;
    if (entry.startsWith('ck-page:')) bundle.pages.set(entry.slice('ck-page:'.length), href);
    else if (entry.endsWith('runtime/client.tsx')) bundle.main = href;
    else if (entry.endsWith('templates/theme.css') && output.endsWith('.css')) bundle.css = href;
  }
  return bundle;
}
