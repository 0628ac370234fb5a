import type { SiteConfig } from '../config/schema.js';
import type { BlogConfig } from '../config/schemas/blog.js';
import type { DocTag } from '../../common/data.js';
import type { BlogListData, BlogPostData, BlogSidebarData } from '../../common/blog/data.js';
import type { AuthorsFile } from './authors.js';
import { blogArchivePage, blogAuthorsListPage, blogTagsListPage } from './index-pages.js';
import { blogKey, joinPath } from './paths.js';
import type { BlogPage, BlogPost } from './types.js';

/** Chunks of `size` (all in one for `'ALL'`); one empty chunk for no items, as a list with no posts still has its page. */
function pagesOf<T>(items: T[], size: number | 'ALL'): T[][] {
  if (size === 'ALL' || !items.length) return [items];
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * The pages of one list of posts (the blog's, or a tag's), `postsPerPage` a page: the first at
 * `path`, the others at `<path>/page/<n>`; each shows its posts' excerpts (a post without a
 * marker whole) and links to the pages around it.
 */
function listPages(
  config: SiteConfig,
  blog: BlogConfig,
  list: Pick<BlogListData, 'title' | 'description' | 'tag' | 'author'> & { key: string; path: string },
  posts: BlogPost[],
  sidebar: BlogSidebarData | undefined,
): BlogPage[] {
  const chunks = pagesOf(posts, blog.postsPerPage);
  const href = (i: number) => (i === 0 ? list.path : joinPath(config, list.path, blog.pageBasePath, String(i + 1)));
  return chunks.map((chunk, i) => {
    // The pages before and after this one: newer and older ones as the list runs.
    const before = i > 0 ? { href: href(i - 1), page: i } : undefined;
    const after = i < chunks.length - 1 ? { href: href(i + 1), page: i + 2 } : undefined;
    const data: BlogListData = {
      title: list.title,
      description: list.description,
      posts: chunk.map((post) => post.summary),
      ...(blog.sortPosts === 'descending' ? { newer: before, older: after } : { newer: after, older: before }),
      tag: list.tag,
      author: list.author,
      sidebar,
    };
    return {
      key: `${list.key}/${i + 1}`,
      template: 'BlogListPage',
      file: blog.path,
      permalink: href(i),
      title: i === 0 ? list.title : `${list.title} (page ${i + 1})`,
      description: list.description,
      excerpts: chunk.map((post) => post.excerpt ?? post.doc),
      data: { list: data },
    };
  });
}

/** The tags of `posts`, each with its posts, in the order they first appear. */
function tagGroups(posts: BlogPost[]): { tag: DocTag; posts: BlogPost[] }[] {
  const groups = new Map<string, { tag: DocTag; posts: BlogPost[] }>();
  for (const post of posts)
    for (const tag of post.summary.tags) {
      const group = groups.get(tag.permalink) ?? { tag, posts: [] };
      group.posts.push(post);
      groups.set(tag.permalink, group);
    }
  return [...groups.values()];
}

/** "One post", "3 posts": how page titles count a list's posts. */
const postCount = (count: number) => (count === 1 ? 'One post' : `${count} posts`);

/**
 * The authors list, and the pages of the listed posts of each author the authors file gives a
 * page (an author with none has one page that says so); none without an authors file.
 */
function authorPages(
  config: SiteConfig,
  blog: BlogConfig,
  path: string,
  listed: BlogPost[],
  authorsFile: AuthorsFile | null,
  sidebar: BlogSidebarData | undefined,
): BlogPage[] {
  if (!authorsFile?.size) return [];
  const listPath = joinPath(config, path, blog.authorsBasePath);
  const authors = [...authorsFile].map(([key, author]) => ({
    author,
    posts: listed.filter((post) => post.summary.authors.some((written) => written.key === key)),
  }));
  return [
    blogAuthorsListPage(
      blog,
      listPath,
      authors.map(({ author, posts }) => ({ ...author.profile, count: posts.length })),
      sidebar,
    ),
    ...authors.flatMap(({ author: { profile, description }, posts }) =>
      profile.page
        ? listPages(
            config,
            blog,
            {
              key: blogKey(`author${profile.page.slice(listPath.replace(/\/$/, '').length).replace(/\/$/, '')}`),
              path: profile.page,
              title: `${profile.name ?? profile.key} - ${postCount(posts.length)}`,
              description,
              author: { profile, description, allAuthorsHref: listPath },
            },
            posts,
            sidebar,
          )
        : [],
    ),
  ];
}

