import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Staging } from '../../cli/render/output.js';
import { splitHoisted } from '../../cli/render/hoisted-head.js';
import { streamedHtml } from '../../cli/render/streamed-html.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A staging folder that records what was written into it, by file. */
function staging(): Staging & { keys: Map<string, [string, number]> } {
  const keys = new Map<string, [string, number]>();
  return {
    dir,
    keys,
    reuse: () => false,
    write: () => {},
    wrote: (file, key, size) => void keys.set(file, [key, size]),
    overwritten: () => {},
  };
}

const body =
  '<title>Big &amp; long</title><meta name="description" content="All of it"/><link rel="preload" href="/a.png"/>' +
  `<div class="page">${'<p>A paragraph of the page, with ü and —.</p>\n'.repeat(40_000)}</div>`;

describe('a large page written as its body comes', () => {
  it('writes the same file as a body held whole, and caches the body as rendered', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-streamed-'));
    const into = staging();
    const bytes = Buffer.from(body);
    let head: string | undefined;
    let cached: Buffer | undefined;
    const sink = streamedHtml(
      into,
      (start) => {
        head = splitHoisted(start).head.title;
        mkdirSync(join(dir, 'docs/big'), { recursive: true });
        return { file: 'docs/big/index.html', key: 'k', before: '<html><body>', after: '</body></html>\n' };
      },
      (parts) => void (cached = Buffer.concat([...parts])),
    );
    // Cut inside the hoisted title, between elements and within characters, then as React writes.
    for (let at = 0, size = 3; at < bytes.length; at += size, size = at < 300 ? 3 : 2048)
      sink.write(bytes.subarray(at, at + size));
    sink.end();

    const written = await readFile(join(dir, 'docs/big/index.html'));
    const expected = Buffer.concat([
      Buffer.from('<html><body>'),
      splitHoisted(bytes).body,
      Buffer.from('</body></html>\n'),
    ]);
    expect(written.equals(expected)).toBe(true);
    expect(written.toString()).not.toContain('<title>');
    expect(written.toString()).toContain('<link rel="preload" href="/a.png"/><div class="page">');
    expect(into.keys.get('docs/big/index.html')).toEqual(['k', expected.length]);
    expect(cached!.equals(bytes)).toBe(true);
    expect(head).toBe('Big & long');
  });
});
