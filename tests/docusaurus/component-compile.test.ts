import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteFolder } from '../helpers/built-site-folder.js';

// A Docusaurus site in strict TypeScript whose components are required by a relative path, by
// their `@site/` name and by their `@theme/` name.
const ctx = builtSiteFolder('docusaurus-strict-code');

describe("a Docusaurus site's components, however they are imported", () => {
  it("compile alike, as the site's tsconfig.json asks, so that two builds name their chunks alike", async () => {
    expect(ctx.run.code, ctx.run.stderr).toBe(0);
    const assets = join(ctx.site.out, 'assets');
    const scripts = await Promise.all(
      (await readdir(assets, { recursive: true }))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join(assets, file), 'utf8')),
    );
    const code = scripts.join('\n');
    // A required module runs in a function of its own, the first after its component's code:
    // its strict mode is the tsconfig's. Compiled apart from the tsconfig by one import and with it
    // by another, a component would change with the import esbuild happened to read first.
    const strict = (mark: string) => {
      const at = code.indexOf(`${mark}, seen `);
      expect(at, mark).toBeGreaterThan(-1);
      return code.slice(code.indexOf('(()=>{', at), code.indexOf('(()=>{', at) + 20).includes('"use strict"');
    };
    expect({ buoy: strict('a buoy'), beacon: strict('a beacon'), lantern: strict('a lantern') }).toEqual({
      buoy: true,
      beacon: true,
      lantern: true,
    });
  });
});
