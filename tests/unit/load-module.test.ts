import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteModule } from '../../cli/docusaurus/load-module.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-load-module-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes the files (path -> text) into the site folder; returns the path of the first. */
async function site(files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return join(dir, Object.keys(files)[0]!);
}

const load = (file: string) => loadSiteModule(file, join(dir, '.ckdocs-cache')) as Promise<Record<string, unknown>>;

describe('a site module loaded as Docusaurus loads it', () => {
  it('gives a default import of CommonJS its module.exports, and of compiled ESM its default', async () => {
    const file = await site({
      'docusaurus.config.ts': [
        "import plugin from './plain.cjs';",
        "import compiled from './compiled.cjs';",
        "import * as all from './plain.cjs';",
        "import { named } from './compiled.cjs';",
        "import { twice } from './helper';",
        "const required = require('./compiled.cjs');",
        'const answer: number = plugin() + compiled() + all.default() + named;',
        'export default { answer, required: twice(required.named) };',
      ].join('\n'),
      'plain.cjs': 'module.exports = function plugin() { return 1; };',
      'compiled.cjs':
        "Object.defineProperty(exports, '__esModule', { value: true });\n" +
        'exports.default = function compiled() { return 10; };\nexports.named = 100;',
      // TypeScript the config imports: compiled when jiti comes to it.
      'helper.ts': "import plugin from './plain.cjs';\nexport const twice = (n: number): number => n * 2 * plugin();",
    });
    expect(await load(file)).toEqual({ answer: 112, required: 200 });
  });

  it("gives a module's require the required module's default export, as Docusaurus's loader does", async () => {
    const file = await site({
      'sidebars.ts': [
        "import tide, { height } from './tide';",
        "import * as all from './tide';",
        // A generated sidebar, written in TypeScript, required by the name it compiles to.
        "export default { api: [{ type: 'category', label: 'API', items: require('./api-sidebar.js') }], tide, height, all: all.default, path: require('node:path').basename('/a/b') };",
      ].join('\n'),
      'api-sidebar.ts': "export default [{ type: 'doc', id: 'api/get-tide' }];",
      'tide.ts': "export const height = 4.2;\nexport default { port: 'Brest' };",
    });
    const loaded = await load(file);
    expect((loaded.api as { items: unknown }[])[0]!.items).toEqual([{ type: 'doc', id: 'api/get-tide' }]);
    // A module with a default and named exports still gives both to an import.
    expect([(loaded.tide as { port: string }).port, loaded.height, (loaded.all as { port: string }).port]).toEqual([
      'Brest',
      4.2,
      'Brest',
    ]);
    expect(loaded.path).toBe('b');
  });

  it('loads a config that uses import.meta and a top-level await', async () => {
    const file = await site({
      'docusaurus.config.ts': [
        'const title: string = await Promise.resolve("Lanternfish");',
        'export default { title, url: import.meta.url };',
      ].join('\n'),
    });
    expect(await load(file)).toEqual({ title: 'Lanternfish', url: pathToFileURL(file).href });
  });

  it("loads an ES module config afresh each time, with a require in its plugins' files, as Docusaurus compiles it", async () => {
    const file = await site({
      'docusaurus.config.mjs': "import tides from './plugins/tides.mjs';\nexport default { plugins: [tides] };",
      'plugins/tides.mjs':
        "export default () => ({ name: 'tides', port: require('node:path').basename('/coast/Brest') });",
    });
    const plugin = async () => ((await load(file)).plugins as (() => { port: string })[])[0]!();
    expect((await plugin()).port).toBe('Brest');
    await writeFile(join(dir, 'plugins/tides.mjs'), "export default () => ({ name: 'tides', port: 'Roscoff' });");
    expect((await plugin()).port).toBe('Roscoff');
  });

  it('gives a module its own file and folder through import.meta, and imports a module when the code asks', async () => {
    const file = await site({
      'docusaurus.config.ts': [
        "import { folder } from './own-dirname.mjs';",
        'export default async () => ({',
        '  url: import.meta.url,',
        '  dirname: import.meta.dirname,',
        '  filename: import.meta.filename,',
        '  folder,',
        "  plain: (await import('./plain.cjs')).default(),",
        "  typed: (await import('./typed.ts')).height,",
        '});',
      ].join('\n'),
      // An ES module declaring the `__dirname` that CommonJS modules are given.
      'own-dirname.mjs':
        "import { dirname } from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = dirname(fileURLToPath(import.meta.url));\nexport const folder = __dirname;",
      'plain.cjs': 'module.exports = () => "plain";',
      'typed.ts': 'export const height: number = 4.2;',
    });
    const made = (await load(file)) as unknown as () => Promise<Record<string, unknown>>;
    expect(await made()).toEqual({
      url: pathToFileURL(file).href,
      dirname: dir,
      filename: file,
      folder: dir,
      plain: 'plain',
      typed: 4.2,
    });
  });

  it("gives a plugin's module as Docusaurus's loader does: its default export, which also answers for its named ones", async () => {
    const shapes = {
      'common.js': 'module.exports = () => "common";\nmodule.exports.validateOptions = () => "common options";',
      'module.mjs': 'export default () => "module";\nexport const validateOptions = () => "module options";',
      'typed.ts':
        'export default (): string => "typed";\nexport function validateOptions(): string { return "typed options"; }',
      // A default set by hand, without the `__esModule` mark a compiler adds.
      'by-hand.js': 'exports.default = () => "by hand";\nexports.validateOptions = () => "by hand options";',
    };
    await site(shapes);
    const made = [];
    for (const name of Object.keys(shapes)) {
      const module = (await loadSiteModule(join(dir, name), join(dir, '.ckdocs-cache'), 'module')) as Record<
        string,
        () => string
      > & { default?: Record<string, () => string> };
      // As Docusaurus reads a plugin and its `validateOptions` from what its loader gives.
      const plugin = (module.default ?? module) as unknown as () => string;
      made.push([plugin(), (module.default?.validateOptions ?? module.validateOptions)!()]);
    }
    expect(made).toEqual([
      ['common', 'common options'],
      ['module', 'module options'],
      ['typed', 'typed options'],
      ['by hand', 'by hand options'],
    ]);
  });

  it("runs a plugin's dynamic import when the plugin calls it, as Docusaurus's loader lets it", async () => {
    const file = await site({
      'llms.mjs': "export default async () => (await import('./words.mjs')).count('a b c');",
      'words.mjs': "export const count = (text) => text.split(' ').length;",
    });
    const module = (await loadSiteModule(file, join(dir, '.ckdocs-cache'), 'module')) as {
      default: () => Promise<number>;
    };
    expect(await module.default()).toBe(3);
  });

  it("loads packages' ES modules as Node does, and compiles those whose imports Node reads otherwise", async () => {
    const module = (name: string, files: Record<string, string>) =>
      Object.fromEntries([
        [`node_modules/${name}/package.json`, JSON.stringify({ name, type: 'module', exports: './index.js' })],
        ...Object.entries(files).map(([file, text]) => [`node_modules/${name}/${file}`, text]),
      ]);
    const file = await site({
      'docusaurus.config.ts': [
        "import tides from 'tides';",
        "import logged from 'logged';",
        'export default { tides: tides(), logged: logged() };',
      ].join('\n'),
      // ES modules all the way down, a JSDoc import of a package that is not there aside.
      ...module('tides', {
        'index.js': "/** @import {Moon} from 'moon' */\nimport { high } from './high.js';\nexport default () => high;",
        'high.js': 'export const high = import.meta.url.endsWith("/high.js") ? 4.2 : 0;',
      }),
      // A default import of compiled CommonJS: Node gives its module.exports, Docusaurus's loader its default.
      ...module('logged', {
        'index.js': "import logger from 'compiled-logger';\nexport default () => logger.info('up');",
      }),
      'node_modules/compiled-logger/package.json': JSON.stringify({ name: 'compiled-logger', main: 'index.js' }),
      'node_modules/compiled-logger/index.js':
        "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = { info: (text) => `info ${text}` };",
    });
    expect(await load(file)).toEqual({ tides: 4.2, logged: 'info up' });
    // What the package's entry imports, Node loaded itself: the loader's cache holds no compiled copy of it.
    const compiled = await readdir(join(dir, '.ckdocs-cache/modules'), { recursive: true });
    expect(compiled.filter((name) => /high/.test(name))).toEqual([]);
  });

  it('throws the syntax error of a broken config, naming its line', async () => {
    const file = await site({ 'docusaurus.config.ts': 'const a = 1;\nexport default { a: };\n' });
    await expect(load(file)).rejects.toThrow(/2:/);
  });
});
