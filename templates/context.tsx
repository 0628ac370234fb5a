import { createContext, use, useContext, useSyncExternalStore, type Context, type ReactNode } from 'react';
import type { PageData, SidebarData, SidebarItem, SiteData } from '../common/data.js';

/**
 * One React context per name for the whole process. The server renders pages that need a bundle
 * from a bundle of their own, apart from the theme's: both copies of this module must provide
 * and read the same context, or a component in a page would not see the theme's providers.
 */
function sharedContext<T>(name: string, initial: T): Context<T> {
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  return (registry[Symbol.for(`ckdocs.context.${name}`)] ??= createContext(initial));
}

/** Creates a context whose hook throws, naming the provider, when used outside it. */
export function createStrictContext<T>(providerName: string) {
  const Context = sharedContext<T | null>(providerName, null);
  function useStrict(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`Hook used outside <${providerName}>: wrap the tree in <${providerName}>.`);
    return value;
  }
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  /** The value, or undefined outside the provider (a component rendered on its own). */
  const useOptional = (): T | undefined => useContext(Context) ?? undefined;
  return [Provider, useStrict, useOptional] as const;
}

export const [SiteDataProvider, useSiteData, useSiteDataIfAny] = createStrictContext<SiteData>('SiteDataProvider');

/** Navigation state the runtime provides: the current path, its docs version and its other versions. */
export interface LocationState {
  pathname: string;
  /** Docs version of the page shown, if it is a doc. */
  version?: string;
  /** The same doc in other versions (version name to URL). */
  alternates?: Record<string, string>;
}
export const [LocationProvider, useLocation] = createStrictContext<LocationState>('LocationProvider');

/** The route shown and its sidebar, for the hooks of `@docusaurus/plugin-content-docs/client`. */
export interface CurrentPage {
  page: PageData;
  sidebar?: SidebarData;
}
export const [CurrentPageProvider, useCurrentPage] = createStrictContext<CurrentPage>('CurrentPageProvider');

/**
 * A sidebar's items, for a component rendering: while they load, it suspends (a page that reads
 * its sidebar outside the sidebar's own Suspense boundary hydrates once they have come).
 */
export function readSidebar(sidebar: SidebarData): SidebarItem[] {
  return Array.isArray(sidebar) ? sidebar : use(sidebar);
}

/** Set inside the page chrome, so that `@theme/Layout` in a page does not draw a second one. */
export const InShellContext = sharedContext('InShell', false);

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML (so both render the same),
 * true in the browser's renders after. React tells, each component apart, so the page's hydrating
 * changes no context: a context change would reach the sidebar while it waits for its JSON
 * (templates/Sidebar.tsx) and replace its server HTML by nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
