import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';
import { LARGE_PAGE as PAGE, LARGE_PAGE_SECTIONS as SECTIONS } from './helpers/long-page.js';

/** Where each of `needles` is found in `text`, in order; -1 for one missing or out of order. */
function positions(text: string, needles: string[]): number[] {
  let from = 0;
  return needles.map((needle) => {
    const at = text.indexOf(needle, from);
    if (at >= 0) from = at + needle.length;
    return at;
  });
}

describe('a page of several hundred KB', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const read = (path: string) => readFile(join(site.out, path), 'utf8');
  let html: string;
  beforeAll(async () => {
    site = await copyFixture('basic');
    // In the latest version, so that llms-full.txt has it.
    await writeFile(join(site.dir, 'v1/guide/large.mdx'), PAGE);
    await build(site.config, site.out);
    html = await read('docs/guide/large/index.html');
  }, 300_000);
  afterAll(() => site?.cleanup());

  const ids = Array.from({ length: SECTIONS }, (_, n) => `part-${n}`);
  const markers = Array.from({ length: SECTIONS }, (_, n) => `marker-${n}-end`);

  it('has every section in its HTML, in order, inside one whole document', () => {
    expect(Buffer.byteLength(PAGE)).toBeGreaterThan(256 * 1024);
    expect(
      positions(
        html,
        ids.map((id) => `<h2 id="${id}"`),
      ),
    ).not.toContain(-1);
    expect(positions(html, markers)).not.toContain(-1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.endsWith('</html>\n')).toBe(true);
  });

  it('has every section in its table of contents, search records and Markdown copies', async () => {
    const data = JSON.parse(await read('docs/guide/large/page-data.json')) as { doc: { toc: { id: string }[] } };
    expect(data.doc.toc.map((item) => item.id)).toEqual(ids);
    const records = JSON.parse(await read('search/records.json')) as { url: string; content: string | null }[];
    const own = records.filter((record) => record.url.includes('/docs/guide/large#'));
    expect(new Set(own.map((record) => record.url.split('#')[1]))).toEqual(new Set(ids));
    expect(own.filter((record) => record.content?.includes('marker-'))).toHaveLength(SECTIONS);
    for (const file of ['docs/guide/large.md', 'llms-full.txt'])
      expect(positions(await read(file), markers), file).not.toContain(-1);
  });

  it('is written the same from the render cache', async () => {
    await build(site.config, site.out);
    expect(await read('docs/guide/large/index.html')).toBe(html);
  }, 120_000);
});
