import type { ReactNode } from 'react';
import DocusaurusProviders from 'ck:docusaurus-providers';

/**
 * `@theme/Layout/Provider`: the providers around every page, the navbar and footer included (the
 * classic theme's, where the site's code reads them). A site's `src/theme/Layout/Provider` replaces
 * it, most often to add a context of its own around `@theme-original/Layout/Provider`.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <DocusaurusProviders>{children}</DocusaurusProviders>;
}
