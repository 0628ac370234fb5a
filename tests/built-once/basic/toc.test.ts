import { describe, expect, it } from 'vitest';
import { openHydrated } from '../../helpers/browser.js';
import { browseBuiltSite } from '../../helpers/built-site.js';

const ctx = browseBuiltSite('basic');
const PHONE = { width: 390, height: 844 };

describe('the table of contents on a narrow screen', () => {
  it('is folded above the content, opens on a tap, and closes as it leads to the heading', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/guide/start/intro`, PHONE);
    expect(await page.isVisible('.doc-toc')).toBe(false);
    const fold = page.locator('details.toc-mobile');
    expect(await fold.locator('summary').textContent()).toBe('On this page');
    expect(await fold.locator('a[href="#install-it"]').isVisible()).toBe(false);
    await fold.locator('summary').click();
    await fold.locator('a[href="#install-it"]').click();
    await page.waitForURL('**#install-it');
    expect(await fold.getAttribute('open')).toBeNull();
    // The heading it led to is in view, below the navbar.
    const top = await page.locator('#install-it').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height / 2);
    // The page links to a missing page on purpose (the link check's case): fetching its data fails.
    expect(problems.filter((problem) => !problem.includes('/nope.mdx/'))).toEqual([]);
    await page.close();
  });

  it('is not there on a wide screen, where the side column lists the headings', async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/guide/start/intro`);
    expect(await page.isVisible('details.toc-mobile')).toBe(false);
    expect(await page.isVisible('.doc-toc a[href="#install-it"]')).toBe(true);
    await page.close();
  });
});
