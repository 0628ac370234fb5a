import type { BlogConfig } from '../config/schemas/blog.js';
import type { MarkdownPage } from '../pages/plugin-markdown.js';
import type { BlogPostSummary } from '../../common/blog/data.js';
import type { PostFrontMatter } from './front-matter.js';
import type { BlogTemplate } from './paths.js';

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

/** One page of the blog: one of its templates (templates/blog/), given its data and its posts' content. */
export interface BlogPage {
  /** Its module's key (`_blog/<name>`), its chunk's name. */
  key: string;
  template: BlogTemplate;
  /** The file its errors name: the post's, else the blog folder. */
  file: string;
  /** URL path, as a route's. */
  permalink: string;
  /** Its own title, before the site's. */
  title: string;
  description?: string;
  /** The template's props besides the posts' content. */
  data: Record<string, unknown>;
  /** The post a post's page shows whole: its doc is the route's. */
  post?: BlogPost;
  /** What a list shows of each of its posts: the post cut at its marker, or whole without one. */
  excerpts?: MarkdownPage[];
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
