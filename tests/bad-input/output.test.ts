import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { badSite, deadPid } from './site.js';

it('puts back the output a build killed mid-swap left aside, and removes killed builds’ staging folders, even when it then fails', async () => {
  const site = await badSite();
  const build = () => site.run(['build', '-c', 'site.config.ts', '-o', 'build']);
  try {
    expect((await build()).code).toBe(0);
    // Killed between the commit's two renames: the output moved aside, the new one still staged.
    const aside = `.build.old-${deadPid()}`;
    const staged = `.build.tmp-${deadPid()}`;
    await rename(site.out, join(site.dir, aside));
    await mkdir(join(site.dir, staged));
    await writeFile(join(site.dir, staged, 'index.html'), 'half written');
    // A build killed earlier still: only its staging folder is left.
    await mkdir(join(site.dir, `.build.tmp-${deadPid()}`));
    // The next build fails, and the last good output is back where it was.
    await writeFile(join(site.dir, 'docs/guide/bad.mdx'), 'Broken {\n');
    expect((await build()).code).toBe(1);
    expect(existsSync(join(site.out, 'docs/guide/intro/index.html'))).toBe(true);
    expect((await readdir(site.dir)).filter((name) => name.startsWith('.build.'))).toEqual([]);
  } finally {
    await site.cleanup();
  }
});

it("puts back the output a build killed during its plugins' postBuild had swapped out", async () => {
  const site = await badSite();
  const build = () => site.run(['build', '-c', 'site.config.ts', '-o', 'build']);
  try {
    expect((await build()).code).toBe(0);
    // Killed while plugins wrote into the new output: the last one aside, the new one in place,
    // its staging path a link to it.
    const pid = deadPid();
    await rename(site.out, join(site.dir, `.build.old-${pid}`));
    await mkdir(site.out);
    await writeFile(join(site.out, 'index.html'), 'unfinished');
    await symlink(site.out, join(site.dir, `.build.tmp-${pid}`));
    await writeFile(join(site.dir, 'docs/guide/bad.mdx'), 'Broken {\n');
    expect((await build()).code).toBe(1);
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).not.toBe('unfinished');
    expect(existsSync(join(site.out, 'docs/guide/intro/index.html'))).toBe(true);
    expect((await readdir(site.dir)).filter((name) => name.startsWith('.build.'))).toEqual([]);
  } finally {
    await site.cleanup();
  }
});

it('copies links in the static folder as files, and skips those that leave it, saying which', async () => {
  const site = await badSite({ 'static/logo.svg': '<svg/>' });
  try {
    await symlink('logo.svg', join(site.dir, 'static/alias.svg'));
    await symlink('/etc/passwd', join(site.dir, 'static/passwd.txt'));
    await symlink(join(site.dir, 'site.config.ts'), join(site.dir, 'static/config.txt'));
    const { code, stderr } = await site.run(['build', '-c', 'site.config.ts', '-o', 'build']);
    expect(code).toBe(0);
    expect(stderr).toContain(`${join(site.dir, 'static/passwd.txt')} -> /etc/passwd: a link out of the static folder`);
    expect(stderr).toContain(`${join(site.dir, 'static/config.txt')} -> `);
    expect(existsSync(join(site.out, 'passwd.txt'))).toBe(false);
    expect(existsSync(join(site.out, 'config.txt'))).toBe(false);
    expect((await lstat(join(site.out, 'alias.svg'))).isFile()).toBe(true);
    expect(await readFile(join(site.out, 'alias.svg'), 'utf8')).toBe('<svg/>');
  } finally {
    await site.cleanup();
  }
});
