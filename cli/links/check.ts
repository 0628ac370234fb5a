import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { FoundLink } from '../mdx/remark-links.js';
import type { Route } from '../routes/types.js';
import type { SiteSetup } from '../stages/config.js';
import { changesAnchors } from '../api/changes-page.js';
import { closestName } from '../util/closest-name.js';
import { decodedUrl } from '../util/decode-url.js';
import { staticDirs, staticFile } from '../config/static-dirs.js';
import { routeKey } from '../../common/route-files.js';
import { docFileGuesser, missingFileReason, pageGuesser } from './guess.js';
import type { PageLinks } from '../../common/page-links.js';
import type { FooterItem, NavbarItemData, SidebarItem, SiteData } from '../../common/data.js';
import { isInternalUrl } from '../../common/internal-url.js';
import { pageModuleKey } from '../render/route-document.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { drawsConfigBrand } from '../bundle/swizzled.js';

export interface BrokenLink {
  file: string;
  line?: number;
  url: string;
  /** Where `url` leads, when that is not as written: a Docusaurus site's link given the base URL, or resolved from the page's URL. */
  resolved?: string;
  reason: string;
  kind: 'link' | 'anchor';
  /** A Markdown link to a .md/.mdx file that no doc is: `onBrokenMarkdownLinks` holds for it too. */
  markdownFile?: true;
}

/** What the render stage tells the check of a Docusaurus site's pages, as Docusaurus's checker gets it. */
export interface RenderedLinks {
  /** What each page's components told the link checker, by route path. */
  pageLinks: Map<string, PageLinks>;
  /** The file a route's page comes from (its doc, or its component page's module). */
  sourceOf(route: Route): string | undefined;
}

/**
 * What the render told of a Docusaurus site's pages (their links and anchors, by route path),
 * each page's links reported at the file it comes from: its doc, or its component page's module.
 */
export function renderedLinks(
  pageLinks: Map<string, PageLinks>,
  { configFile }: Pick<SiteSetup, 'configFile'>,
  modules: ReadonlyMap<string, { file: string }>,
): RenderedLinks {
  return {
    pageLinks,
    // A plugin's route drawn by a theme's component has no file of the site's: its path names it.
    sourceOf: (route) => {
      const file = route.doc?.file ?? modules.get(pageModuleKey(route) ?? '')?.file;
      return file === configFile ? undefined : file;
    },
  };
}

/**
 * Internal links of docs and API pages, checked against the route table and the target pages'
 * anchors; a link to a file of the static folder leads somewhere too. Once the pages are
 * rendered, the links their components rendered too, from each page's URL, and the anchors
 * their components name count as the pages' own.
 */
