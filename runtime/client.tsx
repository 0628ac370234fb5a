import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../templates/react-global.js';
import { routeDidUpdate, routeUpdate } from 'ck:client-modules';
import site from 'ck:site-data';
import { App } from '../templates/App.js';
import { viewChunks } from '../templates/view-chunks.js';
import { appRootId, type BootData } from '../common/data.js';
import { loadPage, loadPageParts, setViewChunks, type ShownPage } from './page-loader.js';
import { failedPage } from './pending-page.js';
import { startPrefetch } from './prefetch.js';
import { cleanPath, routeKey } from '../common/route-files.js';
import { startRouter } from './router.js';
import { setSiteStorage } from './storage.js';
import { showHtmlClasses } from './html-classes.js';

let show: (loaded: ShownPage) => Promise<void> = async () => {};
/** The page the router asked for, and what to call once it is on screen. */
let awaited: { page: ShownPage; shown(): void } | undefined;

function Root({ initial, onShown }: { initial: ShownPage; onShown: () => void }) {
  const [current, setCurrent] = useState(initial);
  useEffect(() => {
    show = (loaded) =>
      new Promise((shown) => {
        // A copy, so that showing the page already shown renders (and resolves) too.
        const page = { ...loaded };
        awaited = { page, shown };
        startTransition(() => setCurrent(page));
      });
  }, []);
  // Before the page's own effects: a `<Head>` in the page sets its title after this one.
  useLayoutEffect(() => {
    document.title = current.page.title;
    if (DOCUSAURUS_SITE) showHtmlClasses(current.page.htmlClassName);
    routeDidUpdate();
    if (awaited?.page === current) awaited.shown();
  }, [current]);
  useEffect(() => onShown(), [current, onShown]);
  return (
    <App
      site={site}
      page={current.page}
      sidebar={current.sidebar}
      Content={current.Content}
      View={current.View}
      loader={current.loader}
    />
  );
}

async function boot() {
  setViewChunks(viewChunks);
  setSiteStorage(site.storage);
  const { page } = JSON.parse(document.getElementById('__ck_data')!.textContent!) as Pick<BootData, 'page'>;
  // The sidebar is not inlined (it can be large and is shared by many pages): the HTML
  // preloads its JSON. Hydration waits for the page chunk; the sidebar hydrates when its JSON comes.
  const clean = cleanPath(location.pathname);
  // A host that answers /page.html with the 404 page: show the page at the clean path instead.
  const renamed =
    clean !== location.pathname && routeKey(page.path) !== routeKey(clean)
      ? await loadPage(clean).catch(() => undefined)
      : undefined;
  // The page's code failed to load (a deploy replaced it, the network dropped): say so, with Retry.
  const initial: ShownPage =
    renamed ??
    (await loadPageParts(page, true).then(
      (parts) => ({ page, ...parts }),
      (error) =>
        failedPage(page, error, {
          show: (shown) => show(shown),
          shown() {},
          current: () => routeKey(location.pathname) === routeKey(clean),
        }),
    ));
  startRouter(site, (loaded) => show(loaded), routeUpdate, initial.page.path);
  routeUpdate();
  const prefetch = startPrefetch(site, (pathname) => void loadPage(pathname).catch(() => {}));
  // New links appear with every page shown: observe them for viewport prefetching.
  const root = <Root initial={initial} onShown={prefetch.rescan} />;
  const container = document.getElementById(appRootId(site))!;
  // On a Docusaurus site, as its client does: an error React recovers from (HTML the browser
  // draws otherwise) is logged, not reported as uncaught to the site's error trackers.
  const options = DOCUSAURUS_SITE ? { onRecoverableError: logRecovered } : undefined;
  // The server's HTML is not what these pages render: draw them anew.
  if (renamed || initial.loader) createRoot(container, options).render(root);
  else hydrateRoot(container, root, options);
}

/** Logs an error React recovered from, with the components it was in. */
function logRecovered(error: unknown, info: { componentStack?: string }) {
  console.error('React recovered from this error by drawing in the browser:', error, info.componentStack ?? '');
}

void boot();
