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
 * `@theme/Layout`: a custom page in the site's chrome (navbar, footer), which stays when the page's
 * content throws, as Docusaurus's does. Inside a page that already has the chrome (a doc), it adds
 * only the title and description.
 */
export default function Layout({ children, title, description, wrapperClassName }: Props) {
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
    <Shell>
      {head}
      <main id="main" tabIndex={-1} className={wrapperClassName}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
    </Shell>
  );
}
