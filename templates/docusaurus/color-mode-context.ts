import type { ReactNode } from 'react';

/**
 * theme-common's colour-mode context, as ckdocs holds the mode: the navbar's switch stores it and
 * sets `<html data-theme>`, so there is nothing to provide.
 */
export function ColorModeProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

export { useColorMode } from './theme-common.js';
