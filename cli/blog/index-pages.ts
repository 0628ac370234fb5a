import type { SiteConfig } from '../config/schema.js';
import type { BlogConfig } from '../config/schemas/blog.js';
import type { DocTag } from '../../common/data.js';
import type { BlogArchiveData, BlogAuthorsData, BlogSidebarData, BlogTagsData } from '../../common/blog/data.js';
import { blogKey, joinPath } from './paths.js';
import type { BlogPage, BlogPost } from './types.js';

/** The blog's tags list: every tag of a listed post, with how many posts it has. */
export function blogTagsListPage(
  blog: BlogConfig,
  path: string,
  tags: { tag: DocTag; posts: BlogPost[] }[],
  sidebar: BlogSidebarData | undefined,
): BlogPage {
  const data: BlogTagsData = { tags: tags.map(({ tag, posts }) => ({ ...tag, count: posts.length })), sidebar };
  return {
    key: blogKey('tags'),
    template: 'BlogTagsPage',
    file: blog.path,
    permalink: path,
    title: 'Tags',
    description: `The tags of the ${blog.blogTitle.toLowerCase()}'s posts`,
    data: { tagsPage: data },
  };
}

/** The blog's authors list: every author of the authors file, with how many listed posts they wrote. */
export function blogAuthorsListPage(
  blog: BlogConfig,
  path: string,
  authors: BlogAuthorsData['authors'],
  sidebar: BlogSidebarData | undefined,
): BlogPage {
  return {
    key: blogKey('authors'),
    template: 'BlogAuthorsPage',
    file: blog.path,
    permalink: path,
    title: 'Authors',
    description: `The authors of the ${blog.blogTitle.toLowerCase()}'s posts`,
    data: { authorsPage: { authors, sidebar } satisfies BlogAuthorsData },
  };
}

/** The archive: every listed post's title and date, by year, in the lists' order. */
export function blogArchivePage(
  config: SiteConfig,
  blog: BlogConfig,
  path: string,
  posts: BlogPost[],
  sidebar: BlogSidebarData | undefined,
): BlogPage {
  const years = new Map<string, BlogArchiveData['years'][number]['posts']>();
  for (const { summary } of posts) {
    const year = summary.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push({
      title: summary.title,
      permalink: summary.permalink,
      date: summary.date,
      formattedDate: summary.formattedDate,
    });
    years.set(year, list);
  }
  const data: BlogArchiveData = {
    title: 'Archive',
    years: [...years].map(([year, list]) => ({ year, posts: list })),
    sidebar,
  };
  return {
    key: blogKey('archive'),
    template: 'BlogArchivePage',
    file: blog.path,
    permalink: joinPath(config, path, blog.archiveBasePath!),
    title: 'Archive',
    description: `Every post of the ${blog.blogTitle.toLowerCase()}, by year`,
    data: { archive: data },
  };
}
