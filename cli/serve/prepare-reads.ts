import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { evaluatedModules } from '../config/evaluated-modules.js';

/** What esbuild reads as code; any other file a module imports is only counted as read. */
const CODE = new Set(['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx', '.json']);

const readAsText: Plugin = {
  name: 'read-as-text',
  setup(build) {
    build.onLoad({ filter: /.*/ }, (args) =>
      CODE.has(extname(args.path)) ? undefined : { contents: '', loader: 'empty' },
    );
  },
};

/**
 * The site's files that preparing it reads as code: the modules it ran (evaluated-modules.ts) and
 * every file they import, followed as esbuild bundles them, nothing written. Undefined when esbuild
 * cannot follow them: then any file may be read.
 */
export async function filesPreparingReads(): Promise<Set<string> | undefined> {
  const modules = evaluatedModules().filter((file) => existsSync(file));
  if (!modules.length) return new Set();
  try {
    const { metafile } = await build({
      entryPoints: modules,
      absWorkingDir: '/',
      outdir: 'ckdocs-never-written',
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      loader: { '.js': 'jsx' },
      plugins: [readAsText],
      logLevel: 'silent',
    });
    return new Set(Object.keys(metafile.inputs).map((path) => resolve('/', path)));
  } catch {
    return undefined;
  }
}
