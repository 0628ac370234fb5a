import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedTab } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';
import { pageScripts } from '../helpers/output-files.js';

const text = (page: string) => page.replace(/<!-- -->/g, '');

// A Docusaurus site's blog, built by Docusaurus's own blog plugin and rendered by ckdocs: dated
// posts, authors and tags files, truncate markers, pagination, feeds, a second blog instance.
// Built twice: as it is, where the site replaces two of the classic theme's blog components, so
// that the classic theme's draw its pages; and without them, drawn by ckdocs's own templates.
const withoutOwnComponents = (dir: string) => rm(join(dir, 'src/theme'), { recursive: true });

describe.each([
  { drawn: "the classic theme's components, two of them the site's own", prepare: undefined },
  { drawn: "ckdocs's templates, in the classic theme's markup", prepare: withoutOwnComponents },
])('a Docusaurus blog drawn by $drawn', ({ prepare }) => {
  const ctx = browseSiteFolder('docusaurus-blog', prepare);
  const tab = sharedTab(ctx);
  const siteComponents = prepare === undefined;
  const read = (path: string) => readFile(join(ctx.site.dir, 'build', path), 'utf8');
  const html = (path: string) => read(join(path, 'index.html'));

  it("makes every route Docusaurus's blog plugin makes, and none for a draft", async () => {
    const pages = (await readdir(join(ctx.site.dir, 'build'), { recursive: true }))
      .filter((file) => file.endsWith('index.html') && /^(blog|releases)\b/.test(file))
      .map((file) => `/${file.replace(/\/index\.html$/, '')}`)
      .sort();
    expect(pages).toEqual([
      '/blog',
      '/blog/2024/01/10/first-light',
      '/blog/2024/02/14/fog-horns',
      '/blog/2024/03/20/storm-watch',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ada',
      '/blog/new-signals',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/lamp',
      '/blog/tags/weather',
      '/releases',
      '/releases/2024/04/15/lamp-2',
      '/releases/archive',
    ]);
    expect(ctx.run.stderr).not.toMatch(/warning/);
  });

  it('lists posts newest first, two a page, each cut at its truncate marker, and leaves the unlisted one out', async () => {
    const first = text(await html('blog'));
    expect(first).toContain('<title>Logbook | Lighthouse Keepers</title>');
    const titles = (page: string) => [...page.matchAll(/<h2[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a><\/h2>/g)];
    expect(titles(first).map(([, href, title]) => `${title} ${href}`)).toEqual([
      'New signals /blog/new-signals',
      'Fog horns on the north jetty /blog/2024/02/14/fog-horns',
    ]);
    expect(first).toContain('Three short flashes now mean the harbour is closed.');
    expect(first).not.toContain('Two long flashes');
    expect(first).not.toContain('Ships asked for a shorter gap');
    expect(first).toMatch(/href="\/blog\/page\/2"/);
    const second = text(await html('blog/page/2'));
    expect(titles(second).map(([, , title]) => title)).toEqual(['First light of the year']);
    expect(first + second).not.toContain('Storm watch');
    // Built for those given its link, and kept from search engines, as Docusaurus does.
    const unlisted = await html('blog/2024/03/20/storm-watch');
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://keepers.example.org/blog/2024/02/14/fog-horns</loc>');
    expect(sitemap).not.toContain('storm-watch');
  });

  it('shows a post whole: its title once, date, authors, tags, reading time, and links between posts', async () => {
    const post = text(await html('blog/2024/02/14/fog-horns'));
    expect(post).toContain('<title>Fog horns on the north jetty | Lighthouse Keepers</title>');
    expect(post).toContain('<meta name="description" content="Why the horn sounds twice a minute now.">');
    expect(post).toMatch(/<time datetime="2024-02-14T00:00:00.000Z">February 14, 2024<\/time>/i);
    expect(post).toContain('One min read');
    expect(post).toMatch(/Ada Trim[\s\S]*Bram Wick/);
    // An author with a page of their own leads to it; one with no address is a name alone.
    expect(post).toMatch(/href="\/blog\/authors\/ada"[^>]*><span[^>]*translate="no">Ada Trim/);
    expect(post).not.toMatch(/<a\b[^>]*><span[^>]*translate="no">Bram Wick/);
    expect(post).toMatch(/href="\/blog\/tags\/weather"[^>]*>Weather<\/a>/);
    // After the marker too, with the admonition drawn, and a link to another post's file made its URL.
    expect(post).toContain('Ships asked for a shorter gap between blasts.');
    expect(post).toMatch(/<a class="" href="\/blog\/2024\/01\/10\/first-light">first light<\/a>/);
    expect(post).toMatch(/href="\/blog\/new-signals"[\s\S]*New signals/);
    // A post whose first heading is its title shows it once, as the page's title.
    const signals = text(await html('blog/new-signals'));
    expect(signals.match(/<h1[^>]*>New signals<\/h1>/g)).toHaveLength(1);
    expect(signals).toContain('Cora Vane');
    // A first heading that is an h1 below the text is the title Docusaurus's Markdown takes out;
    // the post keeps its own title, and the h1s after it stay.
    const storm = text(await html('blog/2024/03/20/storm-watch'));
    expect(storm).not.toContain('Who is on call');
    expect(storm).toContain('Bram until midnight, then Ada.');
    // An image loads as it nears the window and decodes aside, as the classic theme's do.
    // From the static folder, a hashed copy with the file's size, as Docusaurus's Markdown gives it.
    expect(storm).toMatch(
      /<img decoding="async" loading="lazy" src="\/assets\/media\/lamp-\w+\.png" alt="The lamp room" width="1" height="1"/,
    );
    expect(storm).toMatch(/<h1[^>]*>Storm watch<\/h1>/);
    expect(storm).toMatch(/<h1[^>]*>Handover/);
    expect(storm.replace(/<[^>]+>/g, '')).toContain('# Not a heading: a sample in a code block');
  });

  it("describes a post and the list to search engines as structured data, and a post's social card in its head", async () => {
    const structured = (page: string) =>
      [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const post = await html('blog/2024/02/14/fog-horns');
    const [posting] = structured(post);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Fog horns on the north jetty',
      datePublished: '2024-02-14T00:00:00.000Z',
      url: 'https://keepers.example.org/blog/2024/02/14/fog-horns',
    });
    expect(posting.author.map((author: { name: string }) => author.name)).toEqual(['Ada Trim', 'Bram Wick']);
    // The classic theme's metadata of a post, which Docusaurus writes into its head.
    const head = post.slice(0, post.indexOf('</head>'));
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="article:published_time" content="2024-02-14T00:00:00.000Z">');
    expect(structured(await html('blog'))).toEqual([expect.objectContaining({ '@type': 'Blog' })]);
  });

  if (siteComponents)
    it("shows the site's own blog components in place of the classic theme's, wrapping them", async () => {
      const list = text(await html('blog'));
      expect(list).toMatch(/All entries[\s\S]*New signals[\s\S]*<p class="keepers-sidebar-note">Entries are written/);
      expect(text(await html('blog/new-signals'))).toContain('<p class="keepers-sidebar-note">');
      // A component ckdocs's own theme has not (Tag), which the classic theme's blog components draw
      // with: the site's, and no warning that it is unused.
      expect(await html('blog/2024/02/14/fog-horns')).toMatch(
        /<span class="keepers-tag"><a [^>]*href="\/blog\/tags\/weather"/,
      );
      expect(warningsOf(ctx.run).join('\n')).not.toMatch(/src\/theme\/(Tag|BlogSidebar)/);
    });

  it('shows no version badge on a site with one docs version, as Docusaurus shows none', async () => {
    const doc = await html('docs/intro');
    expect(doc).toContain('Keeping the light');
    expect(doc).not.toContain('theme-doc-version-badge');
  });

  it("marks the navbar's blog link active on every page under it, as Docusaurus's navbar does", async () => {
    const active = (page: string) =>
      [...page.matchAll(/<a [^>]*class="[^"]*navbar__link--active[^"]*"[^>]*>([^<]*)<\/a>/g)].map(([, label]) => label);
    expect(active(await html('blog/new-signals'))).toEqual(['Logbook']);
    expect(active(await html('blog/tags/weather'))).toEqual(['Logbook']);
    // `activeBaseRegex` says where the releases link is active.
    expect(active(await html('releases/2024/04/15/lamp-2'))).toEqual(['Releases']);
    // A link to a heading of the page is active there too.
    expect(active(await html('docs/intro'))).toEqual(['Manual', 'The lamp']);
    // A link out of the site carries the classic theme's arrow; the others none.
    const navbar = await html('blog');
    expect(navbar).toMatch(
      /href="https:\/\/keepers\.example\.org\/charter"[^>]*>Charter<svg class="external-link-icon iconExternalLink"/,
    );
    expect(navbar).not.toMatch(/>Logbook<svg/);
    expect(navbar).toMatch(/href="https:\/\/keepers\.example\.org\/rota" target="_blank"[^>]*>Rota<\/a>/);
    // In the footer too, for a link given as `href`; one given as `to` opens in a new tab unmarked.
    expect(navbar).toMatch(/href="https:\/\/harbour\.example\.org"[^>]*>Harbour board<svg class="external-link-icon/);
    expect(navbar).toMatch(/href="https:\/\/tides\.example\.org" target="_blank"[^>]*>Tide tables<\/a>/);
    // The footer's columns on Infima's grid, as the classic theme marks them up.
    expect(navbar).toMatch(/<div class="footer-columns row footer__links"><div class="footer-column col footer__col">/);
  });

  it('makes tag, author and archive pages from tags.yml and authors.yml', async () => {
    const lamp = text(await html('blog/tags/lamp'));
    expect(lamp).toContain('2 posts tagged with &quot;Lamp&quot;');
    expect(lamp).toContain('The lamp and its lenses');
    const ada = text(await html('blog/authors/ada'));
    expect(ada).toContain('<title>Ada Trim - 2 posts | Lighthouse Keepers</title>');
    expect(ada).toContain('src="/img/ada.svg"');
    const archive = text(await html('blog/archive'));
    for (const [date, title] of [
      ['March 2', 'New signals'],
      ['February 14', 'Fog horns on the north jetty'],
      ['January 10', 'First light of the year'],
    ])
      expect(archive).toContain(`${date} - ${title}`);
    expect(archive).not.toContain('Storm watch');
    // The tags list in the classic theme's markup: the letters in a section, each with a rule under its chips.
    const tags = text(await html('blog/tags'));
    expect(tags).toMatch(/<section class="(tags-letters )?margin-vert--lg"><article( class="tags-letter")?>/);
    const letters = tags.match(/<article( class="tags-letter")?><h2/g)?.length;
    expect(letters).toBeGreaterThan(1);
    expect(tags.match(/<\/ul><hr\/><\/article>/g)?.length).toBe(letters);
  });

  it("gives each blog page's <html> the classes Docusaurus's theme gives it, by kind and instance", async () => {
    const classes = async (path: string) => /<html[^>]*\sclass="([^"]*)"/.exec(await html(path))?.[1];
    const blog = 'plugin-blog plugin-id-default';
    expect(await classes('blog')).toBe(`blog-wrapper blog-list-page ${blog}`);
    expect(await classes('blog/2024/01/10/first-light')).toBe(`blog-wrapper blog-post-page ${blog}`);
    expect(await classes('blog/tags')).toBe(`blog-wrapper blog-tags-list-page ${blog}`);
    expect(await classes('blog/tags/lamp')).toBe(`blog-wrapper blog-tags-post-list-page ${blog}`);
    expect(await classes('blog/authors')).toBe(`blog-wrapper blog-authors-list-page ${blog}`);
    expect(await classes('blog/authors/ada')).toBe(`blog-wrapper blog-authors-posts-page ${blog}`);
    expect(await classes('blog/archive')).toBe(blog);
    expect(await classes('releases')).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-releases');
  });

  it('writes the RSS, Atom and JSON feeds of the listed posts, linked from every page', async () => {
    const rss = await read('blog/rss.xml');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(
      [...rss.matchAll(/<item>\s*<title><!\[CDATA\[([^\]]+)\]\]><\/title>\s*<link>([^<]+)<\/link>/g)].map(
        ([, t, l]) => `${t} ${l}`,
      ),
    ).toEqual([
      'New signals https://keepers.example.org/blog/new-signals',
      'Fog horns on the north jetty https://keepers.example.org/blog/2024/02/14/fog-horns',
      'First light of the year https://keepers.example.org/blog/2024/01/10/first-light',
    ]);
    // The whole post, as rendered, is each item's content, with its links absolute.
    expect(rss).toContain('Two long flashes mean it is open again.');
    const fogHorns = (
      JSON.parse(await read('blog/feed.json')) as { items: { url: string; content_html: string }[] }
    ).items.find((item) => item.url.endsWith('/fog-horns'))!;
    const { page } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`);
    // The same elements and text as the page holds, as the browser reads each.
    const [shown, carried] = await page.evaluate((content) => {
      const feed = document.createElement('template');
      feed.innerHTML = content;
      return [document.getElementById('__blog-post-container')!.innerHTML, feed.innerHTML];
    }, fogHorns.content_html);
    expect(shown).toContain("entry for the lamp's own log.");
    const post = 'https://keepers.example.org/blog/2024/02/14/fog-horns';
    expect(carried).toBe(
      shown
        .replace(
          'href="/blog/2024/01/10/first-light"',
          'href="https://keepers.example.org/blog/2024/01/10/first-light"',
        )
        .replace('href="#schedule"', `href="${post}#schedule"`),
    );
    expect(await read('blog/atom.xml')).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const json = JSON.parse(await read('blog/feed.json')) as { title: string; items: { url: string }[] };
    expect(json.title).toBe('Logbook feed');
    expect(json.items.map((item) => item.url)).toHaveLength(3);
    const docPage = await html('docs/intro');
    expect(docPage).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Logbook feed RSS Feed">',
    );
    // The releases blog asks for no feed.
    await expect(read('releases/rss.xml')).rejects.toThrow();
  });

  it("bundles the images a home page requires by a name it computes, as webpack's context requires do", async () => {
    const home = await html('');
    const src = /<img src="([^"]+)" alt="The lamp"/.exec(home)?.[1];
    expect(src).toMatch(/^\/assets\/media\/lamp-\w+\.png$/);
    expect((await readFile(join(ctx.site.dir, 'build', src!))).subarray(1, 4).toString()).toBe('PNG');
  });

  it('shows the text of files a home page requires through raw-loader, by a name it computes too', async () => {
    expect(await html('')).toContain(
      '<p class="signal">Two long blasts every minute.\n</p><p class="signal">Three short flashes: the harbour is closed.\n</p>',
    );
  });

  it('indexes each post for search by its text, under Blog, and leaves the unlisted one out', async () => {
    type SearchRecord = { url: string; hierarchy: Record<string, string | null>; content: string | null };
    const records = JSON.parse(await read('search/records.json')) as SearchRecord[];
    const post = records.filter((record) => record.url === 'https://keepers.example.org/blog/new-signals');
    expect(post.map((record) => record.hierarchy.lvl0)).toEqual(['Blog', 'Blog']);
    expect(post.map((record) => record.content)).toContain(
      'Three short flashes now mean the harbour is closed. Two long flashes mean it is open again.',
    );
    expect(records.filter((record) => record.url.includes('#schedule')).map((r) => r.hierarchy.lvl2)).toContain(
      'Schedule',
    );
    expect(records.some((record) => record.url.includes('storm-watch'))).toBe(false);
  });

  it('gives each post a Markdown copy, listed in llms.txt under Blog but for the unlisted one', async () => {
    expect(await read('blog/new-signals.md')).toBe(
      '# New signals\n\nThree short flashes now mean the harbour is closed.\n\nTwo long flashes mean it is open again.\n',
    );
    const llms = await read('llms.txt');
    const blog = llms.slice(llms.indexOf('## Blog'));
    expect(blog).toContain('- [New signals](https://keepers.example.org/blog/new-signals.md)');
    expect(blog).toContain(
      '- [Fog horns on the north jetty](https://keepers.example.org/blog/2024/02/14/fog-horns.md): Why the horn sounds twice a minute now.',
    );
    expect(await read('blog/2024/03/20/storm-watch.md')).toContain('reached only by its link');
    expect(llms).not.toContain('storm-watch');
  });

  it('hydrates the list without an error, and a post opens from it in the page', async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.click('h2 a[href="/blog/new-signals"]');
    await page.waitForURL('**/blog/new-signals');
    await page.getByText('Two long flashes mean it is open again.').waitFor();
    // Opened by the client router: the same document.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.click('a[href="/blog/tags/weather"]');
    await page.getByText('2 posts tagged with "Weather"').waitFor();
    // In the classic theme's words on a blog's tag page (its docs' say "View all tags").
    await page.getByRole('link', { name: 'View All Tags', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it("hydrates an author's page without an error, its link to every author drawn on the server too", async () => {
    expect(text(await html('blog/authors/ada'))).toMatch(/href="\/blog\/authors"[^>]*>View all authors</);
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/authors/ada`);
    await page.getByRole('link', { name: 'View all authors', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('hydrates a post, its structured data as the server wrote it, without an error', async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`);
    const data = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent!)['@type']),
    );
    expect(data).toEqual(['BlogPosting']);
    expect(problems).toEqual([]);
  });

  it("draws an author's profiles with the classic theme's own icons, in each colour mode", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/authors`);
    const github = page.locator('a[title="GitHub"] svg').first();
    // The theme's GitHub mark: black on light, white on dark.
    for (const [mode, fill] of [
      ['light', 'rgb(0, 0, 0)'],
      ['dark', 'rgb(255, 255, 255)'],
    ] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(await github.evaluate((el) => getComputedStyle(el).fill)).toBe(fill);
    }
    expect(await github.boundingBox()).toMatchObject({ width: 16, height: 16 });
    expect(problems).toEqual([]);
  });

  it("draws a post's tags as the classic theme's chips, inline on the text's line", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`);
    const tag = page.locator('article footer a[href="/blog/tags/weather"]');
    expect(await tag.evaluate((el) => getComputedStyle(el).display)).toBe('inline');
    expect(await tag.evaluate((el) => getComputedStyle(el).padding)).toBe('3.2px 8px 4.8px');
    expect(problems).toEqual([]);
  });

  it("loads the classic theme's blog code on a post only where the site replaces a part of it", async () => {
    const post = await html('blog/2024/02/14/fog-horns');
    const scripts = pageScripts(post);
    const code = (await Promise.all(scripts.map(read))).join('\n');
    expect(scripts.length).toBeGreaterThan(0);
    // The blog plugin's client context, which the classic theme's post components read.
    expect(code.includes('BlogPostProvider')).toBe(siteComponents);
  });

  it('fetches what every page runs as one chunk: a post and a doc share two scripts, the runtime and that chunk', async () => {
    const scripts = async (path: string) => pageScripts(await html(path));
    const [post, doc] = await Promise.all([scripts('blog/2024/02/14/fog-horns'), scripts('docs/intro')]);
    expect(doc).toHaveLength(3);
    expect(post.filter((file) => doc.includes(file))).toEqual([
      expect.stringMatching(/^assets\/main-\w+\.js$/),
      expect.stringMatching(/^assets\/chunks\/chunk-\w+\.js$/),
    ]);
  });

  it("lays a post out on Infima's grid as the classic theme does, and a short page's footer at the window's foot", async () => {
    const viewport = { width: 1280, height: 900 };
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`, viewport);
    const box = (selector: string) => page.locator(selector).first().boundingBox();
    const [row, main, title] = await Promise.all([
      box('.row:has(> main)'),
      box('.row > main'),
      box('article header h1'),
    ]);
    // Seven columns of twelve between the recent posts and the table of contents.
    expect(main!.width / row!.width).toBeCloseTo(7 / 12, 2);
    // The recent posts in the quarter before it, where the site has not replaced them with its own.
    if (!siteComponents) expect(main!.x - row!.x).toBeCloseTo(row!.width / 4, 0);
    expect(title!.x).toBeGreaterThanOrEqual(main!.x);
    expect(await page.locator('article header h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe('48px');
    // The links to the next posts 3rem under the post, as the classic theme's post paginator.
    const [post, paginator] = await Promise.all([box('main > article'), box('main > .pagination-nav')]);
    expect(paginator!.y - (post!.y + post!.height)).toBe(48);
    await page.goto(`${ctx.server.url}/blog/authors`);
    const footer = await box('footer.footer');
    expect(footer!.y + footer!.height).toBeCloseTo(viewport.height, 0);
    expect(problems).toEqual([]);
  });

  if (!siteComponents)
    it("lists the recent posts in the navbar's menu on a narrow screen, where the side columns are gone", async () => {
      const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`, {
        width: 390,
        height: 800,
      });
      expect(await page.locator('.blog-sidebar').isVisible()).toBe(false);
      // Nor the post's table of contents, whose column stays empty.
      expect(await page.locator('.blog-toc').count()).toBe(1);
      expect(await page.locator('.blog-toc').isVisible()).toBe(false);
      await page.click('.navbar-menu-button');
      const menu = page.locator('.mobile-menu');
      await menu.getByRole('link', { name: 'New signals' }).waitFor();
      // The unlisted post is not among them.
      expect(await menu.getByRole('link', { name: 'Storm watch' }).count()).toBe(0);
      await menu.getByRole('link', { name: 'New signals' }).click();
      await page.waitForURL('**/blog/new-signals');
      expect(problems).toEqual([]);
    });

  it("draws a post's headings and the dark footer as Infima does", async () => {
    const { page, problems } = await tab.openHydrated(`${ctx.server.url}/blog/2024/02/14/fog-horns`);
    const heading = await page
      .locator('.markdown h2')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopWidth, ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
      });
    expect(heading.border).toBe('0px');
    expect(heading.ratio).toBeCloseTo(1.25, 2);
    // Infima's sizes of a Markdown heading (`.markdown > h2` is 2rem), and its dark footer.
    expect(
      await page
        .locator('.markdown h2')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('32px');
    const footer = await page.locator('footer.footer').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(footer).toBe('rgb(48, 56, 70)');
    // The title, and a paragraph of the site's own sidebar, take Infima's margins, not the browser's.
    const margins = (selector: string) =>
      page.locator(selector).evaluate((el) => `${getComputedStyle(el).marginTop} ${getComputedStyle(el).marginBottom}`);
    expect(await margins('article header h1')).toBe('0px 16px');
    if (siteComponents) expect(await margins('.keepers-sidebar-note')).toBe('0px 20px');
    expect(problems).toEqual([]);
  });
});
