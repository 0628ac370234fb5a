import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

// Docusaurus 3.10 reads a file's last commit through the config's VCS (`future.experimental_vcs`),
// which has to be started before the blog plugin asks it; `default-v2` reads Git's history at once.
describe('a Docusaurus blog showing when each post was last updated, from Git', () => {
  let site: Awaited<ReturnType<typeof copyFixtureEdited>>;
  let run: CkdocsRun;

  beforeAll(async () => {
    site = await copyFixtureEdited('docusaurus-blog-only', (config) =>
      config
        .replace("baseUrl: '/',", "baseUrl: '/',\n  future: { experimental_vcs: 'default-v2' },")
        .replace('showReadingTime: false,', 'showReadingTime: false,\n          showLastUpdateTime: true,'),
    );
    const date = '2024-12-02T09:15:00Z';
    const git = (...args: string[]) =>
      promisify(execFile)('git', args, {
        cwd: site.dir,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    await git('init', '-q');
    await git('add', 'blog', 'docusaurus.config.js');
    await git('-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', 'commit', '-qm', 'posts');
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it("builds, and ends each post with its last commit's date", async () => {
    expect(run.code, run.stderr).toBe(0);
    const post = await readFile(join(site.dir, 'build/2024/11/09/biscay/index.html'), 'utf8');
    expect(post.replaceAll('<!-- -->', '')).toContain(
      'Last updated on <time dateTime="2024-12-02T09:15:00.000Z">Dec 2, 2024</time>',
    );
  });
});
