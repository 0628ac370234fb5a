import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { ckdocs, warningsOf } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A Docusaurus site styled in Sass whose API pages are written as API generators write them:
// imports inside an ```mdx-code-block fence, operation data pulled in with require().
const ctx = browseSiteFolder('docusaurus-generated-api');

const PAGE = 'docs/api/list-sailings';
const html = () => readFile(join(ctx.site.dir, 'build', PAGE, 'index.html'), 'utf8');
/** Every stylesheet the build wrote, as one text. */
async function allCss(): Promise<string> {
  const dir = join(ctx.site.dir, 'build/assets');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.css'));
  return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
}

describe('a page written as API generators write them', () => {
  it("takes the imports of an mdx-code-block fence as the page's own, and leaves other fences code", async () => {
    const page = await html();
    expect(page).toMatch(/<span class="[^"]*badge[^"]*">GET<\/span>/);
    expect(page).not.toContain('import MethodBadge');
    expect(page).not.toContain('mdx-code-block');
    expect(page).toMatch(/<span class="t[ld][^"]*">\/\/ A code fence stays code\.<\/span>/);
  });

  it('gives a component the JSON a page require()s as its props', async () => {
    expect(await html()).toContain(
      '<ul class="parameters"><li><code>day</code>: <!-- -->The day of the week</li><li><code>route</code>: <!-- -->The route&#x27;s code</li></ul>',
    );
  });

  it('hydrates without an error', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/${PAGE}`);
    expect(await page.locator('.parameters li').count()).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a plugin's configureWebpack", () => {
  it('gives the bundles its aliases, constants and provided names', async () => {
    expect(await html()).toContain(
      '<p class="edition">winter<!-- --> edition of <!-- -->winter, summer<!-- -->, from <!-- -->North Quay<!-- --> (2 seasons, code 77696e746572) on harbour time, 2 lines</p>',
    );
  });

  it("gives the browser the provided names' modules: Node's Buffer is the buffer package there", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/${PAGE}`);
    expect(await page.textContent('.edition')).toBe(
      'winter edition of winter, summer, from North Quay (2 seasons, code 77696e746572) on harbour time, 2 lines',
    );
    expect(await page.evaluate(() => typeof (window as { Buffer?: unknown }).Buffer)).toBe('undefined');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('names, as a warning, what ckdocs leaves out of it', () => {
    expect(warningsOf(ctx.run)).toContain(
      'plugin route-colours: of its configureWebpack, ckdocs applies aliases, fallbacks, constants, provided names and loaders of its own, not its rule for csv-loader, a loader that is not installed',
    );
  });
});

describe("Sass, compiled with the site's own Sass", () => {
  it("compiles the custom stylesheet, a component's CSS module and a plugin's client module", async () => {
    const css = await allCss();
    expect(css).toContain('.ferry-note{color:#0b5394;border-radius:6px}');
    expect(css).toContain('.ferry-note strong{letter-spacing:.02em}');
    expect(css).toContain('.route-line--harbour{border-left:4px solid #b42318}');
    // The CSS module's classes are named as the page's markup names them.
    const [, badge, get] = /<span class="([^" ]+) ([^" ]+)">GET<\/span>/.exec(await html())!;
    expect(css).toContain(`.${badge}.${get}{color:#1a7f37}`);
  });

  it('shows the colours in the browser', async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/${PAGE}`);
    expect(await page.locator('.ferry-note').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 83, 148)');
    await page.close();
  });
});

describe("a plugin's constant from the environment", () => {
  let copy: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterAll(() => copy?.cleanup());

  it("is the browser bundle's new value in the next build, as it is the page's", async () => {
    copy = await copyFixture('docusaurus-generated-api');
    const browserCode = async () => {
      const dir = join(copy!.dir, 'build/assets');
      const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js'));
      return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
    };
    expect((await ckdocs(['build'], { TIMETABLE_DEPOT: 'North Quay' }, copy.dir)).code).toBe(0);
    expect(await browserCode()).toContain('North Quay');
    expect((await ckdocs(['build'], { TIMETABLE_DEPOT: 'South Pier' }, copy.dir)).code).toBe(0);
    const page = await readFile(join(copy.dir, 'build', PAGE, 'index.html'), 'utf8');
    expect(page).toContain('from <!-- -->South Pier');
    expect(await browserCode()).toContain('South Pier');
    expect(await browserCode()).not.toContain('North Quay');
  });
});

describe('a Sass error', () => {
  let broken: Awaited<ReturnType<typeof copyFixture>> | undefined;
  afterAll(() => broken?.cleanup());

  it('fails the build naming the file, the line and what Sass says', async () => {
    broken = await copyFixture('docusaurus-generated-api');
    const file = join(broken.dir, 'src/css/custom.scss');
    await writeFile(file, (await readFile(file, 'utf8')).replace('@include rounded(6px);', '@include rounded(6px;'));
    const run = await ckdocs(['build'], {}, broken.dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/src\/css\/custom\.scss:10:\d+ Sass: expected "\)"/);
  });
});
