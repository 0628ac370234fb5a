import { createContext, useContext, type ReactNode } from 'react';

/** Name -> API page URL for the inline code of the page shown (from its page data). */
export const ApiLinksContext = createContext<Record<string, string>>({});

/** Inline code naming an identifier: a link to its API page when the version documents it. */
export default function ApiCode({ name, children }: { name: string; children?: ReactNode }) {
  const href = useContext(ApiLinksContext)[name];
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}
