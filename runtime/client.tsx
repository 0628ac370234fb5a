import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { routeDidUpdate, routeUpdate } from 'ck:client-modules';
import site from 'ck:site-data';
import { App } from '../templates/App.js';
import type { BootData } from '../templates/data.js';
import { loadPage, loadPageParts, type LoadedPage } from './page-loader.js';
import { startPrefetch } from './prefetch.js';
import { cleanPath } from './route-files.js';
import { startRouter } from './router.js';

let show: (loaded: LoadedPage) => void = () => {};

function Root({ initial, onShown }: { initial: LoadedPage; onShown: () => void }) {
  const [current, setCurrent] = useState(initial);
  useEffect(() => {
    show = (loaded) => startTransition(() => setCurrent(loaded));
  }, []);
  // Before the page's own effects: a `<Head>` in the page sets its title after this one.
  useLayoutEffect(() => {
    document.title = current.page.title;
    routeDidUpdate();
  }, [current]);
  useEffect(() => onShown(), [current, onShown]);
  return <App site={site} page={current.page} sidebar={current.sidebar} Content={current.Content} />;
}

async function boot() {
  const { page } = JSON.parse(document.getElementById('__ck_data')!.textContent!) as Pick<BootData, 'page'>;
  // The sidebar is not inlined (it can be large and is shared by many pages): the HTML
  // preloads its JSON. Hydration waits for the page chunk; the sidebar hydrates when its JSON comes.
  const clean = cleanPath(location.pathname);
  // A host that answers /page.html with the 404 page: show the page at the clean path instead.
  const renamed =
    clean !== location.pathname && page.path !== clean ? await loadPage(clean).catch(() => undefined) : undefined;
  const initial = renamed ?? { page, ...(await loadPageParts(page, true)) };
  startRouter(site.baseUrl, (loaded) => show(loaded), routeUpdate);
  routeUpdate();
  const prefetch = startPrefetch(site.baseUrl, (pathname) => void loadPage(pathname).catch(() => {}));
  // New links appear with every page shown: observe them for viewport prefetching.
  const root = <Root initial={initial} onShown={prefetch.rescan} />;
  const container = document.getElementById('__ck')!;
  if (renamed) createRoot(container).render(root);
  else hydrateRoot(container, root);
}

void boot();
