import type { OutputFile } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** What is done to each stylesheet a bundle writes, once esbuild has made it whole. */
export type CssFinish = (css: string) => string;

/** The stylesheets a finish remembers: `serve` bundles the same ones again at each save. */
const REMEMBERED = 8;

/** `steps` one after another, or none when there are none; a stylesheet finished before is not finished again. */
export function cssFinish(...steps: (CssFinish | undefined)[]): CssFinish | undefined {
  const listed = steps.filter((step): step is CssFinish => step !== undefined);
  if (!listed.length) return undefined;
  const finished = new Map<string, string>();
  return (css) => {
    const known = finished.get(css);
    if (known !== undefined) return known;
    const text = listed.reduce((made, step) => step(made), css);
    if (finished.size === REMEMBERED) finished.delete(finished.keys().next().value!);
    finished.set(css, text);
    return text;
  };
}

/**
 * The media query sorter of Docusaurus's CSS minifier (`sorter`, the site's postcss-sort-media-queries),
 * run as Docusaurus runs it: on the whole stylesheet, so that every media query, Infima's too,
 * follows every other rule (a site's `.x { display: flex }` loses to Infima's phone rule that
 * hides it), the same queries merged and mobile first.
 */
export function mediaSorter(sorter: string): CssFinish {
  const require = createRequire(sorter);
  const postcss = require('postcss') as (plugins: unknown[]) => {
    process(css: string, options: object): { css: string };
  };
  const processor = postcss([require(sorter)]);
  return (css) => processor.process(css, { from: undefined }).css;
}

/** The stylesheets among a bundle's written files, finished in place. */
export async function finishStylesheets(files: string[], finish: CssFinish): Promise<void> {
  await Promise.all(
    files
      .filter((file) => file.endsWith('.css'))
      .map(async (file) => writeFile(file, finish(await readFile(file, 'utf8')))),
  );
}

/** A file of a bundle kept in memory (the dev server's), finished when it is a stylesheet. */
export function finishedOutput(file: OutputFile, finish: CssFinish): OutputFile {
  if (!file.path.endsWith('.css')) return file;
  const text = finish(file.text);
  return { path: file.path, hash: file.hash, text, contents: new TextEncoder().encode(text) };
}
