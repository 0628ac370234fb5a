import { useContext, type ReactNode } from 'react';
import { InShellContext } from '../../context.js';
import { ErrorBoundary } from '../../ErrorBoundary.js';
import { PageMetadata } from '../theme-common.js';
import { Layout as Shell } from '../../Layout.js';

interface Props {
  children?: ReactNode;
  /** The page's title, as the browser tab shows it. */
  title?: string;
  /** The page's description meta tag. */
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/**
 * `@theme/Layout`: a custom page in the site's chrome (navbar, footer unless `noFooter`), which
 * stays when the page's content throws, as Docusaurus's does; the page's content right inside the
 * wrapper that takes `wrapperClassName`, where the page draws its own `<main>`. Inside a page that
 * already has the chrome (a doc), it adds only the title and description.
 */
export default function Layout({ children, title, description, wrapperClassName, noFooter }: Props) {
  const inShell = useContext(InShellContext);
  const head = <PageMetadata title={title} description={description} />;
  if (inShell)
    return (
      <>
        {head}
        {children}
      </>
    );
  return (
    <Shell main={{ className: wrapperClassName }} noFooter={noFooter}>
      {head}
      <ErrorBoundary>{children}</ErrorBoundary>
    </Shell>
  );
}
