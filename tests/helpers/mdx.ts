import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleServer } from '../../cli/bundle/server.js';
import { compileMdx, type CompiledDoc } from '../../cli/mdx/compile.js';
import { mdxComponents } from '../../templates/theme/mdx-components.js';
import type { SiteData } from '../../templates/data.js';
import { repoRoot } from './site.js';

/** Compiles MDX as a doc at `relPath` and renders it to static HTML, as the build does. */
export async function renderMdx(source: string, options: { relPath?: string; permalinks?: Map<string, string> } = {}): Promise<CompiledDoc & { html: string }> {
  const compiled = await compileMdx(source, {
    file: `${repoRoot}/fixtures/basic/docs/${options.relPath ?? 'guide/page.mdx'}`,
    relPath: options.relPath ?? 'guide/page.mdx',
    permalinks: options.permalinks ?? new Map(),
    mermaid: true,
  });
  const renderer = await bundleServer({
    siteDir: `${repoRoot}/fixtures/basic`,
    site: {} as SiteData,
    pages: new Map([['t', { key: 't', code: compiled.code, resolveDir: `${repoRoot}/fixtures/basic/docs/guide` }]]),
  });
  const html = renderToStaticMarkup(createElement(renderer.pages.t!, { components: mdxComponents }));
  return { ...compiled, html };
}
