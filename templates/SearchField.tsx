import type { InputHTMLAttributes } from 'react';
import { useSiteData } from './context.js';

/** The query box of /search and the 404 page: submitted as `q`, cut at DocSearch's 64 characters. */
export function SearchField(props: InputHTMLAttributes<HTMLInputElement>) {
  const site = useSiteData();
  return (
    <input
      type="search"
      name="q"
      className="search-page-input"
      placeholder={site.search.placeholder}
      maxLength={64}
      {...props}
    />
  );
}
