import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { ckdocs, warningsOf } from '../helpers/ckdocs.js';

// A Docusaurus site with components of its own in src/theme/ and a plugin that adds to every page,
// built in its folder with no ckdocs config.
const ctx = browseSiteFolder('docusaurus-swizzle');
const tab = sharedTab(ctx);

const html = (path: string) => readFile(join(ctx.site.dir, 'build', path, 'index.html'), 'utf8');

describe('in the server HTML', () => {
  it("hands the site's components the themeConfig keys of its own, with nothing to report", async () => {
    expect(await html('docs/berths')).toContain('<p class="harbour-hours">Open <!-- -->08:00 to 16:00</p>');
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/harbour/);
  });

  it("renders the site's footer (ejected, JSX in a .js file) in place of the theme's", async () => {
    const page = await html('docs/tides');
    expect(page).toContain(
      '<footer class="footer harbour-footer">Harbour master&#x27;s office. <a href="/docs/berths">',
    );
    expect(page).not.toContain('Tidewater authors');
  });

  it("wraps the theme's version banner in the site's, which reads the plugin's global data", async () => {
    // Next is unreleased: the theme's banner shows under the site's note.
    const next = await html('docs/next/tides');
    expect(next).toMatch(
      /<p class="tide-note">High tide at (<!-- -->)?06:12<\/p><div class="version-banner theme-doc-version-banner alert alert--warning margin-bottom--md"/,
    );
    expect(next).toMatch(/This is unreleased documentation for (<!-- -->)?Tidewater(<!-- -->)? <b>Next<\/b> version\./);
    // 1.0 is the latest: the theme's banner shows nothing, the site's note still shows.
    const latest = await html('docs/tides');
    expect(latest).toContain('<p class="tide-note">');
    expect(latest).not.toContain('version-banner');
  });

  it("wraps the theme's table of contents in the site's, which hands it Docusaurus's props", async () => {
    const page = await html('docs/next/berths');
    const toc = page.slice(page.indexOf('<div class="harbour-toc">'));
    expect(toc).toMatch(/^<div class="harbour-toc"><p class="harbour-toc-note">On this berth list/);
    expect(toc).toMatch(/href="#moorings"[^>]*>Moorings<\/a>[\s\S]*href="#fuel-dock"[^>]*>Fuel dock<\/a>/);
  });

  it("links the previous and next docs with the site's PaginatorNavLink, which wraps the theme's, handed Docusaurus's props", async () => {
    const next = /<nav class="pagination-nav[^"]*"[^>]*>(.*?)<\/nav>/.exec(await html('docs/berths'))![1];
    expect(next).toContain(
      '<a href="/docs/tides" class="pagination-nav__link pagination-nav__link--next harbour-next"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Tides (1.0)<!-- --> ⚓</div></a>',
    );
    // The previous doc's is the theme's own.
    const previous = /<nav class="pagination-nav[^"]*"[^>]*>(.*?)<\/nav>/.exec(await html('docs/tides'))![1];
    expect(previous).toMatch(/^<a [^>]*class="[^"]*pagination-nav__link--prev"[^>]*href="\/docs\/berths"/);
    expect(previous).toContain('Berths (1.0)</span></a>');
  });

  it("gives the site's components the doc shown through useDoc(), with the front matter keys of its own", async () => {
    // The TOC reads `berth_keeper`, which only the site knows: Docusaurus hands it over silently.
    expect(await html('docs/next/berths')).toMatch(
      /<p class="harbour-toc-note">On this berth list(<!-- -->)?, kept by Ines Harbour<\/p>/,
    );
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/berth_keeper/);
  });

  it("puts what the site's DocItem/Metadata sets in each doc's head, over the theme's own", async () => {
    const headOf = async (path: string) => {
      const page = await html(path);
      return { head: page.slice(0, page.indexOf('</head>')), body: page.slice(page.indexOf('</head>')) };
    };
    // The site's card service draws the doc's social card.
    const berths = await headOf('docs/next/berths');
    expect(berths.head.match(/property="og:image"/g)).toHaveLength(1);
    expect(berths.head).toContain(
      '<meta property="og:image" content="https://cards.tidewater.example.org/berths.png">',
    );
    expect(berths.head).toContain(
      '<meta name="twitter:image" content="https://cards.tidewater.example.org/berths.png">',
    );
    expect(berths.head).toContain('<meta name="harbour:berth" content="/docs/next/berths">');
    // No keywords in its front matter: the site's own (themeConfig.metadata), both, as Docusaurus writes them.
    expect(berths.head.match(/name="keywords"/g)).toHaveLength(2);
    expect(berths.head).toContain(
      '<meta name="keywords" content="harbour, tides">\n<meta name="keywords" content="berths">',
    );
    expect(berths.head).toContain('<meta name="twitter:site" content="@tidewater">');
    expect(berths.body).not.toMatch(/<meta |<title>/);
    // A doc's own image, which the theme would use too, once: the site's component has the last word.
    const tides = await headOf('docs/next/tides');
    expect(tides.head.match(/property="og:image"/g)).toHaveLength(1);
    expect(tides.head).toContain(
      '<meta property="og:image" content="https://tidewater.example.org/img/tides-card.png">',
    );
    expect(tides.head.match(/name="keywords"/g)).toHaveLength(1);
    expect(tides.head).toContain('<meta name="keywords" content="tides,harbour">');
    expect(tides.head.match(/<title>/g)).toHaveLength(1);
    // In the site's titleDelimiter, as the server wrote it and the site's PageMetadata formats it.
    expect(tides.head).toContain('<title>Tides · Tidewater</title>');
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/DocItem\/Metadata/);
  });

  it("tells search what the site's SearchMetadata says of each page, in place of what ckdocs writes", async () => {
    const metas = (page: string) =>
      [...page.matchAll(/<meta name="docsearch:(version|docusaurus_tag)" content="([^"]*)">/g)].map((m) => m.slice(1));
    expect(metas(await html('docs/next/berths'))).toEqual([
      ['version', 'spring-tides'],
      ['docusaurus_tag', 'docs-default-spring-tides'],
    ]);
    expect(metas(await html('docs/tides'))).toEqual([
      ['version', '1.0'],
      ['docusaurus_tag', 'docs-default-1.0'],
    ]);
    const search = await html('search');
    expect(metas(search)).toEqual([['docusaurus_tag', 'default']]);
    // As the search theme's page is, whose place it takes.
    expect(search).toMatch(/<html [^>]*class="search-page-wrapper plugin-search-algolia plugin-id-default"/);
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/SearchMetadata/);
  });

  it('asks search engines to index no page of a site that says noIndex, and lists none for them', async () => {
    for (const path of ['docs/tides', 'docs/next/berths']) {
      const page = await html(path);
      expect(page.match(/name="robots"/g)).toHaveLength(1);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    expect(existsSync(join(ctx.site.dir, 'build/sitemap.xml'))).toBe(false);
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/noIndex|titleDelimiter/);
  });

  it("describes the site's search page to browsers, through the search theme's own hooks (OpenSearch)", async () => {
    const description = await readFile(join(ctx.site.dir, 'build/opensearch.xml'), 'utf8');
    expect(description).toContain('<ShortName>Tidewater</ShortName>');
    expect(description).toContain('template="https://tidewater.example.org/search?q={searchTerms}"');
    for (const path of ['docs/tides', 'docs/next/berths'])
      expect(await html(path)).toContain(
        '<link rel="search" type="application/opensearchdescription+xml" title="Tidewater" href="/opensearch.xml">',
      );
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/search-algolia|algolia\.(searchParameters|container|debug)/);
  });

  it("ends each doc's text with what the site's MDXContent adds around the theme's", async () => {
    const page = await html('docs/next/berths');
    const text = page.slice(page.indexOf('<h1'));
    expect(text).toMatch(/^<h1[^>]*>Berths[\s\S]*Open at high tide\.<\/p><p class="harbour-signoff">/);
    expect(text).toMatch(
      /<p class="harbour-signoff">Posted by the harbour master at (<!-- -->)?\/docs\/next\/berths<\/p>/,
    );
  });

  it("draws a doc's Markdown headings with the site's Heading, which wraps the theme's", async () => {
    const berths = await html('docs/next/berths');
    expect(berths).toMatch(
      /<h2 id="moorings" class="anchor harbour-heading">Moorings<a href="#moorings" class="hash-link"/,
    );
    expect(berths).toMatch(/<h2 id="fuel-dock" class="anchor harbour-heading">Fuel dock</);
  });

  it("gives MDX pages the components of the site's MDXComponents, without an import", async () => {
    expect(await html('docs/next/tides')).toContain('The <mark class="tide-highlight">high tide</mark> comes');
  });

  it("puts the plugin's injectHtmlTags into every page: head, start and end of the body", async () => {
    for (const path of ['docs/tides', 'docs/next/berths', 'search']) {
      const page = await html(path);
      expect(page).toMatch(/<meta name="tide-table" content="spring tides">\n<\/head>/);
      // After the classic theme's hidden symbols, as the theme's plugin comes before the site's.
      expect(page).toMatch(
        /<body>\n<svg style="display: none;"><defs>\n<symbol id="theme-svg-external-link"[^]*?<\/svg>\n<div id="tide-warning">Mind the tide<\/div>\n<div id="__docusaurus">/,
      );
      expect(page).toMatch(/<script>window.tideTagRan = true;<\/script>\n<\/body>/);
    }
  });

  it("wraps every page in the site's Root, ckdocs's search page too", async () => {
    for (const path of ['docs/tides', 'docs/next/berths', 'search']) {
      const page = await html(path);
      expect(page).toMatch(/<div id="__docusaurus"><div class="harbour-root">/);
      expect(page).toContain('<p class="harbour-visits"></p></div>');
    }
  });

  it('links the CSS of the swizzled footer and of the client module on every page', async () => {
    for (const path of ['docs/tides', 'docs/next/berths', 'search']) {
      const stylesheet = /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)">/.exec(await html(path))?.[1];
      expect(stylesheet, path).toBeDefined();
      const css = await readFile(join(ctx.site.out, stylesheet!), 'utf8');
      expect(css).toMatch(/\.harbour-footer\s*\{\s*border-top:/);
      expect(css).toMatch(/\[data-harbour-lights=["']?on["']?\] body/);
    }
  });

  it("draws the navbar's items of the site's own types with its components, and the others as the theme does", async () => {
    const page = await html('docs/tides');
    expect(page).toContain('</div><span class="harbour-bell">Bell: <!-- -->noon</span>');
    expect(page).toContain('<button type="button" class="tide-clock">Tide clock of <!-- -->North Quay</button>');
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/NavbarItem|custom-/);
  });

  it("draws every link of the navbar and of its dropdowns with the site's NavbarNavLink, handed Docusaurus's props", async () => {
    const page = await html('docs/tides');
    expect(page).toContain(
      '<a href="/docs/berths" class="navbar-item navbar-link navbar__item navbar__link berth-board " title="Counted at dawn" data-harbour-link="/docs/berths">Berths</a>',
    );
    expect(page).toContain(
      '<a href="/docs/tides" class="dropdown-link dropdown__link dropdown__link--active" data-harbour-link="/docs/tides">Tide tables</a>',
    );
    // An item component of the site's that draws its link with it: the site's wraps the theme's, handed only Docusaurus's props.
    expect(page).toContain(
      '<a href="/docs/tides" class="ferry-link navbar__item navbar__link active" data-harbour-link="/docs/tides">Ferry</a>',
    );
    expect(await html('docs/berths')).toContain(
      '<a href="/docs/tides" class="ferry-link navbar__item navbar__link" data-harbour-link="/docs/tides">Ferry</a>',
    );
    expect(warningsOf(ctx.run).join('\n')).not.toContain('NavbarNavLink');
  });

  it("draws each dropdown entry through the site's NavbarItem, which may change where it leads before the theme draws it", async () => {
    // Written `pathname://`: a link out of the site's pages, which its NavbarNavLink is handed as written,
    // in the tab the site's says, which the browser loads; a class of its own; a flag the site's NavbarNavLink reads.
    expect(await html('docs/tides')).toContain(
      '<a href="/docs/berths?quay=north" data-browser-loads="" target="_self" rel="noopener noreferrer" data-quay="north" class="dropdown-link dropdown__link  quay-link" data-harbour-link="pathname:///docs/berths?quay=north" data-quiet="yes">North Quay</a>',
    );
    // Its `href: '#'` in the config leads to no other page: no broken link, as in Docusaurus.
    expect(warningsOf(ctx.run).join('\n')).not.toContain('North Quay');
  });

  it("warns about a file of src/theme/ that replaces a component of Docusaurus's theme that ckdocs's does not draw with, naming it", () => {
    expect(warningsOf(ctx.run)).toContain(
      "src/theme/SkipToContent/index.js: ckdocs's theme has no SkipToContent to replace, and no page imports @theme/SkipToContent: this file is not used",
    );
    // Not about one no theme has, which Docusaurus too uses only where code imports it.
    expect(warningsOf(ctx.run).join('\n')).not.toContain('Lighthouse');
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(
      /not supported by ckdocs.*(injectHtmlTags|getClientModules|setGlobalData)/,
    );
    // Nor about one the config loads (its code's colours).
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/prism/);
  });
});

