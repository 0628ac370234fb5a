import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from '../../helpers/built-site.js';
import { build, ckdocs } from '../../helpers/ckdocs.js';
import { copyFixture } from '../../helpers/site.js';

const site = builtSite('docusaurus-assets');
let badges: string;

beforeAll(async () => {
  badges = await site.read('docs/guide/badges/index.html');
});

/** The `class` of the first element whose opening tag matches `pattern`. */
const classOf = (html: string, pattern: RegExp) => /class="([^"]*)"/.exec(pattern.exec(html)?.[0] ?? '')?.[1];

describe('assets imported by site code', () => {
  it('renders an imported SVG as an inline <svg> with the props it is given', () => {
    // `require('@site/static/img/mark.svg').default` with className and title.
    expect(badges).toMatch(/<svg [^>]*viewBox="0 0 24 24"[^>]*aria-labelledby="mark-title" class="mark_\w+">/);
    expect(badges).toContain('<title id="mark-title">Stable mark</title>');
    expect(badges).toContain('<use xlink:href="#tick" fill="none" stroke="currentColor" stroke-width="2"></use>');
    // A relative import, with its XML prolog and comment gone and its style attribute kept.
    expect(badges).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="dot" width="8" height="8">',
    );
    expect(badges).toContain('style="fill:rgb(200, 0, 0);stroke-linecap:round"');
    // Imported in MDX: the file's own title stays when no title is given.
    expect(badges).toMatch(/<svg [^>]*width="20" height="24" class="page-mark"><title>Mark<\/title>/);
  });

  it("gives an image's content-hashed URL, a file of the output", async () => {
    const src = /<img id="pixel" src="(\/assets\/media\/pixel-\w+\.png)"/.exec(badges)?.[1];
    const tile = /data-tile="(\/assets\/media\/tile-\w+\.png)"/.exec(badges)?.[1];
    expect(src).toBeDefined();
    expect(tile).toBeDefined();
    const media = await readdir(join(site.out, 'assets/media'));
    expect(media).toEqual(expect.arrayContaining([src!.split('/').pop(), tile!.split('/').pop()]));
  });

  it('names an image whose file name has a space as the browser code does, a file of the output', async () => {
    const src = /<img id="pixel-copy" src="(\/assets\/media\/[^"]+)"/.exec(badges)?.[1];
    expect(src).toMatch(/^\/assets\/media\/pixel copy-\w+\.png$/);
    await expect(readFile(join(site.out, src!))).resolves.toBeInstanceOf(Buffer);
    const chunk = JSON.parse(await site.read('docs/guide/badges/page-data.json')) as { chunk: string };
    expect(await site.loadedCode(chunk.chunk)).toContain(JSON.stringify(src));
  });

  it('shows a Markdown image of a file beside the page, written inline or by reference, by the URL of its content-hashed copy, an SVG as an image', async () => {
    const pictures = await site.read('docs/guide/pictures/index.html');
    const images = [...pictures.matchAll(/<img ([^>]*)\/>/g)].map((match) => match[1]);
    expect(images).toEqual([
      expect.stringMatching(/^src="\/assets\/media\/pixel-\w+\.png" alt="A pixel" title="One pixel"$/),
      expect.stringMatching(/^src="\/assets\/media\/mark-\w+\.svg" alt="The mark"$/),
      'src="/img/tile.png" alt="A tile"',
      // A reference image, which Docusaurus leaves as written (its file then not found).
      expect.stringMatching(
        /^src="\/assets\/media\/pixel-\w+\.png" alt="The pixel again" title="The pixel by reference"$/,
      ),
    ]);
    const copies = images.slice(0, 2).map((attributes) => /src="\/([^"]+)"/.exec(attributes!)![1]!);
    for (const copy of copies) await expect(readFile(join(site.out, copy))).resolves.toBeInstanceOf(Buffer);
  });

  it('links to a copy of a file beside the page that is not a doc, by reference too, and takes a link to a static file as leading somewhere', async () => {
    const pictures = await site.read('docs/guide/pictures/index.html');
    const sheet = /<a href="\/(assets\/media\/sizes-\w+\.pdf)" target="_blank" title="Sizes">size sheet<\/a>/.exec(
      pictures,
    )?.[1];
    expect(sheet).toBeDefined();
    expect(await site.read(sheet!)).toContain('lantern sizes');
    expect(pictures).toContain(`<a href="/${sheet}" target="_blank">size sheet by reference</a>`);
    expect(pictures).toContain('<a href="/img/tile.png">tile</a>');
    expect(site.run.stderr).not.toContain('broken link');
  });

  it("links the page's Markdown copy to the same copies of its images and files as its HTML", async () => {
    const copy = await site.read('docs/guide/pictures.md');
    const html = await site.read('docs/guide/pictures/index.html');
    const media = (ext: string) => new RegExp(`/assets/media/\\w+-\\w+\\.${ext}`).exec(html)![0];
    const address = 'https://assets.test';
    expect(copy).toContain(`![A pixel](${address}${media('png')} "One pixel")`);
    expect(copy).toContain(`![The mark](${address}${media('svg')})`);
    expect(copy).toContain(`The [size sheet](${address}${media('pdf')}) beside this page`);
    expect(copy).toContain(`[pixel]: ${address}${media('png')} "The pixel by reference"`);
    expect(copy).toContain(`![A tile](${address}/img/tile.png)`);
  });

  it('links one site stylesheet, with the class names the HTML uses, on pages whose code imports CSS', async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const plain = await site.read('docs/guide/plain/index.html');
    expect(links(plain)).toHaveLength(1);
    const [, stylesheet] = links(badges);
    expect(stylesheet).toMatch(/^\/assets\/site-\w+\.css$/);
    const css = await site.read(stylesheet!.slice(1));
    const badge = classOf(badges, /<span class="badge_[^"]*fixture-global"/)!.split(' ')[0]!;
    const note = classOf(badges, /<p class="[^"]*">A note/)!;
    // Two `.badge` in two styles.module.css: two names, each with its own rules.
    expect(badge).not.toBe(note);
    expect(css).toContain(`.${badge}{color:#010203;`);
    expect(css).toContain(`.${note}{color:#070809}`);
    expect(css).toContain('.fixture-global{outline:2px solid rgb(10,11,12)}');
    expect(css).toMatch(/background-image:url\("\/assets\/media\/tile-\w+\.png"\)/);
    // The browser's chunk names the same classes as the server's HTML.
    const chunk = JSON.parse(await site.read('docs/guide/badges/page-data.json')) as { chunk: string };
    expect(await site.loadedCode(chunk.chunk)).toContain(badge);
  });

  it('writes no stylesheet per page', async () => {
    const files = await readdir(join(site.out, 'assets'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.css')).sort()).toEqual([
      expect.stringMatching(/^site-\w+\.css$/),
      expect.stringMatching(/^style-\w+\.css$/),
    ]);
  });
});

