// Worker: compiles MDX pages for compile-pool.ts.
import { compileMdx } from '../mdx/compile.js';
import type { MdxJob, MdxSetup } from '../mdx/compile-pool.js';
import { loadPlugins } from '../mdx/site-plugins.js';
import { settled, threadData, threadTask } from '../util/thread-task.js';

const setup = threadData<MdxSetup>();
// Each version's link targets come once, with the thread, not with every page.
const permalinks = setup.permalinks.map((entries) => new Map(entries));
// Plugins are functions, which cannot cross threads: the worker loads the config that lists them.
const plugins = setup.pluginsConfig ? await loadPlugins(setup.pluginsConfig) : undefined;

/** Compiles a few pages in turn; each page's error is its own. */
export const compile = threadTask(async (jobs: MdxJob[]) => {
  const replies = [];
  for (const { body, file, relPath, links, mermaid } of jobs)
    replies.push(
      await settled(() => compileMdx(body, { file, relPath, permalinks: permalinks[links]!, mermaid, plugins })),
    );
  return replies;
});
