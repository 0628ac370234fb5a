import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readCachedJson } from '../util/cached-json.js';
import { summaryFile, type ApiResults } from './build-api.js';
import { compareApis, type ApiChanges } from './changes.js';
import type { ApiSummary } from './changes-summary.js';

type ApiResult = NonNullable<ReturnType<ApiResults['get']>>;

/**
 * The changes from `older`'s API to `newer`'s, cached by their models' cache files (named by the
 * hash of their inputs): a build whose API sources are unchanged reads one small file. Otherwise
 * the summaries are compared: the ones this build made, or the cached ones. `file` is the cache
 * file's name, for the cache's pruning.
 */
export async function apiChanges(
  newer: ApiResult,
  older: ApiResult,
): Promise<{ changes: ApiChanges | undefined; file: string }> {
  const key = createHash('sha1')
    .update(`${basename(newer.file)}\0${basename(older.file)}`)
    .digest('hex');
  const file = join(dirname(newer.file), `changes-${key}.json`);
  const cached = await readCachedJson<ApiChanges>(file);
  if (cached) return { changes: cached, file: basename(file) };
  const summaryOf = async (result: ApiResult) =>
    result.summary ?? (await readCachedJson<ApiSummary>(summaryFile(result.file)));
  const [newerSummary, olderSummary] = await Promise.all([summaryOf(newer), summaryOf(older)]);
  // A summary cut short (a full disk) leaves the page out; the next build with new sources makes it.
  if (!newerSummary || !olderSummary) return { changes: undefined, file: basename(file) };
  const changes = compareApis(olderSummary, newerSummary);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(changes));
  return { changes, file: basename(file) };
}
