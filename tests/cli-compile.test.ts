import { stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the package's, without types
import { compiledCli } from '../bin/compile-cli.js';
import { ckdocs } from './helpers/ckdocs.js';
import { repoRoot } from './helpers/site.js';

const compile = compiledCli as () => Promise<string>;

describe('the compiled CLI that bin/ckdocs.js runs', () => {
  it('is compiled again when a package bundled into it is upgraded, so the new code runs', async () => {
    const before = await compile();
    // An install rewrites the package's package.json: a newer modification time stands for it.
    const manifest = join(repoRoot, 'node_modules/picocolors/package.json');
    const { atimeMs, mtimeMs } = await stat(manifest);
    try {
      await utimes(manifest, atimeMs / 1000, (mtimeMs + 60_000) / 1000);
      const after = await compile();
      expect(after).not.toBe(before);
      expect((await ckdocs(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    } finally {
      await utimes(manifest, atimeMs / 1000, mtimeMs / 1000);
    }
  });
});
