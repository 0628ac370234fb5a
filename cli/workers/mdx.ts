// Worker: compiles MDX pages for compile-pool.ts.
import { compileMdx } from '../mdx/compile.js';
import type { MdxJob, MdxSetup } from '../mdx/compile-pool.js';
import { threadData, threadTask } from '../util/thread-task.js';

// Each version's link targets come once, with the thread, not with every page.
const permalinks = threadData<MdxSetup>().permalinks.map((entries) => new Map(entries));

export const compile = threadTask(({ body, file, relPath, links, mermaid }: MdxJob) =>
  compileMdx(body, { file, relPath, permalinks: permalinks[links]!, mermaid }),
);
