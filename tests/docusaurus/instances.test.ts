import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { warningsOf } from '../helpers/ckdocs.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

// A Docusaurus site with a second docs plugin instance: the crew handbook at /crew, released
// versions only (2.0 latest, 1.0 unmaintained), its own sidebars, version dropdown, editUrl and no breadcrumbs.
describe('a Docusaurus site with two docs plugin instances', () => {
  const ctx = browseSiteFolder('docusaurus-instances');
  const read = (path: string) => readFile(join(ctx.site.dir, 'build', path), 'utf8');

  it("builds both instances' pages, and checks links into the second as Docusaurus does", async () => {
    expect(ctx.run.code, ctx.run.stderr).toBe(0);
    for (const page of ['docs/intro', 'docs/boats/berths', 'crew/watch-rota', 'crew/signals', 'crew/1.0/watch-rota'])
      expect(existsSync(join(ctx.site.dir, 'build', page, 'index.html')), page).toBe(true);
    // Docusaurus's own build reports this one broken link of the fixture, and no other.
    expect(warningsOf(ctx.run).filter((line) => /broken|not built/.test(line))).toEqual([
      expect.stringMatching(/docs\/boats\/berths\.md:5: broken link \/crew\/mooring-drill/),
    ]);
    expect(await read('sitemap.xml')).toContain('<loc>https://harbour.example.org/crew/1.0/watch-rota</loc>');
  });

  it("gives the second instance's pages its own banner, edit links and sidebar", async () => {
    const old = await read('crew/1.0/watch-rota/index.html');
    expect(old).toMatch(
      /no longer actively maintained\.<\/div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="\/crew\/watch-rota">latest version<\/a><\/b> \(2\.0\)/,
    );
    // The site's editUrl function gets the instance's version name and folder.
    expect(old).toContain(
      'href="https://git.example.org/harbour/edit/1.0/crew_versioned_docs/version-1.0/watch-rota.md"',
    );
    const signals = await read('crew/signals/index.html');
    expect(signals).toContain(
      'href="https://git.example.org/harbour/edit/2.0/crew_versioned_docs/version-2.0/signals.md"',
    );
    expect(signals).not.toContain('theme-doc-version-banner');
  });

  it("shows breadcrumbs as each instance's options say, the second's own too", async () => {
    expect(await read('docs/boats/berths/index.html')).toContain('class="theme-doc-breadcrumbs');
    expect(await read('crew/signals/index.html')).not.toContain('theme-doc-breadcrumbs');
    expect(warningsOf(ctx.run).filter((line) => /docs plugin instance/.test(line))).toEqual([]);
  });

  it("compiles each instance's docs with its own remark plugins", async () => {
    const tabs = async (path: string) =>
      [...(await read(`${path}/index.html`)).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(await tabs('crew/signals')).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(await tabs('docs/intro')).toEqual([]);
    expect(warningsOf(ctx.run).filter((line) => line.includes('first instance'))).toEqual([]);
  });

  it("reads the instance's versions through Docusaurus's docs client, by plugin id", async () => {
    const home = await read('index.html');
    // A link item's HTML as its content, an icon in place of a label.
    expect(home).toMatch(
      /<a href="https:\/\/git\.example\.org\/harbour"[^>]*aria-label="Source"[^>]*><span><svg class="harbour-icon"/,
    );
    expect(warningsOf(ctx.run).join('\n')).not.toContain('html');
    // The navbar has no title, as the config gives it none.
    expect(home).toContain('class="navbar-brand navbar__brand"');
    expect(home).not.toContain('navbar__title');
    expect(home).toMatch(
      /<ul id="crew-versions"><li>2\.0(<!-- -->)?: (<!-- -->)?2\.0<\/li><li>1\.0(<!-- -->)?: (<!-- -->)?1\.0<\/li><\/ul>/,
    );
    expect(home).toMatch(/crew handbook(<!-- -->)? <a href="\/crew\/watch-rota">2\.0<\/a>/);
  });

  it("has the instance's navbar items follow its pages, and its dropdown list its versions alone", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/crew/1.0/watch-rota`);
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await expect(dropdown.locator('[aria-haspopup]').textContent()).resolves.toBe('1.0');
    await expect(dropdown.locator('.dropdown__link').allTextContents()).resolves.toEqual(['2.0', '1.0']);
    await expect(page.locator('a.navbar__link:text("Crew")').getAttribute('href')).resolves.toBe(
      '/crew/1.0/watch-rota',
    );
    await expect(page.locator('a.navbar__link:text("Crew")').getAttribute('class')).resolves.toContain('active');
    await page.goto(`${ctx.server.url}/docs/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await expect(dropdown.locator('[aria-haspopup]').textContent()).resolves.toBe('2.0');
    await expect(page.locator('a.navbar__link:text("Crew")').getAttribute('href')).resolves.toBe('/crew/watch-rota');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("marks a doc item active on every page of its doc's sidebar, as Docusaurus's navbar does", async () => {
    const welcome = (html: string) => /<a href="\/docs\/intro" class="([^"]*)">Welcome/.exec(html)?.[1];
    expect(welcome(await read('docs/boats/berths/index.html'))).toContain('navbar__link--active');
    expect(welcome(await read('crew/signals/index.html'))).not.toContain('navbar__link--active');
  });

  it("finds the second instance's pages from the main docs' search", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/search?q=pennant`);
    await page.waitForSelector('.search-page a[href^="/crew/signals"]');
    expect(problems).toEqual([]);
    await page.close();
  });

  /** The classes of a page's `<html>`, as the build wrote them. */
  const htmlClasses = async (path: string) => /<html[^>]*\sclass="([^"]*)"/.exec(await read(path))?.[1];

  it("gives each page's <html> the classes Docusaurus's theme gives it: plugin, instance, version, doc", async () => {
    expect(await htmlClasses('docs/intro/index.html')).toBe(
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
    );
    expect(await htmlClasses('crew/1.0/watch-rota/index.html')).toBe(
      'docs-wrapper plugin-docs plugin-id-crew docs-version-1.0 docs-doc-page docs-doc-id-watch-rota',
    );
    // With the class the page's own <Head> sets on it, written into the page.
    expect(await htmlClasses('index.html')).toBe('plugin-pages plugin-id-default harbour-home');
    expect(await read('index.html')).not.toContain('ck-html-class');
    expect(await htmlClasses('404.html')).toBe('plugin-native plugin-id-default');
  });

  it("changes those classes as the reader moves from page to page, keeping others' classes", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/crew/signals`);
    const classes = () => page.evaluate(() => document.documentElement.className.split(' ').sort());
    await page.evaluate(() => document.documentElement.classList.add('reader-theme'));
    expect(await classes()).toEqual(
      [
        'docs-wrapper',
        'plugin-docs',
        'plugin-id-crew',
        'docs-version-2.0',
        'docs-doc-page',
        'docs-doc-id-signals',
        'reader-theme',
      ].sort(),
    );
    await page.click('a.navbar__link:text("Welcome")');
    await page.waitForURL(`${ctx.server.url}/docs/intro`);
    await expect
      .poll(classes)
      .toEqual(
        [
          'docs-wrapper',
          'plugin-docs',
          'plugin-id-default',
          'docs-version-current',
          'docs-doc-page',
          'docs-doc-id-intro',
          'reader-theme',
        ].sort(),
      );
    expect(problems).toEqual([]);
    await page.close();
  });
});
