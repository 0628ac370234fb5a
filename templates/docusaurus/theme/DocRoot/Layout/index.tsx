import { useContext, type ReactNode } from 'react';
import { DocRootLayout } from '../../../../DocRootLayout.js';
import { CkdocsProps } from '../../../doc-root-layout-props.js';

/** `@theme-original/DocRoot/Layout`: ckdocs's layout of the docs, for a site's DocRoot/Layout that wraps it. */
export default function DocRootLayoutOriginal({ children }: { children: ReactNode }) {
  const props = useContext(CkdocsProps);
  if (!props) throw new Error('@theme-original/DocRoot/Layout draws the docs inside a DocRoot/Layout of the site');
  return <DocRootLayout {...props}>{children}</DocRootLayout>;
}
