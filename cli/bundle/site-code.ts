import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Whether the site's own code (src/, its plugins' theme folders) names the module `specifier`. */
export async function siteCodeNames(
  siteDir: string,
  themePaths: readonly string[],
  specifier: string,
): Promise<boolean> {
  return (await namedBySiteCode(siteDir, themePaths, [specifier])).size > 0;
}

/** Which of `specifiers` the site's own code names, each file read once: the search ends when all are found. */
async function namedBySiteCode(
  siteDir: string,
  themePaths: readonly string[],
  specifiers: readonly string[],
): Promise<Set<string>> {
  const named = new Set<string>();
  for (const dir of [join(siteDir, 'src'), ...themePaths]) {
    const files = await readdir(dir, { recursive: true, encoding: 'utf8' }).catch(() => []);
    for (const file of files.filter((name) => /\.[jt]sx?$/.test(name) && !name.includes('node_modules'))) {
      const code = await readFile(join(dir, file), 'utf8');
      for (const specifier of specifiers) if (code.includes(specifier)) named.add(specifier);
      if (named.size === specifiers.length) return named;
    }
  }
  return named;
}

/**
 * Modules whose mention in the site's code changes how ckdocs bundles it: theme-common's hooks
 * need its providers around every page (docusaurus-client.ts), the blog's client hooks the classic
 * theme's blog pages (blog-theme.ts).
 */
const DECIDING_MODULES = ['@docusaurus/theme-common', '@docusaurus/plugin-content-blog/client'];

/** Which of those modules the site's own code names, as one string to compare. */
export async function decidingModulesNamed(siteDir: string, themePaths: readonly string[]): Promise<string> {
  const named = await namedBySiteCode(siteDir, themePaths, DECIDING_MODULES);
  return DECIDING_MODULES.filter((name) => named.has(name)).join(' ');
}
