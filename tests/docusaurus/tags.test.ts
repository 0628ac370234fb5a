import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';

// A Docusaurus site whose docs are tagged: tags.yml in the current version (a label, a URL of
// its own, a bare key), inline tags (a label, an object), a tag set only on an unlisted doc, and
// a released version with no tags file. Built in its folder with no ckdocs config.
const ctx = browseSiteFolder('docusaurus-tags');

const html = (path: string) => readFile(join(ctx.site.out, path, 'index.html'), 'utf8');
/** The text of a page's main column, tags collapsed to one space. */
const mainText = async (path: string) =>
  /<main id="main"[^>]*>([\s\S]*?)<\/main>/
    .exec(await html(path))![1]!
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

describe('doc tags, as Docusaurus gives them', () => {
  it('tell of the tags the tags file does not define, at their line in each doc', () => {
    const docs = join(ctx.site.dir, 'docs/guide');
    const fix =
      "Define it in tags.yml (in the version's docs folder), use a tag defined there, or set docs.onInlineTags to 'ignore'.";
    expect(warningsOf(ctx.run)).toEqual([
      `${docs}/anemones.md:4: Tag "Night Walks" is not defined in tags.yml. ${fix}`,
      `${docs}/crabs.md:3: Tag "Hermit crabs" is not defined in tags.yml. ${fix}`,
    ]);
  });

  it("list a version's tags by letter, each with its count of listed docs; a tag of unlisted docs only is left out", async () => {
    expect(await mainText('docs/next/tags')).toBe('Tags H Hermit crabs 1 N Night Walks 1 S Safety 1 Sea anemones 2');
    const list = await html('docs/next/tags');
    expect(list).toContain('<title>Tags | Tidepool Field Guide</title>');
    expect(list).toContain(
      '<a rel="tag" class="tag tag--count" href="/docs/next/tags/anemones" title="Soft animals that sting what they catch.">',
    );
    expect(list).not.toContain('tide-charts');
  });

  it("give each tag a page of its docs by title, with the tags file's label, URL and description", async () => {
    expect(await mainText('docs/next/tags/anemones')).toBe(
      '2 docs tagged with "Sea anemones" Soft animals that sting what they catch. View all tags ' +
        'Anemones Where anemones live, and why not to touch them. ' +
        'Reading a tidepool Go at low tide, watch where you step, and see every tag of this guide.',
    );
    expect(await html('docs/next/tags/anemones')).toContain(
      '<title>2 docs tagged with &quot;Sea anemones&quot; | Tidepool Field Guide</title>',
    );
    // A key with a URL of its own, labelled by its key; an inline object with its own URL.
    expect(await mainText('docs/next/tags/staying-safe')).toMatch(
      /^One doc tagged with "Safety" View all tags Reading/,
    );
    expect(await mainText('docs/next/tags/hermits')).toMatch(
      /^One doc tagged with "Hermit crabs" Crabs that live in borrowed shells\. View all tags Hermit crabs/,
    );
    expect(await mainText('docs/next/tags/night-walks')).toMatch(/^One doc tagged with "Night Walks"/);
    // Set only on an unlisted doc: its page lists it.
    expect(await mainText('docs/next/tags/tide-charts')).toMatch(
      /^Unlisted page .* One doc tagged with "Tide-charts" View all tags The tide log/,
    );
  });

  it("show a doc's tags under it, each linking to its page", async () => {
    const intro = await html('docs/next/guide/intro');
    expect(intro).toMatch(
      /<div class="doc-tags row margin-top--sm theme-doc-footer-tags-row"><b>Tags:<\/b><ul[^>]*><li><a rel="tag" class="tag" href="\/docs\/next\/tags\/anemones" title="Soft animals that sting what they catch.">Sea anemones<\/a><\/li><li><a rel="tag" class="tag" href="\/docs\/next\/tags\/staying-safe">Safety<\/a><\/li><\/ul><\/div>/,
    );
    expect(await html('docs/next/guide/crabs')).toContain('href="/docs/next/tags/hermits"');
  });

  it('keep each version its own tags pages, a version with no tags file too', async () => {
    expect(await mainText('docs/tags')).toBe('Tags F First Steps 1');
    expect(await mainText('docs/tags/first-steps')).toMatch(
      /^One doc tagged with "First Steps" View all tags Reading a tidepool/,
    );
    const sitemap = await readFile(join(ctx.site.out, 'sitemap.xml'), 'utf8');
    for (const path of ['/docs/tags', '/docs/tags/first-steps', '/docs/next/tags', '/docs/next/tags/staying-safe'])
      expect(sitemap).toContain(`<loc>https://tidepools.example.org${path}</loc>`);
  });

  it('keep an unlisted doc, and the page of a tag of unlisted docs only, for readers given the link', async () => {
    for (const path of ['docs/next/guide/tide-log', 'docs/next/tags/tide-charts']) {
      const page = await html(path);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page).toMatch(
        /class="theme-admonition [^"]*unlisted-banner" role="note"><div class="admonitionHeading_ck">(<span [^>]*>.*?<\/span>)?Unlisted page</,
      );
    }
    expect(await html('docs/next/guide/intro')).not.toContain('noindex');
    const sitemap = await readFile(join(ctx.site.out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/tide-log|tide-charts/);
    const searchMeta = await readFile(
      join(
        ctx.site.out,
        'assets/search',
        (await readdir(join(ctx.site.out, 'assets/search'))).find((d) => d.startsWith('current'))!,
        'meta.json',
      ),
      'utf8',
    );
    expect(searchMeta).toContain('Hermit crabs');
    expect(searchMeta).not.toContain('The tide log');
    // Its Markdown copy is there for whoever has the link; the lists for AI assistants leave it out.
    expect(await readFile(join(ctx.site.out, 'docs/next/guide/tide-log.md'), 'utf8')).toContain('# The tide log');
    expect(await readFile(join(ctx.site.out, 'llms.txt'), 'utf8')).not.toContain('tide-log');
  });

  it("in the browser, lead from a doc's tag to its page, still in the doc's version", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/next/guide/intro`);
    await page.click('.doc-tags a:has-text("Sea anemones")');
    await page.waitForSelector('h1:has-text("2 docs tagged with")');
    expect(new URL(page.url()).pathname).toBe('/docs/next/tags/anemones');
    expect(await page.locator('.navbar-dropdown [aria-haspopup]').first().textContent()).toContain('Next');
    await page.click('a:has-text("View all tags")');
    await page.waitForSelector('h1:text-is("Tags")');
    expect(await page.locator('.tag--count').allTextContents()).toEqual([
      'Hermit crabs1',
      'Night Walks1',
      'Safety1',
      'Sea anemones2',
    ]);
    expect(problems).toEqual([]);
  });
});
