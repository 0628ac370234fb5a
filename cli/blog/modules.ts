import { dirname } from 'node:path';
import type { PageModule } from '../bundle/types.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { importCall } from '../mdx/recma-page-factory.js';
import { fromSiteFolder, type MarkdownCode as Code } from '../pages/markdown-module.js';
import type { BlogPostData } from '../../common/blog/data.js';
import { blogTemplate } from './paths.js';
import type { BlogContent, BlogPage } from './types.js';

/**
 * A page of the blog as the bundlers' page module: its template, given its data and, as
 * components, the compiled posts it shows (`content` for a post's page, `excerpts` for a list),
 * their code inside as it was compiled, each in a scope of its own. So its chunk is written as a
 * doc's is (cli/bundle/page-chunks.ts), and pages that import alike share one import group,
 * rather than each being bundled.
 */
function templateModule(page: BlogPage, posts: Record<string, Code | Code[]>, resolveDir: string): PageModule {
  const template = blogTemplate(page.template);
  const component = ({ code }: Code) => `(function () {\n${code}\n})().default`;
  const parts = Object.entries(posts).map(
    ([name, value]) =>
      `${JSON.stringify(name)}: ${Array.isArray(value) ? `[${value.map(component).join(',\n')}]` : component(value)}`,
  );
  const code = [
    `const _ckPosts = {${parts.join(',\n')}};`,
    `const {default: _ckTemplate} = ${importCall(template)};`,
    `const {jsx: _ckJsx} = ${importCall('react/jsx-runtime')};`,
    `const _ckData = ${JSON.stringify(page.data)};`,
    'return {default: (props) => _ckJsx(_ckTemplate, {..._ckData, ..._ckPosts, ...props})};',
  ].join('\n');
  const imports = new Set([
    ...Object.values(posts).flatMap((value) => [value].flat().flatMap((post) => post.imports)),
    template,
  ]);
  imports.add('react/jsx-runtime');
  return { key: page.key, code, imports: [...imports], resolveDir, file: page.file };
}

/** A post's page: the post whole, its table of contents made from its headings, in the post's folder. */
function postModule(page: BlogPage, compiled: CompiledDoc): PageModule {
  const data = page.data.postPage as BlogPostData;
  const [min, max] = data.tocLevels;
  const toc = compiled.headings.filter((h) => h.depth >= min && h.depth <= max);
  const withToc = { ...page, data: { postPage: { ...data, toc } } };
  return templateModule(withToc, { content: compiled }, dirname(page.file));
}

/** The modules of the blog's pages, once its posts are compiled. */
export function blogModules(
  blog: BlogContent | undefined,
  compiled: Map<DocSource, CompiledDoc>,
  siteDir: string,
): PageModule[] {
  return (blog?.pages ?? []).map((page) => {
    if (page.post) return postModule(page, compiled.get(page.post.doc)!);
    const excerpts = page.excerpts?.map((doc) => fromSiteFolder(compiled.get(doc)!, doc.file, siteDir));
    return templateModule(page, excerpts ? { excerpts } : {}, siteDir);
  });
}
