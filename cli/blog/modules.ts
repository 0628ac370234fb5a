import { dirname } from 'node:path';
import type { PageModule } from '../bundle/plugin.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/compile.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import { componentModule } from '../pages/component-module.js';
import type { BlogPostData } from '../../templates/blog/data.js';
import { blogTemplate } from './paths.js';
import type { BlogContent, BlogPage } from './types.js';

/**
 * A post's page as the bundlers' page module: the post's compiled code as it is, inside, handed
 * with its table of contents to the post template. Its imports are the post's own and the
 * template, which every post shares: posts that import nothing else share one import group, and
 * their chunks are written as compiled (cli/bundle/page-chunks.ts) rather than bundled one by one.
 */
function postModule(page: BlogPage, compiled: CompiledDoc): PageModule {
  const data = page.data!.postPage as BlogPostData;
  const [min, max] = data.tocLevels;
  const toc = compiled.headings.filter((h) => h.depth >= min && h.depth <= max);
  const template = blogTemplate('BlogPostPage');
  const load = (specifier: string) => `${IMPORT_PARAM}(${JSON.stringify(specifier)})`;
  const code = [
    // The post's own names stay in a scope of their own.
    `const _ckPost = (function () {\n${compiled.code}\n})();`,
    `const {default: _ckTemplate} = ${load(template)};`,
    `const {jsx: _ckJsx} = ${load('react/jsx-runtime')};`,
    `const _ckData = ${JSON.stringify({ ...data, toc })};`,
    'return {default: (props) => _ckJsx(_ckTemplate, {postPage: _ckData, content: _ckPost.default, ...props})};',
  ].join('\n');
  const imports = [...new Set([...compiled.imports, template, 'react/jsx-runtime'])];
  return { key: page.key, code, imports, resolveDir: dirname(page.file), file: page.file };
}

/** The modules of the blog's pages: each post's with its compiled code, the lists' and the others' as component pages. */
export function blogModules(
  blog: BlogContent | undefined,
  compiled: Map<DocSource, CompiledDoc>,
  siteDir: string,
): PageModule[] {
  return (blog?.pages ?? []).map((page) =>
    page.post ? postModule(page, compiled.get(page.post.doc)!) : componentModule(page, siteDir),
  );
}
