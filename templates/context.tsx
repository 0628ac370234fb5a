import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from './data.js';

/** Creates a context whose hook throws, naming the provider, when used outside it. */
export function createStrictContext<T>(providerName: string) {
  const Context = createContext<T | null>(null);
  function useStrict(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`Hook used outside <${providerName}>: wrap the tree in <${providerName}>.`);
    return value;
  }
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  return [Provider, useStrict] as const;
}

export const [SiteDataProvider, useSiteData] = createStrictContext<SiteData>('SiteDataProvider');

/** Navigation state the runtime provides: current path and whether the page has hydrated. */
export interface LocationState {
  pathname: string;
  hydrated: boolean;
  /** Docs version of the page shown, if it is a doc. */
  version?: string;
  /** The same doc in other versions (version name to URL). */
  alternates?: Record<string, string>;
}
export const [LocationProvider, useLocation] = createStrictContext<LocationState>('LocationProvider');
