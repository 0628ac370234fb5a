import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/build.js';
import { memoryReporter } from './helpers/site.js';

// Run in this process: the build's own thread is told to let render threads join it from the start.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-render-join-'));
  await writeFile(
    join(dir, 'site.config.ts'),
    "export default { title: 'Lanterns', url: 'https://lanterns.test', docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'page-0' }] } };\n",
  );
  await mkdir(join(dir, 'docs'));
  // Enough pages for several of the threads' tasks.
  for (let i = 0; i < 60; i++)
    await writeFile(join(dir, 'docs', `page-${i}.md`), `# Lantern ${i}\n\nLantern ${i} burns for ${i} hours.\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every file of a build, by path. */
async function contentsOf(out: string): Promise<Record<string, string>> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(out.length));
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(join(out, f), 'utf8')])));
}

describe('render threads joining the build partway', () => {
  it('give the files this thread alone gives, each page its own', async () => {
    const build = async (name: string, options: { renderWorkers?: number; renderThreadsJoinMs?: number }) => {
      await rm(join(dir, '.ckdocs-cache'), { recursive: true, force: true });
      const outDir = join(dir, name);
      const result = await buildSite({
        configPath: join(dir, 'site.config.ts'),
        outDir,
        reporter: memoryReporter(),
        ...options,
      });
      expect(result.renderedPaths).toHaveLength(64);
      return contentsOf(outDir);
    };
    const alone = await build('alone', { renderWorkers: 0 });
    const joined = await build('joined', { renderThreadsJoinMs: 0 });
    expect(joined).toEqual(alone);
    expect(joined['/docs/page-42/index.html']).toContain('Lantern 42 burns for 42 hours.');
  });
});
