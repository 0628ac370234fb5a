import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolRoot } from './tool-root.js';

/**
 * The script of worker `name` (cli/workers/<name>.ts), compiled beside the CLI's main.mjs
 * (bin/compile-cli.js). Run from the sources (unit tests), it is the same compiled file.
 */
export async function workerUrl(name: string): Promise<URL> {
  const compiled = new URL(`./${name}.mjs`, import.meta.url);
  if (existsSync(compiled)) return compiled;
  // Imported by its path: the compiled CLI must not take the compiler into itself.
  const compiler = pathToFileURL(join(toolRoot, 'bin/compile-cli.js')).href;
  const { compiledCli } = (await import(compiler)) as { compiledCli(): Promise<string> };
  return pathToFileURL(join(await compiledCli(), `${name}.mjs`));
}
