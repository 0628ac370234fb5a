import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseFixture, browseSiteFolder } from '../helpers/browsed-site.js';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture, linkPackages } from '../helpers/site.js';

// npm2yarn's tabs (`sync: true`: one group) on fixtures/docusaurus-markdown's install page.
const ctx = browseFixture('docusaurus-markdown', linkPackages);

/** The label of the selected tab and the text of the visible panel, for each Tabs on the page. */
const shown = (page: Page) =>
  page.$$eval('.tabs-container', (blocks) =>
    blocks.map((block) => [
      block.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      [...block.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
        .find((panel) => !panel.hidden)
        ?.querySelector('code')?.textContent,
    ]),
  );

describe('npm2yarn tabs in Chromium', () => {
  it('switch by click and by keyboard, every block of the group together, and keep the choice across a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/guide/install`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await shown(page)).toEqual([
      ['npm', 'npm install commandkit'],
      ['npm', 'npm run dev'],
    ]);
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'Yarn' }).click();
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['Yarn', 'yarn add commandkit'],
        ['Yarn', 'yarn dev'],
      ]);
    // From the keyboard, as in Docusaurus: arrows move the focus, Enter selects.
    await page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'Yarn' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['pnpm', 'pnpm add commandkit'],
        ['pnpm', 'pnpm run dev'],
      ]);
    await page.reload();
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect
      .poll(() => shown(page))
      .toEqual([
        ['pnpm', 'pnpm add commandkit'],
        ['pnpm', 'pnpm run dev'],
      ]);
    // Hydration met the server's HTML (npm selected) before the stored choice showed: no warnings.
    expect(problems).toEqual([]);
    await page.close();
  });
});

const TAB_OPTIONS_PAGE = `---
title: Tab options
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Log a reading in the units of your instruments:

<Tabs groupId="lang" queryString>
  <TabItem value="js" label="JavaScript">

\`log({ depth: 12 });\`

  </TabItem>
  <TabItem value="ts" label="TypeScript">

\`log({ depth: 12 } satisfies Reading);\`

  </TabItem>
</Tabs>

[The same in TypeScript](/docs/tab-options?lang=ts).

Where the boat lies:

<Tabs lazy block defaultValue={null}>
  <TabItem value="local" label="In the marina">

Check the mooring lines at each tide.

  </TabItem>
  <TabItem value="host" label="At anchor">

Set the anchor alarm before you sleep.

  </TabItem>
</Tabs>
`;

