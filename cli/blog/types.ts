import type { BlogConfig } from '../config/schemas/blog.js';
import type { MarkdownPage } from '../pages/plugin-markdown.js';
import type { ComponentPage } from '../pages/scan.js';
import type { BlogPostSummary } from '../../templates/blog/data.js';
import type { PostFrontMatter } from './front-matter.js';

/** One post, read: its Markdown as the MDX stage compiles it, and what its pages show of it. */
export interface BlogPost {
  /** The post whole, its title heading taken out (the page shows the title apart). */
  doc: MarkdownPage;
  /** The post cut at its truncate marker, as the lists show it; none without a marker. */
  excerpt?: MarkdownPage;
  summary: BlogPostSummary;
  frontMatter: PostFrontMatter;
  /** Built, but out of the lists, sidebar, feeds, sitemap, search and llms.txt. */
  unlisted: boolean;
}

/**
 * One page of the blog, as the bundles take it (a component page: one of the blog's templates,
 * given the post's modules and its data) and as its route shows it.
 */
export interface BlogPage extends ComponentPage {
  /** Its own title, before the site's. */
  title: string;
  description?: string;
  /** The post a post's page shows: its doc is the route's. */
  post?: BlogPost;
  unlisted?: true;
}

/** The content stage's blog: its options, its posts in the order the lists show them, and its pages. */
export interface BlogContent {
  options: BlogConfig;
  /** URL path of the blog's first list page (`/blog`). */
  path: string;
  posts: BlogPost[];
  pages: BlogPage[];
}
