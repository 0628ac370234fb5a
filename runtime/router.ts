import type { PageData, SiteData } from '../common/data.js';
import { loadPageData, loadPageParts, type ShownPage } from './page-loader.js';
import { showWhenLoaded } from './pending-page.js';
import { cleanPath, routeKey } from '../common/route-files.js';
import { BROWSER_LOADS } from '../common/link-target.js';
import { routedPath } from '../common/routed-path.js';
import { isNotPage } from './not-pages.js';
import { createProgress } from './progress.js';
import { scrollAfterNavigation, trackScroll } from './scroll.js';

/** What tells a link to another page of the site from one the browser loads: its base URL, and whether a page is there. */
export type SiteLinks = Pick<SiteData, 'baseUrl' | 'noHome' | 'localesWithin'>;

/** How a navigation meets the history: a new entry, in place of the current one, or back/forward. */
export type HistoryMode = 'push' | 'replace' | 'pop';
export type Navigate = (url: URL, mode: HistoryMode) => Promise<void>;

let current: Navigate | undefined;

/** A location as react-router's history gives it to a blocker. */
export interface BlockedLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}
type Blocker = (location: BlockedLocation, action: 'PUSH' | 'REPLACE' | 'POP') => unknown;

/** What `history.block` registered (`@docusaurus/router`): one returning false holds a navigation. */
const blockers = new Set<Blocker>();

/** Registers `blocker`; returns the function that removes it. */
export function blockNavigation(blocker: Blocker): () => void {
  blockers.add(blocker);
  return () => void blockers.delete(blocker);
}

const ACTIONS = { push: 'PUSH', replace: 'REPLACE', pop: 'POP' } as const;

/** Whether a blocker holds the navigation to `url`. */
function held(url: URL, mode: HistoryMode): boolean {
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null };
  return [...blockers].some((blocker) => blocker(location, ACTIONS[mode]) === false);
}

/** Opens a page of this site through the router (a full load before the router started). */
export function navigateTo(href: string, mode: Exclude<HistoryMode, 'pop'> = 'push'): void {
  const url = new URL(href, location.href);
  if (current && url.origin === location.origin) void current(url, mode);
  else if (mode === 'replace') location.replace(url.href);
  else location.assign(url.href);
}

/**
 * The URL of a link to another page of this site that the router can load, if it is one. A link
 * that names its language (`hreflang`: the locale dropdown's, on a site of several), or one under
 * another locale's base URL, leads to another locale's site, with code of its own.
 */
export function internalUrl(anchor: HTMLAnchorElement, site: SiteLinks): URL | undefined {
  if (
    !anchor.href ||
    anchor.hasAttribute('download') ||
    anchor.hasAttribute(BROWSER_LOADS) ||
    (SITE_LOCALE.several && anchor.hreflang) ||
    (anchor.target && anchor.target !== '_self')
  )
    return;
  const url = new URL(anchor.href);
  const path = url.origin === location.origin ? routedPath(url.pathname, site) : undefined;
  // The build found no page there (a broken link the config lets through, a redirect's old path).
  if (path === undefined || isNotPage(path)) return;
  url.pathname = path;
  // No page there (a Docusaurus site's base URL may have none): the browser loads the 404 page.
  if (DOCUSAURUS_SITE && site.noHome && routeKey(url.pathname) === routeKey(site.baseUrl)) return;
  return url;
}

/** Same-origin, plain left click on a link to another page of this site. */
export function routableLink(event: MouseEvent, site: SiteLinks): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const url = anchor && internalUrl(anchor, site);
  // Same page, other anchor: the browser scrolls by itself.
  if (!url || (url.pathname === location.pathname && url.search === location.search && url.hash)) return;
  return url;
}

/**
 * The address bar's path for a page opened at `pathname`: the page's own when its URL ends in `/`
 * and `pathname` lacks it (typed, or a link written without it), so that the page's relative links
 * resolve under its folder, as they do where it is served.
 */
export function shownPath(pathname: string, pagePath: string): string {
  return pagePath.endsWith('/') && pathname !== pagePath && routeKey(pathname) === routeKey(pagePath)
    ? pagePath
    : pathname;
}

/** How long a page's code may take before the page shows with a spinner in its place. */
const SPINNER_AFTER_MS = 1000;

/** What `promise` gives if it settles within `ms` and succeeds; else undefined. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise.catch(() => undefined), new Promise<undefined>((r) => setTimeout(r, ms))]);
}

/**
 * Client-side navigation: the target's data loads first (if it fails, a warning and a full page
 * load), then its code. The page swaps once its code is in, or after SPINNER_AFTER_MS with a
 * spinner in its content (an error box with Retry if its code fails). Once the page has rendered,
 * scroll goes to the hash or the top, and back/forward restore the position the reader left.
 * `routeUpdate` is told of each page before it loads, and what it returns is called once it has.
 * `pagePath` is the path of the page the document shows.
 */
export function startRouter(
  site: SiteLinks,
  show: (page: ShownPage) => Promise<void>,
  routeUpdate: (url: URL) => () => void,
  pagePath: string,
): Navigate {
  history.scrollRestoration = 'manual';
  const clean = shownPath(cleanPath(location.pathname), pagePath);
  if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  const progress = createProgress();
  const scroll = trackScroll();
  // Set while a held back/forward is undone, so that its own popstate is let by.
  let undoing = false;
  const navigate: Navigate = async (url, mode) => {
    if (held(url, mode)) {
      // A held back button has already moved the address bar: forward again.
      if (mode === 'pop') {
        undoing = true;
        history.go(1);
      }
      return;
    }
    const routeLoaded = routeUpdate(url);
    // Another query of the page shown (a tab kept in the address) leaves the reader where they are.
    const queryOnly =
      mode !== 'pop' &&
      routeKey(url.pathname) === routeKey(location.pathname) &&
      url.hash === location.hash &&
      url.search !== location.search;
    progress.start();
    let page: PageData;
    try {
      page = await loadPageData(url.pathname);
    } catch (error) {
      progress.done();
      console.warn(`Could not load ${url.pathname} (${(error as Error).message}); loading the full page instead.`);
      window.location.assign(url.href);
      return;
    }
    url.pathname = shownPath(url.pathname, page.path);
    const parts = loadPageParts(page);
    const loaded = await within(parts, SPINNER_AFTER_MS);
    progress.done();
    routeLoaded();
    if (mode === 'push') {
      scroll.save();
      history.pushState({ scrollY: 0 }, '', url.href);
    } else if (mode === 'replace') history.replaceState({ scrollY: 0 }, '', url.href);
    const shown = () => {
      window.dispatchEvent(new CustomEvent('ck:navigated', { detail: { hash: url.hash } }));
      if (!queryOnly) scrollAfterNavigation(url, mode === 'pop');
    };
    if (!loaded) {
      const current = () => location.pathname === url.pathname;
      return showWhenLoaded(page, parts, { show, shown, current });
    }
    await show({ page, ...loaded });
    shown();
  };
  document.addEventListener('click', (event) => {
    const url = routableLink(event, site);
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  });
  window.addEventListener('popstate', () => {
    if (undoing) {
      undoing = false;
      return;
    }
    scroll.pause();
    void navigate(new URL(location.href), 'pop').finally(scroll.resume);
  });
  current = navigate;
  return navigate;
}
