import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../cli/serve/static-files.js';

// `serve` answers a site's static folders as `build` copies them.
describe('the static folders as serve answers them', () => {
  let dir: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-static-'));
    for (const [folder, files] of Object.entries({
      static: { 'tides.txt': 'from the site', 'logo.svg': '<svg/>' },
      assets: { 'tides.txt': 'from the shared assets', 'chart.txt': 'a chart' },
    })) {
      await mkdir(join(dir, folder));
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, folder, name), text);
    }
    const handler = staticFiles([join(dir, 'static'), join(dir, 'assets'), join(dir, 'missing')]);
    server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives each folder's files, the later folder's where two have one name, and nothing else", async () => {
    const text = async (path: string) => {
      const response = await fetch(url + path);
      return response.ok ? response.text() : response.status;
    };
    expect(await text('/tides.txt')).toBe('from the shared assets');
    expect(await text('/logo.svg')).toBe('<svg/>');
    expect(await text('/chart.txt')).toBe('a chart');
    expect(await text('/nothing.txt')).toBe(404);
  });
});
