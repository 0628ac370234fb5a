import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BrokenLink } from './links/check.js';
import type { StagedFilesState, Keys } from './render/staging-keys.js';
import type { OpenStaging } from './render/output.js';
import { fromWorkerError, type WorkerError } from './util/thread-task.js';
import type { Reporter } from './util/reporter.js';
import { workerUrl } from './util/worker-script.js';

/** What a locale's build gives back to the build of the site. */
export interface LocaleBuilt {
  pages: number;
  brokenLinks: BrokenLink[];
  cache: { compiled: number; cached: number };
  renderedPaths: string[];
}

/** What the build's process hands each process building other locales. */
export interface LocaleBuildSetup {
  configPath: string;
  outDir: string;
  files: StagedFilesState;
  minify?: boolean;
  renderWorkers?: number;
}

/** A message from a locale's process: a reporter call, a locale built (with the keys of the files it wrote), its failure, or its caches pruned. */
export type FromLocaleProcess =
  | { report: ['stage', string, string | undefined, number] | ['warn' | 'info', string] }
  | { built: LocaleBuilt & { keys: Keys } }
  | { failed: WorkerError }
  | { pruned: true };

/** A message to a locale's process. */
export type ToLocaleProcess = { setup: LocaleBuildSetup } | { build: string } | { prune: true };

/**
 * Builds `locales` in processes of their own, beside the build of the default locale in this one:
 * a locale is a site of its own to Docusaurus (its own config context, plugins and content), so
 * nothing of one waits for another, and a second core that a one-locale build leaves mostly idle
 * takes them. One process per spare core, each building its locales in turn (the second one on
 * modules already loaded). Each writes into its folder of the staging folder; `built` resolves once
 * all are built, with the keys of their files given to `staging` for its commit.
 */
export function buildLocalesAside(
  locales: string[],
  setup: Omit<LocaleBuildSetup, 'files'>,
  staging: OpenStaging,
  reporter: Reporter,
) {
  const queue = [...locales];
  const processes: ChildProcess[] = [];
  const count = Math.min(locales.length, Math.max(1, availableParallelism() - 1));
  const run = async () => {
    const script = fileURLToPath(await workerUrl('locale'));
    const done = await Promise.all(
      Array.from({ length: count }, () => {
        const child = fork(script, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        processes.push(child);
        return buildInTurn(child, queue, { ...setup, files: staging.files }, reporter);
      }),
    );
    const built = done.flat();
    for (const { keys } of built)
      for (const [file, [key, size]] of Object.entries(keys)) staging.wrote(file, key, size);
    return built.map(({ keys: _keys, ...locale }) => locale);
  };
  return {
    built: locales.length ? run() : Promise.resolve([]),
    /** Once the output is in place: each process prunes its locales' caches and ends. */
    prune: () => Promise.all(processes.map((child) => ask(child, { prune: true }, 'pruned'))),
    /** After a failure: the processes end without a word. */
    stop: () => processes.forEach((child) => child.kill()),
  };
}

/** `child` given the setup, then the queue's locales one after another until none is left. */
async function buildInTurn(
  child: ChildProcess,
  queue: string[],
  setup: LocaleBuildSetup,
  reporter: Reporter,
): Promise<(LocaleBuilt & { keys: Keys })[]> {
  child.on('message', (message: FromLocaleProcess) => {
    if (!('report' in message)) return;
    const [kind, ...args] = message.report;
    if (kind === 'stage') reporter.stage(...(args as [string, string | undefined, number]), true);
    else reporter[kind](args[0] as string);
  });
  child.send({ setup } satisfies ToLocaleProcess);
  const built = [];
  for (let locale = queue.shift(); locale !== undefined; locale = queue.shift())
    built.push(await ask(child, { build: locale }, 'built'));
  return built;
}

/** Sends `child` the message and resolves with its answer's `key`; its failure or its end rejects. */
function ask<K extends 'built' | 'pruned'>(
  child: ChildProcess,
  message: ToLocaleProcess,
  key: K,
): Promise<Extract<FromLocaleProcess, Record<K, unknown>>[K]> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: FromLocaleProcess) => {
      if (key in answer) settle(() => resolve((answer as unknown as Record<K, never>)[key]));
      else if ('failed' in answer) settle(() => reject(fromWorkerError(answer.failed)));
    };
    const onExit = (code: number | null) =>
      settle(() => reject(new Error(`the process building a locale ended (exit code ${code}) before it was done`)));
    const settle = (then: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      then();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(message);
  });
}
