// Process: builds locales of a site other than the one the build's own process makes,
// each into its folder of the build's staging folder, for locale-builds.ts.
import { buildLocale, prepareSite } from '../build.js';
import type { FromLocaleProcess, LocaleBuildSetup, ToLocaleProcess } from '../locale-builds.js';
import { keyedFiles } from '../render/staging-keys.js';
import { toWorkerError } from '../util/thread-task.js';
import type { Reporter } from '../util/reporter.js';

const send = (message: FromLocaleProcess) => process.send!(message);
let setup: LocaleBuildSetup | undefined;
const pruners: (() => Promise<unknown>)[] = [];

/** The build's reporter, across the process boundary; each stage's time is this process's own, its detail names the locale. */
function reporterOf(locale: string): Reporter {
  let last = performance.now();
  return {
    stage(name, detail, ms) {
      const now = performance.now();
      send({ report: ['stage', name, detail ? `${detail} (${locale})` : locale, ms ?? now - last] });
      last = now;
    },
    warn: (message) => send({ report: ['warn', message] }),
    info: (message) => send({ report: ['info', message] }),
  };
}

async function build(locale: string): Promise<FromLocaleProcess> {
  const { configPath, outDir, files, minify, renderWorkers } = setup!;
  const reporter = reporterOf(locale);
  const prepared = await prepareSite(configPath, reporter, outDir, { locale, stagedInto: files.dir });
  const written = keyedFiles(files);
  const { pruneCaches, ...built } = await buildLocale(prepared, { dir: files.dir, ...written }, reporter, {
    configPath,
    outDir,
    reporter,
    minify,
    renderWorkers,
  });
  pruners.push(pruneCaches);
  return { built: { ...built, keys: written.keys } };
}

process.on('message', async (message: ToLocaleProcess) => {
  if ('setup' in message) setup = message.setup;
  else if ('build' in message) send(await build(message.build).catch((error) => ({ failed: toWorkerError(error) })));
  else {
    await Promise.all(pruners.map((prune) => prune()));
    process.send!({ pruned: true } satisfies FromLocaleProcess, () => process.exit(0));
  }
});
// The build that started this process is gone: nothing is left to build for.
process.on('disconnect', () => process.exit(1));
