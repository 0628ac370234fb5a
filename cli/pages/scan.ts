import { join } from 'node:path';
import { localizedFile } from '../content/localized.js';
import type { SiteConfig } from '../config/schema.js';
import { splitFrontMatter } from '../content/front-matter.js';
import { encodePathSegment } from '../../common/route-files.js';
import { readSource } from '../content/read-source.js';
import { pseudoVersion } from '../content/pseudo-version.js';
import type { DocSource, VersionContent } from '../content/types.js';
import { sitePath } from '../routes/navbar.js';
import { matchingFiles } from '../util/glob.js';
import { UserError } from '../util/errors.js';
import { SITE_PAGES_OWNER } from '../mdx/markdown-plugins.js';
import { parseFrontMatterFirst } from '../content/markdown-hooks.js';

/** The name Markdown pages go by as docs (`version`), and the prefix of every page's module key. */
export const PAGES_VERSION = '_pages';

/** A page that is a React component: its default export, at its URL. */
export interface ComponentPage {
  /** Its module's key (`_pages/<path without extension>`), the name of its browser chunk. */
  key: string;
  /** The component's module: an absolute path, or a specifier resolved from the site folder. */
  component: string;
  /** The file errors about the page name: the component's, or the config that added the route. */
  file: string;
  /** URL path, as a route's (`Route.path`). */
  permalink: string;
  /** Modules given to the component as props, by prop name, in the shape a plugin route gives them. */
  modules?: Record<string, RouteModules>;
  /** Data given to the component as props as it is (a plugin route's `props`). */
  data?: Record<string, unknown>;
  /** What `useRouteContext` reads on the page: the plugin that made the route, and its context modules. */
  context?: { plugin: { name: string; id: string }; data: Record<string, RouteModules> };
}

/** Module specifiers in the shape a route hands them to its component: alone, in lists or by name. */
export type RouteModules = string | RouteModules[] | { [name: string]: RouteModules };

/** The site's own pages: Markdown ones (read as docs are, of the version `_pages`) and components. */
export interface SitePages {
  markdown: VersionContent;
  components: ComponentPage[];
}

const MARKDOWN = /\.mdx?$/;
const SOURCE = /\.(mdx?|[jt]sx?)$/;

/** A page file's URL under the pages' base: `index` stands for its folder (`a/index.tsx` is `a/`), the extension goes. */
function pagePath(relPath: string): string {
  const path = relPath.replace(SOURCE, '').replace(/(^|\/)index$/i, '$1');
  return path.split('/').map(encodePathSegment).join('/');
}

/** The URL of `path` under the base URL and the pages' route base, its trailing slash as the site's URLs have it. */
const permalinkOf = (config: SiteConfig, routeBase: string, path: string) =>
  sitePath(config, `${routeBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);

/**
 * Reads the pages folder as Docusaurus's pages plugin does: every file `include` matches and
 * `exclude` does not becomes a page; Markdown ones with their front matter (a `slug` sets the URL,
 * a draft is left out). `mdxPageComponent` draws the Markdown pages, where a theme has its own
 * MDXPage. On a Docusaurus site, a component page gets the site's config as its `config` prop, as
 * the pages plugin hands it.
 */
export async function scanPages(
  config: SiteConfig,
  siteDir: string,
  { mdxPageComponent, docusaurus = false }: { mdxPageComponent?: string; docusaurus?: boolean } = {},
): Promise<SitePages> {
  const markdown = {
    ...pseudoVersion(PAGES_VERSION, 'Pages', sitePath(config, '/')),
    docItemComponent: mdxPageComponent,
  };
  const pages: SitePages = { markdown, components: [] };
  if (!config.pages) return pages;
  const { path, localizedPath, routeBasePath, include, exclude } = config.pages;
  const root = join(siteDir, path);
  const localizedRoot = localizedPath === undefined ? undefined : join(siteDir, localizedPath);
  const files = await matchingFiles(root, include, exclude);
  await parseFrontMatterFirst(
    files.filter((relPath) => MARKDOWN.test(relPath)).map((relPath) => localizedFile(root, localizedRoot, relPath)),
  );
  for (const relPath of files) {
    const file = localizedFile(root, localizedRoot, relPath);
    const id = relPath.replace(SOURCE, '');
    if (!MARKDOWN.test(relPath)) {
      pages.components.push({
        key: `${PAGES_VERSION}/${id}`,
        component: file,
        file,
        permalink: permalinkOf(config, routeBasePath, pagePath(relPath)),
        ...(docusaurus && { modules: { config: '@generated/docusaurus.config' } }),
      });
      continue;
    }
    const { frontMatter, body } = splitFrontMatter(readSource(file), file);
    if (frontMatter.draft) continue;
    const slug = frontMatter.slug ?? pagePath(relPath);
    const doc: DocSource = {
      version: PAGES_VERSION,
      id,
      file,
      relPath,
      permalink: permalinkOf(config, routeBasePath, slug),
      frontMatter,
      body,
      tags: [],
      // The pages plugin's remark and rehype plugins, where a Docusaurus site gives it its own.
      markdownPlugins: SITE_PAGES_OWNER,
    };
    markdown.docs.push(doc);
  }
  assertUniquePaths(pages);
  return pages;
}

/** Two pages at one URL: the second would silently replace the first. */
function assertUniquePaths({ markdown, components }: SitePages): void {
  const seen = new Map<string, string>();
  for (const { permalink, file } of [...components, ...markdown.docs]) {
    const other = seen.get(permalink);
    if (other)
      throw new UserError(`Two pages have the URL ${permalink}`, {
        file,
        problems: [`Also produced by ${other}. Rename one of them, or give the Markdown one another slug.`],
      });
    seen.set(permalink, file);
  }
}
