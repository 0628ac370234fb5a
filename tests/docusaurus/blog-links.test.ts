import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

// A Docusaurus blog without trailing slashes, one of whose posts is named by its date alone, as a
// changelog's are: its URL is the date's, and the plugin's permalink for it ends in a slash.
let site: Awaited<ReturnType<typeof copyFixtureEdited>>;

beforeAll(async () => {
  site = await copyFixtureEdited('docusaurus-blog', (config) =>
    config.replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  trailingSlash: false,"),
  );
  await writeFile(
    join(site.dir, 'blog', '2024-05-02.md'),
    '---\ntitle: Lamp log\n---\n\nThe [old log](1.0/lamps) moved, and so did [the keepers](/keepers#night).\n',
  );
});
afterAll(() => site.cleanup());

describe("a Docusaurus blog post's links", () => {
  it('are checked in a post named by its date alone, each from the URL the post is read at', async () => {
    const run = await ckdocs(['build'], {}, site.dir);
    expect(run.code).toBe(1);
    const post = join(site.dir, 'blog', '2024-05-02.md');
    expect(run.stderr).toContain(`${post}:5: broken link 1.0/lamps (resolved as /blog/2024/05/1.0/lamps)`);
    expect(run.stderr).toContain(`${post}:5: broken link /keepers#night: no page has this URL`);
  });
});
