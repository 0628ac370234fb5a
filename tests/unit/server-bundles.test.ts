import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageModule } from '../../cli/bundle/plugin.js';
import { loadServerBundle, type ServerImports } from '../../cli/bundle/server.js';
import { startServerBundles } from '../../cli/render/server-bundles.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-server-bundles-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const page = (key: string, imports: string[]): PageModule => ({
  key,
  code: '',
  imports,
  resolveDir: dir,
  file: join(dir, `${key}.mdx`),
});

describe('server bundles started before the render stage', () => {
  it("hold each page's imports, and leave no file behind once discarded", async () => {
    await writeFile(join(dir, 'Hello.jsx'), "export default function Hello() { return 'hello'; }\n");
    const greeting = page('next/greeting', ['./Hello.jsx']);
    const early = startServerBundles({ siteDir: dir, baseUrl: '/' }, [greeting, page('next/plain', ['react'])]);
    // A page of React and the theme only needs no bundle: the render stage never asks for it.
    expect(early.cover(new Map([[greeting.key, greeting]]))).toBe(true);
    expect(early.cover(new Map([['next/other', page('next/other', ['./Hello.jsx'])]]))).toBe(false);
    const [theme, imports] = (await early.files).map((file) => (file.status === 'fulfilled' ? file.value : undefined));
    expect(existsSync(theme!)).toBe(true);
    const hello = (loadServerBundle(imports!) as ServerImports).imports[greeting.key]!['./Hello.jsx'] as {
      default: () => string;
    };
    expect(hello.default()).toBe('hello');
    await early.discard();
    expect([theme, imports].filter((file) => existsSync(file!))).toEqual([]);
  });

  it('keep a failed bundle as its error for the render stage, and still leave no file behind', async () => {
    const early = startServerBundles({ siteDir: dir, baseUrl: '/' }, [page('next/broken', ['./missing.jsx'])]);
    const [theme, imports] = await early.files;
    expect(theme!.status).toBe('fulfilled');
    expect(imports!.status).toBe('rejected');
    expect(String((imports as PromiseRejectedResult).reason)).toContain('missing.jsx');
    await early.discard();
    expect(existsSync((theme as PromiseFulfilledResult<string>).value)).toBe(false);
  });
});
