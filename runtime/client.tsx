import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import site from 'ck:site-data';
import { App } from '../templates/App.js';
import type { BootData } from '../templates/data.js';
import { loadPageParts, type LoadedPage } from './page-loader.js';
import { startRouter } from './router.js';

let show: (loaded: LoadedPage) => void = () => {};

function Root({ initial }: { initial: LoadedPage }) {
  const [current, setCurrent] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    show = (loaded) => startTransition(() => setCurrent(loaded));
  }, []);
  useEffect(() => {
    document.title = current.page.title;
  }, [current]);
  return <App site={site} page={current.page} sidebar={current.sidebar} Content={current.Content} hydrated={hydrated} />;
}

async function boot() {
  const { page } = JSON.parse(document.getElementById('__ck_data')!.textContent!) as Pick<BootData, 'page'>;
  // The sidebar is not inlined (it can be large and is shared by many pages): the HTML
  // preloads its JSON, and hydration waits for it and for the page chunk.
  hydrateRoot(document.getElementById('__ck')!, <Root initial={{ page, ...(await loadPageParts(page)) }} />);
  startRouter(site.baseUrl, (loaded) => show(loaded));
}

void boot();
