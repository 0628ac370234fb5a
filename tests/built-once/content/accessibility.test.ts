import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browseBuiltSite } from '../../helpers/built-site.js';

// axe-core's browser build, injected into each page as a script.
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The CommandKit site itself, one page of each kind a reader meets.
const PAGES = {
  home: '/',
  guide: '/docs/next/guide/caching/caching-in-commandkit',
  'API class': '/docs/next/api-reference/commandkit/classes/command-kit',
  'API changes': '/docs/next/api-changes',
  search: '/search?q=cache',
};

const site = browseBuiltSite();

/** A hydrated page of the site in a colour mode the reader chose (stored as the toggle stores it). */
async function open(path: string, mode: 'light' | 'dark'): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(site.server.url + path);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  return page;
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
  await page.addScriptTag({ path: AXE });
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

describe('axe-core finds no serious or critical violation', () => {
  for (const mode of ['light', 'dark'] as const) {
    it.each(Object.entries(PAGES))(`on the %s page (${mode})`, async (_name, path) => {
      const page = await open(path, mode);
      if (path.startsWith('/search')) await page.waitForSelector('.search-page-result-title');
      expect(report(await seriousViolations(page))).toBe('');
      await page.close();
    });
  }
});

describe('keyboard', () => {
  it('the skip link moves focus to the main content', async () => {
    const page = await open(PAGES.guide, 'light');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/skip/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The next Tab goes on from the content, not back to the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.close();
  });
});

// The theme's look, on the same build.
describe('look', () => {
  it('the Ctrl K keycaps sit inside the search pill', async () => {
    const page = await open(PAGES.home, 'light');
    const pill = (await page.locator('.search-button').boundingBox())!;
    const key = (await page.locator('.search-button-keys kbd').first().boundingBox())!;
    expect(key.height).toBeLessThan(pill.height * 0.7);
    await page.close();
  });

  it("the search modal's accent is the site's purple, not DocSearch's blue", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open(PAGES.guide, mode);
      await page.click('.search-button');
      const accent = await page
        .locator('.DocSearch-Container')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--docsearch-highlight-color').trim());
      expect(accent).toBe(mode === 'light' ? '#7c3aed' : '#8455f0');
      await page.close();
    }
  });

  it('a long API name in the sidebar wraps between its words', async () => {
    const page = await open(PAGES['API class'], 'light');
    const link = page.locator('.sidebar-link', { hasText: 'CommandKitEventsChannel' });
    expect(await link.evaluate((a) => a.innerHTML)).toBe('Command<wbr>Kit<wbr>Events<wbr>Channel');
    // It takes two lines, and no word of it is split between them (a word split has two boxes).
    const lines = await link.evaluate((a) =>
      [...a.childNodes].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getClientRects().length;
      }),
    );
    expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeGreaterThan(30);
    expect(lines.filter((boxes) => boxes > 1)).toEqual([]);
    await page.close();
  });
});
