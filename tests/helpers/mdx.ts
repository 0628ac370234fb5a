import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { needsBundle } from '../../cli/bundle/runtime-specifiers.js';
import { bundleImports, bundleTheme, contentOf } from '../../cli/bundle/server.js';
import { compileMdx } from '../../cli/mdx/compile.js';
import type { CompiledDoc } from '../../cli/mdx/types.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../cli/mdx/magic-comments.js';
import type { MdxOptions } from '../../cli/mdx/markdown-plugins.js';
import { mdxComponents } from '../../templates/theme/mdx-components.js';
import { repoRoot } from './site.js';
import type { LinkSite } from '../../common/link-target.js';

let bundled: ReturnType<typeof bundleTheme> | undefined;
/** As the basic fixture's pages compile. */
const MDX: MdxOptions = { mermaid: true, format: 'detect', magicComments: DEFAULT_MAGIC_COMMENTS };
const theme = () =>
  (bundled ??= bundleTheme({
    siteDir: `${repoRoot}/fixtures/basic`,
    cacheDir: `${repoRoot}/fixtures/basic/.ckdocs-cache`,
    baseUrl: '/',
    mdx: MDX,
  }));

/** Compiles MDX as a doc at `relPath` and renders it to static HTML, as the build does. */
export async function renderMdx(
  source: string,
  options: { relPath?: string; permalinks?: Map<string, string>; linkSite?: LinkSite; emoji?: boolean } = {},
): Promise<CompiledDoc & { html: string }> {
  const file = `${repoRoot}/fixtures/basic/docs/${options.relPath ?? 'guide/page.mdx'}`;
  const compiled = await compileMdx(source, {
    file,
    relPath: options.relPath ?? 'guide/page.mdx',
    permalinks: options.permalinks ?? new Map(),
    mermaid: true,
    linkSite: options.linkSite,
    emoji: options.emoji,
  });
  // As the build does: run as compiled, with what it imports bundled if it imports more than React and the theme.
  const page = {
    key: 't',
    code: compiled.code,
    imports: compiled.imports,
    resolveDir: `${repoRoot}/fixtures/basic/docs/guide`,
    file,
  };
  const bundled = needsBundle(page)
    ? await bundleImports({
        siteDir: `${repoRoot}/fixtures/basic`,
        cacheDir: `${repoRoot}/fixtures/basic/.ckdocs-cache`,
        baseUrl: '/',
        pages: new Map([['t', page]]),
        mdx: MDX,
      })
    : undefined;
  const Content = contentOf({ code: compiled.code, key: bundled && 't' }, await theme(), bundled);
  const html = renderToStaticMarkup(createElement(Content!, { components: mdxComponents }));
  return { ...compiled, html };
}
