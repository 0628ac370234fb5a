import { join } from 'node:path';
import type { PageModule } from '../bundle/types.js';
import type { SiteConfig } from '../config/schema.js';
import type { VersionContent } from '../content/types.js';
import { importCall } from '../mdx/recma-page-factory.js';
import { toolRoot } from '../util/tool-root.js';
import type { DocData } from '../../common/data.js';
import { placeIn } from './sidebar-places.js';
import type { Route } from './types.js';
import { pageTitle } from '../../common/page-title.js';

/** The key of the content module every generated index shows (a page of cards needs DocCardList's code). */
export const GENERATED_INDEX_KEY = '_generated-index';

/** The template that draws a generated index's content, as the theme's own imports name it. */
const TEMPLATE = './GeneratedIndexPage.js';

/**
 * The content module of generated indexes: the template's default export, as a compiled page's
 * is (cli/mdx/recma-page-factory.ts). It imports DocCardList, which is no part of the runtime, so
 * it is bundled, and only the pages that show cards load that code.
 */
export function generatedIndexModule(): PageModule {
  const templates = join(toolRoot, 'templates');
  return {
    key: GENERATED_INDEX_KEY,
    code: `return ${importCall(TEMPLATE)};`,
    imports: [TEMPLATE],
    resolveDir: templates,
    file: join(templates, 'GeneratedIndexPage.tsx'),
  };
}

/** The content module when a version has generated indexes, for the bundlers' table of page modules. */
export function generatedIndexModules(versions: readonly VersionContent[]): PageModule[] {
  return versions.some((version) => version.categoryIndexes.length) ? [generatedIndexModule()] : [];
}

/** A route per generated index of a version: laid out as its docs are, in its category's sidebar. */
export function categoryIndexRoutes(config: SiteConfig, version: VersionContent): Route[] {
  return version.categoryIndexes.map((index) => {
    const sidebar = version.sidebars[index.sidebar] ?? [];
    const doc: DocData = {
      // No doc has a URL for an id: the index is the same page in no other version.
      id: index.permalink,
      version: version.name,
      title: index.title,
      hideTitle: false,
      hasOwnH1: false,
      toc: [],
      hideToc: true,
      sidebar: index.sidebar,
      ...placeIn(sidebar, index.permalink, index.title),
      permalink: index.permalink,
    };
    return {
      path: index.permalink,
      contentKey: GENERATED_INDEX_KEY,
      sidebarKey: `${version.name}/${index.sidebar}`,
      sidebar,
      keywords: index.keywords,
      page: {
        kind: 'doc',
        path: index.permalink,
        title: pageTitle(index.title, config.title, config.titleDelimiter),
        description: index.description ?? '',
        doc,
        generatedIndex: { description: index.description },
      },
    };
  });
}
