import { describe, expect, it } from 'vitest';
import { anchorHrefs } from '../../common/page-links.js';
import { notPagesReader } from '../../cli/render/not-pages.js';

// A site under /guide/ with a second locale inside it, as the default locale's build sees it.
const site = { baseUrl: '/guide/', localesWithin: ['/guide/fr/'] };
const routes = [
  { path: '/guide/' },
  { path: '/guide/reef/' },
  { path: '/guide/reef/crabs' },
  { path: '/guide/tags/été' },
];

/** What a page at `from` whose server HTML is `html` names as leading to no page. */
const notPages = (html: string, from: string) => notPagesReader(site, routes)(anchorHrefs(html), from);

describe("the links of a page's HTML that lead to no page, which the browser loads itself", () => {
  it('are read from the anchors as written, each once, from the page they are on', () => {
    const html =
      '<a href="/guide/lost">Lost</a><a class="x" href="/guide/lost#a">Again</a>' +
      '<a href="kelp">Kelp</a><a href="../reef/crabs">Crabs</a><a href="./crabs?sort=a&amp;b">Crabs, sorted</a>';
    // `kelp` beside the page, in its folder; the crabs' page is there, with or without its query.
    expect(notPages(html, '/guide/reef/')).toEqual(['/guide/lost', '/guide/reef/kelp']);
    // From a page without a trailing slash, `kelp` is a sibling of it.
    expect(notPages(html, '/guide/reef/crabs')).toEqual(['/guide/lost', '/guide/reef/kelp']);
  });

  it('leave out pages there, files, other origins, anchors and other locales, which the router never asks for', () => {
    const html = [
      '/guide/reef',
      '/guide/reef/crabs/',
      '/guide/reef/crabs.html',
      '/guide/tags/%C3%A9t%C3%A9',
      '/guide/map.pdf',
      '/guide/fr/recif',
      '/elsewhere/page',
      'https://example.org/guide/lost',
      'mailto:crab@example.org',
      '#top',
      '',
    ]
      .map((href) => `<a href="${href}">x</a>`)
      .join('');
    expect(notPages(html, '/guide/reef/')).toEqual([]);
  });

  it('are not taken from other elements', () => {
    expect(
      notPages('<link href="/guide/lost"><abbr href="/guide/gone">x</abbr><area href="/guide/none">', '/guide/'),
    ).toEqual([]);
  });
});
