import type { HtmlTags } from '../plugins/types.js';
import { appRootId, HTML_CLASS_META, type PageData, type SiteData } from '../../common/data.js';
import { escapeHtml, unescapeHtml } from '../../common/escape-html.js';
import { baseUrlScript, headScript } from './head-script.js';
import { breadcrumbsData, metaTag, searchMetas, searchPreconnect } from './head-metadata.js';
import { scriptJson } from '../../common/script-json.js';
import { headTagKey, withHeadTags } from './hoisted-head.js';
import type { LocaleHead } from './locale-head.js';

export interface HtmlAssets {
  css: string;
  main: string;
  /** Scripts to preload: the page chunk and the chunks it imports. */
  preload: string[];
  /** Additional module scripts. */
  extraScripts?: string[];
}

export interface HtmlOptions {
  site: SiteData;
  page: PageData;
  assets: HtmlAssets;
  canonicalPath: string;
  headScript: string;
  keywords?: string[];
  favicon?: string;
  /** The social cards' image, as an absolute URL. */
  image?: string;
  /** The image is the page's own (its front matter's), not the site's. */
  imageOfPage?: boolean;
  /** The site asks search engines to index no page (config `noIndex`). */
  noIndex?: boolean;
  /** The site's plugins' tags (`injectHtmlTags`). */
  htmlTags?: HtmlTags;
  /** The page's language and direction, and its alternates in the site's locales. */
  locale: LocaleHead;
  /** The site's meta tags of every page (config `metadata`), over the document's own. */
  metadata?: Record<string, string>[];
  /** The `<title>` and `<meta>` elements the page's components set (`@docusaurus/Head`), over the document's own and the site's. */
  pageTags?: string[];
}

/** The site's `metadata` as tags, but those of a name the page sets itself (`ofPage`): the page's wins. */
function siteMetadata(metadata: Record<string, string>[] | undefined, ofPage: string[]): string[] | undefined {
  if (!metadata?.length) return undefined;
  const pageKeys = new Set(ofPage.map(headTagKey));
  return metadata.map(metaTag).filter((tag) => !pageKeys.has(headTagKey(tag)));
}

/** A `<Head>`'s `<html>` classes, as the server render marked them (`HTML_CLASS_META`). */
const HTML_CLASS_TAG = new RegExp(`^<meta name="${HTML_CLASS_META}" content="([^"]*)">$`);

/**
 * The page's `<html>` classes: its own (`htmlClassName`), then those its `<Head>`s set, whose
 * marks leave the page's head tags.
 */
function htmlClasses(page: PageData, pageTags: string[] = []): { className: string; tags: string[] } {
  const classes = page.htmlClassName?.split(' ') ?? [];
  const tags = pageTags.filter((tag) => {
    const set = HTML_CLASS_TAG.exec(tag)?.[1];
    if (set !== undefined) classes.push(...unescapeHtml(set).split(/\s+/));
    return set === undefined;
  });
  return { className: [...new Set(classes.filter(Boolean))].join(' '), tags };
}

/**
 * One route's HTML document around its body: what comes before it and after. A build writes the
 * body as the bytes a render worker encoded, between these two, instead of joining strings.
 */
export function htmlShell(options: HtmlOptions): [before: string, after: string] {
  const { site, page, assets, locale } = options;
  const canonical = `${site.url}${options.canonicalPath}`;
  const version = page.doc?.version;
  const otherLangs = [
    ...new Set(locale.alternates.map((alternate) => alternate.hreflang).filter((lang) => lang !== 'x-default')),
  ].filter((lang) => lang !== locale.lang);
  const image = options.image && [
    `<meta property="og:image" content="${escapeHtml(options.image)}">`,
    `<meta name="twitter:image" content="${escapeHtml(options.image)}">`,
  ];
  // The page's own, which the site's metadata does not replace (Docusaurus's page metadata comes after the site's).
  const ofPage = [
    `<title>${escapeHtml(page.title)}</title>`,
    // A page of the site's own may have none (Docusaurus writes none then).
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    page.description ? `<meta property="og:description" content="${escapeHtml(page.description)}">` : '',
    `<meta property="og:url" content="${canonical}">`,
    ...((options.imageOfPage && image) || []),
    options.keywords?.length ? `<meta name="keywords" content="${escapeHtml(options.keywords.join(', '))}">` : '',
    ...(options.noIndex
      ? ['<meta name="robots" content="noindex, nofollow">']
      : [
          page.kind === 'notFound' ? '<meta name="robots" content="noindex">' : '',
          page.unlisted ? '<meta name="robots" content="noindex, nofollow">' : '',
          // Search results are no page of their own to index, as Docusaurus's search page says.
          page.kind === 'search' ? '<meta name="robots" content="noindex, follow">' : '',
        ]),
  ].filter(Boolean);
  const own = withHeadTags(
    [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      ...ofPage,
      ...((!options.imageOfPage && image) || []),
      // Docusaurus's theme asks for the large card on every page.
      options.image || site.classicClassNames ? '<meta name="twitter:card" content="summary_large_image">' : '',
      `<link rel="canonical" href="${canonical}">`,
      searchPreconnect(site),
      // Without a configured icon, an empty one stops browsers requesting /favicon.ico.
      `<link rel="icon" href="${options.favicon ?? 'data:,'}">`,
      ...locale.alternates.map(({ hreflang, href }) => `<link rel="alternate" href="${href}" hreflang="${hreflang}">`),
      // Open Graph names a locale as `en_US`.
      ...[locale.lang, ...otherLangs].map(
        (lang, i) =>
          `<meta property="og:locale${i ? ':alternate' : ''}" content="${escapeHtml(lang.replace('-', '_'))}">`,
      ),
      ...searchMetas(site, version).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
      site.classicClassNames && !site.versions.find((v) => v.name === version)?.noBreadcrumbs
        ? breadcrumbsData(site, page)
        : '',
      `<script>${options.headScript}</script>`,
      // Under the base URL `/`, every path is the site's: the check could never fire.
      site.baseUrl === '/' ? '' : `<script>${baseUrlScript(site.baseUrl)}</script>`,
      `<link rel="stylesheet" href="${assets.css}">`,
      page.stylesheet ? `<link rel="stylesheet" href="${page.stylesheet}">` : '',
      // Module scripts run in order: serve's live reload comes first, so as not to wait for a bundle still being made.
      ...(assets.extraScripts ?? []).map((src) => `<script type="module" src="${src}"></script>`),
      `<script type="module" src="${assets.main}"></script>`,
      ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
      page.sidebarUrl ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${page.sidebarUrl}">` : '',
      ...(options.htmlTags?.head ?? []),
    ].filter(Boolean),
    siteMetadata(options.metadata, ofPage),
    true,
  );
  const html = htmlClasses(page, options.pageTags);
  const head = withHeadTags(own, html.tags);
  const preBody = options.htmlTags?.preBody.map((tag) => `${tag}\n`).join('') ?? '';
  const postBody = options.htmlTags?.postBody.map((tag) => `${tag}\n`).join('') ?? '';
  const before = `<!doctype html>
<html lang="${escapeHtml(locale.lang)}" dir="${locale.dir}"${html.className ? ` class="${escapeHtml(html.className)}"` : ''} data-theme="${site.colorMode.defaultMode}">
<head>
${head.join('\n')}
</head>
<body>
${preBody}<div id="${appRootId(site)}">`;
  const after = `</div>
<script type="application/json" id="__ck_data">${scriptJson({ page })}</script>
${postBody}</body>
</html>
`;
  return [before, after];
}

export { headScript };
