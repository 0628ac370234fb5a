import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from './helpers/browser.js';
import { warningsOf } from './helpers/ckdocs.js';
import { buildFixture } from './helpers/site.js';
import { pageScripts } from './helpers/output-files.js';

// A ckdocs site's own blog (config `blog`): fixtures/blog-native, five listed posts two a page,
// one unlisted, one draft, authors.yml and tags.yml, every feed.
const ORIGIN = 'https://orchard.example.org';

/** The listed posts, newest first, as every list, the archive and the feeds give them. */
const LISTED = [
  ['Notes on compost', '/blog/compost', '2024-05-18'],
  ['Orchard 2.0, the spring release', '/blog/2024/04/20/spring-release', '2024-04-20'],
  ['A grafting guide for beginners', '/blog/2024/03/02/grafting-guide', '2024-03-02'],
  ['Winter pruning, step by step', '/blog/2024/02/10/winter-pruning', '2024-02-10'],
  ['First sprouts of the year', '/blog/2024/01/15/first-sprouts', '2024-01-15'],
];

describe('a ckdocs site with a blog', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  let browser: Browser;
  const html = (path: string) => site.read(`${path.slice(1)}${path === '/' ? '' : '/'}index.html`);
  const text = (page: string) => page.replace(/<!-- -->/g, '');
  /** Title and URL of each post a list page shows, in order. */
  const listed = (page: string) =>
    [...page.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, title]) => [
      title,
      href,
    ]);

  beforeAll(async () => {
    [site, browser] = await Promise.all([buildFixture('blog-native'), connectBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.cleanup();
  });

  it('makes the list page by page, a page per post and per tag, the tags list and the archive; none for the draft', async () => {
    const pages = (await readdir(site.out, { recursive: true }))
      .filter((file) => /^blog\/.*index\.html$|^blog\/index\.html$/.test(file))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
      .sort();
    expect(pages).toEqual([
      '/blog',
      '/blog/2024/01/15/first-sprouts',
      '/blog/2024/02/10/winter-pruning',
      '/blog/2024/03/02/grafting-guide',
      '/blog/2024/04/20/spring-release',
      '/blog/2024/06/10/staff-picks',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ines',
      '/blog/authors/mira',
      '/blog/authors/mira/page/2',
      '/blog/authors/tomas-r',
      '/blog/authors/tomas-r/page/2',
      '/blog/compost',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/tags',
      '/blog/tags/grafting',
      '/blog/tags/pruning-and-care',
      '/blog/tags/release',
      '/blog/tags/seasons',
      '/blog/tags/seasons/page/2',
    ]);
  });

  it('lists the listed posts newest first, two a page, each cut at its truncate marker, with the pages around it', async () => {
    const pages = await Promise.all(
      ['/blog', '/blog/page/2', '/blog/page/3'].map(async (path) => text(await html(path))),
    );
    expect(pages.flatMap(listed)).toEqual(LISTED.map(([title, href]) => [title, href]));
    const [first, second] = pages as [string, string];
    expect(first).toContain('<title>Field notes | Orchard</title>');
    expect(first).toContain('What the Orchard team planted, pruned and shipped');
    // The MDX post stops at its `{/* truncate */}`, and says there is more; the post without a marker shows whole.
    expect(first).toContain('Version 2.0 brings harvest forecasts and a calendar you can print.');
    expect(first).not.toContain('Each plant now shows the week');
    expect(first).toContain('aria-label="Read more about Orchard 2.0, the spring release"');
    expect(first).not.toContain('aria-label="Read more about Notes on compost"');
    // The folder post's image, beside it, in its excerpt.
    expect(second).toMatch(/<img src="\/assets\/media\/whip-graft-\w+\.svg" alt="A whip graft, bound with tape"\/>/);
    expect(second).not.toContain('Cut both stems at the same slant');
    expect(second).toMatch(
      /class="pagination-link prev" href="\/blog"[\s\S]*class="pagination-link next" href="\/blog\/page\/3"/,
    );
    // The sidebar's four most recent posts, on every page of the blog.
    const sidebar = [...first.matchAll(/<a class="blog-sidebar-link[^"]*" href="([^"]+)"/g)].map(([, href]) => href);
    expect(sidebar).toEqual(LISTED.slice(0, 4).map(([, href]) => href));
  });

  it('shows a post whole: its title once, date, reading time, authors of the authors file and its own, tags, neighbours', async () => {
    const pruning = text(await html('/blog/2024/02/10/winter-pruning'));
    // Its `#` heading is its title: the page's h1, once, and its <title>.
    expect(pruning.match(/<h1[^>]*>Winter pruning, step by step<\/h1>/g)).toHaveLength(1);
    expect(pruning).toContain('<title>Winter pruning, step by step | Orchard</title>');
    expect(pruning).toContain('<time dateTime="2024-02-10T00:00:00.000Z">February 10, 2024</time>');
    expect(pruning).toContain('1 min read');
    expect(pruning).toMatch(
      /src="\/img\/mira.svg"[\s\S]*>Mira Holt<\/a>[\s\S]*Head gardener[\s\S]*href="https:\/\/github.com\/mira-holt"/,
    );
    expect(pruning).toMatch(/Tomás Reyes[\s\S]*Maintainer[\s\S]*href="https:\/\/social.example.org\/@tomas"/);
    expect(pruning).toMatch(/href="\/blog\/tags\/pruning-and-care" title="Cutting back at the right time">Pruning</);
    // After the marker too, and a link to another post's file made its URL.
    expect(pruning).toContain('Take out what is dead, then what crosses');
    expect(pruning).toContain('<a href="/blog/2024/01/15/first-sprouts">how the year started</a>');
    expect(pruning).toMatch(
      /Newer post[\s\S]*A grafting guide for beginners[\s\S]*Older post[\s\S]*First sprouts of the year/,
    );
    expect(pruning).toContain('<meta property="og:image" content="https://orchard.example.org/img/pruning-card.png">');
    // A key of the authors file with a title of the post's own; no table of contents when the post hides it.
    const grafting = text(await html('/blog/2024/03/02/grafting-guide'));
    expect(grafting).toMatch(/Tomás Reyes<\/a><\/span><span class="blog-author-title">Grafting lead/);
    expect(grafting).toContain(
      '<meta name="description" content="Join a scion to a rootstock and keep a record of it.">',
    );
    expect(grafting).not.toContain('aria-label="Table of contents"');
    // An author written in the post, with no picture: their initials.
    const spring = text(await html('/blog/2024/04/20/spring-release'));
    expect(spring).toMatch(/aria-hidden="true">IP<\/span>[\s\S]*href="https:\/\/ines.example.net">Ines Park/);
    expect(spring).toMatch(/aria-label="Table of contents"[\s\S]*href="#harvest-forecasts"/);
    expect(spring).toContain('class="admonition');
    const sprouts = await html('/blog/2024/01/15/first-sprouts');
    expect(sprouts).toContain('<meta name="keywords" content="calendar, january">');
  });

  it('dates a post by its front matter, under the URL its slug gives', async () => {
    const compost = text(await html('/blog/compost'));
    expect(compost).toContain('<time dateTime="2024-05-18T00:00:00.000Z">May 18, 2024</time>');
    expect(compost).not.toContain('Newer post');
    expect(compost).toMatch(/Older post[\s\S]*Orchard 2.0, the spring release/);
  });

  it('builds the unlisted post for its link only, and leaves the draft out', async () => {
    const unlisted = text(await html('/blog/2024/06/10/staff-picks'));
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(unlisted).toContain('Unlisted page');
    expect(unlisted).not.toContain('Newer post');
    const elsewhere = await Promise.all(
      ['/blog', '/blog/tags/seasons', '/blog/tags/seasons/page/2', '/blog/archive'].map(html),
    );
    for (const page of [
      ...elsewhere,
      await site.read('sitemap.xml'),
      await site.read('llms.txt'),
      await site.read('blog/rss.xml'),
    ])
      expect(page).not.toContain('staff-picks');
    expect(await site.read('blog/2024/06/10/staff-picks.md')).toContain('favourite greenhouse tomatoes');
    await expect(site.read('blog/2024/06/01/summer-plans/index.html')).rejects.toThrow();
  });

  it('makes a page per tag, named and placed as tags.yml says, and the tags list', async () => {
    const seasons = text(await html('/blog/tags/seasons'));
    expect(seasons).toContain('<title>4 posts tagged with &quot;Seasons&quot; | Orchard</title>');
    expect(seasons).toContain('href="/blog/tags">View all tags</a>');
    expect(listed(seasons).map(([title]) => title)).toEqual(['Notes on compost', 'Orchard 2.0, the spring release']);
    expect(listed(text(await html('/blog/tags/seasons/page/2'))).map(([title]) => title)).toEqual([
      'Winter pruning, step by step',
      'First sprouts of the year',
    ]);
    const pruning = text(await html('/blog/tags/pruning-and-care'));
    expect(pruning).toContain('One post tagged with &quot;Pruning&quot;');
    expect(pruning).toContain('Cutting back at the right time');
    const tags = text(await html('/blog/tags'));
    expect(
      [...tags.matchAll(/class="tag tag--count" href="([^"]+)"[^>]*>([^<]+)<span>(\d+)<\/span>/g)].map(
        ([, href, label, count]) => `${label} ${count} ${href}`,
      ),
    ).toEqual([
      'Grafting 1 /blog/tags/grafting',
      'Pruning 1 /blog/tags/pruning-and-care',
      'Release 1 /blog/tags/release',
      'Seasons 4 /blog/tags/seasons',
    ]);
  });

  it("lists the authors file's authors, and each one's posts page by page where it gives them a page", async () => {
    const authors = text(await html('/blog/authors'));
    expect(authors).toContain('<title>Authors | Orchard</title>');
    // In the file's order, each with their listed posts (the unlisted one is not counted).
    expect(
      [...authors.matchAll(/<a href="([^"]+)">([^<]+)<\/a><span class="blog-author-count"[^>]*>(\d+)</g)].map(
        ([, href, name, count]) => `${name} ${count} ${href}`,
      ),
    ).toEqual([
      'Mira Holt 3 /blog/authors/mira',
      'Tomás Reyes 3 /blog/authors/tomas-r',
      'Ines Okafor 0 /blog/authors/ines',
    ]);
    const [mira, mira2] = (await Promise.all(
      ['/blog/authors/mira', '/blog/authors/mira/page/2'].map(async (path) => text(await html(path))),
    )) as [string, string];
    expect(mira).toContain('<title>Mira Holt - 3 posts | Orchard</title>');
    expect(mira).toMatch(
      /<h1>Mira Holt<\/h1>[\s\S]*Head gardener[\s\S]*Mira plans the beds and keeps the pruning calendar./,
    );
    expect(mira).toContain('<a href="/blog/authors">View all authors</a>');
    expect([...listed(mira), ...listed(mira2)]).toEqual(
      LISTED.filter((_, i) => [1, 3, 4].includes(i)).map(([title, href]) => [title, href]),
    );
    expect(mira).toMatch(/class="pagination-link next" href="\/blog\/authors\/mira\/page\/2"/);
    expect(text(await html('/blog/authors/ines'))).toContain('This author has not written any posts yet.');
    // A post's authors lead to their pages.
    expect(text(await html('/blog/2024/02/10/winter-pruning'))).toMatch(
      /<a href="\/blog\/authors\/mira">Mira Holt<\/a>[\s\S]*<a href="\/blog\/authors\/tomas-r">Tomás Reyes<\/a>/,
    );
  });

  it('lists every post by year in the archive', async () => {
    const archive = text(await html('/blog/archive'));
    expect(archive).toContain('<h2 id="year-2024">2024</h2>');
    expect(
      [...archive.matchAll(/<time dateTime="([^"]+)">[^<]+<\/time><a href="([^"]+)">/g)].map(([, date, href]) => [
        date!.slice(0, 10),
        href,
      ]),
    ).toEqual(LISTED.map(([, href, date]) => [date, href]));
  });

  it('puts the posts in the sitemap, search (under Blog, with the lists), llms.txt and their Markdown copies', async () => {
    const sitemap = await site.read('sitemap.xml');
    for (const [, href] of LISTED) expect(sitemap).toContain(`<loc>${ORIGIN}${href}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/page/2</loc>`);
    expect(sitemap).not.toContain('/blog/tags/');
    type SearchRecord = { url: string; hierarchy: Record<string, string | null>; content: string | null };
    const records = JSON.parse(await site.read('search/records.json')) as SearchRecord[];
    const spring = records.filter((record) => record.url.startsWith(`${ORIGIN}/blog/2024/04/20/spring-release`));
    expect(new Set(spring.map((record) => record.hierarchy.lvl0))).toEqual(new Set(['Blog']));
    // The blog's other pages are found by their titles, among its posts.
    const lists = records.filter((record) => /\/blog(\/page\/\d|\/tags|\/archive|$)/.test(record.url));
    expect(new Set(lists.map((record) => record.hierarchy.lvl0))).toEqual(new Set(['Blog']));
    expect(lists.map((record) => record.hierarchy.lvl1)).toContain('Field notes');
    expect(spring.map((record) => record.content)).toContainEqual(
      expect.stringContaining(
        'Each plant now shows the week it should be ready, from its sowing date and your climate zone.',
      ),
    );
    const llms = await site.read('llms.txt');
    const blog = llms.slice(llms.indexOf('## Blog'));
    expect([...blog.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map(([, title, url]) => [title, url])).toEqual(
      LISTED.map(([title, href]) => [title, `${ORIGIN}${href}.md`]),
    );
    expect(await site.read('blog/2024/02/10/winter-pruning.md')).toMatch(
      /^# Winter pruning, step by step\n\nApple and pear trees rest in February/,
    );
  });

  it('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 that parse and carry the same posts, dates, links and authors, in order', async () => {
    const [rss, atom, json] = await Promise.all(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'].map(site.read));
    const page = await browser.newPage();
    // Chromium's XML parser: a document that is not well-formed parses to a <parsererror>.
    const parsed = await page.evaluate(
      ([rssText, atomText]) => {
        const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
        const r = parse(rssText!);
        const a = parse(atomText!);
        const texts = (el: Element, selector: string) => [...el.querySelectorAll(selector)].map((e) => e.textContent);
        const DC = 'http://purl.org/dc/elements/1.1/';
        return {
          errors: [r, a].map((doc) => doc.getElementsByTagName('parsererror').length),
          rss: {
            root: `${r.documentElement.nodeName} ${r.documentElement.getAttribute('version')}`,
            channel: ['title', 'link', 'description'].map((name) => r.querySelector(`channel > ${name}`)?.textContent),
            items: [...r.querySelectorAll('item')].map((item) => ({
              title: item.querySelector('title')?.textContent,
              link: item.querySelector('link')?.textContent,
              date: new Date(item.querySelector('pubDate')!.textContent!).toISOString(),
              authors: [...item.getElementsByTagNameNS(DC, 'creator')].map((e) => e.textContent),
              content: item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
                ?.textContent,
            })),
          },
          atom: {
            root: `${a.documentElement.namespaceURI} ${a.documentElement.localName}`,
            feed: ['id', 'title', 'updated'].map((name) => a.querySelector(`feed > ${name}`)?.textContent),
            entries: [...a.querySelectorAll('entry')].map((entry) => ({
              title: entry.querySelector('title')?.textContent,
              link: entry.querySelector('link')?.getAttribute('href'),
              date: entry.querySelector('updated')?.textContent,
              authors: texts(entry, 'author > name'),
              id: entry.querySelector('id')?.textContent,
            })),
          },
        };
      },
      [rss, atom],
    );
    await page.close();
    expect(parsed.errors).toEqual([0, 0]);
    expect(parsed.rss.root).toBe('rss 2.0');
    expect(parsed.rss.channel).toEqual(['Orchard', `${ORIGIN}/blog`, 'Orchard Blog']);
    expect(parsed.atom.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(parsed.atom.feed).toEqual([`${ORIGIN}/blog`, 'Orchard', '2024-05-18T00:00:00.000Z']);
    const feed = JSON.parse(json!) as {
      version: string;
      title: string;
      items: {
        id: string;
        url: string;
        title: string;
        date_published: string;
        content_html: string;
        authors?: { name: string }[];
      }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Orchard');
    const authors = [
      ['Tomás Reyes'],
      ['Mira Holt', 'Ines Park'],
      ['Tomás Reyes'],
      ['Mira Holt', 'Tomás Reyes'],
      ['Mira Holt'],
    ];
    const expected = LISTED.map(([title, href, date], i) => ({
      title,
      link: `${ORIGIN}${href}`,
      date: `${date}T00:00:00.000Z`,
      authors: authors[i],
    }));
    expect(parsed.rss.items.map(({ title, link, date, authors }) => ({ title, link, date, authors }))).toEqual(
      expected,
    );
    expect(parsed.atom.entries.map(({ title, link, date, authors }) => ({ title, link, date, authors }))).toEqual(
      expected,
    );
    expect(
      feed.items.map((item) => ({
        title: item.title,
        link: item.url,
        date: item.date_published,
        authors: item.authors?.map((a) => a.name),
      })),
    ).toEqual(expected);
    // Each item carries the post whole, as its page shows it, its links absolute.
    const spring = feed.items[1]!.content_html;
    expect(spring).toContain('Each plant now shows the week it should be ready');
    expect(spring).toContain(`href="${ORIGIN}/docs/guide/intro"`);
    expect(parsed.rss.items[1]!.content).toBe(spring);
    // Every page's head names them.
    const doc = await html('/docs/guide/intro');
    expect(doc).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Orchard RSS Feed">',
    );
    expect(doc).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Orchard Atom Feed">',
    );
    expect(doc).toContain(
      '<link rel="alternate" type="application/feed+json" href="/blog/feed.json" title="Orchard JSON Feed">',
    );
  });

  it('tells of the author written in a post and the post without a marker, and finds no broken link between docs and posts', () => {
    expect(warningsOf(site.run)).toEqual([
      expect.stringMatching(
        /blog\/2024\/04\/20\/spring-release\.mdx:\d+: The author "Ines Park" is written in the post, not a key of authors\.yml/,
      ),
      expect.stringMatching(/blog\/compost-notes\.md: The post has no truncate marker, so the lists show it whole/),
    ]);
  });

  it("loads no code or style of the blog's on a docs page", async () => {
    const doc = await html('/docs/guide/intro');
    const scripts = pageScripts(doc);
    expect(scripts.length).toBeGreaterThan(0);
    const code = (await Promise.all(scripts.map((file) => site.read(file)))).join('\n');
    expect(code).not.toContain('blog-post-header');
    expect(doc).not.toMatch(/<link rel="stylesheet" href="\/assets\/site-/);
    expect(await html('/blog')).toMatch(/<link rel="stylesheet" href="\/assets\/site-\w+\.css">/);
  });
});
