import { transformSync } from 'esbuild';
import { extname, join } from 'node:path';
import type { Jiti, JitiOptions } from 'jiti';

type Transform = NonNullable<JitiOptions['transform']>;
type TransformOptions = Parameters<Transform>[0];

/**
 * Loads a module of the site (its docusaurus.config, sidebars, plugins) the way Docusaurus does,
 * with jiti: TypeScript, ESM or CommonJS, `require` of the site's own packages, `__dirname` true to
 * the file. Compiled files are cached in ckdocs's cache folder, never beside the site's files.
 */
export async function loadSiteModule(file: string, cacheDir: string): Promise<unknown> {
  // Loaded for Docusaurus sites only.
  const { createJiti } = await import('jiti');
  const options = { moduleCache: false, fsCache: join(cacheDir, 'modules') };
  let babel: Jiti | undefined;
  const jiti = createJiti(file, {
    ...options,
    transform: (input) =>
      esbuildTransform(input) ?? {
        code: (babel ??= createJiti(file, { ...options, fsCache: false })).transform(input),
      },
  });
  return jiti.import(file, { default: true });
}

/**
 * What esbuild can turn into CommonJS as jiti's Babel would, or undefined: esbuild compiles in a
 * fraction of the time Babel takes to load. A module that uses `import.meta` or a top-level
 * `await` (esbuild warns, or fails) stays with Babel, which jiti makes work in CommonJS.
 */
function esbuildTransform({ source, filename, ts, jsx }: TransformOptions): { code: string } | undefined {
  const ext = extname(filename ?? '');
  const loader = ext.endsWith('x') || jsx ? (ts ? 'tsx' : 'jsx') : ts || /\.[cm]?ts$/.test(ext) ? 'ts' : 'js';
  try {
    const result = transformSync(source, {
      loader,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcefile: filename,
      logLevel: 'silent',
    });
    if (result.warnings.length) return undefined;
    // esbuild reads an import's default from the module's own properties; jiti's `require` gives a
    // proxy that answers `default` without owning it (the module itself for CommonJS). Babel's
    // interop, which Docusaurus's configs are written against, asks the proxy.
    const code = result.code.replaceAll('__toESM(', '__ckInterop(');
    // Last, so that line numbers in errors stay the file's; a declaration is hoisted.
    return { code: `${code}\nfunction __ckInterop(m) { return m && m.__esModule ? m : { default: m }; }\n` };
  } catch {
    return undefined;
  }
}
