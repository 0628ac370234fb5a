import { createRequire } from 'node:module';
import { join } from 'node:path';
import { toolRoot } from '../util/tool-root.js';

/** What the server bundles leave to Node's require (site-esbuild-plugin.ts `shareReact`). */
const SERVER_REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

/** How many tasks run as in development now (`serve` prepares locales at once); NODE_ENV before them. */
let running = 0;
let before: string | undefined;

/**
 * Runs `task` with NODE_ENV set to development, as Docusaurus's development server loads a site's
 * config and makes its plugins: analytics and the PWA make nothing, the classic preset adds no
 * sitemap, a config may tell itself apart from a build. Back to what it was (production, for the
 * CLI) once no task runs.
 */
export async function asInDevelopment<T>(task: () => Promise<T>): Promise<T> {
  // React picks its build as it loads: the one pages render with is production's, loaded before.
  const require = createRequire(join(toolRoot, 'package.json'));
  for (const name of SERVER_REACT) require(name);
  if (running++ === 0) before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    return await task();
  } finally {
    if (--running === 0) setNodeEnv(before);
  }
}

function setNodeEnv(value: string | undefined): void {
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
}
