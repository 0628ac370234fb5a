import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/site.js';

const run = promisify(execFile);

// A tool of its own, in a temporary folder: bin/ as it is, a cli/ that prints what an installed
// package says, and that package. The repo's own compile, which other tests run, is left alone.
const root = await mkdtemp(join(tmpdir(), 'ckdocs-compile-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function install(version: string) {
  const dir = join(root, 'node_modules/greeting');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'greeting', version, main: 'index.js' }));
  await writeFile(join(dir, 'index.js'), `exports.greeting = 'hello from ${version}';\n`);
}

describe('the compiled CLI that bin/ckdocs.js runs', () => {
  it('runs the new code of a package it bundles once the package is upgraded', async () => {
    await cp(join(repoRoot, 'bin'), join(root, 'bin'), { recursive: true });
    await mkdir(join(root, 'cli/workers'), { recursive: true });
    await writeFile(join(root, 'cli/main.ts'), "import { greeting } from 'greeting';\nconsole.log(greeting);\n");
    await install('1.0.0');
    await symlink(join(repoRoot, 'node_modules/esbuild'), join(root, 'node_modules/esbuild'), 'dir');
    const ckdocs = async () => (await run('node', [join(root, 'bin/ckdocs.js')])).stdout.trim();
    expect(await ckdocs()).toBe('hello from 1.0.0');
    await install('1.1.0');
    expect(await ckdocs()).toBe('hello from 1.1.0');
  });
});
