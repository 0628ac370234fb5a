import type { ReactNode } from 'react';
import { useDocMainClass } from '../../../../classic-class-names.js';

/**
 * `@theme/DocRoot/Layout/Main`: the docs' main column beside the sidebar, around a doc that a
 * DocItem draws. A theme's own (one that puts the navbar in this column) takes its place.
 */
export default function DocRootLayoutMain({
  hiddenSidebarContainer,
  children,
}: {
  /** Whether the reader hid the sidebar: the column then takes its width too. */
  hiddenSidebarContainer?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className={useDocMainClass(!!hiddenSidebarContainer)}>
      <div className="container padding-top--md padding-bottom--lg">{children}</div>
    </main>
  );
}
