// Packages whose ES modules await at their top level (a WebAssembly build that instantiates
// itself, as yoga-layout's does). The browser's bundle keeps the `await`: every browser the
// client targets runs it. The server's bundle is CommonJS, which cannot: there such a module is
// imported by Node before the bundle loads, and the bundle takes its exports from a registry.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { escapeRegExp } from './import-position.js';

const REGISTRY = Symbol.for('ckdocs.awaited-modules');

/** The registry of awaited modules' exports, by file, in this thread. */
function registry(): Map<string, Record<string, unknown>> {
  const global = globalThis as { [REGISTRY]?: Map<string, Record<string, unknown>> };
  return (global[REGISTRY] ??= new Map());
}

/** esbuild's error for a top-level `await` in a bundle whose format is CommonJS. */
const AWAIT_IN_CJS = /^Top-level await is currently not supported with the "cjs" output format/;
/** esbuild's error for a `require` (the bundle's own, for a shared module) of a module that awaits. */
const REQUIRES_AWAIT =
  /^This require call is not allowed because the (?:transitive dependency|imported file) "(.+)" contains a top-level await/;

/** The file whose top-level `await` an error of esbuild is about. */
function awaitingFile(error: Message): string | undefined {
  if (AWAIT_IN_CJS.test(error.text)) return error.location?.file;
  return REQUIRES_AWAIT.exec(error.text)?.[1];
}

/**
 * The JavaScript files whose top-level `await` failed a server bundle (paths from `workingDir`,
 * as esbuild names them), when those are all its errors: Node can import each of them itself.
 */
export function awaitingFiles(error: unknown, workingDir: string): string[] | undefined {
  const errors = (error as { errors?: Message[] })?.errors;
  if (!errors?.length) return undefined;
  const files = errors.map(awaitingFile);
  if (!files.every((file) => file !== undefined && /\.[cm]?js$/.test(file))) return undefined;
  return [...new Set(files.map((file) => resolve(workingDir, file!)))];
}

/**
 * Where the server bundle `outfile` lists the awaited modules it takes from the registry; the
 * file exists only for a bundle that has some.
 */
export const awaitedListOf = (outfile: string) => `${outfile}.awaited.json`;

/** Writes the list of awaited modules beside a server bundle that has some. */
export async function writeAwaitedList(outfile: string, files: string[]): Promise<void> {
  if (files.length) await writeFile(awaitedListOf(outfile), JSON.stringify(files));
}

/** Imports the awaited modules a server bundle lists into this thread's registry, before it loads. */
export async function importAwaited(outfile: string): Promise<void> {
  const list = awaitedListOf(outfile);
  if (!existsSync(list)) return;
  const files = JSON.parse(readFileSync(list, 'utf8')) as string[];
  await Promise.all(
    files.map(async (file) => {
      if (!registry().has(file)) registry().set(file, await import(pathToFileURL(file).href));
    }),
  );
}

/**
 * The server bundle's plugin for the `files` that await at their top level: each becomes a module
 * that re-exports, by name, what Node's import of the file gave (imported here to learn the names).
 */
export function awaitedModulesPlugin(files: string[]): Plugin {
  return {
    name: 'ckdocs-awaited-modules',
    setup(build) {
      const filter = new RegExp(`^(?:${files.map(escapeRegExp).join('|')})$`);
      build.onLoad({ filter }, async ({ path }) => {
        const names = Object.keys(await import(pathToFileURL(path).href));
        const take = `globalThis[Symbol.for(${JSON.stringify(REGISTRY.description)})].get(${JSON.stringify(path)})`;
        return {
          contents: [
            `const awaited = ${take};`,
            ...names.map(
              (name, i) =>
                `const e${i} = awaited[${JSON.stringify(name)}]; export { e${i} as ${JSON.stringify(name)} };`,
            ),
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}
