import { build, type Metafile, type Plugin } from 'esbuild';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { copyHashedFiles } from '../util/copy-hashed.js';
import { toolRoot } from '../util/tool-root.js';

const require = createRequire(join(toolRoot, 'package.json'));

/**
 * Large browser libraries loaded on demand; bundled once per installed version, not per build.
 * Each with the theme component that loads it and the element pages draw it with.
 */
const VENDORS = { mermaid: { component: 'templates/theme/Mermaid.tsx', element: 'Mermaid' } } as const;
type Vendor = keyof typeof VENDORS;

export interface VendorBundle {
  /** Bare import -> URL of its prebuilt ES module in the site. */
  urls: Map<string, string>;
  /** Copies the prebuilt files of `names` (all by default) into a site's output folder. */
  copyTo(outDir: string, names?: string[]): Promise<void>;
}

async function versionOf(name: string): Promise<string> {
  const pkg = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Mermaid alone is megabytes of code: bundling it in every build cost most of the bundle
 * stage. It is built here once (per version) into node_modules/.cache and copied into each site.
 */
export async function prepareVendors(baseUrl: string): Promise<VendorBundle> {
  const urls = new Map<string, string>();
  const dirs: { from: string; name: string; vendor: Vendor }[] = [];
  for (const name of Object.keys(VENDORS) as Vendor[]) {
    const stamp = createHash('sha1')
      .update(`${name}@${await versionOf(name)}`)
      .digest('hex')
      .slice(0, 8);
    const dirName = `${name}-${stamp}`;
    const dir = join(toolRoot, 'node_modules/.cache/ckdocs/vendor', dirName);
    if (!existsSync(join(dir, 'entry.json'))) {
      const tmp = `${dir}.tmp-${randomUUID()}`;
      await rm(tmp, { recursive: true, force: true });
      await mkdir(tmp, { recursive: true });
      const result = await build({
        stdin: { contents: `export { default } from '${name}';`, resolveDir: toolRoot },
        outdir: tmp,
        entryNames: `${name}-[hash]`,
        metafile: true,
        chunkNames: '[name]-[hash]',
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: ['es2020'],
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      });
      const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === '<stdin>')![0];
      await writeFile(join(tmp, 'entry.json'), JSON.stringify(basename(entry)));
      // Another build may have finished the same bundle meanwhile: keep whichever landed first.
      await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
    }
    const entry = JSON.parse(await readFile(join(dir, 'entry.json'), 'utf8')) as string;
    urls.set(name, `${baseUrl}assets/vendor/${dirName}/${entry}`);
    dirs.push({ from: dir, name: dirName, vendor: name });
  }
  return {
    urls,
    async copyTo(outDir, names) {
      await Promise.all(
        dirs
          .filter((d) => !names || names.includes(d.vendor))
          .map(async (d) => {
            const files = (await readdir(d.from, { recursive: true, withFileTypes: true }))
              .filter((e) => e.isFile() && e.name !== 'entry.json')
              .map((e) => relative(d.from, join(e.parentPath, e.name)));
            await copyHashedFiles(files, d.from, join(outDir, 'assets/vendor', d.name));
          }),
      );
    },
  };
}

/**
 * The vendor libraries the site's own modules use (ckdocs's theme and runtime aside): those they
 * import, or whose theme component they import (as `@theme/Mermaid`, or a swizzled wrapper does).
 */
export function vendorsImportedBySite(metafile: Metafile, urls: Map<string, string>): string[] {
  const used = new Set<string>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    // ckdocs's own: its theme, its runtime and the table of theme modules pages may import (`ck:`).
    if (/^(templates\/|runtime\/|ck:)/.test(path)) continue;
    for (const [name, { component }] of Object.entries(VENDORS)) {
      if (input.imports.some((i) => i.path === component || i.path === urls.get(name))) used.add(name);
    }
  }
  return [...used];
}

/**
 * The vendor libraries a site's output needs: those its modules use, and those whose element a
 * page draws (a ```mermaid fence compiles to `<Mermaid>`). A site without a diagram ships no Mermaid.
 */
export function vendorsInUse(siteImports: string[], pages: Iterable<{ code: string }>): string[] {
  const codes = [...pages].map((page) => page.code);
  return (Object.keys(VENDORS) as Vendor[]).filter((name) => {
    if (siteImports.includes(name)) return true;
    const element = new RegExp(`\\b${VENDORS[name].element}\\b`);
    return codes.some((code) => element.test(code));
  });
}

/**
 * Points bare imports of prebuilt vendor libraries at their URLs (loaded at run time). A CommonJS
 * `require` (a plugin theme's compiled component) cannot wait for a module loaded so: it gets the
 * installed library bundled in, as Docusaurus bundles it.
 */
export function vendorEsbuildPlugin(urls: Map<string, string>): Plugin {
  const filter = new RegExp(`^(${[...urls.keys()].join('|')})$`);
  return {
    name: 'ckdocs-vendor',
    setup(build) {
      build.onResolve({ filter }, (args) =>
        args.kind === 'require-call' ? undefined : { path: urls.get(args.path)!, external: true },
      );
    },
  };
}
