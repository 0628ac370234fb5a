/**
 * The class of the element a post's page puts the post's content in, and nothing else: the feeds
 * take each post's content from its rendered page by it (cli/blog/write-feeds.ts).
 */
export const POST_CONTENT_CLASS = 'markdown blog-post-content';