export function checkDocLinks(
  routes: readonly Route[],
  compiled: Map<DocSource, CompiledDoc>,
  { config, siteDir, configFile, fromPlugins }: Pick<SiteSetup, 'config' | 'siteDir' | 'configFile' | 'fromPlugins'>,
  { site, rendered }: { site?: Pick<SiteData, 'navbar' | 'footer'>; rendered?: RenderedLinks } = {},
): BrokenLink[] {
  const { baseUrl } = config;
  // What makes an anchor on the page: on a Docusaurus site, what Docusaurus's own check sees.
  const docusaurus = isDocusaurusConfig(configFile);
  const anchorsNamed = docusaurus ? 'heading, Link or details block' : 'heading';
  const anchorsWhy = docusaurus ? " (Docusaurus's check sees those, not an `<a id>` written in MDX)" : '';
  const statics = staticDirs(siteDir, config.staticDir);
  const isStaticFile = (path: string) =>
    path.startsWith(baseUrl) && staticFile(statics, decodedUrl(path.slice(baseUrl.length))) !== undefined;
  // A page drawn by components alone (a site's src/pages/*.tsx, a plugin's route) has the anchors
  // its components give as they render (`<Link id>`, `useBrokenLinks().collectAnchor`): unless the
  // render told them, not known here, so links into it are checked for the page, not the anchor.
  const anchors = new Map<string, Set<string> | undefined>();
  const componentPages = new Set<string>();
  // A Docusaurus site's headings in a doc that its server render left out, by page.
  const unrendered = new Map<string, Set<string>>();
  const drawnByComponents = (route: Route) =>
    !route.doc && !route.page.doc && !route.page.api && !route.page.apiIndex && !route.page.apiChanges;
  for (const route of routes) {
    if (drawnByComponents(route)) continue;
    const out = route.doc && compiled.get(route.doc);
    const told = rendered?.pageLinks.get(route.path)?.anchors;
    const ids = out ? [...out.headings.map((h) => h.id), ...out.anchors] : (route.page.doc?.toc.map((t) => t.id) ?? []);
    // On a Docusaurus site, as its check reads the page the server rendered: a heading that a
    // component leaves out there (shown by a choice the reader makes in the browser) is no anchor
    // for a link drawn beside it (its table of contents', a Markdown link the render drew); a
    // Markdown link the render did not draw is checked as written.
    if (docusaurus && told) unrendered.set(routeKey(route.path), new Set(ids.filter((id) => !told.includes(id))));
    const changes = route.page.apiChanges;
    anchors.set(routeKey(route.path), new Set([...ids, ...(changes ? changesAnchors(changes) : []), ...(told ?? [])]));
  }
  // After the docs: a doc at the site's root is the page there, not the theme's home.
  for (const route of routes) {
    if (!drawnByComponents(route) || anchors.has(routeKey(route.path))) continue;
    const told = rendered?.pageLinks.get(route.path)?.anchors;
    anchors.set(routeKey(route.path), told && new Set(told));
    componentPages.add(routeKey(route.path));
  }
  const broken: BrokenLink[] = [];
  const guessPage = pageGuesser([...anchors.keys()]);
  const guessDocFile = docFileGuesser(
    routes.flatMap((route) => (route.doc && route.path === route.doc.permalink ? [route.doc] : [])),
  );
  /**
   * `fromDoc`: `file` is the linking doc's, and a relative link may name a file beside it.
   * `fromRender`: the link is one the page's render drew (`unrendered` headings are no anchors for it).
   */
  const checkInternal = (
    file: string,
    found: FoundLink,
    from: string,
    line?: number,
    fromDoc = false,
    fromRender = false,
  ) => {
    const { url } = found;
    // Where it leads is told only where that differs from how it was written: a page compiled for
    // every locale keeps each link as written, the root's too.
    const shown =
      found.written === undefined || found.written === url ? { url } : { url: found.written, resolved: url };
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
    // A path written `pathname://` is left to the browser, as a link out of the site: Docusaurus checks none.
    if (found.written?.startsWith('pathname://')) return;
    const target = new URL(url, `http://site${from}`);
    // A page is found with or without its trailing slash, and by its path as written or decoded
    // (a rendered link to a tag page of Chinese words), as Docusaurus's routes match.
    const pathname = target.pathname.replace(/\/index\.html$/, '/');
    const path =
      [routeKey(pathname), routeKey(decodedUrl(pathname))].find((key) => anchors.has(key)) ?? routeKey(pathname);
    if (!anchors.has(path) && isStaticFile(target.pathname)) return;
    if (!anchors.has(path)) {
      const guess = guessPage(path, from);
      const hint =
        !pathname.startsWith(baseUrl) && shown.url.startsWith('/')
          ? `absolute links must start with the base URL ${baseUrl}`
          : ((fromDoc ? missingFileReason(file, shown.url) : undefined) ??
            (guess ? `no page has this URL; did you mean ${guess}${target.hash}?` : 'no page has this URL'));
      broken.push({ file, line, ...shown, reason: hint, kind: 'link' });
      return;
    }
    const targetAnchors = anchors.get(path);
    const hash = decodedUrl(target.hash.slice(1));
    if (hash && fromRender && unrendered.get(path)?.has(hash)) {
      const reason = `the page the server renders has no anchor "${hash}", and Docusaurus's check reads that page: a title heading (#) has none there, nor has a heading a component draws only in the browser`;
      broken.push({ file, line, ...shown, reason, kind: 'anchor' });
    } else if (hash && targetAnchors && !targetAnchors.has(hash)) {
      const closest = closestName(hash, targetAnchors);
      const reason = componentPages.has(path)
        ? `the page names no anchor "${hash}" (an id counts on a @theme/Heading or a Link, or given to useBrokenLinks().collectAnchor)${closest ? `; did you mean #${closest}?` : ''}`
        : `the page has no ${anchorsNamed} with id "${hash}"${anchorsWhy}${closest ? `; did you mean #${closest}?` : ''}`;
      broken.push({ file, line, ...shown, reason, kind: 'anchor' });
    }
  };
  for (const route of routes) {
    // API pages: every link the generator wrote (types, {@link}, heritage, index entries).
    const generated = route.page.api ?? route.page.apiIndex ?? route.page.apiChanges;
    if (generated) {
      const json = JSON.stringify(generated);
      for (const match of json.matchAll(/href=\\"([^"\\]+)\\"|"href":"([^"]+)"/g))
        checkInternal(`API page ${route.path}`, { url: match[1] ?? match[2]! }, route.path);
    }
    if (!route.doc || route.path !== route.doc.permalink) continue;
    const { file } = route.doc;
    const drawn = new Set(rendered?.pageLinks.get(route.path)?.markdownLinks);
    for (const link of compiled.get(route.doc)!.links) {
      if (link.unresolved) {
        const guess = guessDocFile(route.doc, link.url);
        broken.push({
          file,
          line: link.line,
          url: link.url,
          reason: guess
            ? `no doc at this file path; did you mean ${guess}?`
            : 'no doc at this file path (check the name and the .md/.mdx extension)',
          kind: 'link',
          markdownFile: true,
        });
        continue;
      }
      checkInternal(file, link, route.path, link.line, true, drawn.has(link.url));
    }
  }
  // The navbar's and footer's links, on every page: checked once, at the config that gives them.
  // A Navbar or Navbar/Logo of the site's or a theme's own draws the brand as it likes: its link is the render's.
  const brand = () => !docusaurus || drawsConfigBrand(siteDir, fromPlugins?.themePaths ?? []);
  for (const { where, href } of site ? chromeLinks(site, baseUrl, brand()) : [])
    checkInternal(`${configFile} (${where})`, { url: href }, config.baseUrl);
  // A sidebar's links to pages, on every page it is beside: checked once, from its first page.
  const sidebars = new Set<string>();
  for (const route of routes) {
    if (!route.sidebarKey || !route.sidebar || sidebars.has(route.sidebarKey)) continue;
    sidebars.add(route.sidebarKey);
    for (const { label, href } of sidebarLinks(route.sidebar))
      checkInternal(`sidebar ${route.sidebarKey} (link "${label}")`, { url: href }, route.path);
  }
  // What the pages' components rendered, as Docusaurus checks it: each link from its page's URL.
  const checkedPages = new Set<string>();
  if (rendered)
    for (const route of routes) {
      if (checkedPages.has(route.path)) continue;
      checkedPages.add(route.path);
      const told = rendered.pageLinks.get(route.path);
      const file = told?.links.length ? (rendered.sourceOf(route) ?? `page ${route.path}`) : '';
      for (const written of new Set(told?.links)) {
        const target = new URL(written, `http://site${route.path}`);
        const url = `${target.pathname}${target.search}${target.hash}`;
        checkInternal(file, url === written ? { url } : { url, written }, route.path, undefined, false, true);
      }
    }
  return broken;
}

