import { join } from 'node:path';
import { siteCodeNames } from '../bundle/site-code.js';
import { themeFolderFiles } from '../bundle/swizzled.js';
import { toolRoot } from '../util/tool-root.js';

/**
 * The blog plugin's route components that ckdocs draws itself on a Docusaurus site, by `@theme/`
 * name: its templates take the props the plugin gives them and write the classic theme's markup
 * (templates/docusaurus/blog/). The classic theme's own need theme-common's providers and some
 * three hundred modules, bundled for the browser and again for the server.
 */
const OWN_BLOG_PAGES: Record<string, string> = {
  BlogPostPage: 'BlogPostPage',
  BlogListPage: 'BlogListPage',
  BlogTagsListPage: 'BlogTagsListPage',
  BlogTagsPostsPage: 'BlogTagsPostsPage',
  BlogArchivePage: 'BlogArchivePage',
  'Blog/Pages/BlogAuthorsListPage': 'BlogAuthorsListPage',
  'Blog/Pages/BlogAuthorsPostsPage': 'BlogAuthorsPostsPage',
};

/**
 * The classic theme's components its blog pages draw with. A site or a plugin's theme that
 * replaces one of them keeps the classic theme's blog, so that its component is drawn.
 */
const CLASSIC_BLOG_PARTS =
  /^(Blog|Tag$|TagsList|PaginatorNavLink$|EditMetaRow$|EditThisPage$|LastUpdated$|ContentVisibility$|Unlisted$)/;

/**
 * Whether ckdocs draws the site's blog pages with its own templates: unless the site's
 * `src/theme/` or one of its plugins' themes has a component the classic theme's blog draws with,
 * or the site's code reads the blog plugin's client hooks (`useBlogPost`), which the classic
 * theme's pages provide. Decided once a build (`PluginOutputs.ownBlog`).
 */
export async function drawsOwnBlog(siteDir: string, themePaths: readonly string[]): Promise<boolean> {
  const names = [join(siteDir, 'src/theme'), ...themePaths].flatMap((dir) => [...themeFolderFiles(dir).keys()]);
  return (
    !names.some((name) => CLASSIC_BLOG_PARTS.test(name)) &&
    !(await siteCodeNames(siteDir, themePaths, '@docusaurus/plugin-content-blog/client'))
  );
}

/** `@theme/<name>` -> ckdocs's template, for the blog's route components ckdocs draws (`drawsOwnBlog`). */
export function ownBlogAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(OWN_BLOG_PAGES).map(([name, file]) => [
      `@theme/${name}`,
      join(toolRoot, 'templates/docusaurus/blog', `${file}.tsx`),
    ]),
  );
}

/** Whether a route's component is one of the blog's that ckdocs draws, where it draws them. */
export const isOwnBlogPage = (component: string): boolean =>
  component.startsWith('@theme/') && Object.hasOwn(OWN_BLOG_PAGES, component.slice('@theme/'.length));

type ArchiveProps = { archive?: { blogPosts: { metadata: Record<string, unknown> }[] } };

/**
 * The props a route of the blog hands ckdocs's template, of what the template reads: the archive's
 * posts carry their whole text, which its page, written into its code, would send every reader.
 * (Before Docusaurus 3.5 the archive is a module of the route, not a prop.)
 */
export function ownBlogPageData(component: string, data: unknown): unknown {
  const archive = (data as ArchiveProps | undefined)?.archive;
  if (component !== '@theme/BlogArchivePage' || !archive) return data;
  return {
    archive: {
      blogPosts: archive.blogPosts.map(({ metadata: { permalink, title, date } }) => ({
        metadata: { permalink, title, date },
      })),
    },
  };
}