/** The label of the selected tab and the text of each panel in the HTML, for the Tabs at `index`. */
const tabsAt = (page: Page, index: number) =>
  page
    .locator('.tabs-container')
    .nth(index)
    .evaluate((block) => ({
      selected: block.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      panels: [...block.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((panel) => ({
        text: panel.textContent?.trim(),
        hidden: panel.hidden,
      })),
    }));

// A Docusaurus site's page with the options its Tabs take there alone.
const docusaurus = browseSiteFolder('docusaurus-generated-index', (dir) =>
  writeFile(join(dir, 'docs/tab-options.mdx'), TAB_OPTIONS_PAGE),
);

describe("Docusaurus's other Tabs options on a Docusaurus site, in Chromium", () => {
  const url = () => `${docusaurus.server.url}/docs/tab-options`;

  it('queryString: the URL opens a tab, and a choice goes into the URL without a new history entry', async () => {
    const { page, problems } = await openPage(docusaurus.browser, `${url()}?from=chat&lang=ts#depth`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect.poll(async () => (await tabsAt(page, 0)).selected).toBe('TypeScript');
    const entries = await page.evaluate(() => history.length);
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'JavaScript' }).click();
    // The URL's other parameters and its hash stay.
    await expect.poll(() => page.evaluate(() => location.search + location.hash)).toBe('?from=chat&lang=js#depth');
    expect((await tabsAt(page, 0)).panels.find((panel) => !panel.hidden)?.text).toContain('log({ depth: 12 });');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The choice is the group's too (`groupId`): a visit without the parameter opens it.
    await page.goto(url());
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect.poll(async () => (await tabsAt(page, 0)).selected).toBe('JavaScript');
    // A link to the page with another query leads the tabs there.
    await page.getByRole('link', { name: 'The same in TypeScript' }).click();
    await expect.poll(async () => (await tabsAt(page, 0)).selected).toBe('TypeScript');
    // A value no tab has is left aside: the group's choice shows.
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'TypeScript' }).click();
    await page.goto(`${url()}?lang=cobol`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect.poll(async () => (await tabsAt(page, 0)).selected).toBe('TypeScript');
    expect(problems).toEqual([]);
    await page.close();
    // A reader with no choice kept: the default.
    const fresh = await openPage(docusaurus.browser, `${url()}?lang=cobol`);
    await fresh.page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(await tabsAt(fresh.page, 0)).toEqual({
      selected: 'JavaScript',
      panels: [
        { text: 'log({ depth: 12 });', hidden: false },
        { text: 'log({ depth: 12 } satisfies Reading);', hidden: true },
      ],
    });
    expect(fresh.problems).toEqual([]);
    await fresh.page.close();
  });

  it('lazy: only the selected panel is in the HTML, the other rendered on choice; block: the tabs share the row', async () => {
    // `defaultValue={null}`, as Docusaurus takes it: the first tab.
    const html = await (await fetch(url())).text();
    expect(html).toContain('Check the mooring lines');
    expect(html).not.toContain('Set the anchor alarm');
    const { page, problems } = await openPage(docusaurus.browser, url());
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'At anchor' }).click();
    await expect
      .poll(() => tabsAt(page, 1))
      .toEqual({
        selected: 'At anchor',
        panels: [{ text: 'Set the anchor alarm before you sleep.', hidden: false }],
      });
    const row = await page.locator('.tabs-container').nth(1).getByRole('tablist').boundingBox();
    const tabs = await page
      .locator('.tabs-container')
      .nth(1)
      .getByRole('tab')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    expect(tabs.reduce((sum, width) => sum + width, 0)).toBeGreaterThan(row!.width - 8);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** A page of one Tabs that opens with `tabsTag`, of tabs of the given values (`undefined`: a tab without one). */
const tabsPage = (tabsTag: string, values: (string | undefined)[]) => `---
title: Tab mistake
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

${tabsTag}
${values.map((value) => `  <TabItem${value === undefined ? '' : ` value="${value}"`}>Depth</TabItem>`).join('\n')}
</Tabs>
`;

describe('Tabs that Docusaurus refuses, on a Docusaurus site', () => {
  it("fail their pages' render, each named with its mistake, as Docusaurus's build names every page that fails", async () => {
    const site = await copyFixture('docusaurus-generated-index');
    try {
      const mistakes: [tabsTag: string, values: (string | undefined)[], message: string][] = [
        ['<Tabs queryString>', ['ft', 'm'], '<Tabs queryString> names its URL parameter after its groupId'],
        ['<Tabs>', ['m', 'm'], '<Tabs> has two tabs of the value "m"'],
        ['<Tabs defaultValue="km">', ['ft', 'm'], '<Tabs defaultValue="km"> names no tab'],
        ['<Tabs>', [], '<Tabs> has no tabs'],
        ['<Tabs>', ['ft', undefined], '<Tabs> has a tab without a value'],
      ];
      for (const [n, [tabsTag, values]] of mistakes.entries())
        await writeFile(join(site.dir, `docs/tab-mistake-${n}.mdx`), tabsPage(tabsTag, values));
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(1);
      for (const [n, [, , message]] of mistakes.entries())
        expect(run.stderr).toContain(`/docs/tab-mistake-${n} failed to render: ${message}`);
      expect(run.stderr).toContain(`${mistakes.length} pages failed to render`);
    } finally {
      await site.cleanup();
    }
  });
});
