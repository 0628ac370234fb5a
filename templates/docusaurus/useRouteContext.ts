import { useCurrentPage } from '../context.js';
import type { PageData } from '../data.js';

/** The route context of Docusaurus: which plugin made the page shown (theme-common's page titles and class names read it). */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

/** The Docusaurus plugin that makes each kind of ckdocs page. */
const PLUGIN_OF: Partial<Record<PageData['kind'], string>> = {
  doc: 'docusaurus-plugin-content-docs',
  tags: 'docusaurus-plugin-content-docs',
  page: 'docusaurus-plugin-content-pages',
  mdxPage: 'docusaurus-plugin-content-pages',
  home: 'docusaurus-plugin-content-pages',
};

/** `@docusaurus/useRouteContext`: the plugin of the page shown, by its name and the instance `default`. */
export default function useRouteContext(): RouteContext {
  const { page } = useCurrentPage();
  return { plugin: { name: PLUGIN_OF[page.kind] ?? 'native', id: 'default' } };
}
