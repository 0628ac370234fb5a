import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { MdxContent } from '../../templates/DocPage.js';
import type { BootData, SiteData } from '../../templates/data.js';
import { sitePlugin, toolRoot, type PageModule } from './plugin.js';

export interface ServerRenderer {
  renderApp(site: SiteData, boot: BootData, Content?: MdxContent): string;
  pages: Record<string, MdxContent | undefined>;
}

/** Content modules alone, without the theme's renderer: the dev server bundles edited pages so. */
export type ServerPages = Pick<ServerRenderer, 'pages'>;

/** Pages may still be compiling: esbuild bundles the theme meanwhile and waits for them. */
type ServerPagesInput = Map<string, PageModule | Promise<PageModule>>;

/**
 * Node bundle of the theme and every page, imported once to render all routes. It lives
 * inside this tool's node_modules so that its `react` imports resolve to ours.
 */
export function bundleServer(options: { siteDir: string; site: SiteData | Promise<SiteData>; pages: ServerPagesInput }): Promise<ServerRenderer>;
export function bundleServer(options: { siteDir: string; site: SiteData | Promise<SiteData>; pages: ServerPagesInput; pagesOnly: true }): Promise<ServerPages>;
export async function bundleServer(options: { siteDir: string; site: SiteData | Promise<SiteData>; pages: ServerPagesInput; pagesOnly?: boolean }): Promise<ServerPages> {
  const outfile = await bundleServerFile(options);
  try {
    return loadServerBundle(outfile);
  } finally {
    await rm(outfile, { force: true });
  }
}

/** The server bundle written to a file of its own, for threads that load it themselves; the caller removes it. */
export async function bundleServerFile(options: { siteDir: string; site: SiteData | Promise<SiteData>; pages: ServerPagesInput; pagesOnly?: boolean }): Promise<string> {
  const keys = [...options.pages.keys()];
  const entry = [
    options.pagesOnly ? '' : `export { renderApp } from ${JSON.stringify(join(toolRoot, 'templates/render-to-html.tsx'))};`,
    ...keys.map((key, i) => `import * as p${i} from ${JSON.stringify(`ck-page:${key}`)};`),
    `export const pages = {${keys.map((key, i) => `${JSON.stringify(key)}: p${i}.default`).join(',')}};`,
  ].join('\n');
  const dir = join(toolRoot, 'node_modules/.cache/ckdocs');
  await mkdir(dir, { recursive: true });
  // CommonJS, so that the module can leave require's cache and memory once used: an imported
  // ES module stays for the life of the process (serve bundles one per edit).
  const outfile = join(dir, `ssr-${randomUUID()}.cjs`);
  try {
    await build({
      stdin: { contents: entry, resolveDir: toolRoot, loader: 'tsx' },
      outfile,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      external: ['mermaid', '@docsearch/*'],
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      plugins: [sitePlugin(options)],
    });
  } catch (error) {
    await rm(outfile, { force: true });
    throw error;
  }
  return outfile;
}

/** Loads a server bundle so that nothing keeps it once its renderer is let go. */
export function loadServerBundle(outfile: string): ServerRenderer {
  // A require of its own: the module that makes a require function lists everything it loads
  // as its children, which would keep every bundle alive.
  const load = createRequire(outfile);
  const loaded = load(outfile) as ServerRenderer;
  delete load.cache[outfile];
  return loaded;
}
