import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ConfigNote } from './fields.js';

/**
 * The parts of Docusaurus's packages that ckdocs replaces with its own engine: a site's patch to
 * them changes Docusaurus's build but not ckdocs's. The rest of those packages (the config's
 * validation, the plugins and their options, the theme's components) ckdocs runs as they are, so
 * a patch there applies.
 */
const NOT_RUN: { name: string; files: RegExp; does: string }[] = [
  { name: 'mdx-loader', files: /^/, does: 'compiles Markdown with its own pipeline' },
  { name: 'bundler', files: /^/, does: 'bundles with its own esbuild setup' },
  { name: 'faster', files: /^/, does: 'bundles with its own esbuild setup' },
  { name: 'babel', files: /^/, does: 'compiles the site code with esbuild' },
  {
    name: 'core',
    files: /^lib\/(?:client|ssg|webpack|commands)\//,
    does: 'renders and runs pages in the browser with its own runtime',
  },
];

/** A patch's files, as paths inside the package, by package: `a/node_modules/@docusaurus/core/lib/x.js` or pnpm's `a/lib/x.js`. */
function patchedFiles(text: string, pnpmPackage?: string): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const match of text.matchAll(/^diff --git a\/(\S+)/gm)) {
    const path = match[1]!;
    const inModules = /^(?:.*\/)?node_modules\/@docusaurus\/([^/]+)\/(.+)$/.exec(path);
    const [name, file] = inModules ? [inModules[1]!, inModules[2]!] : [pnpmPackage, path];
    if (!name) continue;
    byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
  }
  return byPackage;
}

/** The patch files of a folder that patch-package applies, named `@docusaurus+<name>+<version>.patch`. */
function patchPackageFiles(root: string): string[] {
  const dir = join(root, 'patches');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^@docusaurus\+.+\.patch$/.test(name))
    .map((name) => join(dir, name));
}

/** pnpm's patches of Docusaurus packages (`pnpm.patchedDependencies` of the install's package.json), by file. */
function pnpmPatches(root: string): Map<string, string> {
  const patches = new Map<string, string>();
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      pnpm?: { patchedDependencies?: Record<string, string> };
    };
    for (const [spec, file] of Object.entries(manifest.pnpm?.patchedDependencies ?? {})) {
      const name = /^@docusaurus\/([^@]+)/.exec(spec)?.[1];
      if (name) patches.set(join(root, file), name);
    }
  } catch {
    // No package.json, or one that is not JSON: npm would have said so first.
  }
  return patches;
}

/** The folder the site's packages are installed in: the site's, or a workspace root above it. */
function installRoot(siteDir: string): string {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules/@docusaurus/core'))) return dir;
    if (dirname(dir) === dir) return siteDir;
  }
}

/**
 * A note for each patch a site applies to the parts of Docusaurus's packages that ckdocs does not
 * run (a Markdown plugin of mdx-loader, the client's scroll of core), naming the files: the site
 * built by ckdocs goes without what the patch changes.
 */
export function patchedDocusaurusNotes(siteDir: string): ConfigNote[] {
  const root = installRoot(siteDir);
  const pnpm = pnpmPatches(root);
  const files = [...new Set([...patchPackageFiles(siteDir), ...patchPackageFiles(root), ...pnpm.keys()])];
  return files.flatMap((file) => {
    if (!existsSync(file)) return [];
    const byPackage = patchedFiles(readFileSync(file, 'utf8'), pnpm.get(file));
    return [...byPackage].flatMap(([name, paths]) => {
      const part = NOT_RUN.find((entry) => entry.name === name);
      const unused = part ? paths.filter((path) => part.files.test(path)) : [];
      if (!part || !unused.length) return [];
      return [
        {
          file: relative(siteDir, file),
          text: `patches @docusaurus/${name} (${unused.join(', ')}), which ckdocs does not run: it ${part.does}, so this build goes without the patch`,
        },
      ];
    });
  });
}
