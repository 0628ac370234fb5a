import { join, resolve } from 'node:path';
import { build, type BuildOptions, type Message } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_MODULES } from '../../cli/bundle/docusaurus-modules.js';
import { themeOnlyPlugin } from '../helpers/theme-plugin.js';
import { toolRoot } from '../../cli/util/tool-root.js';

const options: BuildOptions = {
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  jsx: 'automatic',
  logLevel: 'silent',
  plugins: [themeOnlyPlugin()],
};

/** Bundles a module whose source is `code` with the site plugin; returns esbuild's errors (none: it bundled). */
async function bundleErrors(code: string): Promise<Message[]> {
  try {
    await build({
      ...options,
      stdin: { contents: code, resolveDir: toolRoot, loader: 'jsx', sourcefile: 'probe.jsx' },
    });
    return [];
  } catch (error) {
    return (error as { errors: Message[] }).errors;
  }
}

/** What each module exports, by file, as a bundle of them all says. */
async function exportsByFile(files: string[]): Promise<Map<string, string[]>> {
  const result = await build({ ...options, entryPoints: files, outdir: 'out', metafile: true });
  const outputs = Object.values(result.metafile!.outputs).filter((output) => output.entryPoint);
  return new Map(outputs.map((output) => [resolve(toolRoot, output.entryPoint!), output.exports]));
}

describe('@docusaurus modules', () => {
  it('each exports what the error messages say it does', async () => {
    const files = Object.values(DOCUSAURUS_MODULES).map((module) =>
      join(toolRoot, 'templates/docusaurus', module.file),
    );
    const exported = await exportsByFile(files);
    for (const [name, module] of Object.entries(DOCUSAURUS_MODULES))
      expect({ name, exports: exported.get(join(toolRoot, 'templates/docusaurus', module.file))!.sort() }).toEqual({
        name,
        exports: [...module.exports].sort(),
      });
  });

  it('resolves every module, and @theme-original/ to the theme', async () => {
    const specifiers = [...Object.keys(DOCUSAURUS_MODULES), '@theme-original/DocCard', '@theme-init/Tabs'];
    const code = specifiers.map((s, i) => `import * as m${i} from '${s}';\nconsole.log(m${i});`).join('\n');
    expect(await bundleErrors(code)).toEqual([]);
  });

  it('names a module it does not provide, at the line that imports it, with those it does', async () => {
    const [error] = await bundleErrors(
      `import x from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n`,
    );
    expect(error!.text).toMatch(
      /^Could not resolve "@docusaurus\/ComponentCreator": ckdocs provides .*@docusaurus\/Link/,
    );
    expect(error!.location).toMatchObject({ file: 'probe.jsx', line: 2 });
  });

  it('names an export a module lacks, with what it exports', async () => {
    const [error] = await bundleErrors(`import { useParams } from '@docusaurus/router';\nconsole.log(useParams);\n`);
    expect(error!.text).toBe(
      '"@docusaurus/router" has no export "useParams" in ckdocs: it exports Redirect, useHistory, useLocation.',
    );
    expect(error!.location).toMatchObject({ file: 'probe.jsx', line: 1 });
  });

  it('names the theme components when a page asks for one the theme lacks', async () => {
    const [error] = await bundleErrors(`import Blog from '@theme/BlogPostItem';\nconsole.log(Blog);\n`);
    expect(error!.text).toMatch(/^Could not resolve "@theme\/BlogPostItem": the theme has .*DocCardList/);
  });
});
