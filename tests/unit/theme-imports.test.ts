import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { themeOnlyPlugin } from '../helpers/theme-plugin.js';
import { toolRoot } from '../../cli/util/tool-root.js';

/** Bundles one module that imports the Tabs component as `specifier`; returns the bundle's code. */
async function bundleImporting(specifier: string): Promise<string> {
  const result = await build({
    stdin: { contents: `import Tabs from '${specifier}';\nconsole.log(Tabs);`, resolveDir: toolRoot, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [themeOnlyPlugin()],
  });
  return result.outputFiles[0]!.text;
}

describe('theme components in bundles', () => {
  // Pages import `@theme/Tabs`, the theme itself `./Tabs.js`: when both reach a component, the
  // first decided its code, and a build's files changed from one run to the next.
  it('bundles a component the same whether a page or the theme imports it', async () => {
    const fromPage = await bundleImporting('@theme/Tabs');
    const fromTheme = await bundleImporting(join(toolRoot, 'templates/theme/Tabs.tsx'));
    expect(fromPage).toContain('tabs-container');
    expect(fromPage.replace(/\/\/ .*\n/g, '')).toBe(fromTheme.replace(/\/\/ .*\n/g, ''));
  });
});
