import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browseBuiltSite } from '../../helpers/built-site.js';
import { reviewScreenshot, reviewScreenshots } from '../../helpers/screenshots.js';

// What a reader sees of the theme on the CommandKit site: positions, sizes and computed styles.
const site = browseBuiltSite('content');

const GUIDE = '/docs/next/guide/caching/caching-in-commandkit';
// A class whose members have long names and signatures, some inherited.
const API = '/docs/next/api-reference/ai/classes/ai-plugin';

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top);
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);

describe('a Next guide page', () => {
  // At 390 px the folded table of contents comes between the breadcrumbs and the title.
  it.each([
    [1280, 200],
    [390, 340],
  ])('says "unreleased" once, in the version banner, and starts its h1 high at %i px', async (width, limit) => {
    const page = await site.open(GUIDE, width);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text.match(/unreleased|not released/gi)).toEqual(['unreleased']);
    expect(await page.locator('.version-banner').textContent()).toContain('unreleased');
    expect(await page.locator('.version-badge').count()).toBe(0);
    expect(await top(page, '.markdown h1')).toBeLessThan(limit);
    await page.close();
  });

  it('has a house icon with a label for home, and a current crumb drawn like the others', async () => {
    const page = await site.open(GUIDE, 1280);
    const home = page.locator('.breadcrumbs a[aria-label="Home page"]');
    expect(await home.locator('svg').count()).toBe(1);
    expect((await home.textContent())!.trim()).toBe('');
    const current = '.breadcrumbs [aria-current="page"]';
    expect(await style(page, current, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(page, current, 'font-size')).toBe(
      await style(page, '.breadcrumbs li:nth-child(2) span', 'font-size'),
    );
    // One row: the crumbs' separators stay beside them.
    const centres = await page.$$eval('.breadcrumbs li', (items) =>
      items.map((i) => i.getBoundingClientRect()).map((r) => (r.top + r.bottom) / 2),
    );
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(4);
    await page.close();
  });
});