describe('in the browser', () => {
  it("switches day and night with the site's ColorModeToggle, handed the reader's choice, in the menu below 996 px", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/docs/tides`);
    const toggle = page.locator('.navbar .harbour-toggle');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await toggle.textContent()).toBe('Night watch');
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await toggle.isVisible()).toBe(false);
    await page.click('.navbar__toggle');
    expect(await page.locator('.navbar-sidebar__brand .harbour-toggle').textContent()).toBe('Night watch');
    expect(problems).toEqual([]);
  });

  it("draws the classic theme's external link arrow in the site's footer, from the symbols the theme puts in every page", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/tides`);
    const width = await page.$eval(
      '.harbour-footer a[href^="https://charts"] svg use',
      (use) => (use as SVGUseElement).getBBox().width,
    );
    expect(width).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('runs the client modules once and tells them of each route, on first load and after client navigation', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/next/tides`);
    await expect
      .poll(() => page.evaluate(() => (window as { tideLog?: string[] }).tideLog))
      .toEqual(['update none -> /docs/next/tides', 'shown none -> /docs/next/tides']);
    expect(await page.evaluate(() => document.documentElement.dataset.harbourLights)).toBe('on');
    expect(await page.evaluate(() => (window as { tideTagRan?: boolean }).tideTagRan)).toBe(true);
    await page.click('.markdown a[href="/docs/next/berths"]');
    await page.waitForURL('**/docs/next/berths');
    await expect
      .poll(() => page.evaluate(() => (window as { tideLog?: string[] }).tideLog))
      .toEqual([
        'update none -> /docs/next/tides',
        'shown none -> /docs/next/tides',
        'update /docs/next/tides -> /docs/next/berths',
        'shown /docs/next/tides -> /docs/next/berths',
      ]);
    expect(await page.textContent('.harbour-toc-note')).toBe('On this berth list, kept by Ines Harbour');
    // The site's DocItem/Metadata sets the head of the doc navigated to.
    await expect
      .poll(() => page.$eval('meta[property="og:image"]', (meta) => meta.getAttribute('content')))
      .toBe('https://cards.tidewater.example.org/berths.png');
    expect(problems).toEqual([]);
  });

  it("draws the navbar's logo with the site's Navbar/Logo, wrapping the theme's", async () => {
    expect(await html('docs/tides')).toMatch(
      /<div class="harbour-logo"><a class="navbar-brand navbar__brand" href="\/">.*?<\/a><span class="harbour-pennant"/,
    );
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/Navbar\/Logo/);
  });

  it('has no page at its base URL, as Docusaurus makes none there: a link to it loads the 404 page', async () => {
    expect(existsSync(join(ctx.site.out, 'index.html'))).toBe(false);
    // Nor does a doc's breadcrumbs lead there.
    expect(await html('docs/tides')).not.toContain('breadcrumbs-home-icon');
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/tides`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    // The brand link, which has neither logo nor title here: pointed at (which prefetches), then followed.
    await page.$eval('.navbar__brand', (link) => {
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      (link as HTMLAnchorElement).click();
    });
    await page.waitForSelector('.harbour-lost');
    expect(new URL(page.url()).pathname).toBe('/');
    // The browser asked for the address itself, never for a page's data there.
    expect(problems).toEqual(['404: /']);
  });

  it('puts the search the config places on the left among the left items, and at the right edge on a phone', async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/tides`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await page.locator('.navbar__items:not(.navbar__items--right) .DocSearch-Button').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 800 });
    const button = (await page.locator('.DocSearch-Button').boundingBox())!;
    expect(button.x + button.width).toBe(390 - 16);
    expect(problems).toEqual([]);
  });

  it("draws the search button as the site's DocSearch styles it, the same once the search has opened", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/tides`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    const look = () =>
      page.$eval('.DocSearch-Button', (el) => {
        const style = getComputedStyle(el);
        const { x, width } = el.getBoundingClientRect();
        return { radius: style.borderRadius, background: style.backgroundColor, margin: style.margin, x, width };
      });
    const before = await look();
    // The installed DocSearch's pill in its search box grey, with the search theme's margin.
    expect(before).toMatchObject({ radius: '40px', background: 'rgb(235, 237, 240)', margin: '0px' });
    // Its keys as that DocSearch draws them: Control's name drawn small before 4.
    const docsearch = JSON.parse(
      await readFile(createRequire(import.meta.url).resolve('@docsearch/react/package.json'), 'utf8'),
    );
    const keys = await page.$$eval('.DocSearch-Button-Key', (kbds) => kbds.map((kbd) => kbd.textContent));
    expect(await page.textContent('.DocSearch-Button-Placeholder')).toBe('Search the tides');
    const before4 = Number(docsearch.version.split('.')[0]) < 4;
    expect(keys).toEqual(before4 ? ['CTRL', 'K'] : ['Ctrl', 'K']);
    // Its magnifier as that DocSearch draws it (a circle from 4), at the size the site's rule says.
    const icon = await page.$eval('.DocSearch-Search-Icon', (svg) => ({
      circles: svg.querySelectorAll('circle').length,
      width: getComputedStyle(svg).width,
    }));
    expect(icon).toEqual({ circles: before4 ? 0 : 1, width: '14px' });
    // Spaced by the first key's margin alone, as DocSearch's rules space them.
    const spacing = await page.$$eval('.DocSearch-Button-Key', ([first, second]) => {
      const gap = second!.getBoundingClientRect().x - first!.getBoundingClientRect().right;
      return { gap: Math.round(gap * 10) / 10, margin: parseFloat(getComputedStyle(first!).marginRight) };
    });
    expect(spacing.gap).toBeCloseTo(spacing.margin, 1);
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    // Neither hovered nor focused, as before (the search theme eases its colours back).
    await page.mouse.move(0, 400);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(look).toEqual(before);
    expect(problems).toEqual([]);
  });

  it("draws the 404 page's content with the site's NotFound/Content, wrapping the theme's", async () => {
    const html = await readFile(join(ctx.site.dir, 'build/404.html'), 'utf8');
    expect(html).toMatch(
      /<h1 class="hero__title">Page Not Found<\/h1>[\s\S]*<p class="harbour-lost">Lost in the harbour\?/,
    );
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/NotFound/);
    // A path that is no page: the browser shows the same, hydrated.
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/no-such-berth`);
    await expect.poll(() => page.textContent('.harbour-lost')).toContain('Ask at the harbour master');
    expect(await page.textContent('h1')).toBe('Page Not Found');
    expect(problems.filter((problem) => !problem.startsWith('404:'))).toEqual([]);
  });

  it("shows the site's components on first load and after client navigation", async () => {
    const { page, problems } = await tab.open(`${ctx.server.url}/docs/next/tides`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    expect(await page.textContent('.tide-note')).toBe('High tide at 06:12');
    expect(await page.textContent('.tide-highlight')).toBe('high tide');
    // The site's footer links to the latest version's page: a client navigation, no full load.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await page.click('.harbour-footer a');
    await page.waitForURL('**/docs/berths');
    await expect.poll(() => page.textContent('h1')).toBe('Berths (1.0)');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.textContent('.tide-note')).toBe('High tide at 06:12');
    expect(await page.$('.version-banner')).toBeNull();
    expect(await page.textContent('.harbour-footer')).toBe("Harbour master's office. Berths Charts");
    // Styled by the CSS the footer and the client module import; the Root stayed mounted.
    expect(await page.$eval('.harbour-footer', (el) => getComputedStyle(el).borderTopColor)).toBe('rgb(0, 96, 128)');
    expect(await page.$eval('body', (el) => getComputedStyle(el).outlineColor)).toBe('rgb(255, 191, 0)');
    expect(await page.textContent('.harbour-visits')).toBe('/docs/next/tides then /docs/berths');
    expect(await page.textContent('.harbour-signoff')).toBe('Posted by the harbour master at /docs/berths');
    expect(problems).toEqual([]);
  });
});

describe("the navbar's items of the site's own types, in the browser", () => {
  it('work once hydrated, in the navbar and in the menu below 996 px', async () => {
    const wide = await tab.open(`${ctx.server.url}/docs/tides`);
    await wide.page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await wide.page.click('.tide-clock');
    expect(await wide.page.textContent('.tide-clock')).toBe('Tide clock of North Quay (1)');
    expect(await wide.page.textContent('.navbar__link.berth-board')).toBe('Berths (3 free)');
    expect(wide.problems).toEqual([]);
    const narrow = await tab.open(`${ctx.server.url}/docs/tides`, { width: 390, height: 800 });
    await narrow.page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await narrow.page.click('.navbar-menu-button');
    await narrow.page.click('.mobile-back');
    expect(await narrow.page.textContent('.navbar-sidebar__item .tide-clock--menu')).toBe('Tide clock of North Quay');
    expect(await narrow.page.textContent('.navbar-sidebar__item .harbour-bell--menu')).toBe('Bell: noon');
    // The site's NavbarNavLink draws the menu's links too, and its state lives in the browser.
    expect(await narrow.page.textContent('.navbar-sidebar__item .menu__link.berth-board')).toBe('Berths (3 free)');
    // The site's NavbarItem draws the menu's items too, with what it changes of them.
    expect(await narrow.page.getAttribute('.navbar-sidebar__item .menu__link.berth-board', 'title')).toBe(
      'Counted at dawn',
    );
    expect(await wide.page.getAttribute('.navbar__link.berth-board', 'title')).toBe('Counted at dawn');
    expect(narrow.problems).toEqual([]);
  });

  it("follow the site's NavbarItem's changes to a dropdown entry, its click handler, in the navbar and in the menu", async () => {
    const narrow = await tab.open(`${ctx.server.url}/docs/tides`, { width: 390, height: 800 });
    await narrow.page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await narrow.page.click('.navbar-menu-button');
    await narrow.page.click('.mobile-back');
    // The menu's Quays is open: it holds the page shown.
    expect(await narrow.page.getAttribute('.navbar-sidebar__item .menu__link.quay-link', 'href')).toBe(
      '/docs/berths?quay=north',
    );
    const wide = await tab.open(`${ctx.server.url}/docs/tides`);
    await wide.page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
    await wide.page.hover('.navbar__link:has-text("Quays")');
    await wide.page.evaluate(() => Object.assign(window, { beforeClick: true }));
    await wide.page.click('.dropdown__link.quay-link');
    await wide.page.waitForURL('**/docs/berths?quay=north');
    await wide.page.waitForSelector('h1:has-text("Berths")');
    // The site's handler ran; then the browser loaded the page, as Docusaurus leaves a `pathname://` link to it.
    expect(await wide.page.evaluate(() => sessionStorage.getItem('quay-clicks'))).toBe('1');
    expect(await wide.page.evaluate(() => 'beforeClick' in window)).toBe(false);
    expect(wide.problems).toEqual([]);
  });
});

describe('a warm build', () => {
  it("renders every page again when a component the site's theme imports changes, and only then", async () => {
    const again = await ckdocs(['build'], {}, ctx.site.dir);
    expect(again.stderr).toMatch(/render .* 0 rendered/);
    const component = join(ctx.site.dir, 'src/components/Highlight.jsx');
    await writeFile(component, (await readFile(component, 'utf8')).replace('tide-highlight', 'tide-marker'));
    const edited = await ckdocs(['build'], {}, ctx.site.dir);
    expect(edited.code, edited.stderr).toBe(0);
    expect(await html('docs/next/tides')).toContain('<mark class="tide-marker">high tide</mark>');
  });
});