/**
 * The links to the site's pages that the navbar and footer show, and where the config has each:
 * the navbar's brand (home, or its logo's link), the footer logo's, the plain link items' (in
 * dropdowns too) and the footer's, those that open in the
 * same tab, as Docusaurus's Link checks them. The items ckdocs makes from the docs, versions and
 * locales lead where they must.
 */
function chromeLinks(
  { navbar, footer }: Pick<SiteData, 'navbar' | 'footer'>,
  baseUrl: string,
  brand: boolean,
): { where: string; href: string }[] {
  const navbarLinks = (items: NavbarItemData[]): { where: string; href: string }[] =>
    items.flatMap((item) => [
      ...(item.type === 'default' && item.href && !item.locale && sameTab(item.attributes)
        ? [{ where: `navbar item "${item.label ?? item.href}"`, href: item.href }]
        : []),
      ...navbarLinks(item.items ?? []),
    ]);
  const footerLinks = (items: FooterItem[]) =>
    items.flatMap((item) =>
      item.href && sameTab(item.attributes)
        ? [{ where: `footer link "${item.label ?? item.href}"`, href: item.href }]
        : [],
    );
  const logos = [
    // The navbar's logo and title lead home unless the logo says where, with or without either.
    ...(!brand
      ? []
      : navbar.logo?.href
        ? [{ where: 'navbar logo', href: navbar.logo.href }]
        : [{ where: 'navbar title, to the home page', href: baseUrl }]),
    ...(footer.logo?.href ? [{ where: 'footer logo', href: footer.logo.href }] : []),
  ];
  // A link to a place on the page shown (`#`) leads to no other page.
  return [
    ...logos,
    ...navbarLinks(navbar.items),
    ...footer.columns.flatMap((column) => footerLinks(column.items)),
    ...footerLinks(footer.links),
  ].filter(({ href }) => isInternalUrl(href) && !href.startsWith('#'));
}

/** A sidebar's link items that lead to a page of the site, not a doc's (those lead where they must), in its categories too. */
function sidebarLinks(items: readonly SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? sidebarLinks(item.items)
      : item.type === 'link' && !item.docId && isInternalUrl(item.href) && !item.href.startsWith('#')
        ? [{ label: item.label, href: item.href }]
        : [],
  );
}

const sameTab = (attributes?: Record<string, string>) => !attributes?.target || attributes.target === '_self';