describe('an API class page', () => {
  it('wraps a long TOC entry between the words of its name, inside the TOC', async () => {
    const page = await site.open(API, 1280);
    const entry = page.locator('.doc-toc .toc-link', { hasText: 'onBeforePrepareGuildCommandsRegistration' });
    const layout = await entry.evaluate((link) => {
      const toc = link.closest('.toc')!.getBoundingClientRect();
      // Each piece between two <wbr> stays on one line: the name breaks only between its words.
      const pieces = [...link.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
      const lines = pieces.map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      return {
        right: link.getBoundingClientRect().right,
        tocRight: toc.right,
        height: link.getBoundingClientRect().height,
        lines,
      };
    });
    expect(layout.right).toBeLessThanOrEqual(layout.tocRight);
    expect(layout.height).toBeGreaterThan(30);
    expect(layout.lines.every((n) => n === 1)).toBe(true);
    await page.close();
  });

  it.each([1280, 390])('wraps long signatures inside their block at %i px', async (width) => {
    const page = await site.open(API, width);
    const cut = await page.$$eval('.api-signature pre', (blocks) =>
      blocks.filter((pre) => pre.scrollWidth > pre.clientWidth).map((pre) => pre.textContent),
    );
    expect(cut).toEqual([]);
    await page.close();
  });

  it('lists parameters as plain text, and titles inherited members as the others', async () => {
    const page = await site.open(API, 1280);
    for (const part of ['.api-params li > code:first-child', '.api-params code.api-type', '.api-params .api-flag']) {
      expect(await style(page, part, 'border-top-width'), part).toBe('0px');
    }
    expect(await style(page, '.api-params code', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(page, '.api-inherited h3', 'color')).toBe(
      await style(page, '.api-member:not(.api-inherited) h3', 'color'),
    );
    await page.close();
  });
});

it('moves the sticky sidebar and TOC to the top while the navbar is hidden', async () => {
  const page = await site.open(GUIDE, 1280);
  await page.mouse.wheel(0, 1500);
  await page.waitForSelector('.navbar.navbar-hidden');
  await expect.poll(() => top(page, '.doc-sidebar .sidebar')).toBe(0);
  await expect.poll(() => top(page, '.doc-toc .toc')).toBe(16);
  await reviewScreenshot(page, 'guide-scrolled-1280-light');
  await page.mouse.wheel(0, -300);
  await page.waitForSelector('.navbar:not(.navbar-hidden)');
  await expect.poll(() => top(page, '.doc-sidebar .sidebar')).toBe(60);
  await page.close();
});

describe('the home page', () => {
  it('aligns the feature cards of a row, each with an icon and a link', async () => {
    const page = await site.open('/', 1280);
    const cards = await page.$$eval('.feature-card', (all) =>
      all.map((card) => ({
        titleLines: card.querySelector('h2 a')!.getClientRects().length,
        textTop: card.querySelector('p')!.getBoundingClientRect().top,
        icon: (card.querySelector('img.feature-icon') as HTMLImageElement | null)?.naturalWidth ?? 0,
        href: card.querySelector('h2 a')?.getAttribute('href'),
      })),
    );
    expect(cards).toHaveLength(4);
    // "Events without boilerplate" wraps; the texts beside it start at its text's height.
    expect(new Set(cards.map((c) => c.titleLines)).size).toBe(2);
    expect(new Set(cards.map((c) => c.textTop)).size).toBe(1);
    for (const card of cards) {
      expect(card.icon).toBeGreaterThan(0);
      expect(card.href).toMatch(/^\/docs\/next\/guide\//);
    }
    await page.close();
  });

  it('sets the footer columns side by side without a wide gap', async () => {
    const page = await site.open('/', 1280);
    // From the end of the first column's longest link to the second column's title.
    const [first, second] = await page.$$eval('.footer-column', (cols) =>
      cols.map((c) => {
        const texts = [...c.querySelectorAll('.footer-title, .footer-link')].map((e) => e.getBoundingClientRect());
        return { left: Math.min(...texts.map((r) => r.left)), right: Math.max(...texts.map((r) => r.right)) };
      }),
    );
    expect(second!.left - first!.right).toBeLessThan(160);
    await page.close();
  });
});

describe('/search', () => {
  it.each(['light', 'dark'] as const)(
    'draws its version select and focus ring in the theme colours (%s)',
    async (mode) => {
      const page = await site.open('/search?q=cache', 1280, mode);
      const select = '.search-page-version';
      expect(await style(page, select, 'appearance')).toBe('none');
      expect(await style(page, select, 'background-color')).toBe(
        await style(page, '.search-page-input', 'background-color'),
      );
      expect(await style(page, select, 'color')).toBe(await style(page, 'body', 'color'));
      await page.focus('.search-page-input');
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ck-primary'),
      );
      expect(await style(page, '.search-page-input', 'outline-style')).toBe('none');
      expect(await style(page, '.search-page-input', 'border-top-color')).toBe(
        await page.evaluate((c) => {
          const probe = document.createElement('span');
          probe.style.color = c;
          document.body.append(probe);
          return getComputedStyle(probe).color;
        }, primary.trim()),
      );
      await page.close();
    },
  );
});

describe('the search page', () => {
  it("puts each result's section name on a line of its own, under a page's title that has no snippet too", async () => {
    // The API changes page has no text before its first heading: its own result shows its title alone.
    const page = await site.open('/search?q=api%20changes%20since&version=next', 1280);
    await page.waitForSelector('.search-page-result a[href="/docs/next/api-changes"]');
    const overlapping = await page.$$eval('.search-page-result', (results) =>
      results.flatMap((result) => {
        const title = result.querySelector('a')!.getBoundingClientRect();
        const section = result.querySelector('.search-page-result-section')?.getBoundingClientRect();
        return section && section.top < title.bottom ? [result.querySelector('a')!.getAttribute('href')] : [];
      }),
    );
    expect(overlapping).toEqual([]);
    await page.close();
  });
});

describe('the 404 page', () => {
  it('offers a search box and the pages whose paths read closest to the one asked for', async () => {
    const page = await site.open('/docs/next/guide/cachng/caching-in-comandkit', 1280);
    await page.waitForSelector('.not-found-suggestions li');
    const suggested = await page.$$eval('.not-found-suggestions a', (links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(suggested[0]).toBe(GUIDE);
    await page.fill('.not-found input[name="q"]', 'cache');
    await page.press('.not-found input[name="q"]', 'Enter');
    await page.waitForURL(/\/search\?q=cache$/);
    await page.close();
  });

  it('loads its suggestions on the 404 page only', async () => {
    const page = await site.browser.newPage();
    const manifests: string[] = [];
    page.on('request', (request) => request.url().includes('route-manifest') && manifests.push(request.url()));
    await page.goto(site.server.url + GUIDE);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(manifests).toEqual([]);
    await page.close();
  });
});

// No page scrolls sideways, at either width; each width in one colour mode (the layout is the same
// in both), and in both modes with review screenshots (tests/helpers/screenshots.ts).
it.each([
  ['home', '/'],
  ['guide', GUIDE],
  ['api', `${API}#onbeforeprepareguildcommandsregistration`],
  ['search', '/search?q=cache'],
  ['not-found', '/docs/next/guide/cachng/caching-in-comandkit'],
])('renders the %s page at 1280 and 390 px without horizontal overflow', async (name, path) => {
  const widths = [
    [1280, 'dark'],
    [390, 'light'],
  ] as const;
  const shown = reviewScreenshots
    ? widths.flatMap(([width]) => (['dark', 'light'] as const).map((mode) => [width, mode] as const))
    : widths;
  for (const [width, mode] of shown) {
    const page = await site.open(path, width, mode);
    expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
    if (name === 'search') await page.waitForSelector('.search-page-count');
    if (name === 'not-found') await page.waitForSelector('.not-found-suggestions');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${path} at ${width}px`,
    ).toBe(true);
    await reviewScreenshot(page, `${name}-${width}-${mode}`, { fullPage: name === 'home' });
    await page.close();
  }
});
