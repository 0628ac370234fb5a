import type { MdxContent } from '../../../common/mdx-content.js';

// What Docusaurus's blog plugin hands its route components (the fields ckdocs's templates read).

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  socials?: Record<string, string>;
  /** The author's own page, when the authors file gives them one. */
  page?: { permalink: string } | null;
}

export interface BlogPostMetadata {
  permalink: string;
  title: string;
  description: string;
  /** ISO 8601, or a date that JSON made a string of. */
  date: string;
  /** The date as the blog plugin wrote it, before Docusaurus 3.5 (the theme shows it in the archive). */
  formattedDate?: string;
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  hasTruncateMarker: boolean;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  unlisted?: boolean;
  /** The newer post and the older one. */
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
  frontMatter: Record<string, unknown>;
}

/** A post's module: its content, with the plugin's data about it set on the component. */
export type BlogPostContent = MdxContent & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: { value: string; id: string; level: number }[];
};

export interface BlogSidebar {
  title: string;
  items: { title: string; permalink: string; date?: string; unlisted?: boolean }[];
}

/** Where a page of a list of posts is among the list's pages. */
export interface BlogListMetadata {
  permalink: string;
  blogTitle: string;
  blogDescription: string;
  totalCount?: number;
  previousPage?: string;
  nextPage?: string;
}

export type BlogItems = { content: BlogPostContent }[];

export type BlogAuthorItem = BlogAuthor & { count: number };
