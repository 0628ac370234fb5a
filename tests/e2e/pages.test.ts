import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { expectCrashInChrome } from '../helpers/page-crash.js';

/**
 * Pages only these tests need, whose statistics fail once they load in the browser (a fetch that
 * fails) and load when mounted again: /stats throws inside its `@theme/Layout`, /live outside it.
 */
async function writeCrashingPages(dir: string): Promise<void> {
  const files = {
    '_parts/use-stats.ts': `import { useEffect, useState } from 'react';

export function useStats(): string {
  const [tries, setTries] = useState(0);
  useEffect(() => setTries((window.statsTries = (window.statsTries ?? 0) + 1)), []);
  if (tries === 1) throw new Error('Statistics are down');
  return tries ? '42 pools live' : 'Loading';
}
`,
    'stats.tsx': `import Layout from '@theme/Layout';
import { useStats } from './_parts/use-stats';

function Stats() {
  return <p className="stats">{useStats()}</p>;
}

export default function StatsPage() {
  return (
    <Layout title="Statistics" wrapperClassName="stats-page">
      <Stats />
    </Layout>
  );
}
`,
    'live.tsx': `import Layout from '@theme/Layout';
import { useStats } from './_parts/use-stats';

export default function LivePage() {
  const stats = useStats();
  return (
    <Layout title="Live">
      <p className="stats">{stats}</p>
    </Layout>
  );
}
`,
  };
  for (const [file, code] of Object.entries(files)) await writeFile(join(dir, 'src/pages', file), code);
}

// The pages of a Docusaurus site (src/pages/) in Chromium: hydrated, and reached by client navigation.
describe('the pages of a Docusaurus site, in Chromium', () => {
  const ctx = browseSiteFolder('docusaurus-pages', writeCrashingPages);

  it('hydrates the home page: its button counts on click, without React warnings', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.click('.pool-count');
    await page.click('.pool-count');
    await page.waitForSelector('.pool-count:has-text("2 pools counted")');
    expect(await page.title()).toBe('Welcome | Tidepool');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates from a doc to the home page and on to a page, without a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.markdown a:has-text("home page")');
    await page.waitForSelector('h1.home-title');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForFunction(() => document.title === 'Welcome | Tidepool');
    // The page works once shown: its state, its links.
    await page.click('.pool-count');
    await page.waitForSelector('.pool-count:has-text("1 pools counted")');
    await page.click('a.start-link');
    await page.waitForSelector('h1:has-text("Introduction")');
    await page.click('.markdown a:has-text("the team")');
    await page.waitForSelector('h2#who-we-are');
    expect(await page.title()).toBe('The team | Tidepool');
    await page.goBack();
    await page.click('.markdown a:has-text("tide table")');
    await page.waitForSelector('li:has-text("18:40: 3.8 m")');
    await page.waitForFunction(() => document.title === 'Tide table | Tidepool');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves a link to no page to the browser: nothing asks for its data, and a click loads the 404 page', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // A Link the check reports, one it is told to skip, a plain anchor: hovered, as a reader would.
    for (const name of ['The rock garden', 'The lagoon', 'The sandbar']) await page.hover(`a:has-text("${name}")`);
    await page.hover('a:has-text("The kelp pool")');
    await page.waitForFunction(() => performance.getEntriesByName(`${location.origin}/showcase/page-data.json`).length);
    expect(asked.filter((path) => /\/(rock-garden|lagoon|sandbar)\//.test(path))).toEqual([]);
    await page.click('a:has-text("The rock garden")');
    await page.waitForURL(`${ctx.server.url}/rock-garden`);
    await page.waitForSelector('h1:has-text("Page Not Found")');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    // The host's answer for the page itself, and no other.
    expect(problems).toEqual(['404: /rock-garden']);
    await page.close();
  });

  it('shows what a page throws inside its @theme/Layout, or outside it, in the navbar and footer', async () => {
    // Inside, the page's own layout stays (its wrapper, with its class); outside, the site's chrome shows it.
    for (const [path, main] of [
      ['/stats', '#main.stats-page'],
      ['/live', 'main'],
    ]) {
      const { page } = await openPage(ctx.browser, ctx.server.url + path);
      await expectCrashInChrome(page, 'Statistics are down', '.stats:has-text("42 pools live")', main);
      await page.click('.navbar a:has-text("Docs")');
      await page.waitForSelector('h1:has-text("Introduction")');
      await page.close();
    }
  });
});
