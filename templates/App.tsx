import type { ReactNode } from 'react';
import type { MdxContent } from '../common/mdx-content.js';
import { DocPage } from './DocPage.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ApiLinksContext } from './theme/ApiCode.js';
import { mdxComponents } from './theme/mdx-components.js';
import DocusaurusProviders from 'ck:docusaurus-providers';
import Root from './docusaurus/theme/Root.js';
import MDXContent from './docusaurus/theme/MDXContent.js';
import SearchMetadata from './docusaurus/theme/SearchMetadata.js';
import { CurrentPageProvider, LocationProvider, SiteDataProvider } from './context.js';
import type { BootData, SiteData } from '../common/data.js';
import { Chrome } from './chrome.js';
import { MdxPage } from './MdxPage.js';
import type { PageLoaderState } from '../runtime/page-loader.js';
import { PageLoader } from './PageLoader.js';
import { UnlistedBanner } from './UnlistedBanner.js';
import type { PageView } from '../common/page-views.js';

export interface AppProps extends BootData {
  site: SiteData;
  /** Content component of a doc page. */
  Content?: MdxContent;
  /** The template of a search, API changes or 404 page (common/page-views.ts). */
  View?: PageView;
  /** Set while the page's code loads, or after it failed to: shown in place of its content. */
  loader?: PageLoaderState;
}

/** A doc's or an MDX page's text, inside a Docusaurus site's `@theme/MDXContent`. */
const inMdxContent = (text: ReactNode) => (DOCUSAURUS_SITE ? <MDXContent>{text}</MDXContent> : text);

/** The whole page; the server renders it to HTML and the browser hydrates the same tree. */
export function App({ site, page, sidebar, Content, View, loader }: AppProps) {
  const notice = page.unlisted && <UnlistedBanner />;
  let body;
  if (loader && page.kind !== 'doc') body = <PageLoader {...loader} />;
  else if (page.kind === 'doc' && page.doc) {
    body = (
      <DocPage doc={page.doc} sidebar={sidebar} notice={notice}>
        <ErrorBoundary key={page.path}>
          {loader ? (
            <PageLoader {...loader} />
          ) : View ? (
            <View page={page} />
          ) : (
            Content && (
              <ApiLinksContext.Provider value={page.doc.apiLinks ?? {}}>
                {inMdxContent(<Content components={mdxComponents} />)}
              </ApiLinksContext.Provider>
            )
          )}
        </ErrorBoundary>
      </DocPage>
    );
  } else if (page.kind === 'mdxPage' && page.mdxPage)
    body = (
      <MdxPage data={page.mdxPage}>
        <ErrorBoundary key={page.path}>{Content && inMdxContent(<Content components={mdxComponents} />)}</ErrorBoundary>
      </MdxPage>
    );
  else if (View)
    body = (
      <ErrorBoundary key={page.path}>
        <View page={page} notice={notice} />
      </ErrorBoundary>
    );
  return (
    <SiteDataProvider value={site}>
      <LocationProvider
        value={{ pathname: page.path, version: page.doc?.version ?? page.version, alternates: page.doc?.alternates }}
      >
        <CurrentPageProvider value={{ page, sidebar }}>
          <Root>
            <DocusaurusProviders>
              {/* What search reads of every page, where a Docusaurus site's own sets it (the classic theme's site metadata). */}
              {DOCUSAURUS_SITE && <SearchMetadata locale={site.search.language ?? 'en'} tag="default" />}
              {(page.kind === 'page' || (DOCUSAURUS_SITE && page.mdxPage?.drawnByTheme)) && !loader ? (
                // A component page (or a theme's MDXPage) draws its whole page, the chrome too (with `@theme/Layout`, whose
                // boundary keeps the chrome around its children); what throws outside it shows in the chrome.
                <ErrorBoundary
                  key={page.path}
                  frame={(crash) => (
                    <Chrome>
                      <main id="main" tabIndex={-1}>
                        {crash}
                      </main>
                    </Chrome>
                  )}
                >
                  {Content &&
                    (DOCUSAURUS_SITE && page.kind !== 'page' ? <Content components={mdxComponents} /> : <Content />)}
                </ErrorBoundary>
              ) : (
                <Chrome>{body}</Chrome>
              )}
            </DocusaurusProviders>
          </Root>
        </CurrentPageProvider>
      </LocationProvider>
    </SiteDataProvider>
  );
}
