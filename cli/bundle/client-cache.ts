import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import { bundleClient, type ClientBundle, type ClientInput, type WrittenBundle } from './client.js';

interface Stored {
  pagesKey: string;
  siteKey: string;
  /** Every file esbuild read, with the hash of its content then. */
  files: Record<string, string>;
  /** The bundle's files, relative to the output folder. */
  outputs: string[];
  bundle: { main: string; css: string; pages: [string, string][]; imports: [string, string[]][] };
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** Copies files (paths relative to both folders) side by side: far quicker than fs.cp's walk. */
async function copyAll(files: string[], from: string, to: string): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      await mkdir(dirname(join(to, file)), { recursive: true });
      await copyFile(join(from, file), join(to, file));
    }),
  );
}

/**
 * The last client bundle, kept with what it was made from: the pages' code and options
 * (`pagesKey`), the site data (`siteKey`) and every file esbuild read. A build whose inputs all
 * match copies the kept files instead of bundling: most of a warm build otherwise.
 */
function clientCache(cacheDir: string) {
  const dir = join(cacheDir, 'client');
  const manifest = join(dir, 'bundle.json');
  return {
    /** The kept bundle's record when it was made from these pages, else undefined. */
    async find(pagesKey: string): Promise<Stored | undefined> {
      const stored = await readFile(manifest, 'utf8').then((t) => JSON.parse(t) as Stored, () => undefined);
      return stored?.pagesKey === pagesKey ? stored : undefined;
    },
    /** Copies the kept bundle into `outDir` if the site data and every file it read are unchanged. */
    async restore(stored: Stored, siteKey: string, outDir: string): Promise<ClientBundle | undefined> {
      if (stored.siteKey !== siteKey) return undefined;
      const current = await Promise.all(Object.keys(stored.files).map((file) => readFile(file).then(sha1, () => '')));
      if (Object.values(stored.files).some((hash, i) => current[i] !== hash)) return undefined;
      await copyAll(stored.outputs, join(dir, 'files'), outDir);
      return { main: stored.bundle.main, css: stored.bundle.css, pages: new Map(stored.bundle.pages), imports: new Map(stored.bundle.imports) };
    },
    /** Keeps a bundle just written into `outDir`. */
    async save(written: WrittenBundle, keys: { pagesKey: string; siteKey: string }, outDir: string): Promise<void> {
      await rm(dir, { recursive: true, force: true });
      const outputs = written.outputs.map((file) => relative(outDir, file));
      await copyAll(outputs, outDir, join(dir, 'files'));
      const files = Object.fromEntries(await Promise.all(written.inputs.map(async (file) => [file, sha1(await readFile(file))] as const)));
      const { bundle } = written;
      const stored: Stored = { ...keys, files, outputs, bundle: { main: bundle.main, css: bundle.css, pages: [...bundle.pages], imports: [...bundle.imports] } };
      await writeFile(manifest, JSON.stringify(stored));
    },
  };
}

/** What the pages contribute to the bundle, with the options and tools that shape it. */
function pagesKey(input: ClientInput & { minify: boolean }): string {
  const hash = createHash('sha1').update(JSON.stringify([import.meta.url, esbuildVersion, input.minify, input.baseUrl, [...input.vendors]]));
  // Sorted: pages arrive in the order their compiles finished.
  for (const key of [...input.pages.keys()].sort()) hash.update(key).update('\0').update(input.pages.get(key)!.code).update('\0');
  return hash.digest('hex');
}

const siteKey = (site: object) => sha1(JSON.stringify(site));

/**
 * The client bundle of a build: the kept one when nothing it was made from changed, else a new
 * one, kept for the next build. Without a kept bundle for these pages, bundling starts at once,
 * even while the site data is still pending.
 */
export async function cachedClientBundle(input: ClientInput & { minify: boolean; cacheDir: string }): Promise<{ bundle: ClientBundle; cached: boolean }> {
  const cache = clientCache(input.cacheDir);
  const key = pagesKey(input);
  const stored = await cache.find(key);
  const restored = stored && (await cache.restore(stored, siteKey(await input.site), input.outDir));
  if (restored) return { bundle: restored, cached: true };
  const written = await bundleClient(input);
  await cache.save(written, { pagesKey: key, siteKey: siteKey(await input.site) }, input.outDir);
  return { bundle: written.bundle, cached: false };
}
