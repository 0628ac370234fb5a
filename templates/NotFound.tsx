import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useSiteData } from './context.js';
// Docusaurus's interpolate fills its sentence: templates/fill-label.ts, which the main bundle holds,
// would split into a chunk of its own that every page then loads.
import { interpolate } from './docusaurus/Interpolate.js';
import { SearchField } from './SearchField.js';
import { versionsOf } from '../common/docs-instances.js';
import { useClassicClassNames } from './classic-class-names.js';

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

/** On a Docusaurus site, the page's text in the classic theme's centred column, where a site's CSS for Infima's grid finds it. */
function ClassicColumn({ children }: { children: ReactNode }) {
  const classic = useClassicClassNames();
  return classic('names') ? (
    <div className="row">
      <div className="col col--6 col--offset-3">{children}</div>
    </div>
  ) : (
    children
  );
}
const Column = DOCUSAURUS_SITE ? ClassicColumn : Fragment;

/**
 * Shown for any path that is no page of the site: a search box and the pages whose paths read
 * closest. Its title and first paragraph are the classic theme's (`theme.NotFound.*`); the
 * sentences the classic page lacks show only where the locale has them (the suggestions' heading,
 * the way back home), else the classic page's second paragraph ends it, so a page is in one language;
 * on a Docusaurus site, that paragraph always ends it, as the site's readers know the page.
 */
export function NotFound() {
  const site = useSiteData();
  const latest = versionsOf(site.versions).find((v) => v.isLast);
  const suggestions = useSuggestions(site.baseUrl);
  const classic = useClassicClassNames();
  return (
    <main id="main" tabIndex={-1} className={`container not-found${classic(DOCUSAURUS_SITE && 'margin-vert--xl')}`}>
      <Column>
        <h1 className={DOCUSAURUS_SITE ? classic('hero__title').trim() || undefined : undefined}>
          {THEME_LABELS.notFound}
        </h1>
        <p>{THEME_LABELS.notFoundText}</p>
        <form role="search" className="search-page-form" action={`${site.baseUrl}search`} method="get">
          <SearchField aria-label={THEME_LABELS.searchDocs} />
          <button type="submit" className="ck-button ck-button-primary">
            {THEME_LABELS.search}
          </button>
        </form>
        {suggestions.length > 0 && (
          <nav className="not-found-suggestions" aria-label={THEME_LABELS.similarPages || undefined}>
            {THEME_LABELS.lookingFor && <h2>{THEME_LABELS.lookingFor}</h2>}
            <ul>
              {suggestions.map((path) => (
                <li key={path}>
                  <a href={path}>{path}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {!DOCUSAURUS_SITE && THEME_LABELS.startFrom ? (
          <p>
            {interpolate(THEME_LABELS.startFrom, {
              homePage: <a href={site.baseUrl}>{THEME_LABELS.startFromHome}</a>,
              orLatestDocs: latest ? (
                <>
                  {interpolate(THEME_LABELS.orLatestDocs, {
                    latestDocs: <a href={latest.mainDocHref}>{THEME_LABELS.latestDocs}</a>,
                  })}
                </>
              ) : (
                ''
              ),
            })}
          </p>
        ) : (
          <p>{THEME_LABELS.notFoundHelp}</p>
        )}
      </Column>
    </main>
  );
}
