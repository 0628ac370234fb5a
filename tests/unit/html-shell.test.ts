import { describe, expect, it } from 'vitest';
import { htmlShell, type HtmlOptions } from '../../cli/render/html.js';
import type { LocaleHead } from '../../cli/render/locale-head.js';
import type { PageData, SiteData } from '../../common/data.js';

const site = {
  url: 'https://shell.test',
  baseUrl: '/',
  colorMode: { defaultMode: 'light' },
  versions: [],
  search: { language: 'en' },
} as unknown as SiteData;
// Page data whose text could end the script element or open an HTML comment in it, were it not escaped.
const page = {
  kind: 'doc',
  path: '/docs/tricky',
  title: 'Ending </script> and </SCRIPT >, <!-- a comment --> and <b>bold</b>',
  description: 'A <script>alert(1)</script> in prose, and \u2028 a line separator',
} as PageData;
const options = {
  site,
  page,
  assets: { css: '/s.css', main: '/m.js', preload: [] },
  canonicalPath: '/docs/tricky',
  headScript: '',
  locale: { lang: 'en', dir: 'ltr', alternates: [] },
};

/** The text of the page data's script element as an HTML parser reads it: up to the first `</script`. */
function scriptText(after: string): string {
  const start = after.indexOf('>', after.indexOf('id="__ck_data"')) + 1;
  return after.slice(start, after.slice(start).search(/<\/script/i) + start);
}

describe("a page's HTML around its body", () => {
  it('carries the page data intact in its script, with nothing in it that ends or escapes the element', () => {
    const [, after] = htmlShell(options as HtmlOptions);
    const text = scriptText(after);
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ page });
    // Only what could end or escape the element is escaped: other markup stays as it is, smaller.
    expect(text).toContain('<b>bold<\\/b>');
  });

  it('checks the base URL only where the site is under one', () => {
    const [atRoot] = htmlShell(options as HtmlOptions);
    const [under] = htmlShell({ ...options, site: { ...site, baseUrl: '/sub/' } } as HtmlOptions);
    expect(atRoot).not.toContain('base-url-issue-banner');
    expect(under).toContain('base-url-issue-banner');
  });
});

describe("a page's head", () => {
  const headOf = (overrides: Partial<HtmlOptions>) => {
    const [before] = htmlShell({ ...options, ...overrides } as HtmlOptions);
    return before.slice(0, before.indexOf('</head>'));
  };

  it('takes the title and metas the page set, each over the one of the same name or property', () => {
    const head = headOf({
      image: 'https://shell.test/card.png',
      pageTags: [
        '<title>Own title | Shell</title>',
        '<meta property="og:image" content="https://cards.test/first.png">',
        '<meta name="author" content="Ada">',
        '<meta property="og:image" content="https://cards.test/tricky.png">',
      ],
    });
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Own title | Shell</title>');
    // The last one set wins, as with Docusaurus's <Head>; the site's card is replaced, not doubled.
    expect(head.match(/property="og:image"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:image" content="https://cards.test/tricky.png">');
    expect(head).toContain('<meta name="twitter:image" content="https://shell.test/card.png">');
    expect(head).toContain('<meta name="author" content="Ada">');
    // Before the scripts, with the other metas.
    expect(head.indexOf('name="author"')).toBeLessThan(head.indexOf('<script'));
  });

  it("takes the site's metadata over its own tags, and the page's over both", () => {
    const head = headOf({
      metadata: [
        { name: 'twitter:card', content: 'summary' },
        { name: 'keywords', content: 'a, b' },
        { name: 'keywords', content: 'c' },
        { httpEquiv: 'x-ua-compatible', content: 'ie=edge' },
      ],
      pageTags: ['<meta name="twitter:card" content="player">'],
    });
    expect(head.match(/twitter:card/g)).toHaveLength(1);
    expect(head).toContain('<meta name="twitter:card" content="player">');
    // One `<Head>` of the site's: both of its keywords stay, as in Docusaurus.
    expect(head).toContain('<meta name="keywords" content="a, b">\n<meta name="keywords" content="c">');
    expect(head).toContain('<meta http-equiv="x-ua-compatible" content="ie=edge">');
  });

  it("keeps a page's own description over the site's, which stands for it on a page without one", () => {
    const metadata = [{ name: 'description', content: 'Every page of the shell.' }];
    const described = headOf({ metadata });
    expect(described.match(/name="description"/g)).toHaveLength(1);
    expect(described).not.toContain('Every page of the shell.');
    const bare = headOf({ metadata, page: { ...page, kind: 'page', description: '' } as PageData });
    expect(bare).toContain('<meta name="description" content="Every page of the shell.">');
  });

  it("tells DocSearch the locale, and a doc's version and tag in its set of docs, as Docusaurus does", () => {
    const localized = {
      ...site,
      classicClassNames: true,
      search: { language: 'zh-CN' },
      versions: [{ name: 'community-current', instance: 'community', isLast: true }],
    } as unknown as SiteData;
    const locale = {
      lang: 'zh-CN',
      dir: 'ltr',
      alternates: [
        { hreflang: 'en', href: 'https://shell.test/docs/tricky' },
        { hreflang: 'zh-CN', href: 'https://shell.test/zh-CN/docs/tricky' },
        { hreflang: 'x-default', href: 'https://shell.test/docs/tricky' },
      ],
    } as LocaleHead;
    const doc = headOf({
      site: localized,
      locale,
      page: { ...page, doc: { version: 'community-current', breadcrumbs: [] } } as unknown as PageData,
    });
    for (const tag of [
      '<meta property="og:locale" content="zh_CN">',
      '<meta property="og:locale:alternate" content="en">',
      '<meta name="docsearch:language" content="zh-CN">',
      '<meta name="docsearch:version" content="current">',
      '<meta name="docsearch:docusaurus_tag" content="docs-community-current">',
      '<meta name="docusaurus_tag" content="docs-community-current">',
      '<meta name="docusaurus_locale" content="zh-CN">',
    ])
      expect(doc).toContain(tag);
    // A page that is no doc is in the `default` tag, which contextual search always takes in.
    const other = headOf({ site: localized, locale, page: { ...page, kind: 'page' } as PageData });
    expect(other).toContain('<meta name="docsearch:docusaurus_tag" content="default">');
    expect(other).not.toContain('docsearch:version');
    // A ckdocs site has DocSearch's names only.
    expect(headOf({})).not.toContain('docusaurus_locale');
  });
});
