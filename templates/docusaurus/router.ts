import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { blockNavigation, navigateTo } from '../../runtime/router.js';
import { useCurrentPage, useLocation as useCurrentLocation } from '../context.js';

/** A location as react-router's `useLocation` gives it; `pathname` includes the base URL. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** Events after which the address bar's query or hash may differ. */
const CHANGES = ['popstate', 'hashchange', 'ck:navigated'];

function subscribe(onChange: () => void): () => void {
  for (const event of CHANGES) window.addEventListener(event, onChange);
  return () => CHANGES.forEach((event) => window.removeEventListener(event, onChange));
}

/** `?query#hash` of the address bar in the browser; none on the server and while hydrating. */
function useSearchAndHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search + location.hash,
    () => '',
  );
}

/**
 * `useLocation` of `@docusaurus/router`: the page shown, with the address bar's query and hash once
 * in the browser. The 404 page answers any address: in the browser, from its first render, the one
 * the reader asked for, as Docusaurus's router gives it (a Layout's page view tracker counts that).
 */
export function useLocation(): Location {
  const { pathname: shown } = useCurrentLocation();
  const notFound = useCurrentPage().page.kind === 'notFound';
  const pathname = notFound && typeof window !== 'undefined' ? window.location.pathname : shown;
  const rest = useSearchAndHash();
  return useMemo(() => {
    const url = new URL(pathname + rest, 'http://site.invalid');
    return { pathname, search: url.search, hash: url.hash, state: null };
  }, [pathname, rest]);
}

/** Where a move goes, as react-router's history takes it: a path, or parts of a location. */
export type To = string | Partial<Location>;

/**
 * A move's address: a path as it is (relative ones from the page's), or the parts of a location
 * given, the page's path where it gives none, as react-router's history makes them (`{ search: 'q=a' }`
 * stays on the page with a new query).
 */
function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const part = (value: string | undefined, sign: string) =>
    value ? (value.startsWith(sign) ? value : `${sign}${value}`) : '';
  return `${to.pathname ?? location.pathname}${part(to.search, '?')}${part(to.hash, '#')}`;
}

/** The history `useHistory` gives: moves go through ckdocs's router (no full page load). */
export interface History {
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  readonly location: Location;
  /** Calls `listener` after each page shown; returns the function that stops it. */
  listen(listener: (location: Location) => void): () => void;
  /** Calls `blocker` before each navigation; one returning false holds it. Returns the function that stops it. */
  block(blocker: (location: Location, action: 'PUSH' | 'REPLACE' | 'POP') => unknown): () => void;
}

const browserLocation = (): Location => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: history.state as unknown,
});

const routerHistory: History = {
  push: (to) => navigateTo(hrefOf(to), 'push'),
  replace: (to) => navigateTo(hrefOf(to), 'replace'),
  go: (delta) => history.go(delta),
  goBack: () => history.back(),
  goForward: () => history.forward(),
  get location() {
    return browserLocation();
  },
  listen(listener) {
    const onChange = () => listener(browserLocation());
    return subscribe(onChange);
  },
  block: blockNavigation,
};

/**
 * `useHistory` of `@docusaurus/router`: its moves are for the browser (event handlers, effects);
 * on the server its `location` is the page being rendered, as Docusaurus's static router gives it.
 */
export function useHistory(): History {
  const current = useLocation();
  return useMemo(
    () =>
      typeof window === 'undefined'
        ? (Object.create(routerHistory, { location: { get: () => current } }) as History)
        : routerHistory,
    [current],
  );
}

/** `Redirect` of `@docusaurus/router`: once in the browser, replaces the page with `to`. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const href = typeof window === 'undefined' ? '' : hrefOf(to);
  useEffect(() => navigateTo(href, push ? 'push' : 'replace'), [href, push]);
  return null;
}