/**
 * A post's own page: the post whole (its module is made once it is compiled: modules.ts), its
 * header and tags, the newer and older posts of the list.
 */
function postPage(
  config: SiteConfig,
  post: BlogPost,
  around: { newer?: BlogPost; older?: BlogPost },
  sidebar: BlogSidebarData | undefined,
): BlogPage {
  const link = (other?: BlogPost) => other && { label: other.summary.title, href: other.summary.permalink };
  const fm = post.frontMatter;
  const data: BlogPostData = {
    post: post.summary,
    newer: link(around.newer),
    older: link(around.older),
    hideToc: fm.hide_table_of_contents,
    tocLevels: [
      fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
      fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
    ],
    unlisted: post.unlisted || undefined,
    sidebar,
  };
  return {
    key: blogKey(`post/${post.doc.id}`),
    template: 'BlogPostPage',
    file: post.doc.file,
    permalink: post.summary.permalink,
    title: post.summary.title,
    description: fm.description,
    post,
    unlisted: post.unlisted || undefined,
    data: { postPage: data },
  };
}

/**
 * Every page of the blog: the list, a page per post, the tags list and a list per tag, the
 * authors list and a list per author with a page, the archive. Unlisted posts have their page
 * and nothing else: no list, tag, author, sidebar or neighbours.
 */
export function blogPages(
  config: SiteConfig,
  blog: BlogConfig,
  path: string,
  posts: BlogPost[],
  authorsFile: AuthorsFile | null,
): BlogPage[] {
  const listed = posts.filter((post) => !post.unlisted);
  const count = blog.blogSidebarCount === 'ALL' ? listed.length : blog.blogSidebarCount;
  const sidebar: BlogSidebarData | undefined = count
    ? {
        title: blog.blogSidebarTitle,
        items: listed.slice(0, count).map(({ summary }) => ({ title: summary.title, permalink: summary.permalink })),
      }
    : undefined;
  const tagsPath = joinPath(config, path, blog.tagsBasePath);
  const tags = tagGroups(listed);
  const pages = [
    ...listPages(
      config,
      blog,
      { key: blogKey('list'), path, title: blog.blogTitle, description: blog.blogDescription },
      listed,
      sidebar,
    ),
    ...posts.map((post) => {
      const at = listed.indexOf(post);
      // Newer and older by date, whichever way the list runs.
      const [before, after] = [listed[at - 1], listed[at + 1]];
      const around =
        blog.sortPosts === 'descending' ? { newer: before, older: after } : { newer: after, older: before };
      return postPage(config, post, at < 0 ? {} : around, sidebar);
    }),
    ...tags.flatMap(({ tag, posts: tagged }) =>
      listPages(
        config,
        blog,
        {
          key: blogKey(`tag${tag.permalink.slice(tagsPath.length).replace(/\/$/, '')}`),
          path: tag.permalink,
          title: `${postCount(tagged.length)} tagged with "${tag.label}"`,
          description: tag.description,
          tag: { ...tag, count: tagged.length, allTagsHref: tagsPath },
        },
        tagged,
        sidebar,
      ),
    ),
  ];
  if (tags.length) pages.push(blogTagsListPage(blog, tagsPath, tags, sidebar));
  pages.push(...authorPages(config, blog, path, listed, authorsFile, sidebar));
  if (blog.archiveBasePath !== null) pages.push(blogArchivePage(config, blog, path, listed, sidebar));
  return pages;
}
