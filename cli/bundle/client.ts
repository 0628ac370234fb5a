import { build, type Metafile } from 'esbuild';
import { join, relative } from 'node:path';
import type { SiteData } from '../../templates/data.js';
import { sitePlugin, toolRoot, vendorPlugin, type PageModule } from './plugin.js';

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

/** Browser bundle: runtime + theme, one chunk per page, shared chunks; every name content-hashed. */
export async function bundleClient(options: { outDir: string; baseUrl: string; siteDir: string; site: SiteData; pages: Map<string, PageModule>; minify: boolean; vendors: Map<string, string> }): Promise<ClientBundle> {
  const pageEntries = [...options.pages.keys()].map((key) => ({ in: `ck-page:${key}`, out: `pages/${key}` }));
  const result = await build({
    entryPoints: [
      { in: join(toolRoot, 'runtime/client.tsx'), out: 'main' },
      { in: join(toolRoot, 'templates/theme.css'), out: 'style' },
      ...pageEntries,
    ],
    outdir: join(options.outDir, 'assets'),
    publicPath: `${options.baseUrl}assets`,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    minify: options.minify,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [vendorPlugin(options.vendors), sitePlugin(options)],
  });
  return readMetafile(result.metafile, options.outDir, options.baseUrl);
}

function readMetafile(metafile: Metafile, outDir: string, baseUrl: string): ClientBundle {
  const cwd = process.cwd();
  const url = (output: string) => `${baseUrl}${relative(outDir, join(cwd, output)).split('\\').join('/')}`;
  const bundle: ClientBundle = { main: '', css: '', pages: new Map(), imports: new Map() };
  for (const [output, info] of Object.entries(metafile.outputs)) {
    const href = url(output);
    bundle.imports.set(href, info.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)));
    const entry = info.entryPoint;
    if (!entry) continue;
    if (entry.startsWith('ck-page:')) bundle.pages.set(entry.slice('ck-page:'.length), href);
    else if (entry.endsWith('runtime/client.tsx')) bundle.main = href;
    else if (entry.endsWith('templates/theme.css') && output.endsWith('.css')) bundle.css = href;
  }
  return bundle;
}
