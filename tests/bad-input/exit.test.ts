import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/site.js';
import { badSite, BIN, type SiteFiles } from './site.js';

/**
 * esbuild, except that it runs on when ckdocs exits (its input closes, its pings find no reader):
 * it ends only when stopped. The real one ends then by itself, but not at once, and nothing
 * waits for it.
 */
const LINGERING_ESBUILD = `#!/usr/bin/env node
import { spawn } from 'node:child_process';
const esbuild = spawn(process.env.REAL_ESBUILD, process.argv.slice(2), { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.on('error', () => {}).pipe(esbuild.stdin, { end: false });
esbuild.stdout.pipe(process.stdout.on('error', () => {}), { end: false });
process.once('SIGTERM', () => esbuild.kill());
esbuild.once('exit', () => process.exit());
`;
const realEsbuild = createRequire(join(repoRoot, 'package.json')).resolve(
  `@esbuild/${process.platform}-${process.arch}/bin/esbuild`,
);

/** A process's parent and state (`/proc/<pid>/stat`), or undefined once it is gone. */
function procStat(pid: number): { ppid: number; state: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the name, which is in parentheses and may hold spaces.
  const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(ppid), state: state! };
}

/** Whether `pid` still runs (an ended process nobody has reaped yet, a zombie, does not). */
const running = (pid: number) => !['Z', 'X', undefined].includes(procStat(pid)?.state);

/** The esbuild services `pid` started. */
function esbuildServices(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && procStat(Number(name))?.ppid === pid)
    .filter((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--service=');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Runs `ckdocs build` in `dir` with the lingering esbuild: its exit code, and the esbuild services it started. */
async function buildWithLingeringEsbuild(dir: string): Promise<{ code: number | null; services: number[] }> {
  const wrapper = join(dir, 'esbuild.mjs');
  await writeFile(wrapper, LINGERING_ESBUILD, { mode: 0o755 });
  const child = spawn('node', [BIN, 'build', '-c', 'site.config.ts', '-o', 'build'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', ESBUILD_BINARY_PATH: wrapper, REAL_ESBUILD: realEsbuild },
    stdio: 'ignore',
  });
  const services = new Set<number>();
  let code: number | null | undefined;
  child.once('exit', (exitCode) => (code = exitCode));
  // Notes the services as long as ckdocs runs.
  while (code === undefined) {
    for (const pid of esbuildServices(child.pid!)) services.add(pid);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  try {
    // Stopped ones end at once; the others would run on.
    await vi.waitFor(() => expect([...services].filter(running)).toEqual([]), { timeout: 5000, interval: 20 });
  } finally {
    for (const pid of [...services].filter(running)) process.kill(pid);
  }
  return { code, services: [...services] };
}

describe('when build returns', () => {
  const brokenLink = {
    'site.config.ts': `export default {
  title: 'Bad input',
  url: 'https://bad.test',
  onBrokenLinks: 'throw',
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
};
`,
    'docs/guide/intro.mdx': '---\ntitle: Intro\n---\n\n# Intro\n\nSee [nowhere](./nowhere.mdx).\n',
  };
  it.each([
    { outcome: 'success', files: {}, exit: 0 },
    // It fails after bundling and rendering: esbuild has run all along.
    { outcome: 'failure', files: brokenLink, exit: 1 },
  ] as { outcome: string; files: SiteFiles; exit: number }[])(
    'has stopped the esbuild processes it started, on $outcome',
    async ({ files, exit }) => {
      const site = await badSite(files);
      try {
        const { code, services } = await buildWithLingeringEsbuild(site.dir);
        expect(code).toBe(exit);
        expect(services.length).toBeGreaterThan(0);
      } finally {
        await site.cleanup();
      }
    },
  );
});
