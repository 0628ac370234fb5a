import { DocSearchModal, version as docsearchVersion } from '@docsearch/react';
import css from 'ck:docsearch-css';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SiteData } from '../../common/data.js';
import { navigateTo } from '../router.js';
import { embeddedSearch, hostedClient, queryParameters, versionFilters } from './backend.js';
import { repairModalAria, selectionOnLinks } from './modal-aria.js';
import { sitePath } from './site-path.js';

// Loaded on first use of search only: this module carries DocSearch, its styles and the engine.
let styled = false;
function injectStyles(embedded: boolean) {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.ck = 'docsearch';
  // The embedded index is answered here, not by Algolia: drop the "Search by" credit.
  style.textContent = `${selectionOnLinks(css)}\n.ck-search-failed > :not(.ck-search-error) { display: none; }${embedded ? '\n.DocSearch-Logo { display: none; }' : ''}`;
  document.head.append(style);
}

const translations = {
  searchBox: { resetButtonTitle: THEME_LABELS.clearQuery, cancelButtonText: THEME_LABELS.cancel },
  startScreen: {
    recentSearchesTitle: THEME_LABELS.recentSearches,
    noRecentSearchesText: THEME_LABELS.noRecentSearches,
    favoriteSearchesTitle: THEME_LABELS.favoriteSearches,
  },
  errorScreen: { titleText: THEME_LABELS.searchFailed, helpText: THEME_LABELS.searchFailedHelp },
  noResultsScreen: {
    noResultsText: THEME_LABELS.noResults,
    suggestedQueryText: THEME_LABELS.suggestedQuery,
    reportMissingResultsText: THEME_LABELS.reportMissing,
    reportMissingResultsLinkText: THEME_LABELS.reportMissingLink,
  },
  footer: {
    selectText: THEME_LABELS.selectHit,
    selectKeyAriaLabel: THEME_LABELS.selectKey,
    navigateText: THEME_LABELS.navigateHits,
    navigateUpKeyAriaLabel: THEME_LABELS.navigateUpKey,
    navigateDownKeyAriaLabel: THEME_LABELS.navigateDownKey,
    closeText: THEME_LABELS.closeModal,
    closeKeyAriaLabel: THEME_LABELS.closeKey,
    searchByText: THEME_LABELS.searchBy,
  },
};

/**
 * DocSearch sets its error status when a search fails, but autocomplete resets the status to
 * idle right after, so readers would see "No results" for a network failure. The client
 * wrapper reports failures here and the modal shows the error screen itself.
 */
let reportFailure: (failed: boolean) => void = () => {};

type SearchFn = (request: { requests: unknown[] }) => Promise<unknown>;

function reporting(search: SearchFn): SearchFn {
  return async (request) => {
    try {
      const result = await search(request);
      reportFailure(false);
      return result;
    } catch (error) {
      reportFailure((error as Error).name === 'RetryError');
      throw error;
    }
  };
}

/**
 * DocSearch's own client knows only Algolia's hosts. With the site's hosts, queries go through
 * Algolia's lite client made for them (same transport), tagged as DocSearch tags its own.
 */
function onSiteHosts(site: SiteData): SearchFn {
  const agents: [string, string][] = [
    ['docsearch', docsearchVersion],
    ['docsearch-react', docsearchVersion],
  ];
  return async (request) => (await hostedClient(site, agents)).search(request as never);
}

// DocSearch memoises its client on this function: it must be the same object on every render.
const clients = new Map<SiteData, (client: never) => unknown>();
function transformClient(site: SiteData) {
  let transform = clients.get(site);
  if (!transform) {
    transform = (client: { addAlgoliaAgent(name: string, version?: string): void; search: SearchFn }) => {
      if (site.search.hosted) {
        client.addAlgoliaAgent('ckdocs', site.search.generatorVersion);
        const search = site.search.hosted.hosts ? onSiteHosts(site) : client.search.bind(client);
        return { ...client, addAlgoliaAgent: client.addAlgoliaAgent.bind(client), search: reporting(search) };
      }
      return {
        search: reporting(embeddedSearch(site) as SearchFn),
        addAlgoliaAgent() {},
        transporter: {
          algoliaAgent: {
            value: '',
            add() {
              return this;
            },
          },
        },
      };
    };
    clients.set(site, transform as (client: never) => unknown);
  }
  return transform;
}

function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen ck-search-error" role="alert">
      <p className="DocSearch-Title">{translations.errorScreen.titleText}</p>
      <p className="DocSearch-Help">{translations.errorScreen.helpText}</p>
    </div>
  );
}

/** The error screen, in the modal's dropdown while the last search failed, in place of whatever DocSearch shows there. */
function FailureScreen() {
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    reportFailure = setFailed;
    return () => void (reportFailure = () => {});
  }, []);
  useEffect(() => {
    const el = document.querySelector('.DocSearch-Dropdown');
    el?.classList.toggle('ck-search-failed', failed);
    setDropdown(failed ? el : null);
  }, [failed]);
  return dropdown ? createPortal(<ErrorScreen />, dropdown) : null;
}

export interface SearchModalProps {
  site: SiteData;
  /** Docs version shown; search is limited to it when contextual search is on. */
  version: string;
  onClose(): void;
  initialQuery?: string;
}

/** A hit as a link to its page; one component for every render, so that React keeps each hit's link (modal-aria.ts repairs it once). */
function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <a href={hit.url}>{children}</a>;
}

export default function SearchModal({ site, version, onClose, initialQuery }: SearchModalProps) {
  const hosted = site.search.hosted;
  injectStyles(!hosted);
  useEffect(() => repairModalAria(document.querySelector('.DocSearch-Container')!), []);
  return createPortal(
    <>
      <DocSearchModal
        appId={hosted?.appId ?? 'embedded'}
        apiKey={hosted?.apiKey ?? 'embedded'}
        indexName={hosted?.indexName ?? 'embedded'}
        placeholder={site.search.placeholder}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        insights={site.search.insights}
        searchParameters={queryParameters(site, site.search.contextualSearch ? versionFilters(site, version) : [])}
        transformSearchClient={transformClient(site) as never}
        transformItems={(items) => items.map((item) => ({ ...item, url: sitePath(site, item.url) }))}
        navigator={{
          navigate: ({ itemUrl }) => navigateTo(itemUrl),
          navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
          navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        }}
        hitComponent={HitLink}
        resultsFooterComponent={({ state }) => (
          <a
            className="ck-search-all"
            href={`${site.baseUrl}search?q=${encodeURIComponent(state.query)}&version=${encodeURIComponent(version)}`}
            onClick={onClose}
          >
            See all {state.context.nbHits as number} results
          </a>
        )}
        getMissingResultsUrl={
          site.search.missingResultsUrl
            ? ({ query }) => `${site.search.missingResultsUrl}${encodeURIComponent(`Search: ${query}`)}`
            : undefined
        }
        translations={translations}
      />
      <FailureScreen />
    </>,
    document.body,
  );
}
