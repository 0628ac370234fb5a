import { useEffect, useMemo, useState } from 'react';
import type { SearchHit, SearchResponse } from '../runtime/search/engine.js';
import { sitePath } from '../runtime/search/site-path.js';
import { useSiteData } from './context.js';
import { pluralForm } from './plural-form.js';
import { SearchField } from './SearchField.js';
import { SearchOtherVersions } from './SearchOtherVersions.js';
import { useActiveVersion } from './use-active-version.js';
import { versionsOf } from '../common/docs-instances.js';

const PAGE_SIZE = 20;

// The theme's strings here fill their one placeholder in place: importing templates/fill-label.ts,
// which the main bundle holds, would split it into a chunk of its own that every page then loads.

/** The page and headings a hit sits under, highlighted ("Caching › cacheTag › Usage"). */
function hitTitle(hit: SearchHit): string {
  const levels = hit._highlightResult.hierarchy;
  return Object.keys(levels)
    .filter((k) => k !== 'lvl0')
    .sort()
    .map((k) => levels[k]!.value)
    .join(' › ');
}

interface State {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  error?: string;
  loading: boolean;
}

/**
 * /search?q=…&version=…: every result of a query over the site's search backend (embedded or hosted),
 * limited to one docs version, twenty at a time. Highlights come escaped from the backend.
 */
export function SearchPage() {
  const site = useSiteData();
  const versions = useMemo(() => versionsOf(site.versions), [site]);
  const active = useActiveVersion();
  const latest = versions.find((v) => v.isLast)?.name ?? versions[0]?.name ?? '';
  const [version, setVersion] = useState<string>();
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ query: '', hits: [], nbHits: 0, page: 0, nbPages: 0, loading: false });
  const shownVersion = version ?? active ?? latest;

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setInput(params.get('q') ?? '');
    // The modal's "See all results" names the version the reader was searching.
    const named = params.get('version');
    if (named && versions.some((v) => v.name === named)) setVersion(named);
  }, [versions]);

  const run = async (query: string, page: number) => {
    if (!query.trim()) return setState({ query, hits: [], nbHits: 0, page: 0, nbPages: 0, loading: false });
    setState((s) => ({ ...s, query, loading: true, error: undefined }));
    try {
      const { searchPage } = await import('../runtime/search/backend.js');
      const result: SearchResponse = await searchPage(site, {
        query,
        version: shownVersion,
        page,
        hitsPerPage: PAGE_SIZE,
      });
      setState((s) => ({
        query,
        hits: page === 0 ? result.hits : [...s.hits, ...result.hits],
        nbHits: result.nbHits,
        page,
        nbPages: result.nbPages,
        loading: false,
      }));
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error: (error as Error).message }));
    }
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      void run(input, 0);
      const url = new URL(window.location.href);
      if (input) url.searchParams.set('q', input);
      else url.searchParams.delete('q');
      url.searchParams.set('version', shownVersion);
      history.replaceState(history.state, '', url.href);
    }, 150);
    return () => clearTimeout(timer);
    // Re-run when the query or the version changes.
  }, [input, shownVersion]);

  return (
    <main id="main" tabIndex={-1} className="container search-page">
      <h1>
        {state.query ? THEME_LABELS.searchResultsFor.replace('{query}', () => state.query) : THEME_LABELS.searchDocs}
      </h1>
      <form role="search" className="search-page-form" onSubmit={(e) => e.preventDefault()}>
        <SearchField
          aria-label={THEME_LABELS.searchInput}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoFocus
        />
        {versions.length > 1 && (
          <select
            className="search-page-version"
            aria-label={THEME_LABELS.searchVersion}
            value={shownVersion}
            onChange={(e) => setVersion(e.target.value)}
          >
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        )}
      </form>
      {state.error && (
        <div className="search-page-error" role="alert">
          <p>
            <b>{THEME_LABELS.searchFailed}</b>
          </p>
          <p>{THEME_LABELS.searchFailedHelp}</p>
          <button type="button" className="ck-button ck-button-primary" onClick={() => void run(state.query, 0)}>
            {THEME_LABELS.retry}
          </button>
        </div>
      )}
      {state.query && !state.loading && !state.error && (
        <p className="search-page-count">
          {state.nbHits > 0 ? (
            pluralForm(THEME_LABELS.searchResults, state.nbHits).replace('{count}', String(state.nbHits))
          ) : (
            <>
              {THEME_LABELS.searchNoResults.replace('{query}', () => state.query)}
              {versions.length > 1 &&
                THEME_LABELS.searchInVersion.replace(
                  '{version}',
                  () => versions.find((v) => v.name === shownVersion)?.label ?? '',
                )}
              <SearchOtherVersions query={state.query} version={shownVersion} onPick={setVersion} />
            </>
          )}
        </p>
      )}
      <ol className="search-page-results">
        {state.hits.map((hit) => (
          <li
            key={hit.objectID}
            // A section follows its page's hit: shown nested under it.
            className={hit.type === 'lvl1' ? 'search-page-result' : 'search-page-result search-page-result--section'}
          >
            <a href={sitePath(site, hit.url)}>
              <span className="search-page-result-title" dangerouslySetInnerHTML={{ __html: hitTitle(hit) }} />
            </a>
            {hit._snippetResult.content && (
              <p
                className="search-page-result-snippet"
                dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }}
              />
            )}
            {hit.hierarchy.lvl0 && <span className="search-page-result-section">{hit.hierarchy.lvl0}</span>}
          </li>
        ))}
      </ol>
      {state.page + 1 < state.nbPages && (
        <button
          type="button"
          className="ck-button search-page-more"
          disabled={state.loading}
          onClick={() => void run(state.query, state.page + 1)}
        >
          {THEME_LABELS.loadMore}
        </button>
      )}
    </main>
  );
}
