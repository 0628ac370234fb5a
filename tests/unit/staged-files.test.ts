import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
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
  it('has every file on disk once flushed, the last write of a file winning', async () => {
    const writer = stagedFileWriter(dir);
    // More files than are written at once in the background, so some are written in place.
    const files = Array.from({ length: 300 }, (_, i) => `docs/page-${i % 40}/${i}/index.html`);
    for (const [i, file] of files.entries()) writer.write(file, i % 2 ? `page ${i}` : Buffer.from(`page ${i}`));
    for (const [i, file] of files.slice(0, 20).entries()) writer.write(file, `page ${i}, again`);
    await writer.flushed();
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    expect(texts).toEqual(files.map((_, i) => (i < 20 ? `page ${i}, again` : `page ${i}`)));
  });

  it('replaces what an earlier build left in the way: a file where a folder goes, a folder where a file goes', async () => {
    await writeFile(join(dir, 'guide'), 'a static file of an old build');
    await mkdir(join(dir, 'data.json'), { recursive: true });
    const writer = stagedFileWriter(dir);
    writer.write('guide/index.html', '<p>guide</p>');
    writer.write('data.json', '{}');
    await writer.flushed();
    expect(await readFile(join(dir, 'guide/index.html'), 'utf8')).toBe('<p>guide</p>');
    expect(await readFile(join(dir, 'data.json'), 'utf8')).toBe('{}');
  });

  it('names a file it could not write, and writes nothing more', async () => {
    const writer = stagedFileWriter(dir);
    const tooLong = `docs/${'x'.repeat(300)}/index.html`;
    writer.write('docs/intro/index.html', 'intro');
    writer.write(tooLong, 'a page');
    const failed = await writer.flushed().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as Error).message).toMatch(new RegExp(`^Could not write ${tooLong} of the output: .*ENAMETOOLONG`));
    expect(() => writer.write('docs/after/index.html', 'after')).toThrow(/Could not write docs\/x+/);
    expect(await readFile(join(dir, 'docs/intro/index.html'), 'utf8')).toBe('intro');
  });
});
