import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, stageLine, warningsOf } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A Docusaurus site's Markdown image beside its page, sized from its file as Docusaurus sizes it.
describe("a Docusaurus site's Markdown images", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const pennant = async () =>
    /<img [^>]*alt="The harbour&#x27;s pennant"[^>]*>/.exec(
      await readFile(join(site.dir, 'build/docs/intro/index.html'), 'utf8'),
    )?.[0];

  beforeAll(async () => {
    site = await copyFixture('docusaurus-generated-index');
  });
  afterAll(() => site.cleanup());

  it('gives an image the width and height of its file, and new ones once the file changes', async () => {
    const first = await ckdocs(['build'], {}, site.dir);
    expect(first.code, first.stderr).toBe(0);
    expect(await pennant()).toMatch(/ width="120" height="60"/);
    // The same file with a fragment, which a site's CSS selects by (`img[src$='#night-only']`), keeps it.
    const html = await readFile(join(site.dir, 'build/docs/intro/index.html'), 'utf8');
    const src = (alt: string) => new RegExp(`<img [^>]*src="([^"]*)"[^>]*alt="${alt}"`).exec(html)?.[1];
    expect(src('The harbour&#x27;s pennant at night')).toBe(`${src('The harbour&#x27;s pennant')}#night-only`);
    // A larger pennant: the page compiles again, though its text has not changed.
    await writeFile(
      join(site.dir, 'docs/pennant.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="90" viewBox="0 0 240 90"><path d="M0 0 240 45 0 90z"/></svg>\n',
    );
    const again = await ckdocs(['build'], {}, site.dir);
    expect(again.code, again.stderr).toBe(0);
    expect(await pennant()).toMatch(/ width="240" height="90"/);
    expect(stageLine(again, 'mdx')).toMatch(/ 1 compiled, /);
  });

  it('fails on an image that is not there, or warns and keeps its URL as written when the site says so', async () => {
    const intro = join(site.dir, 'docs/intro.md');
    const text = `${await readFile(intro, 'utf8')}\n![The tide chart](./tide-chart.svg)\n`;
    await writeFile(intro, text);
    const line = text.trimEnd().split('\n').length;
    const failed = await ckdocs(['build'], {}, site.dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`${intro}:${line}`);
    // `markdown.hooks.onBrokenMarkdownImages: 'warn'`, as Docusaurus reads it.
    const configFile = join(site.dir, 'docusaurus.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      config.replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'throw',\n  markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },",
      ),
    );
    const warned = await ckdocs(['build'], {}, site.dir);
    expect(warned.code, warned.stderr).toBe(0);
    expect(warningsOf(warned)).toEqual([
      expect.stringMatching(
        new RegExp(`^${intro}:${line}(:\\d+)?: Image ./tide-chart.svg not found: .*it keeps its URL as written$`),
      ),
    ]);
    const page = () => readFile(join(site.dir, 'build/docs/intro/index.html'), 'utf8');
    expect(await page()).toMatch(/<img [^>]*src="\.\/tide-chart\.svg" alt="The tide chart"/);
    // Once the file is there, the page shows it, though its text has not changed.
    await writeFile(
      join(site.dir, 'docs/tide-chart.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
    );
    const found = await ckdocs(['build'], {}, site.dir);
    expect(found.code, found.stderr).toBe(0);
    expect(warningsOf(found)).toEqual([]);
    expect(await page()).toMatch(/<img [^>]*src="\/assets\/[^"]*tide-chart[^"]*\.svg" alt="The tide chart"/);
  });
});

// `@site/` in a Markdown image or file link names a file from the site folder, as in an import.
describe("a Docusaurus site's Markdown files named from the site folder", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-generated-index');
  });
  afterAll(() => site.cleanup());

  it('shows the image and links the file, as copies in the assets, in the page and in its Markdown copy', async () => {
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    const html = await readFile(join(site.dir, 'build/docs/sails/trimming/index.html'), 'utf8');
    const image = /<img [^>]*src="(\/assets\/[^"]*compass[^"]*\.svg)" alt="A compass rose" width="64" height="64"/.exec(
      html,
    )?.[1];
    const card = /<a [^>]*href="(\/assets\/[^"]*trim-card[^"]*\.txt)" target="_blank">the trim card<\/a>/.exec(
      html,
    )?.[1];
    expect(await readFile(join(site.dir, 'build', image!), 'utf8')).toContain('fill="#1d6fa5"');
    expect(await readFile(join(site.dir, 'build', card!), 'utf8')).toContain('Close-hauled');
    const copy = await readFile(join(site.dir, 'build/docs/sails/trimming.md'), 'utf8');
    expect(copy).toContain(`![A compass rose](https://harbour.example.org${image})`);
    expect(copy).toContain(`[the trim card](https://harbour.example.org${card})`);
    // Found where they are, the files leave the page in the cache.
    const again = await ckdocs(['build'], {}, site.dir);
    expect(stageLine(again, 'mdx')).toMatch(/ 0 compiled, /);
  });
});
