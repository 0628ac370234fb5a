import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';

// A theme package's parts (a plugin's `getThemePath`): its own navbar, drawn with Infima's classes,
// gets Infima's rules for them, as a site's own src/theme/Navbar does (ckdocs's theme leaves them
// out otherwise); its piece of the classic theme's sidebar is drawn by the classic theme's sidebar.
describe("a theme package's parts, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-theme-parts');

  const toggle = async (width: number) => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`, { width, height: 700 });
    expect(await page.textContent('.tide-navbar .navbar__brand')).toBe('Tide Tables');
    const shown = {
      inner: await page.$eval('.tide-navbar .navbar__inner', (el) => getComputedStyle(el).display),
      toggle: await page.$eval('.tide-navbar .navbar__toggle', (el) => getComputedStyle(el).display),
    };
    expect(problems).toEqual([]);
    await page.close();
    return shown;
  };

  it('lays it out in a row, its menu button hidden on a wide screen and shown on a narrow one', async () => {
    expect(await toggle(1280)).toEqual({ inner: 'flex', toggle: 'none' });
    expect((await toggle(600)).toggle).not.toBe('none');
  });

  /** A page of the site, once the theme's navbar has hydrated. */
  const hydrated = async (path: string) => {
    const opened = await openPage(ctx.browser, `${ctx.server.url}${path}`);
    await opened.page.waitForSelector('.tide-navbar .navbar__toggle[data-ready]', { state: 'attached' });
    return opened;
  };

  it('opens its menu as a panel the height of the window', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/`, { width: 600, height: 700 });
    await page.click('.tide-navbar .navbar__toggle[data-ready]');
    await page.waitForSelector('.tide-navbar.navbar-sidebar--show');
    await expect
      .poll(() => page.$eval('.tide-navbar .navbar-sidebar', (el) => el.getBoundingClientRect().height))
      .toBe(700);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the docs' sidebar with the classic theme's, around the theme's own desktop piece", async () => {
    const { page, problems } = await hydrated('/moon');
    expect(await page.textContent('.tide-sidebar .tide-sidebar-title')).toBe('Harbour almanac');
    // The classic theme's items inside it, the page's own link marked.
    expect(await page.textContent('.tide-sidebar .menu__link--active')).toBe('Moon phases');
    expect(await page.locator('.tide-sidebar .menu__link').allTextContents()).toEqual(['Tide tables', 'Moon phases']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the footer with the classic theme's, around the theme's own copyright piece", async () => {
    const { page, problems } = await hydrated('/moon');
    expect(await page.textContent('footer .tide-copyright')).toBe('Harbour Trust · tides are approximate');
    expect(await page.locator('footer .footer__link-item').allTextContents()).toEqual(['Moon phases']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Writes a component of the site's `src/theme/` (`name`, its file's path there). */
async function writeThemeFile(dir: string, name: string, source: string): Promise<void> {
  const file = join(dir, 'src/theme', name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, source);
}

describe("a site's own pieces of the classic navbar, admonitions and docs layout, in Chromium", () => {
  // The same site without its theme's navbar: the site's src/theme replaces the classic navbar's content alone.
  const ctx = browseSiteFolder('docusaurus-theme-parts', async (dir) => {
    await rm(join(dir, 'theme/Navbar'), { recursive: true });
    await writeThemeFile(
      dir,
      'Navbar/Content/index.js',
      "import Content from '@theme-original/Navbar/Content';\n\n" +
        "// The classic navbar's content, after the keeper's notice.\n" +
        'export default function ContentWrapper(props) {\n' +
        '  return (\n    <>\n      <span className="keeper-notice">Lamp lit at dusk</span>\n      <Content {...props} />\n    </>\n  );\n}\n',
    );
    // And the admonitions' layout, and one type more, as Docusaurus's guide to custom admonitions has it.
    // Its marks drawn as the module loads, in JSX for React's classic runtime, as the site's tsconfig.json says.
    await writeFile(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "jsx": "react" } }\n');
    await writeThemeFile(
      dir,
      'Admonition/Layout/index.js',
      'const MARKS = { tip: <i className="tide-mark">~</i> };\n\n' +
        'export default function Layout({ type, title, children }) {\n' +
        '  return (\n    <aside className={`tide-note tide-note--${type}`}>\n      {MARKS[type]}\n' +
        '      <strong className="tide-note__title">{title}</strong>\n      <div>{children}</div>\n    </aside>\n  );\n}\n',
    );
    await writeThemeFile(
      dir,
      'Admonition/Types.js',
      "import DefaultTypes from '@theme-original/Admonition/Types';\nimport Layout from '@theme/Admonition/Layout';\n\n" +
        'const Beacon = (props) => <Layout {...props} type="beacon" title={props.title ?? \'Beacon\'} />;\n\n' +
        'export default { ...DefaultTypes, beacon: Beacon };\n',
    );
    // And a piece of the code blocks: a label before each block's code.
    await writeThemeFile(
      dir,
      'CodeBlock/Content/index.js',
      "import Content from '@theme-original/CodeBlock/Content';\n\n" +
        'export default function ContentWrapper(props) {\n' +
        '  return (\n    <div className="tide-code">\n      <span className="tide-code__label">chart</span>\n' +
        '      <Content {...props} />\n    </div>\n  );\n}\n',
    );
    // And the docs' layout: a trail of the doc's sidebar above the theme's sidebar and main column.
    await writeThemeFile(
      dir,
      'DocRoot/Layout/index.js',
      [
        "import { useDocsSidebar, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';",
        "import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';",
        "import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';",
        "import { useState } from 'react';",
        '',
        'export default function DocRootLayout({ children }) {',
        '  const sidebar = useDocsSidebar();',
        '  const trail = useSidebarBreadcrumbs() ?? [];',
        '  const [hidden, setHidden] = useState(false);',
        '  return (',
        '    <div className="tide-docroot">',
        '      <nav className="tide-trail">{trail.map((item) => <span key={item.label}>{item.label}</span>)}</nav>',
        "      <div style={{ display: 'flex' }}>",
        '        {sidebar && (',
        '          <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={hidden} setHiddenSidebarContainer={setHidden} />',
        '        )}',
        '        <DocRootLayoutMain hiddenSidebarContainer={hidden}>{children}</DocRootLayoutMain>',
        '      </div>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  /** /moon, once hydrated: the classic theme's colour toggle enabled. */
  const hydratedMoon = async () => {
    const opened = await openPage(ctx.browser, `${ctx.server.url}/moon`);
    await opened.page.waitForSelector('nav.navbar button[aria-label^="Switch between dark and light"]:not([disabled])');
    return opened;
  };

  it("draws the classic theme's navbar around it, where ckdocs's own navbar would leave it out", async () => {
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/Navbar\/Content/);
    const { page, problems } = await hydratedMoon();
    expect(await page.textContent('nav.navbar .keeper-notice')).toBe('Lamp lit at dusk');
    // The classic content after it, its brand first.
    expect(await page.locator('nav.navbar .navbar__inner .navbar__items:first-child .navbar__brand').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lays out the docs with the site's DocRoot/Layout, around the theme's sidebar and main column", async () => {
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/DocRoot/);
    const { page, problems } = await hydratedMoon();
    expect(await page.locator('.tide-docroot > .tide-trail span').allTextContents()).toEqual(['Moon phases']);
    const sidebar = page.locator('.tide-docroot aside.theme-doc-sidebar-container');
    expect(await sidebar.locator('a.menu__link').allTextContents()).toContain('Moon phases');
    expect(await page.textContent('.tide-docroot main')).toContain('Spring tides follow the new and the full moon.');
    // Side by side, the sidebar first.
    const [aside, main] = [await sidebar.boundingBox(), await page.locator('.tide-docroot main').boundingBox()];
    expect(main!.x).toBeGreaterThanOrEqual(aside!.x + aside!.width - 1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws code blocks with the classic theme's, around the site's piece of them", async () => {
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/CodeBlock/);
    const { page, problems } = await hydratedMoon();
    // A fenced block, and one the page writes with the CodeBlock it imports.
    const blocks = page.locator('article .tide-code');
    expect(await blocks.locator('.tide-code__label').allTextContents()).toEqual(['chart', 'chart']);
    expect(await blocks.locator('pre code').allTextContents()).toEqual([
      "const high = 'high water';",
      "const low = 'low water';",
    ]);
    // The classic blocks' titles above them.
    expect(await page.locator('article .theme-code-block').allTextContents()).toEqual([
      expect.stringMatching(/^tide\.js/),
      expect.stringMatching(/^ebb\.js/),
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws admonitions with the classic theme's, through the site's layout and its own type", async () => {
    expect(warningsOf(ctx.run).join('\n')).not.toMatch(/Admonition/);
    const { page, problems } = await hydratedMoon();
    expect(await page.locator('article aside.tide-note .tide-note__title').allTextContents()).toEqual([
      'Slack water',
      'Beacon',
    ]);
    expect(await page.textContent('aside.tide-note--tip')).toContain('about an hour after high water');
    expect(await page.locator('aside.tide-note--tip > i.tide-mark').count()).toBe(1);
    expect(await page.textContent('aside.tide-note--beacon')).toContain('The harbour light shows green.');
    expect(problems).toEqual([]);
    await page.close();
  });
});
