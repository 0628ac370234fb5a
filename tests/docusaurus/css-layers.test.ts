import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';
import { serveFixture } from '../helpers/served-site.js';
import { editConfig } from '../helpers/site.js';

/** The computed value of `property` on the first element matching `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

/**
 * The site's primary colour, the border of the doc's next-page link, and the shades of inline code
 * and of a code block's lines, as Chromium draws them.
 */
async function drawn(ctx: ReturnType<typeof browseSiteFolder>) {
  const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/docs/watches`);
  const colours = {
    primary: await computed(page, '.markdown p a', 'color'),
    nextBorder: await computed(page, '.pagination-nav__link--next', 'border-top-color'),
    inlineCode: await computed(page, '.markdown p code', 'background-color'),
    codeLines: await computed(page, '.theme-code-block pre code', 'background-color'),
  };
  expect(problems).toEqual([]);
  await page.close();
  return colours;
}

/** The stylesheet every page links: the theme's, then the site's custom CSS. */
async function themeStylesheet(ctx: ReturnType<typeof browseSiteFolder>) {
  const assets = join(ctx.site.dir, 'build/assets');
  const file = (await readdir(assets)).find((name) => name.startsWith('style-') && name.endsWith('.css'));
  return readFile(join(assets, file!), 'utf8');
}

const SITE_PRIMARY = 'rgb(0, 122, 94)';
const SITE_BORDER = 'rgb(200, 16, 46)';
// Inline code's shade, and none of its own for a code block's lines, which show their block's.
const SITE_CODE = { inlineCode: 'rgb(230, 230, 230)', codeLines: 'rgba(0, 0, 0, 0)' };

// `future.v4` turns on Docusaurus's cascade layers: Infima and the theme in layers of their own,
// below every rule of the site's, whatever its selectors. The site's browsers all have layers.
describe('a Docusaurus site with CSS cascade layers (future.v4)', () => {
  const ctx = browseSiteFolder('docusaurus-css-layers');

  it('builds without a warning', () => {
    expect(warningsOf(ctx.run)).toEqual([]);
  });

  it("declares Docusaurus's layers first, in its order, and puts the theme's CSS in Infima's", async () => {
    const css = await themeStylesheet(ctx);
    expect(css).toMatch(/^@layer docusaurus\.infima,docusaurus\.theme-common,docusaurus\.theme-classic,/);
    expect(css).toMatch(/@layer docusaurus\.infima\{:where\(iframe\)\{[^}]*\}\.container\{/);
    // The site's own layer is left to the browser.
    expect(css).toMatch(/@layer base\{:root\{--ifm-color-primary: rgb\(0, 122, 94\)\}\}/);
  });

  it("lets the site's weakest selector beat Infima's rule, its own layer Infima's variables, and its code rules find the classic theme's names", async () => {
    expect(await drawn(ctx)).toEqual({ primary: SITE_PRIMARY, nextBorder: SITE_BORDER, ...SITE_CODE });
  });
});

// The blog's stylesheet stands for the classic theme's: in its layer too, below the site's rules.
describe('a Docusaurus blog with CSS cascade layers (future.v4)', () => {
  const ctx = browseSiteFolder('docusaurus-css-layers', async (dir) => {
    await editConfig(dir, (config) => config.replace('blog: false', 'blog: {}'));
    await mkdir(join(dir, 'blog'));
    await writeFile(join(dir, 'blog/2024-05-01-new-lamps.md'), '---\ntitle: New lamps\n---\n\nThe lamps are lit.\n');
    // An element rule, and the classic theme's module names, as a site styles its blog by.
    const css = join(dir, 'src/css/custom.css');
    const rules = "h2 { font-size: 30px; }\n[class*='sidebarItemTitle'] { letter-spacing: 2px; }\n";
    await writeFile(css, `${await readFile(css, 'utf8')}\n${rules}`);
  });

  it("lets the site's element rule beat the blog's own classes, and finds its parts by the classic theme's names", async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.server.url}/blog`);
    expect(await computed(page, 'article h2', 'font-size')).toBe('30px');
    expect(await computed(page, 'aside nav > div', 'letter-spacing')).toBe('2px');
    expect(problems).toEqual([]);
    await page.close();
  });
});

