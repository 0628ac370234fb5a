import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: what wraps the Markdown content of every doc, blog post and MDX page. The
 * theme's renders it as is (the MDX components come with it); a site's `src/theme/MDXContent`
 * replaces it to add something around every page's text, with `@theme-original/MDXContent` inside.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return children;
}
