import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtSite } from '../../helpers/built-site.js';
import { ckdocs, repoRoot } from '../../helpers/ckdocs.js';
import { differingFiles, readerFiles } from '../../helpers/output-files.js';

// The suite's own build took the shortcuts as this run set them; this one takes the other way.
const other = process.env.CKDOCS_SHORTCUTS === 'off' ? 'on' : 'off';

it(`builds content/ with the shortcuts ${other} into the same pages, Markdown copies, search index and llms files`, async () => {
  const site = builtSite('content');
  const out = await mkdtemp(join(tmpdir(), 'ckdocs-shortcuts-'));
  try {
    const config = join(repoRoot, 'content/site.config.ts');
    const run = await ckdocs(['build', '--config', config, '--out-dir', out], { CKDOCS_SHORTCUTS: other });
    expect(run.stderr).toMatch(/✔ Built 6\d\d pages/);
    expect(run.stderr.includes('Shortcuts off')).toBe(other === 'off');
    expect(differingFiles(await readerFiles(site.out), await readerFiles(out))).toEqual([]);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}, 180_000);
