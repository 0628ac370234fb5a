// Worker: compiles MDX pages for compile-pool.ts.
import { compileMdx } from '../mdx/compile.js';
import type { MdxJob, MdxSetup } from '../mdx/types.js';
import { listsOf, loadMarkdownPlugins } from '../mdx/markdown-plugins.js';
import { UserError } from '../util/errors.js';
import { moved, settled, threadData, threadTask } from '../util/thread-task.js';
import { linkTargets } from '../mdx/link-targets.js';

const setup = threadData<MdxSetup>();
// Each version's link targets come once, with the thread, not with every page.
const files = setup.files.map((entries) => (entries ? new Map(entries) : undefined));
const permalinks = setup.permalinks.map(({ own, files: at }) => linkTargets(new Map(own), files[at]));
// Markdown plugins are functions, which cannot cross threads: the worker loads the config that lists them.
const markdownPlugins = setup.markdownPluginsConfig
  ? await loadMarkdownPlugins(setup.markdownPluginsConfig).catch(inWorker)
  : undefined;

/** A config that loads on the main thread and not in a worker needs saying why it is loaded here. */
function inWorker(error: unknown): never {
  if (!(error instanceof UserError)) throw error;
  const why =
    'ckdocs loads the config again in the threads that compile pages, for its Markdown plugins: code at its top level that only the main thread may run (such as `process.chdir()`) fails there. Move it into a function the config calls later, or guard it with `isMainThread` from node:worker_threads.';
  throw new UserError(error.message, { ...error.details, problems: [...(error.details.problems ?? []), why] });
}

/** What a job's page compiles with: its own settings, and the site's this thread was given. */
const settingsOf = ({ file, relPath, links, owner }: MdxJob) => ({
  ...setup.settings,
  file,
  relPath,
  permalinks: permalinks[links]!,
  markdownPlugins: listsOf(markdownPlugins, owner),
});

/** Compiles a few pages in turn; each page's error is its own. */
export const compile = threadTask(async (jobs: MdxJob[]) => {
  const replies = [];
  for (const job of jobs) replies.push(await settled(() => compileMdx(job.body, settingsOf(job))));
  return replies;
});

/**
 * Compiles one large page. Its module goes back as bytes, moved: copied as a string, it would
 * land in the caller's heap, tens of MB for a page of a few.
 */
export const compileLarge = threadTask(async (job: MdxJob) => {
  const { code, ...doc } = await compileMdx(job.body, settingsOf(job));
  // A buffer of its own (not a slice of Node's shared pool), so that it can move. The module is ASCII.
  const bytes = Buffer.from(new ArrayBuffer(code.length));
  bytes.write(code, 'latin1');
  return moved({ doc, code: bytes }, [bytes.buffer]);
});
