import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import type { ComponentPage } from '../pages/scan.js';
import type { VersionContent } from '../content/types.js';
import type { Route } from '../routes/types.js';
import { routeKey } from '../../common/route-files.js';
import { ALGOLIA_SEARCH_THEMES, algoliaSearchTheme, type ListedPlugin } from './plugin-list.js';

/**
 * The classes of its page that the classic theme gives a blog route's `<html>`, by the route's
 * component (the archive has none of its own).
 */
const BLOG_PAGES: Record<string, string> = {
  '@theme/BlogListPage': 'blog-list-page',
  '@theme/BlogPostPage': 'blog-post-page',
  '@theme/BlogTagsListPage': 'blog-tags-list-page',
  '@theme/BlogTagsPostsPage': 'blog-tags-post-list-page',
  '@theme/Blog/Pages/BlogAuthorsListPage': 'blog-authors-list-page',
  '@theme/Blog/Pages/BlogAuthorsPostsPage': 'blog-authors-posts-page',
};

interface HtmlClassesInput {
  baseUrl: string;
  /** The site's plugins: ckdocs's search page stands for its search theme's. */
  plugins: readonly ListedPlugin[];
}

/** A plugin's classes, as theme-common names them: `plugin-docs plugin-id-default`. */
const pluginClasses = (name: string, id: string) =>
  `plugin-${name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')} plugin-id-${id}`;

/**
 * The classes Docusaurus's theme puts on a page's `<html>`, in its order: the kind of page, the
 * plugin that made it and its instance, a doc's version and id (`docs-wrapper plugin-docs
 * plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro`). A site's CSS selects
 * pages by them (`html.plugin-blog`, `.docs-doc-page .navbar`).
 */
function htmlClassName(
  route: Route,
  versions: readonly VersionContent[],
  components: Map<string, ComponentPage>,
  { baseUrl, plugins }: HtmlClassesInput,
) {
  const { page } = route;
  // The 404 page of a site whose docs are at its base URL is drawn inside their version's route.
  const version = versions.find((v) =>
    page.kind === 'notFound' ? routeKey(v.path) === routeKey(baseUrl) : v.name === (page.doc?.version ?? page.version),
  );
  const docs = (...own: string[]) => {
    const instance = version?.instance ?? DEFAULT_DOCS;
    // A version of another set of docs is named after its set: Docusaurus names it alone.
    const name = version && instance !== DEFAULT_DOCS ? version.name.slice(instance.length + 1) : version?.name;
    return ['docs-wrapper', pluginClasses('docusaurus-plugin-content-docs', instance), `docs-version-${name}`, ...own];
  };
  switch (page.kind) {
    case 'doc':
      // A doc's id is the classic DocItem's to give, as it is where a DocItem draws the docs.
      return docs(
        'docs-doc-page',
        ...(page.generatedIndex || !route.doc || version?.docItemComponent ? [] : [`docs-doc-id-${route.doc.id}`]),
      );
    case 'tags':
      return docs(page.tags && 'list' in page.tags ? 'docs-tags-list-page' : 'docs-tags-doc-list-page');
    case 'mdxPage':
      // Those of the page are the MDXPage's to give, as they are where a theme's own draws it.
      return [
        ...(page.mdxPage?.drawnByTheme ? [] : ['mdx-wrapper', 'mdx-page']),
        pluginClasses('docusaurus-plugin-content-pages', 'default'),
      ];
    case 'notFound':
      return version ? docs() : [pluginClasses('native', 'default')];
    case 'search': {
      // ckdocs's search page stands for the search theme's (Docusaurus's, where the site has none).
      const theme = algoliaSearchTheme(plugins)?.packageName ?? '@docusaurus/theme-search-algolia';
      return ['search-page-wrapper', pluginClasses(ALGOLIA_SEARCH_THEMES[theme]!, 'default')];
    }
    case 'page': {
      const component = route.contentKey ? components.get(route.contentKey) : undefined;
      if (!component?.context) return [pluginClasses('docusaurus-plugin-content-pages', 'default')];
      const { name, id } = component.context.plugin;
      const blogPage = BLOG_PAGES[component.component];
      return [...(blogPage ? ['blog-wrapper', blogPage] : []), pluginClasses(name, id)];
    }
    default:
      return [];
  }
}

/** The routes of a Docusaurus site, each page with the classes Docusaurus gives its `<html>` (`htmlClassName`). */
export function withHtmlClasses<R extends Route>(
  routes: readonly R[],
  versions: readonly VersionContent[],
  components: readonly ComponentPage[],
  input: HtmlClassesInput,
): R[] {
  const byKey = new Map(components.map((component) => [component.key, component]));
  return routes.map((route) => {
    const classes = htmlClassName(route, versions, byKey, input);
    return classes.length ? { ...route, page: { ...route.page, htmlClassName: classes.join(' ') } } : route;
  });
}
