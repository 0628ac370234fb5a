import { join } from 'node:path';

/**
 * Loads a module of the site (its docusaurus.config, sidebars, plugins) the way Docusaurus does,
 * with jiti: TypeScript, ESM or CommonJS, `require` of the site's own packages, `__dirname` true to
 * the file. Compiled files are cached in ckdocs's cache folder, never beside the site's files.
 */
export async function loadSiteModule(file: string, cacheDir: string): Promise<unknown> {
  // Loaded for Docusaurus sites only.
  const { createJiti } = await import('jiti');
  const jiti = createJiti(file, { moduleCache: false, fsCache: join(cacheDir, 'modules') });
  return jiti.import(file, { default: true });
}
