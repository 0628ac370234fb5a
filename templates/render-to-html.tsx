import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import type { MdxContent } from './DocPage.js';
import type { BootData, SiteData } from './data.js';

/** Server side: one page's body HTML, the same tree the browser hydrates. */
export function renderApp(site: SiteData, boot: BootData, Content?: MdxContent): string {
  return renderToString(<App site={site} page={boot.page} sidebar={boot.sidebar} Content={Content} />);
}
