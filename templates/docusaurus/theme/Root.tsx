import type { ReactNode } from 'react';

/**
 * `@theme/Root`: what wraps every page, and stays mounted from one page to the next. The theme's
 * renders its children; a site's `src/theme/Root` replaces it to hold state or context for the whole site.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return children;
}
