import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { Route } from '../routes/types.js';
import { blogKey } from './paths.js';
import type { BlogContent } from './types.js';
import { pageTitle } from '../../common/page-title.js';

/**
 * The blog's routes, for the route table: component pages, a post's carrying the post's doc, so
 * that search, llms.txt, the Markdown copies and the link check take its text as a doc's.
 */
export function blogRoutes(
  config: SiteConfig,
  blog: BlogContent | undefined,
  compiled: Map<DocSource, CompiledDoc>,
): Route[] {
  return (blog?.pages ?? []).map((page) => {
    const excerpt = page.post && compiled.get(page.post.doc)?.excerpt;
    return {
      path: page.permalink,
      contentKey: page.key,
      doc: page.post?.doc,
      page: {
        kind: 'page',
        path: page.permalink,
        title: pageTitle(page.title, config.title, config.titleDelimiter),
        description: page.description ?? excerpt?.slice(0, 160) ?? '',
        ...(page.unlisted && { unlisted: true }),
      },
    };
  });
}

/** Whether a route is one of a ckdocs blog's pages (a list, a tag's, the archive): search groups them with its posts. */
export const isBlogPage = (route: Route) => route.contentKey?.startsWith(blogKey('')) === true;

/** The Markdown of the blog's posts the MDX stage compiles: each post whole, and its excerpt. */
export const blogMarkdown = (blog: BlogContent | undefined) =>
  (blog?.posts ?? []).flatMap((post) => (post.excerpt ? [post.doc, post.excerpt] : [post.doc]));
