import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixture, linkPackages } from '../helpers/site.js';

// A Docusaurus site folder with a plugin of its own that writes llms.txt, as CommandKit's site has.
describe('docs for AI assistants in a Docusaurus site folder', () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let run: CkdocsRun;
  const read = (path: string) => readFile(join(site.dir, 'build', path), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('docusaurus-site');
    await linkPackages(site.dir);
    const file = join(site.dir, 'docusaurus.config.ts');
    const ownPlugin = `() => ({ name: 'own-llms', postBuild: ({ outDir }) => writeFile(join(outDir, 'llms.txt'), '# Our own list\\n') }),`;
    await writeFile(file, (await readFile(file, 'utf8')).replace('plugins: [', `plugins: [\n    ${ownPlugin}`));
    run = await ckdocs(['build'], {}, site.dir);
  });
  afterAll(() => site.cleanup());

  it("keeps the site's own llms.txt, says so, and writes the pages' Markdown and llms-full.txt", async () => {
    expect(run.code, run.stderr).toBe(0);
    expect(await read('llms.txt')).toBe('# Our own list\n');
    expect(warningsOf(run)).toContain(
      "A plugin of the site wrote its own llms.txt, kept in place of ckdocs's; llms-full.txt and each page's .md copy are ckdocs's. Remove that plugin to have ckdocs's.",
    );
    // npm2yarn's tabs (a remark plugin of the site) as one heading per package manager.
    const start = await read('docs/next/manual/start.md');
    expect(start).toMatch(/## npm\n\n```bash\nnpm install lanternfish\n```\n\n## Yarn\n/);
    expect(existsSync(join(site.dir, 'build/llms-full.txt'))).toBe(true);
  });

  it("keeps the plugin's llms-full.txt too, and says it is the plugin's", async () => {
    const file = join(site.dir, 'docusaurus.config.ts');
    const both = `writeFile(join(outDir, 'llms.txt'), '# Our own list\\n').then(() => writeFile(join(outDir, 'llms-full.txt'), '# All of it\\n'))`;
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/writeFile\(join\(outDir, 'llms\.txt'\), [^)]*\)/, both),
    );
    const again = await ckdocs(['build'], {}, site.dir);
    expect(again.code, again.stderr).toBe(0);
    expect(await read('llms-full.txt')).toBe('# All of it\n');
    expect(warningsOf(again)).toContain(
      "A plugin of the site wrote its own llms.txt and llms-full.txt, kept in place of ckdocs's; each page's .md copy is ckdocs's. Remove that plugin to have ckdocs's.",
    );
  });

  it('shows the copy button on its pages, with the classic theme around', async () => {
    const html = await read('docs/next/manual/start/index.html');
    expect(html).toContain(
      '<button type="button" class="copy-markdown-button" aria-label="Copy page as Markdown" title="Copy page as Markdown">Copy page</button>',
    );
    expect(html).toContain('href="/docs/next/manual/start.md"');
  });
});
