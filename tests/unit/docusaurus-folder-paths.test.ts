import { build } from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocusaurusFolderPaths } from '../../cli/bundle/docusaurus-folder-paths.js';

describe("a plugin's data named from Docusaurus's own folder", () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is found where the plugin wrote it, in a locale's generated folder other than .docusaurus", async () => {
    dir = await mkdtemp(join(tmpdir(), 'ck-folder-paths-'));
    // A second locale's generated folder, where the blog plugin's `createData` wrote a file.
    const generated = join(dir, '.ckdocs-cache/i18n/fr/docusaurus');
    const dataDir = join(generated, 'docusaurus-plugin-content-blog');
    await mkdir(join(dataDir, 'default'), { recursive: true });
    const file = join(dataDir, 'default', 'category.json');
    await writeFile(file, JSON.stringify({ label: 'Lighthouses' }));
    // As a plugin that hard-codes Docusaurus's folder names it: relative to `.docusaurus/<plugin>`.
    const fromDocusaurus = relative(join('.docusaurus', 'docusaurus-plugin-content-blog'), file)
      .split(sep)
      .join(posix.sep);
    const result = await build({
      stdin: {
        contents: `import data from ${JSON.stringify(`~blog/${fromDocusaurus}`)};\nexport const label = data.label;\n`,
      },
      bundle: true,
      write: false,
      format: 'esm',
      alias: { '~blog': dataDir },
      plugins: [
        {
          name: 'folder-paths',
          setup: (b) => resolveDocusaurusFolderPaths(b, { '~blog': dataDir }, generated),
        },
      ],
      logLevel: 'silent',
    });
    expect(result.outputFiles[0]!.text).toContain('Lighthouses');
  });
});
