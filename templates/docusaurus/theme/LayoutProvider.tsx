import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`: what wraps the chrome and the page in it (templates/Layout.tsx), as the
 * classic Layout wraps them. The classic theme's providers are around every page already (App.tsx),
 * so ckdocs's adds nothing; a site's `src/theme/Layout/Provider` replaces it, most often to add a
 * context of its own around `@theme-original/Layout/Provider`.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return children;
}
