import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = join(import.meta.dirname, '../..');
const BIN = join(repoRoot, 'bin/ckdocs.js');

export interface CkdocsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `ckdocs <args>` as a user does, through bin/ckdocs.js in a process of its own, without colour. */
export async function ckdocs(args: string[], env: Record<string, string> = {}, cwd = repoRoot): Promise<CkdocsRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      cwd,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** `ckdocs build` of a config into a folder; throws with what it printed if the build failed. */
export async function build(config: string, outDir: string): Promise<CkdocsRun> {
  const run = await ckdocs(['build', '--config', config, '--out-dir', outDir]);
  if (run.code !== 0) throw new Error(`ckdocs build exited ${run.code}:\n${run.stderr}`);
  return run;
}

/** The `● <stage>` line a build printed, e.g. `mdx 5 ms 0 compiled, 5 from cache`, spaces squeezed. */
export function stageLine(run: CkdocsRun, stage: string): string | undefined {
  return run.stderr
    .split('\n')
    .find((line) => line.startsWith(`● ${stage} `))
    ?.slice(2)
    .replace(/\s+/g, ' ');
}

/** The warnings a build printed, each without its `warning ` prefix. */
export function warningsOf(run: CkdocsRun): string[] {
  return run.stderr
    .split('\n')
    .filter((line) => line.startsWith('warning '))
    .map((line) => line.slice('warning '.length));
}

/**
 * Starts `ckdocs <args>` as a long-running command (a server), resolving once it prints a line
 * matching `ready` on stderr, with the match; `stop()` ends it.
 */
export async function ckdocsRunning(
  args: string[],
  ready: RegExp,
  cwd = repoRoot,
): Promise<{ match: RegExpExecArray; stop(): Promise<void> }> {
  const child = spawn('node', [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const found = ready.exec(stderr);
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`ckdocs ${args.join(' ')} exited with ${code}: ${stderr}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { match, stop };
}
