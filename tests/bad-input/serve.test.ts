import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../helpers/served-site.js';
import { badSite, BIN, deadPid, type BadSite } from './site.js';

let site: BadSite;
let serve: ChildProcess;
let port: number;
let stderr = '';

/** Resolves once the server has printed a line matching `pattern`. */
function printed(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!pattern.test(stderr)) return;
      serve.stderr!.off('data', look);
      resolve();
    };
    serve.stderr!.on('data', look);
    look();
  });
}

/** GET `path` from the server, with the Host header given (by default the one a browser sends). */
const get = (path: string, host?: string) => rawGet(`http://localhost:${port}/`, path, host);

beforeAll(async () => {
  site = await badSite({
    'docs/guide/other.mdx': '---\ntitle: Other\n---\n\nOther page.\n',
    'private.txt': 'A file of the machine, outside the static folder.\n',
    'static/real.txt': 'A static file.\n',
    'docs/guide/100%.mdx': '---\ntitle: Percent\n---\n\nA hundred percent.\n',
    'docs/guide/c#.mdx': '---\ntitle: Sharp\n---\n\nC sharp.\n',
    // What a build killed between its swap's two renames leaves: no build/, the last one aside.
    [`.build.old-${deadPid()}/index.html`]: 'The last good output.',
  });
  // Links in the static folder: one out of it, one to a file inside it.
  await symlink(join(site.dir, 'private.txt'), join(site.dir, 'static/secret.txt'));
  await symlink(join(site.dir, 'static/real.txt'), join(site.dir, 'static/alias.txt'));
  // Docusaurus's flags for a folder whose saves the file system does not tell of, and for no browser.
  serve = spawn('node', [BIN, 'serve', '-c', 'site.config.ts', '--port', '0', '--poll', '50', '--no-open'], {
    cwd: site.dir,
    env: { ...process.env, NO_COLOR: '1' },
  });
  serve.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await printed(/site complete/);
  port = Number(/http:\/\/localhost:(\d+)\//.exec(stderr)![1]);
});
afterAll(async () => {
  const exited = new Promise((resolve) => serve.once('exit', resolve));
  serve.kill('SIGTERM');
  await exited;
  await site.cleanup();
});

describe('what serve accepts and refuses', () => {
  it('puts back, at its start, the output a build killed mid-swap left aside', async () => {
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toBe('The last good output.');
    expect((await readdir(site.dir)).filter((name) => name.startsWith('.build.'))).toEqual([]);
  });

  it('answers pages whose file names hold `%` or `#` at their escaped URLs, as build writes them', async () => {
    expect((await get('/docs/guide/100%25')).body).toContain('A hundred percent.');
    expect((await get('/docs/guide/c%23')).body).toContain('C sharp.');
    const data = await get('/docs/guide/c%23/page-data.json');
    expect(data.status).toBe(200);
    const chunk = (JSON.parse(data.body) as { chunk: string }).chunk;
    expect(chunk).toContain('/guide/c%23');
    expect(await get(chunk)).toMatchObject({ status: 200 });
  });

  it('answers a link in the static folder only when it leads to a file inside it, as build copies them', async () => {
    expect(await get('/secret.txt')).toMatchObject({ status: 404 });
    expect((await get('/secret.txt')).body).not.toContain('A file of the machine');
    expect(await get('/alias.txt')).toEqual({ status: 200, body: 'A static file.\n' });
    expect(await get('/real.txt')).toEqual({ status: 200, body: 'A static file.\n' });
  });

  it('answers a malformed URL with 400, and nothing else changes', async () => {
    expect((await get('/%c0%ae')).status).toBe(400);
    expect((await get('/docs/%E0%A4%A')).status).toBe(400);
    expect((await get('/docs/guide/intro')).status).toBe(200);
    const missing = await get('/docs/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('has not built yet');
    expect(stderr).not.toMatch(/internal error|URI malformed/);
  });

  it('refuses a Host header it is not bound to, as a DNS-rebinding page sends', async () => {
    const refused = await get('/docs/guide/intro', 'evil.example');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('"evil.example" is not allowed');
    expect((await get('/docs/guide/intro', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get('/docs/guide/intro', `app.localhost:${port}`)).status).toBe(200);
  });

  it('answers 404 for an open page once it is deleted, with no internal error', async () => {
    expect((await get('/docs/guide/other')).status).toBe(200);
    await rm(join(site.dir, 'docs/guide/other.mdx'));
    await printed(/site prepared again/);
    expect((await get('/docs/guide/other')).status).toBe(404);
    expect(stderr).not.toContain('internal error');
  });

  it('applies a save it finds by polling the files, and refuses a poll interval that is not a number', async () => {
    await writeFile(join(site.dir, 'docs/guide/intro.mdx'), '---\ntitle: Intro\n---\n\nSeen by polling.\n');
    await expect
      .poll(async () => (await get('/docs/guide/intro')).body, { timeout: 20_000 })
      .toContain('Seen by polling.');
    const refused = spawnSync('node', [BIN, 'serve', '-c', 'site.config.ts', '--poll', 'often'], {
      cwd: site.dir,
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--poll must be a number of milliseconds, got "often"');
  });
});
