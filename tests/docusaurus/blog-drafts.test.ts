import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// A Docusaurus blog built, then built again once a writer has made one of its posts a draft: the
// plugin's data of the build before is still in the site's generated folder.
let site: Awaited<ReturnType<typeof copyFixture>>;

beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
});
afterAll(async () => {
  await site?.cleanup();
});

describe('a Docusaurus blog post made a draft after a build', () => {
  it('is left out of the next build, which succeeds', async () => {
    expect((await ckdocs(['build'], {}, site.dir)).code).toBe(0);
    expect(existsSync(join(site.dir, 'build/blog/2024/02/14/fog-horns/index.html'))).toBe(true);
    const post = join(site.dir, 'blog/2024-02-14-fog-horns.mdx');
    await writeFile(post, (await readFile(post, 'utf8')).replace('---\n', '---\ndraft: true\n'));
    const again = await ckdocs(['build'], {}, site.dir);
    expect(again.stderr).not.toMatch(/error/i);
    expect(again.code).toBe(0);
    expect(existsSync(join(site.dir, 'build/blog/2024/02/14/fog-horns/index.html'))).toBe(false);
  });
});
