import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedFileWriter } from '../../cli/render/staged-files.js';
import { UserError } from '../../cli/util/errors.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-staged-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writing the staged output', () => {
  it('names a file it could not write, with what to do, as the user’s error', async () => {
    const write = stagedFileWriter(dir);
    write('docs/intro/index.html', 'intro');
    const tooLong = `docs/${'x'.repeat(300)}/index.html`;
    let failed: unknown;
    try {
      write(tooLong, 'a page');
    } catch (error) {
      failed = error;
    }
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as UserError).message).toMatch(
      new RegExp(`^Could not write ${tooLong} of the output: .*ENAMETOOLONG`),
    );
    expect((failed as UserError).details.problems?.[0]).toMatch(/Make room on the disk/);
    expect(await readFile(join(dir, 'docs/intro/index.html'), 'utf8')).toBe('intro');
  });
});
