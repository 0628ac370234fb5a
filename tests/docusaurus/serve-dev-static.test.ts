import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveFixture } from '../helpers/served-site.js';
import { editConfig } from '../helpers/site.js';

/**
 * A plugin that has Docusaurus's development server answer the search index of the site's last
 * build, as a site whose search index is made from built pages does, and a folder of its own at
 * the root; and send an API's requests elsewhere, which ckdocs serve does not.
 */
const DEV_INDEX_PLUGIN = `module.exports = function devIndex() {
  return {
    name: 'dev-index',
    configureWebpack: () => ({
      devServer: {
        static: [{ directory: 'build/tide-index', publicPath: '/tide-index' }, 'field-notes'],
        proxy: [{ context: ['/tide-api'], target: 'http://localhost:4000' }],
      },
    }),
  };
};
`;

let served: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  served = await serveFixture('docusaurus-pages', {
    config: 'docusaurus.config.ts',
    edit: async (dir) => {
      await writeFile(join(dir, 'plugins/dev-index.js'), DEV_INDEX_PLUGIN);
      await editConfig(dir, (text) =>
        text.replace(
          "plugins: ['./plugins/tide-table.js']",
          "plugins: ['./plugins/tide-table.js', './plugins/dev-index.js']",
        ),
      );
      await mkdir(join(dir, 'field-notes'));
      await writeFile(join(dir, 'field-notes/low-tide.txt'), 'Starfish under the third rock.\n');
    },
  });
});
afterAll(async () => {
  await served?.server.close();
  await served?.site.cleanup();
});

const get = (path: string) => fetch(`${served.server.url}${path.slice(1)}`);

describe('ckdocs serve of a Docusaurus site whose plugin gives the development server folders to answer', () => {
  it('answers each at its path, one made while serving too, as Docusaurus start does', async () => {
    // A request answered once: the server tells of no internal error.
    const stderr = vi.spyOn(process.stderr, 'write');
    const note = await get('/low-tide.txt');
    expect(note.status).toBe(200);
    expect(await note.text()).toBe('Starfish under the third rock.\n');
    // The index a build writes into build/, made after serve started.
    expect((await get('/tide-index/entry.json')).status).toBe(404);
    await mkdir(join(served.site.dir, 'build/tide-index'), { recursive: true });
    await writeFile(join(served.site.dir, 'build/tide-index/entry.json'), '{"pools":12}');
    const entry = await get('/tide-index/entry.json');
    expect(entry.status).toBe(200);
    expect(await entry.json()).toEqual({ pools: 12 });
    // Pages are still the site's.
    expect(await (await get('/showcase')).text()).toContain('<div id="__docusaurus">');
    expect(stderr.mock.calls.map(([text]) => String(text)).join('')).not.toContain('internal error');
    stderr.mockRestore();
  });

  it('warns of what else of the development server it does not do, naming the plugin', () => {
    expect(served.reporter.warnings).toContainEqual(
      "plugin dev-index: of its configureWebpack's devServer, ckdocs serve answers the static folders, not `proxy`",
    );
  });
});
