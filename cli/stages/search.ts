import { lastSearchFiles, saveSearchFiles, searchKey } from '../search/search-cache.js';
import { searchRecords, searchSite, writeSearchRecords } from '../search/write-index.js';
import type { CompiledSite } from './mdx.js';
import type { StagedWrite } from './output.js';

/**
 * Stage 8: the Algolia-format records (and each version's embedded index, for a site without a
 * hosted one) into the staging folder. When the records are those the staged folder's files were
 * made from, the files are kept as they are.
 */
export async function writeSearchIndex(input: StagedWrite & { mdx: CompiledSite }): Promise<void> {
  const { setup, staging } = input;
  const site = searchSite(setup.config);
  const versions = searchRecords(setup, input.routes.routes, input.mdx.compiled);
  const key = searchKey(site, versions);
  const last = await lastSearchFiles(setup.cacheDir, key);
  // Every file is asked for, kept or not: a file the build neither writes nor keeps is removed.
  const kept = last?.files.map(([file]) => staging.reuse(file, key));
  if (last && kept!.every(Boolean)) {
    input.reporter.stage('search', `${last.records} records, unchanged`);
    return;
  }
  const written = await writeSearchRecords(staging.dir, site, versions);
  for (const [file, size] of written.files) staging.wrote(file, key, size);
  await saveSearchFiles(setup.cacheDir, { key, ...written });
  input.reporter.stage('search', `${written.records} records ${site.embedded ? 'indexed' : 'for the hosted index'}`);
}
