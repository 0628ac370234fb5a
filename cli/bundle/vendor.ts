import { build } from 'esbuild';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { copyHashedFiles } from '../util/copy-hashed.js';
import { toolRoot } from '../util/tool-root.js';

const require = createRequire(join(toolRoot, 'package.json'));

/** Large browser libraries loaded on demand; bundled once per installed version, not per build. */
const VENDORS = ['mermaid'] as const;

export interface VendorBundle {
  /** Bare import -> URL of its prebuilt ES module in the site. */
  urls: Map<string, string>;
  /** Copies the prebuilt files into a site's output folder. */
  copyTo(outDir: string): Promise<void>;
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
  const dirs: { from: string; name: string }[] = [];
  for (const name of VENDORS) {
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
    dirs.push({ from: dir, name: dirName });
  }
  return {
    urls,
    async copyTo(outDir) {
      await Promise.all(
        dirs.map(async (d) => {
          const files = (await readdir(d.from, { recursive: true, withFileTypes: true }))
            .filter((e) => e.isFile() && e.name !== 'entry.json')
            .map((e) => relative(d.from, join(e.parentPath, e.name)));
          await copyHashedFiles(files, d.from, join(outDir, 'assets/vendor', d.name));
        }),
      );
    },
  };
}
