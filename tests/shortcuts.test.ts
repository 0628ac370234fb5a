import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ckdocs } from './helpers/ckdocs.js';
import { LARGE_PAGE } from './helpers/long-page.js';
import { differingFiles, readerFiles } from './helpers/output-files.js';
import { copyFixture, linkPackages } from './helpers/site.js';

type Copy = Awaited<ReturnType<typeof copyFixture>>;

/**
 * Sites that take each shortcut (cli/shortcuts/switch.ts) somewhere, each built from a copy of its
 * own, so neither build reads what the other cached: a large page (compiled in pieces), a
 * Docusaurus site's Markdown (a `.md` page, the site's own Markdown plugins), and a blog whose
 * post pages are drawn by the classic theme's components.
 */
const SITES: { fixture: string; prepare?: (copy: Copy) => Promise<void> }[] = [
  { fixture: 'basic', prepare: (copy) => writeFile(join(copy.dir, 'v1/guide/large.mdx'), LARGE_PAGE) },
  { fixture: 'docusaurus-markdown', prepare: (copy) => linkPackages(copy.dir) },
  { fixture: 'docusaurus-blog' },
];

const copies: Copy[] = [];
afterAll(() => Promise.all(copies.map((copy) => copy.cleanup())));

/** The fixture built in a copy of its own with the shortcuts `setting`: its reader files. */
async function built(site: (typeof SITES)[number], setting: 'on' | 'off'): Promise<Map<string, string>> {
  const copy = await copyFixture(site.fixture);
  copies.push(copy);
  await site.prepare?.(copy);
  const run = await ckdocs(['build', '--out-dir', copy.out], { CKDOCS_SHORTCUTS: setting }, copy.dir);
  if (run.code !== 0) throw new Error(`ckdocs build with the shortcuts ${setting} exited ${run.code}:\n${run.stderr}`);
  expect(run.stderr.includes('Shortcuts off (CKDOCS_SHORTCUTS): emit-page, gfm-lookahead,')).toBe(setting === 'off');
  return readerFiles(copy.out);
}

/** Each fixture's first build with the shortcuts on, which the test of folders compares again. */
const builtOn = new Map<(typeof SITES)[number], Promise<Map<string, string>>>();
const firstBuiltOn = (site: (typeof SITES)[number]) => {
  if (!builtOn.has(site)) builtOn.set(site, built(site, 'on'));
  return builtOn.get(site)!;
};

describe('the shortcuts on and off', () => {
  for (const site of SITES)
    it(`build ${site.fixture} into the same pages, copies and indexes`, async () => {
      const on = await firstBuiltOn(site);
      expect(on.size).toBeGreaterThan(5);
      expect(differingFiles(on, await built(site, 'off'))).toEqual([]);
    }, 180_000);
});

it('builds a site into the same files wherever its folder is', async () => {
  const blog = SITES.find((site) => site.fixture === 'docusaurus-blog')!;
  expect(differingFiles(await firstBuiltOn(blog), await built(blog, 'on'))).toEqual([]);
}, 180_000);
