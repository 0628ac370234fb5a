import { createContext, useContext, type ReactNode } from 'react';

/** Name -> API page URL for the inline code of the page shown (from its page data). */
export const ApiLinksContext = createContext<Record<string, string>>({});

/** Inline code naming an identifier: a link to its API page when the version documents it. */
export default function ApiCode({ name, children }: { name: string; children?: ReactNode }) {
  const links = useContext(ApiLinksContext);
  // The page's own names only: `constructor` or `__proto__` of any object is none.
  const href = Object.hasOwn(links, name) ? links[name] : undefined;
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}
