import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A Docusaurus site whose plugin writes a file in postBuild, refusing to write over one already
// there, and a folder of files into `build/` from the site folder, making it without looking first.
describe("a plugin's postBuild, build after build", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;

  beforeAll(async () => {
    site = await copyFixture('docusaurus-plugin-files');
  });
  afterAll(() => site.cleanup());

  it('finds the output folder as a fresh build leaves it, at the output folder, whatever the builds before wrote', async () => {
    // The third build stages into the first one's output, which ckdocs keeps to write less.
    for (let build = 1; build <= 3; build++) {
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code, `build ${build}: ${run.stderr}`).toBe(0);
      expect(await readFile(join(site.dir, 'build/kites.txt'), 'utf8')).toBe('box kite, delta, sled\n');
      // What it wrote to `build/` from the site folder, as into Docusaurus's output folder.
      expect(await readFile(join(site.dir, 'build/kite-drawings/sled.txt'), 'utf8')).toBe('a sled kite, drawn\n');
    }
  });

  it('lets `ckdocs check` end, which runs no postBuild, though the plugin keeps a timer until its postBuild', async () => {
    const run = await ckdocs(['check'], {}, site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/✔ \d+ pages and 0 code samples checked: 0 error\(s\)/);
  });
});
