/** A page as the bundlers take it: its compiled module, under a key of its own. */
export interface PageModule {
  /** Stable key, also the output name: version/doc-id. */
  key: string;
  /** Compiled MDX, as a function body (cli/mdx/recma-page-factory.ts). */
  code: string;
  /** The specifiers it imports. */
  imports: string[];
  /** Folder its relative imports resolve from. */
  resolveDir: string;
  /** The doc's file, for errors. */
  file: string;
  /** The Markdown files whose compiled code the page holds (a plugin route's posts), for errors in their imports. */
  markdownFiles?: string[];
}