// Where some of the site's browsers lack layers (Opera Mini), Docusaurus's postcss-preset-env
// rewrites every stylesheet's: their rules come out of them, those outside any layer made the
// strongest of their file; Docusaurus's own layers are gone with them. The site's colours still
// win, as in Docusaurus's build of it.
describe('a Docusaurus site whose browsers lack layers', () => {
  const ctx = browseSiteFolder('docusaurus-css-layers', async (dir) => {
    const file = join(dir, 'package.json');
    const pkg = JSON.parse(await readFile(file, 'utf8')) as { browserslist: { production: string[] } };
    pkg.browserslist.production.push('op_mini all');
    await writeFile(file, JSON.stringify(pkg));
  });

  it("rewrites the site's layer as Docusaurus's PostCSS does, and puts nothing of the theme's in one", async () => {
    const css = await themeStylesheet(ctx);
    expect(css).not.toContain('@layer');
    expect(css).toContain(':where(.pagination-nav__link):not(#\\#){border-color:#c8102e}');
    expect(css).toContain(':root{--ifm-color-primary: rgb(0, 122, 94)}');
  });

  it("draws the site's primary colour, border and code shades over Infima's", async () => {
    expect(await drawn(ctx)).toEqual({ primary: SITE_PRIMARY, nextBorder: SITE_BORDER, ...SITE_CODE });
  });
});

/** Lets Opera Mini in among the site's browsers: its layers are then rewritten. */
async function withoutLayers(dir: string) {
  const file = join(dir, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { browserslist: { development: string[] } };
  pkg.browserslist.development.push('op_mini all');
  await writeFile(file, JSON.stringify(pkg));
}

// A writer's saves in `serve`, the rewrite of layers run on each: the stylesheet follows every one.
describe('a Docusaurus site whose browsers lack layers, served while its CSS is edited', () => {
  let served: Awaited<ReturnType<typeof serveFixture>>;
  beforeAll(async () => {
    served = await serveFixture('docusaurus-css-layers', { config: 'docusaurus.config.ts', edit: withoutLayers });
  });
  afterAll(async () => {
    await served?.server.close();
    await served?.site.cleanup();
  });

  /** The stylesheet the doc page links, as served now. */
  async function servedCss() {
    const html = await (await fetch(`${served.server.url}docs/watches`)).text();
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+\.css)"/.exec(html)![1]!;
    return (await fetch(`${served.server.url}${stylesheet}`)).text();
  }

  /** Saves the site's custom CSS with its primary colour set to `colour`, once `serve` has bundled it. */
  async function savePrimary(colour: string) {
    const file = join(served.site.dir, 'src/css/custom.css');
    const text = await readFile(file, 'utf8');
    const saved = served.server.nextBuild();
    await writeFile(file, text.replace(/--ifm-color-primary: [^;]+;/, `--ifm-color-primary: ${colour};`));
    await saved;
  }

  it("serves each saved colour out of the site's layer, back to the first", async () => {
    const primary = (colour: string) =>
      new RegExp(`:root \\{\\s*--ifm-color-primary: ${colour.replace(/[()]/g, '\\$&')};`);
    const first = await servedCss();
    expect(first).not.toContain('@layer');
    expect(first).toMatch(primary('rgb(0, 122, 94)'));
    await savePrimary('rgb(12, 34, 56)');
    const edited = await servedCss();
    expect(edited).not.toContain('@layer');
    expect(edited).toMatch(primary('rgb(12, 34, 56)'));
    await savePrimary('rgb(0, 122, 94)');
    const restored = await servedCss();
    expect(restored).toMatch(primary('rgb(0, 122, 94)'));
    expect(restored).not.toContain('rgb(12, 34, 56)');
  });
});
