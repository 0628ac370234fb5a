import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageModule } from '../bundle/types.js';
import { importCall } from '../mdx/recma-page-factory.js';

/**
 * A data file several pages use stays one module up to this size; a larger one is imported, not
 * copied into every page (a blog sidebar listing all its posts, a site's table of its team).
 */
const SHARED_DATA_BYTES = 4096;

/** Whether a JSON file `uses` pages read is written into each of them rather than imported. */
export const writtenIntoPages = (file: string, uses: number) => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() === true && (uses <= 1 || stats.size <= SHARED_DATA_BYTES);
};

/**
 * Code whose value is a JSON file as its module, as esbuild gives it: the data as the default
 * export, and an object's keys as named ones. Undefined for a file that is no JSON: imported, its
 * error is the bundler's.
 */
export function dataModuleCode(file: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const json = JSON.stringify(data);
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? `((d) => ({...d, default: d}))(${json})`
    : `{default: ${json}}`;
}

const RELATIVE_JSON = /^\.\.?\/.*\.json$/;

/**
 * The pages with the JSON files beside them that they import (`import schema from './pet.json'`,
 * as generated API pages do) written into their code: pages that import alike besides their own
 * data then share one import group rather than each being bundled (cli/bundle/import-groups.ts `importGroups`).
 */
export function withDataWrittenIn(pages: Iterable<PageModule>): PageModule[] {
  const list = [...pages];
  const fileOf = (page: PageModule, specifier: string) => resolve(page.resolveDir, specifier);
  const uses = new Map<string, number>();
  for (const page of list)
    for (const specifier of new Set(page.imports.filter((s) => RELATIVE_JSON.test(s))))
      uses.set(fileOf(page, specifier), (uses.get(fileOf(page, specifier)) ?? 0) + 1);
  return list.map((page) => {
    let { code } = page;
    const imports = page.imports.filter((specifier) => {
      if (!RELATIVE_JSON.test(specifier)) return true;
      const file = fileOf(page, specifier);
      const data = writtenIntoPages(file, uses.get(file)!) ? dataModuleCode(file) : undefined;
      if (data === undefined) return true;
      code = code.split(importCall(specifier)).join(`(${data})`);
      return false;
    });
    return imports.length === page.imports.length ? page : { ...page, code, imports };
  });
}
