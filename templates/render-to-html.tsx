import { renderToString } from 'react-dom/server';
import { ApiChangesView } from './ApiChangesPage.js';
import { ApiView } from './ApiPage.js';
import { App } from './App.js';
import type { MdxContent } from './DocPage.js';
import type { BootData, SiteData } from './data.js';
import { NotFound } from './NotFound.js';
import { viewOf, type PageView, type ViewName } from './page-views.js';
import { SearchPage } from './SearchPage.js';

const views: Record<ViewName, PageView> = {
  api: ApiView,
  search: SearchPage,
  apiChanges: ApiChangesView,
  notFound: NotFound,
};

/** Server side: one page's body HTML, the same tree the browser hydrates. */
export function renderApp(site: SiteData, boot: BootData, Content?: MdxContent): string {
  const view = viewOf(boot.page);
  return renderToString(
    <App site={site} page={boot.page} sidebar={boot.sidebar} Content={Content} View={view && views[view]} />,
  );
}
