import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useCurrentPage, useSiteData } from '../context.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import type { PageData } from '../../common/data.js';

/** The route context of Docusaurus: which plugin made the page shown, and the data its route gives (the blog's metadata). */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

const PluginRoute = createContext<RouteContext | null>(null);

/** Around a plugin route's component (cli/pages/component-module.ts): its plugin and context modules. */
export function RouteContextProvider({ value, children }: { value: RouteContext; children?: ReactNode }) {
  return createElement(PluginRoute.Provider, { value }, children);
}

/** The Docusaurus plugin that makes each kind of ckdocs page. */
const PLUGIN_OF: Partial<Record<PageData['kind'], string>> = {
  doc: 'docusaurus-plugin-content-docs',
  tags: 'docusaurus-plugin-content-docs',
  page: 'docusaurus-plugin-content-pages',
  mdxPage: 'docusaurus-plugin-content-pages',
  home: 'docusaurus-plugin-content-pages',
  // ckdocs's search page stands for the search theme's.
  search: 'docusaurus-theme-search-algolia',
};

/**
 * `@docusaurus/useRouteContext`: a plugin route's own context, else the plugin of the page shown,
 * by its name and instance (a doc's set of docs, else `default`).
 */
export default function useRouteContext(): RouteContext {
  const { page } = useCurrentPage();
  const { versions } = useSiteData();
  const route = useContext(PluginRoute);
  if (route) return route;
  const version = versions.find((v) => v.name === (page.doc?.version ?? page.version));
  return { plugin: { name: PLUGIN_OF[page.kind] ?? 'native', id: version?.instance ?? DEFAULT_DOCS } };
}
