/** The axe-core checks of the CommandKit site's pages, for the test file of each colour mode. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BrowsedBuild } from '../../helpers/built-site.js';

// axe-core's browser build, injected into each page as a script.
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const GUIDE = '/docs/next/guide/caching/caching-in-commandkit';

/** A page to check, and what it shows once it is ready beyond hydration. */
interface Target {
  path: string;
  ready?: (page: Page) => Promise<unknown>;
}

/** The search modal over the page, showing its hits for a query, the second one selected (DocSearch marks it anew). */
export async function showSearchHits(page: Page): Promise<void> {
  await page.click('.search-button');
  await page.fill('.DocSearch-Input', 'cache');
  await page.waitForSelector('.DocSearch-Hit mark');
  await page.keyboard.press('ArrowDown');
}

// The CommandKit site itself, one page of each kind a reader meets.
export const PAGES = {
  home: { path: '/' },
  guide: { path: GUIDE },
  'API class': { path: '/docs/next/api-reference/commandkit/classes/command-kit' },
  'API changes': { path: '/docs/next/api-changes' },
  search: { path: '/search?q=cache', ready: (page) => page.waitForSelector('.search-page-result-title') },
  // A mistyped link: the page suggests the one it meant.
  'not found': { path: `${GUIDE}x`, ready: (page) => page.waitForSelector('.not-found-suggestions a') },
  // Last, as it stays open over its page.
  'search modal': { path: '/', ready: showSearchHits },
} satisfies Record<string, Target>;

/**
 * For a test file's site: a hydrated page of it, as a first visit shows it at 1280 px, in a browser
 * context (storage) of its own, in the colour mode the reader chose (stored as the toggle stores it).
 */
export const opener =
  (site: BrowsedBuild) =>
  async (path: string, mode: 'light' | 'dark'): Promise<Page> => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.server.url + path);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    return page;
  };

/**
 * Clicks a link to `path` (added to the page: not every page links to every other), and waits
 * until the router has shown that page, or, for a path that is no page, the browser has loaded the 404 page.
 */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    // Marks the page being left until the router says the new one is shown; a 404 page loads as a new document, unmarked.
    const root = document.documentElement;
    root.dataset.leaving = '';
    addEventListener('ck:navigated', () => delete root.dataset.leaving, { once: true });
    const link = Object.assign(document.createElement('a'), { href });
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await page.waitForSelector('html:not([data-leaving]) .color-mode-toggle:not([disabled])');
}

/** Chooses Next in the navbar's version menu, as a reader who wants the unreleased docs does: it is remembered. */
async function preferNext(page: Page): Promise<void> {
  await page.click('.navbar-dropdown button');
  await page.click('.navbar-dropdown .dropdown-link:has-text("Next")');
  await page.waitForURL('**/docs/next/**');
  await page.waitForSelector('.doc-article h1');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('next');
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// Moderate in axe's terms, but they make a screen reader's list of landmarks and headings confusing.
const ALSO_CHECKED = ['landmark-unique', 'heading-order'];

/** axe-core's serious and critical violations on the page, each with the elements it names. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // A page the router showed keeps the document, and axe with it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (alsoChecked) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoChecked.includes(v.id))
      .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, ALSO_CHECKED);
}

const report = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.slice(0, 5).join('\n  ')}`).join('\n');

/** Each page's violations once `arrive` has brought the reader to it, for the pages that have any. */
async function violationsOnArrival(arrive: (target: Target) => Promise<Page>): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [name, target] of Object.entries<Target>(PAGES)) {
    const page = await arrive(target);
    await target.ready?.(page);
    const violations = report(await seriousViolations(page));
    if (violations) found[name] = violations;
  }
  return found;
}

// Each test checks every page, some of them large: minutes, not the default one, on two busy cores.
const ALL_PAGES_TIMEOUT = 240_000;

/**
 * Every page in one colour mode, twice: as a first visit shows it, and as a reader who chose Next in
 * the version menu reaches it by a link from the page before, within one tab (the router drew the
 * page, search and the chrome follow the chosen version). A file per mode, as each takes a while.
 */
export function describeAxeChecks(site: BrowsedBuild, mode: 'light' | 'dark'): void {
  const open = opener(site);
  describe(`axe-core finds no serious or critical violation (${mode})`, () => {
    it(
      'on each page as a first visit shows it',
      async () => {
        let page: Page | undefined;
        const found = await violationsOnArrival(async ({ path }) => {
          await page?.close();
          page = await open(path, mode);
          return page;
        });
        await page?.close();
        expect(found).toEqual({});
      },
      ALL_PAGES_TIMEOUT,
    );

    it(
      'on each page reached by a link from the one before, once the reader has chosen Next in the version menu',
      async () => {
        const page = await open(PAGES.home.path, mode);
        await preferNext(page);
        const found = await violationsOnArrival(async ({ path }) => {
          await followLink(page, path);
          return page;
        });
        await page.close();
        expect(found).toEqual({});
      },
      ALL_PAGES_TIMEOUT,
    );
  });
}
