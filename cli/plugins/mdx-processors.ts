/**
 * Runs `construct` (a Docusaurus site's plugin being made) so that Docusaurus's mdx-loader does
 * not make its MDX processors. From Docusaurus 3.6 the content plugins (the blog, and presets'
 * wrappers of it) make them as they are constructed, for webpack's loader, and that loads a second
 * MDX toolchain for nothing: ckdocs compiles the Markdown itself and never runs that loader. The
 * mdx-loader leaves them to be made on first use when a test runner's worker id is set, which is
 * set only while the plugin is made.
 */
export async function withoutMdxProcessors<T>(construct: () => Promise<T>): Promise<T> {
  if (process.env.JEST_WORKER_ID !== undefined) return construct();
  process.env.JEST_WORKER_ID = 'ckdocs';
  try {
    return await construct();
  } finally {
    delete process.env.JEST_WORKER_ID;
  }
}
