// Worker: compiles MDX pages for a build with many pages to compile, beside the main thread.
import { parentPort } from 'node:worker_threads';
import { compileMdx } from '../mdx/compile.js';
import type { MdxJob, MdxJobResult } from '../mdx/compile-pool.js';
import { toWorkerError } from '../util/worker-errors.js';

// Link targets come once per version, not with every page.
const permalinks = new Map<string, Map<string, string>>();

parentPort!.on('message', async (message: { version: string; permalinks: [string, string][] } | MdxJob) => {
  if (!('id' in message)) {
    permalinks.set(message.version, new Map(message.permalinks));
    return;
  }
  const { id, body, file, relPath, version, mermaid } = message;
  let reply: MdxJobResult;
  try {
    reply = { id, result: await compileMdx(body, { file, relPath, permalinks: permalinks.get(version)!, mermaid }) };
  } catch (error) {
    reply = { id, error: toWorkerError(error) };
  }
  parentPort!.postMessage(reply);
});
