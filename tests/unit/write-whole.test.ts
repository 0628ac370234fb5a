import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWhole } from '../../cli/util/write-whole.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-write-whole-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a generated file written again while a bundle reads it', () => {
  it('reads as the text before or the text after, never part of one, and leaves no other file', async () => {
    const file = join(dir, 'codeTranslations.json');
    const texts = ['a', 'b'].map((letter) => JSON.stringify({ label: letter.repeat(4 << 20) }));
    await writeWhole(file, texts[0]!);
    const seen = new Set<string>();
    let writing = true;
    const reads = (async () => {
      while (writing) seen.add(await readFile(file, 'utf8'));
    })();
    for (let i = 1; i <= 12; i++) await writeWhole(file, texts[i % 2]!);
    writing = false;
    await reads;
    expect([...seen].every((text) => texts.includes(text))).toBe(true);
    expect(await readdir(dir)).toEqual(['codeTranslations.json']);
  });
});
