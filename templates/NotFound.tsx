import { useEffect, useState } from 'react';
import { useSiteData } from './context.js';
import { SearchField } from './SearchField.js';
import { versionsOf } from '../common/docs-instances.js';

/** The routes closest to the requested path, once the browser has computed them (loaded on use). */
function useSuggestions(baseUrl: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    import('../runtime/closest-routes.js')
      .then((m) => m.suggestRoutes(baseUrl, window.location.pathname))
      .then((paths) => current && setSuggestions(paths))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [baseUrl]);
  return suggestions;
}

/** Shown for any path that is no page of the site: a search box and the pages whose paths read closest. */
export function NotFound() {
  const site = useSiteData();
  const latest = versionsOf(site.versions).find((v) => v.isLast);
  const suggestions = useSuggestions(site.baseUrl);
  return (
    <main id="main" tabIndex={-1} className="container not-found">
      <h1>{THEME_LABELS.notFound}</h1>
      <p>
        We could not find what you were looking for. The page may have moved, or the link that brought you here may be
        wrong.
      </p>
      <form role="search" className="search-page-form" action={`${site.baseUrl}search`} method="get">
        <SearchField aria-label="Search the documentation" />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {suggestions.length > 0 && (
        <nav className="not-found-suggestions" aria-label="Similar pages">
          <h2>Were you looking for</h2>
          <ul>
            {suggestions.map((path) => (
              <li key={path}>
                <a href={path}>{path}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        Or start from the <a href={site.baseUrl}>home page</a>
        {latest && (
          <>
            {' or the '}
            <a href={latest.mainDocHref}>latest documentation</a>
          </>
        )}
        .
      </p>
    </main>
  );
}
