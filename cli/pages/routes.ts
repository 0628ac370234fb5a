import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { Route } from '../routes/types.js';
import type { SitePages } from './scan.js';
import { routeKey } from '../../common/route-files.js';
import { pageTitle } from '../../common/page-title.js';
import type { Reporter } from '../util/reporter.js';
import { UserError } from '../util/errors.js';

/**
 * The routes of the site's own pages. A component page's title and description are what its
 * `@theme/Layout` says once rendered (cli/render/hoisted-head.ts); until then, the site's title.
 */
export function pageRoutes(config: SiteConfig, pages: SitePages, compiled: Map<DocSource, CompiledDoc>): Route[] {
  const components = pages.components.map((page): Route => ({
    path: page.permalink,
    contentKey: page.key,
    page: { kind: 'page', path: page.permalink, title: config.title, description: '' },
  }));
  const markdown = pages.markdown.docs.map((doc): Route => {
    const out = compiled.get(doc)!;
    const fm = doc.frontMatter;
    const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
    const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
    const wrapperClassName = (fm as { wrapperClassName?: unknown }).wrapperClassName;
    return {
      path: doc.permalink,
      doc,
      page: {
        kind: 'mdxPage',
        path: doc.permalink,
        title: pageTitle(fm.title ?? out.title, config.title, config.titleDelimiter),
        description: fm.description ?? out.excerpt?.slice(0, 160) ?? '',
        mdxPage: {
          toc: out.headings.filter((h) => h.depth >= min && h.depth <= max),
          hideToc: fm.hide_table_of_contents,
          wrapperClassName: typeof wrapperClassName === 'string' ? wrapperClassName : undefined,
          ...(pages.markdown.docItemComponent && { drawnByTheme: true, title: fm.title ?? out.title }),
        },
      },
    };
  });
  return [...components, ...markdown];
}

/**
 * The route table with the site's own pages: a page takes the place of ckdocs's route at its URL
 * (its home page), written with a trailing slash or without. Of the pages added at one URL (a
 * plugin that adds its own routes and then its parent plugin's), the first is built, as
 * Docusaurus's router matches the first; `duplicates` are the URLs of the others.
 */
export function withSitePages(routes: Route[], pages: Route[]): { routes: Route[]; duplicates: string[] } {
  const byPath = new Map<string, Route>();
  const duplicates: string[] = [];
  for (const page of pages) {
    const key = routeKey(page.path);
    if (byPath.has(key)) duplicates.push(page.path);
    else byPath.set(key, page);
  }
  const merged = routes.map((route) => byPath.get(routeKey(route.path)) ?? route);
  const placed = new Set(merged);
  return { routes: [...merged, ...[...byPath.values()].filter((route) => !placed.has(route))], duplicates };
}

/** Pages added at a URL another page has, as `onDuplicateRoutes` says: nothing, a warning, or the build's error. */
export function reportDuplicateRoutes(
  duplicates: readonly string[],
  config: Pick<SiteConfig, 'onDuplicateRoutes'>,
  configFile: string,
  reporter: Reporter,
): void {
  if (!duplicates.length || config.onDuplicateRoutes === 'ignore') return;
  const shown = duplicates.slice(0, 5).join(', ') + (duplicates.length > 5 ? ` and ${duplicates.length - 5} more` : '');
  const message = `${duplicates.length} page(s) added at a URL another page already has (${shown}): the first added there is built`;
  const fix = 'Give each route its own path, or set onDuplicateRoutes in the config to say what a duplicate does.';
  if (config.onDuplicateRoutes === 'throw') throw new UserError(message, { file: configFile, problems: [fix] });
  reporter.warn(`${configFile}: ${message}. ${fix}`);
}