describe('a warm build', () => {
  it('renders again the pages whose components, SVGs or CSS modules changed, with the class names the stylesheet has now', async () => {
    const copy = await copyFixture('docusaurus-assets');
    try {
      await build(copy.config, copy.out);
      const edit = async (file: string, from: string, to: string) =>
        writeFile(join(copy.dir, file), (await readFile(join(copy.dir, file), 'utf8')).replace(from, to));
      await edit('src/components/Badge/styles.module.css', '.mark {', '.markBig {');
      await edit('src/components/Badge/index.tsx', 'styles.mark}', 'styles.markBig}');
      await edit('src/components/Badge/dot.svg', 'r="4"', 'r="3"');
      await build(copy.config, copy.out);
      const html = await readFile(join(copy.out, 'docs/guide/badges/index.html'), 'utf8');
      expect(html).toContain('<circle cx="5" cy="5" r="3"');
      const mark = /<svg [^>]*class="(markBig_\w+)"/.exec(html)?.[1];
      expect(mark).toBeDefined();
      const stylesheet = /<link rel="stylesheet" href="\/(assets\/site-\w+\.css)">/.exec(html)![1]!;
      expect(await readFile(join(copy.out, stylesheet), 'utf8')).toContain(`.${mark}{width:16px}`);
    } finally {
      await copy.cleanup();
    }
  });
});

describe('an SVG that is not well-formed', () => {
  it('fails the build naming the file and the line', async () => {
    const copy = await copyFixture('docusaurus-assets');
    try {
      await writeFile(join(copy.dir, 'static/img/mark.svg'), '<svg viewBox="0 0 1 1">\n  <path d="M0 0">\n</svg>\n');
      const run = await ckdocs(['build', '--config', copy.config, '--out-dir', copy.out]);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('static/img/mark.svg:3');
      expect(run.stderr).toContain('</svg> closes <path>');
    } finally {
      await copy.cleanup();
    }
  });
});
