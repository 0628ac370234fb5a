import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

// The two-locale Docusaurus fixture with a third locale, German, which translates nothing: its
// pages are the English ones under /de/, compiled once for the three locales.
let site: Awaited<ReturnType<typeof copyFixtureEdited>>;
let cold: CkdocsRun;

const page = (path: string) => readFile(join(site.out, path, 'index.html'), 'utf8');
const hrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map(([, href, text]) => `${text} ${href}`);
/** Each `● mdx` line of a build, one a locale, spaces squeezed. */
const mdxLines = (run: CkdocsRun) =>
  run.stderr
    .split('\n')
    .filter((line) => line.startsWith('● mdx '))
    .map((line) => line.replace(/\s+/g, ' ').replace(/ \d+ ms /, ' '));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  site = await copyFixtureEdited('docusaurus-i18n', (config) =>
    config.replace("locales: ['en', 'fa']", "locales: ['en', 'fa', 'de']").replace("'throw'", "'warn'"),
  );
  // Links of every kind in a doc no locale translates, to another such doc; a text that two
  // versions share, whose link leads into each one's own version.
  await writeFile(
    join(site.dir, 'docs/gauges/calibration.md'),
    (await readFile(join(site.dir, 'docs/gauges/calibration.md'), 'utf8')) +
      '\nSee [File](../tables.md), [Up](../tables), [Rooted](/docs/tables) and [German](/de/docs/tables).\n',
  );
  const shared = '---\ntitle: Tide tables\n---\n\nTables are [this page](tables.md).\n';
  await writeFile(join(site.dir, 'docs/tables.md'), shared);
  await writeFile(join(site.dir, 'versioned_docs/version-1.0/tables.md'), shared);
  cold = await build(join(site.dir, 'docusaurus.config.ts'), site.out);
}, 120_000);
afterAll(() => site?.cleanup());

describe('a page no locale translates, in a build of several locales', () => {
  it('is compiled once for every locale, which take it from the first', () => {
    const [en, fa, de] = mdxLines(cold);
    const lineOf = (line: string | undefined) =>
      /^● mdx (\d+) compiled, 0 from cache(?:, (\d+) as another locale compiled them)?$/
        .exec(line!)!
        .slice(1)
        .map(Number);
    expect(en).not.toContain('another locale');
    const [all] = lineOf(en);
    // Persian compiles only what it translates (two docs, a page, a blog post and its excerpt);
    // German, which translates nothing, only the page whose link is written with its path, which
    // that path makes its own.
    expect(lineOf(fa)).toEqual([5, all! - 5]);
    expect(lineOf(de)).toEqual([1, all! - 1]);
  });

  it("leads each locale's links into that locale, as a page compiled for it alone does", async () => {
    const links = (html: string) => hrefs(html).filter((link) => /^(File|Up|Rooted|German) /.test(link));
    expect(links(await page('de/docs/gauges/calibration'))).toEqual([
      'File /de/docs/tables',
      'Up /de/docs/tables',
      'Rooted /de/docs/tables',
      // Written with the locale's path, it keeps it, as Docusaurus's Link keeps a base URL it finds.
      'German /de/docs/tables',
    ]);
    expect(links(await page('fa/docs/gauges/calibration'))).toEqual([
      'File /fa/docs/tables',
      'Up /fa/docs/tables',
      'Rooted /fa/docs/tables',
      'German /fa/de/docs/tables',
    ]);
    expect(hrefs(await page('de/docs/tables'))).toContain('this page /de/docs/tables');
    expect(hrefs(await page('de/docs/1.0/tables'))).toContain('this page /de/docs/1.0/tables');
    expect(hrefs(await page('docs/1.0/tables'))).toContain('this page /docs/1.0/tables');
  });

  it('leaves nothing of the stand-in for the base URL in any file, scripts included', async () => {
    const files = await filesUnder(site.out);
    const holding = [];
    for (const file of files) if ((await readFile(file, 'utf8')).includes('ckdocs-locale-base')) holding.push(file);
    expect(files.length).toBeGreaterThan(50);
    expect(holding).toEqual([]);
  });

  it('is compiled by no locale in the next build, a text two versions share included', async () => {
    const warm = await build(join(site.dir, 'docusaurus.config.ts'), site.out);
    expect(mdxLines(warm).map((line) => line.replace(/ \d+ from cache.*/, ''))).toEqual([
      '● mdx 0 compiled,',
      '● mdx 0 compiled,',
      // The page whose link has German's path is German's own, not cached apart.
      '● mdx 1 compiled,',
    ]);
    expect(hrefs(await page('de/docs/1.0/tables'))).toContain('this page /de/docs/1.0/tables');
  }, 120_000);
});
