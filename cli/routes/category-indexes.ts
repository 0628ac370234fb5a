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

/** The same, for a version whose docs a DocItem draws (`docItemComponent`): the theme's page draws the index. */
const THEME_GENERATED_INDEX_KEY = '_generated-index-theme';

/** The templates that draw a generated index's content, as the theme's own imports name them, by key. */
const TEMPLATES: Record<string, string> = {
  [GENERATED_INDEX_KEY]: 'GeneratedIndexPage',
  [THEME_GENERATED_INDEX_KEY]: 'docusaurus/ThemeGeneratedIndexPage',
};

/**
 * A content module of generated indexes: its template's default export, as a compiled page's
 * is (cli/mdx/recma-page-factory.ts). It imports DocCardList, which is no part of the runtime, so
 * it is bundled, and only the pages that show cards load that code.
 */
export function generatedIndexModule(key = GENERATED_INDEX_KEY): PageModule {
  const templates = join(toolRoot, 'templates');
  const template = `./${TEMPLATES[key]}.js`;
  return {
    key,
    code: `return ${importCall(template)};`,
    imports: [template],
    resolveDir: templates,
    file: join(templates, `${TEMPLATES[key]}.tsx`),
  };
}

/** The content module of a version's generated indexes. */
const indexKey = (version: Pick<VersionContent, 'docItemComponent'>) =>
  version.docItemComponent ? THEME_GENERATED_INDEX_KEY : GENERATED_INDEX_KEY;

/** The content modules the versions' generated indexes show, for the bundlers' table of page modules. */
export function generatedIndexModules(versions: readonly VersionContent[]): PageModule[] {
  const keys = new Set(versions.filter((version) => version.categoryIndexes.length).map(indexKey));
  return [...keys].map((key) => generatedIndexModule(key));
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
      contentKey: indexKey(version),
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
