import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../helpers/site.js';

export const BIN = join(repoRoot, 'bin/ckdocs.js');

const CONFIG = `export default {
  title: 'Bad input',
  url: 'https://bad.test',
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
};
`;

/** The id of a process that has ended: what a killed build's leftovers are named with. */
export const deadPid = () => spawnSync('node', ['-e', '']).pid!;

/** Files of a site, by path in it: a config and one page unless given. */
export type SiteFiles = Record<string, string | Uint8Array>;

export interface BadSite {
  dir: string;
  config: string;
  out: string;
  /** Runs `ckdocs <args>` as a user would, in the site's folder; never throws. */
  run(args: string[], env?: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }>;
  cleanup(): Promise<void>;
}

/** A small site in a temp folder, made of `files` over a config and an intro page. */
export async function badSite(files: SiteFiles = {}): Promise<BadSite> {
  const dir = await mkdtemp(join(tmpdir(), 'ckdocs-bad-'));
  const all: SiteFiles = {
    'site.config.ts': CONFIG,
    'docs/guide/intro.mdx': '---\ntitle: Intro\n---\n\n# Intro\n\nText.\n',
    ...files,
  };
  for (const [path, data] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), data);
  }
  return {
    dir,
    config: join(dir, 'site.config.ts'),
    out: join(dir, 'build'),
    run: (args, env = {}) =>
      promisify(execFile)('node', [BIN, ...args], { cwd: dir, env: { ...process.env, NO_COLOR: '1', ...env } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      ),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
