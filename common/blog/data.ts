// What the blog's pages render: written by the build (cli/blog/), read by the blog's components.
import type { DocTag, NavLink, TocItem } from '../data.js';

/** A post's author: a key of the authors file, or written in the post. */
export interface BlogAuthor {
  /** Their key in the authors file; none for an author written in the post. */
  key?: string;
  name?: string;
  /** What they do (shown under the name). */
  title?: string;
  /** Where the name leads. */
  url?: string;
  /** Their picture: an address, or a path on the site. */
  imageURL?: string;
  /** Their profiles by network (`github`, `x`, `bluesky`, ...): full addresses. */
  socials?: Record<string, string>;
  /** URL path of their page of posts, when the authors file gives them one: where their name leads. */
  page?: string;
}

/** What a list, a sidebar, a feed or a post's own header shows of a post. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** Its date, ISO 8601 (UTC). */
  date: string;
  /** Its date as readers see it ("May 1, 2024"). */
  formattedDate: string;
  /** Minutes it takes to read, when the blog shows it. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: DocTag[];
  /** Its excerpt stops at a truncate marker: the lists show "Read more". */
  truncated: boolean;
}

/** The sidebar of the blog's pages: the most recent posts. */
export interface BlogSidebarData {
  title: string;
  items: { title: string; permalink: string }[];
}

/** What every page of the blog shows around its content. */
interface BlogPageBase {
  sidebar?: BlogSidebarData;
}

/** A post's page; its content is the post's module. */
export interface BlogPostData extends BlogPageBase {
  post: BlogPostSummary;
  /** The newer and the older post. */
  newer?: NavLink;
  older?: NavLink;
  hideToc: boolean;
  /** Heading levels of its table of contents. */
  tocLevels: [min: number, max: number];
  /** Its headings of those levels, once the post is compiled (cli/blog/modules.ts). */
  toc?: TocItem[];
  /** Reached only by its link: a banner says so. */
  unlisted?: true;
}

/** Another page of a list of posts: where it is, and its number. */
export interface ListPageLink {
  href: string;
  page: number;
}

/** A list of posts (the blog's, or a tag's), one page of it; their excerpts are its modules. */
export interface BlogListData extends BlogPageBase {
  title: string;
  description?: string;
  posts: BlogPostSummary[];
  /** The list's pages around this one, of newer posts and of older ones. */
  newer?: ListPageLink;
  older?: ListPageLink;
  /** On a tag's pages: the tag, how many posts it has, and where all tags are. */
  tag?: DocTag & { count: number; allTagsHref: string };
  /** On an author's pages: the author, what the authors file says of them, and where all authors are. */
  author?: { profile: BlogAuthor; description?: string; allAuthorsHref: string };
}

/** The blog's authors (those of its authors file), each with how many listed posts they wrote. */
export interface BlogAuthorsData extends BlogPageBase {
  authors: (BlogAuthor & { count: number })[];
}

/** The blog's tags, each with how many posts it has. */
export interface BlogTagsData extends BlogPageBase {
  tags: (DocTag & { count: number })[];
}

/** Every post by year, newest year first. */
export interface BlogArchiveData extends BlogPageBase {
  title: string;
  years: { year: string; posts: { title: string; permalink: string; formattedDate: string; date: string }[] }[];
}
