import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ApiConfig } from '../config/schema.js';
import { toolRoot } from '../util/tool-root.js';
import type { ApiModel } from './models.js';

/** Changes whenever ckdocs itself changes, so models made by older code are not reused. */
const GENERATOR_ID = import.meta.url;

async function hashInputs(siteDir: string, api: ApiConfig, versionPath: string): Promise<string> {
  const hash = createHash('sha1').update(`${GENERATOR_ID}\0${versionPath}\0${JSON.stringify(api)}`);
  const typedoc = JSON.parse(await readFile(join(toolRoot, 'node_modules/typedoc/package.json'), 'utf8')) as { version: string };
  hash.update(typedoc.version);
  const tsconfig = resolve(siteDir, api.tsconfig);
  hash.update(await readFile(tsconfig).catch(() => Buffer.from('missing')));
  const dirs = new Set(api.entryPoints.map((p) => dirname(resolve(siteDir, p))));
  for (const dir of [...dirs].sort()) {
    const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((f) => /\.[cm]?tsx?$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(join(dir, file)));
  }
  return hash.digest('hex');
}

/**
 * The API model of one version: TypeDoc runs only when a hash of its inputs (sources,
 * tsconfig, options, TypeDoc and ckdocs versions) changed; otherwise the cached model is used.
 */
export async function buildApi(options: { siteDir: string; cacheDir: string; api: ApiConfig; version: string; versionPath: string }): Promise<{ model: ApiModel; cached: boolean }> {
  const key = await hashInputs(options.siteDir, options.api, options.versionPath);
  const file = join(options.cacheDir, 'api', `${options.version}-${key}.json`);
  const hit = await readFile(file, 'utf8').then((t) => JSON.parse(t) as ApiModel, () => undefined);
  if (hit) return { model: hit, cached: true };
  // Loaded on a cache miss only: TypeDoc and TypeScript take a good part of a second to load.
  const [{ runTypedoc }, { buildApiModel }] = await Promise.all([import('./run-typedoc.js'), import('./models.js')]);
  const { project } = await runTypedoc(options.siteDir, options.api, options.version);
  const model = buildApiModel(project, options.api, options.versionPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(model));
  return { model, cached: false };
}
