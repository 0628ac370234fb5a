import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { editConfig } from '../helpers/site.js';

/**
 * The swizzled version dropdown Docusaurus's docs suggest for a site of several docs: shown only
 * on its own docs' pages, its versions renamed, a heading above them, a class of its own.
 */
const WRAPPER = `import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

export default function CrewVersions(props) {
  const { activeDoc } = useActiveDocContext(props.docsPluginId);
  if (props.docsPluginId !== 'crew') return <DocsVersionDropdownNavbarItem {...props} />;
  if (!activeDoc) return null;
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      className="crew-versions"
      versions={{ '2.0': { label: 'Two' }, '1.0': { label: 'One (old)' } }}
      dropdownItemsBefore={[{ type: 'html', value: '<b class="crew-heading">Handbook</b>' }]}
    />
  );
}
`;

async function swizzleDropdown(dir: string): Promise<void> {
  await mkdir(join(dir, 'src/theme/NavbarItem'), { recursive: true });
  await writeFile(join(dir, 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.js'), WRAPPER);
  // A dropdown drawn as an icon by the site's CSS, named for screen readers; the main docs' one
  // version, a link never marked; the crew's dropdown of its latest version, which the site's lists all.
  const items = [
    `{ position: 'right', className: 'harbour-sources', 'aria-label': 'Sources', items: [{ label: 'Harbour', href: 'https://git.example.org/harbour' }] },`,
    `{ type: 'docsVersionDropdown', position: 'left', className: 'harbour-version', dropdownActiveClassDisabled: true },`,
  ];
  await editConfig(dir, (config) =>
    config
      .replace("{ type: 'docsVersionDropdown'", `${items.join('\n')}\n        $&`)
      .replace(
        "docsPluginId: 'crew', position: 'right' }",
        "docsPluginId: 'crew', position: 'right', versions: ['2.0'] }",
      ),
  );
}

// A Docusaurus site of two docs plugin instances whose src/theme/ replaces the version dropdown.
describe("a Docusaurus site's own version dropdown", () => {
  const ctx = browseSiteFolder('docusaurus-instances', swizzleDropdown);

  it('is drawn where the site draws it: only on its docs, with the versions, labels and heading it gives', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    await expect(page.locator('.crew-versions').count()).resolves.toBe(0);
    await page.click('a.navbar__link:text("Crew")');
    await page.waitForURL(`${ctx.server.url}/crew/watch-rota`);
    const toggle = page.locator('.navbar__items--right a.crew-versions');
    await expect(toggle.textContent()).resolves.toBe('Two');
    const menu = toggle.locator('xpath=..').locator('.dropdown__menu');
    await expect(menu.locator('b.crew-heading').textContent()).resolves.toBe('Handbook');
    await expect(menu.locator('.dropdown__link').allTextContents()).resolves.toEqual(['Two', 'One (old)']);
    // Its entries lead to the page shown in each version, as the navbar's own do.
    await expect(menu.locator('.dropdown__link:text("One (old)")').getAttribute('href')).resolves.toBe(
      '/crew/1.0/watch-rota',
    );
    await toggle.hover();
    await menu.locator('.dropdown__link:text("One (old)")').click();
    await page.waitForURL(`${ctx.server.url}/crew/1.0/watch-rota`);
    await expect(toggle.textContent()).resolves.toBe('One (old)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens it in the menu below 996 px on a page of one of its versions, as the classic theme does, a plain dropdown's folded", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/crew/1.0/watch-rota`, {
      width: 390,
      height: 844,
    });
    await page.click('.navbar__toggle');
    await page.click('.navbar-sidebar__back');
    const menu = page.locator('.navbar-sidebar .navbar-sidebar__item').first();
    await expect
      .poll(() => menu.locator('.menu__list .menu__list .menu__link').allTextContents())
      .toEqual(['Two', 'One (old)']);
    await expect(menu.locator('.menu__link--active:text("One (old)")').count()).resolves.toBe(1);
    // The sources' dropdown leads elsewhere: folded.
    await expect(menu.locator('a.harbour-sources').locator('xpath=../..').getAttribute('class')).resolves.toContain(
      'menu__list-item--collapsed',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it("puts a dropdown's class and label on its toggle, as the classic theme does", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/intro`);
    const toggle = page.locator('.navbar__items--right .dropdown > a.navbar__link.harbour-sources');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Sources');
    // A dropdown of one version is a link to it, not marked on its own pages, as its config asks.
    const version = page.locator('.navbar__items:not(.navbar__items--right) a.harbour-version');
    await expect(version.getAttribute('href')).resolves.toBe('/docs/intro');
    await expect(version.getAttribute('class')).resolves.not.toContain('active');
    expect(problems).toEqual([]);
    await page.close();
  });
});
