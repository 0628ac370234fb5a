import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/**
 * `@docusaurus/BrowserOnly`: renders `children()` only in the browser, once the page has hydrated;
 * the server HTML (and hydration) has `fallback` in its place, or nothing.
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return fallback ?? null;
  if (typeof children !== 'function')
    throw new Error(
      'The children of <BrowserOnly> must be a function that returns what to render, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.',
    );
  return <>{children()}</>;
}
