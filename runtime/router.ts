import { loadPage, type LoadedPage } from './page-loader.js';
import { cleanPath } from './route-files.js';
import { createProgress } from './progress.js';
import { scrollAfterNavigation, trackScroll } from './scroll.js';

/** How a navigation meets the history: a new entry, in place of the current one, or back/forward. */
export type HistoryMode = 'push' | 'replace' | 'pop';
export type Navigate = (url: URL, mode: HistoryMode) => Promise<void>;

let current: Navigate | undefined;

/** Opens a page of this site through the router (a full load before the router started). */
export function navigateTo(href: string, mode: Exclude<HistoryMode, 'pop'> = 'push'): void {
  const url = new URL(href, location.href);
  if (current && url.origin === location.origin) void current(url, mode);
  else if (mode === 'replace') location.replace(url.href);
  else location.assign(url.href);
}

/** The URL of a link to another page of this site that the router can load, if it is one. */
export function internalUrl(anchor: HTMLAnchorElement, baseUrl: string): URL | undefined {
  if (!anchor.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl)) return;
  if (/\.(xml|json|txt|png|jpe?g|svg|gif|webp|pdf|zip)$/i.test(url.pathname)) return;
  url.pathname = cleanPath(url.pathname);
  return url;
}

/** Same-origin, plain left click on a link to another page of this site. */
export function routableLink(event: MouseEvent, baseUrl: string): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const url = anchor && internalUrl(anchor, baseUrl);
  // Same page, other anchor: the browser scrolls by itself.
  if (!url || (url.pathname === location.pathname && url.search === location.search && url.hash)) return;
  return url;
}

/**
 * Client-side navigation: the target's data and chunk load first, then the page swaps;
 * if loading fails, a warning and a full page load. Once the page has rendered, scroll goes to
 * the hash or the top, and back/forward restore the position the reader left. `routeUpdate` is told of each page before
 * it loads, and what it returns is called once it has.
 */
export function startRouter(
  baseUrl: string,
  show: (loaded: LoadedPage) => Promise<void>,
  routeUpdate: (url: URL) => () => void,
): Navigate {
  history.scrollRestoration = 'manual';
  const clean = cleanPath(location.pathname);
  if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  const progress = createProgress();
  const scroll = trackScroll();
  const navigate: Navigate = async (url, mode) => {
    let loaded: LoadedPage;
    const routeLoaded = routeUpdate(url);
    progress.start();
    try {
      loaded = await loadPage(url.pathname);
      routeLoaded();
    } catch (error) {
      console.warn(`Could not load ${url.pathname} (${(error as Error).message}); loading the full page instead.`);
      window.location.assign(url.href);
      return;
    } finally {
      progress.done();
    }
    if (mode === 'push') {
      scroll.save();
      history.pushState({ scrollY: 0 }, '', url.href);
    } else if (mode === 'replace') history.replaceState({ scrollY: 0 }, '', url.href);
    await show(loaded);
    window.dispatchEvent(new CustomEvent('ck:navigated', { detail: { hash: url.hash } }));
    scrollAfterNavigation(url, mode === 'pop');
  };
  document.addEventListener('click', (event) => {
    const url = routableLink(event, baseUrl);
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  });
  window.addEventListener('popstate', () => {
    scroll.cancel();
    void navigate(new URL(location.href), 'pop');
  });
  current = navigate;
  return navigate;
}
