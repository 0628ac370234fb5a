import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { Route } from '../routes/types.js';
import type { SitePages } from './scan.js';
import { routeKey } from '../../common/route-files.js';
import { pageTitle } from '../../common/page-title.js';

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
 * (its home page), written with a trailing slash or without.
 */
export function withSitePages(routes: Route[], pages: Route[]): Route[] {
  const byPath = new Map(pages.map((route) => [routeKey(route.path), route]));
  const merged = routes.map((route) => byPath.get(routeKey(route.path)) ?? route);
  return [...merged, ...pages.filter((route) => !merged.includes(route))];
}
