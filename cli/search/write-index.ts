import { createHash } from 'node:crypto';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSetup } from '../stages/config.js';
import { DEFAULT_DOCS, versionsOf } from '../../common/docs-instances.js';
import type { CompiledDoc } from '../mdx/types.js';
import { withBase } from '../routes/navbar.js';
import type { Route } from '../routes/types.js';
import { synonymGroups } from '../../common/search/synonyms.js';
import { indexFiles } from './index-files.js';
import { sitePageRecords, versionRecords, type SearchRecord } from './records.js';

const RECORDS_PER_WRITE = 1000;
/** Index files written at once: a large site's thousands of fragments, without as many open files. */
const FILES_PER_BATCH = 64;

/** Where the browser finds each version's embedded index; fetched on first search. */
export const SEARCH_MANIFEST = 'search/manifest.json';
/** Every record in the hosted service's format. */
const HOSTED_RECORDS = 'search/records.json';

export interface SearchManifest {
  /** Version name -> URL of its index's meta file (in a content-hashed folder, cacheable forever). */
  indexes: Record<string, string>;
}

/** What writing the search files takes of the config. */
export interface SearchSite {
  /** The site's origin, for the hosted records' URLs. */
  url: string;
  /** The locale's name, the hosted records' language. */
  language: string;
  baseUrl: string;
  /** Whether readers search the embedded index: a site on the hosted service never loads it. */
  embedded: boolean;
  /** Groups of words the embedded search finds for each other. */
  synonyms: string[][];
}

/** The search files' part of the config. */
export function searchSite(config: SiteConfig): SearchSite {
  const language = config.localization?.current ?? 'en';
  return {
    url: config.url,
    language,
    baseUrl: config.baseUrl,
    embedded: !config.search.hosted,
    synonyms: synonymGroups(language, config.search.synonyms),
  };
}

/** A file the search files' writer wrote: its path in the output folder, and its size in bytes. */
export type WrittenFile = [file: string, size: number];

/** A docs version's search records, and which of its pages document the API. */
export interface VersionRecords {
  name: string;
  records: SearchRecord[];
  apiPages: string[];
}

/**
 * Every version's records, from its pages' compiled sections and its API models. The site's own
 * pages, and the latest version of any other set of docs (community docs beside the main ones),
 * are in every version's: a reader finds them whichever version they read.
 */
export function searchRecords(
  { config, versions }: Pick<SiteSetup, 'config' | 'versions'>,
  routes: readonly Route[],
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
): VersionRecords[] {
  const pages = sitePageRecords(routes, compiled, config.title);
  const others = versions
    .filter((v) => v.instance !== DEFAULT_DOCS && v.isLast)
    .map((v) => versionRecords(routes, v.name, compiled));
  const shared = [...others.flatMap((other) => other.records), ...pages];
  const sharedApi = others.flatMap((other) => other.apiPages);
  const main = versionsOf(versions);
  // A site without docs (a blog alone) has one index, named '', of its pages.
  if (!main.length) return [{ name: '', records: shared, apiPages: sharedApi }];
  return main.map(({ name }) => {
    const { records, apiPages } = versionRecords(routes, name, compiled);
    return { name, records: [...records, ...shared], apiPages: [...apiPages, ...sharedApi] };
  });
}

/**
 * Writes a version's index files in a folder named for their content; answers its meta file's
 * path under assets/search, and each file written with its size.
 */
async function writeIndexFiles(
  outDir: string,
  version: string,
  { records, apiPages }: VersionRecords,
  synonyms: string[][],
) {
  const api = new Set(apiPages);
  const files = indexFiles(records, (url) => api.has(url), synonyms);
  const hash = createHash('sha1');
  for (const [name, text] of files) hash.update(name).update('\0').update(text);
  const folder = `${version.replace(/[^\w.-]/g, '_')}-${hash.digest('hex').slice(0, 10)}`;
  const dir = `assets/search/${folder}`;
  await mkdir(join(outDir, dir), { recursive: true });
  const entries = [...files];
  for (let start = 0; start < entries.length; start += FILES_PER_BATCH) {
    await Promise.all(
      entries.slice(start, start + FILES_PER_BATCH).map(([name, text]) => writeFile(join(outDir, dir, name), text)),
    );
  }
  const written = entries.map(([name, text]): WrittenFile => [`${dir}/${name}`, Buffer.byteLength(text)]);
  return { meta: `${folder}/meta.json`, written };
}

/** A record as the hosted service stores it (DocSearch crawler schema). */
function algoliaRecord(site: SearchSite, version: string, record: SearchRecord, position: number) {
  const [path, anchor] = record.url.split('#');
  const level = record.type === 'content' ? 0 : 100 - Number(record.type.slice(3)) * 10;
  return {
    objectID: createHash('sha1').update(`${record.url}\0${record.type}\0${position}`).digest('hex').slice(0, 16),
    url: `${site.url}${record.url}`,
    url_without_anchor: `${site.url}${path}`,
    anchor: anchor ?? null,
    type: record.type,
    hierarchy: Object.fromEntries(record.hierarchy.map((v, i) => [`lvl${i}`, v])),
    content: record.content,
    language: site.language,
    version,
    docusaurus_tag: `docs-default-${version}`,
    weight: { level, position, pageRank: 0 },
  };
}

/**
 * Writes search/records.json: every record in the hosted service's format, ready to upload to a
 * hosted index. For a site without one, the embedded index of each version too
 * (assets/search/<version>-<hash>/, its files named by common/search/index-format.ts) and the manifest naming
 * each version's meta file.
 */
export function writeSearchFiles(
  outDir: string,
  setup: Pick<SiteSetup, 'config' | 'versions'>,
  routes: readonly Route[],
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
): Promise<{ records: number; files: WrittenFile[] }> {
  return writeSearchRecords(outDir, searchSite(setup.config), searchRecords(setup, routes, compiled));
}

/** The same, from the versions' records. */
export async function writeSearchRecords(
  outDir: string,
  site: SearchSite,
  versions: VersionRecords[],
): Promise<{ records: number; files: WrittenFile[] }> {
  await Promise.all([
    site.embedded && mkdir(join(outDir, 'assets/search'), { recursive: true }),
    mkdir(dirname(join(outDir, HOSTED_RECORDS)), { recursive: true }),
  ]);
  const manifest: SearchManifest = { indexes: {} };
  const files: WrittenFile[] = [];
  // The hosted records are written a thousand at a time: a large site's would make one string of
  // a hundred megabytes, held beside the records themselves.
  const hosted = await open(join(outDir, HOSTED_RECORDS), 'w');
  let count = 0;
  let bytes = 0;
  const append = async (text: string) => (bytes += (await hosted.write(text)).bytesWritten);
  try {
    for (const version of versions) {
      const { name, records } = version;
      if (site.embedded) {
        const { meta, written } = await writeIndexFiles(outDir, name, version, site.synonyms);
        manifest.indexes[name] = withBase(site.baseUrl, `/assets/search/${meta}`);
        files.push(...written);
      }
      for (let start = 0; start < records.length; start += RECORDS_PER_WRITE) {
        const chunk = records
          .slice(start, start + RECORDS_PER_WRITE)
          .map((r, i) => JSON.stringify(algoliaRecord(site, name, r, start + i)));
        await append(`${count ? ',' : '['}${chunk.join(',')}`);
        count += chunk.length;
      }
    }
    await append(count ? ']' : '[]');
  } finally {
    await hosted.close();
  }
  files.push([HOSTED_RECORDS, bytes]);
  if (site.embedded) {
    const manifestText = JSON.stringify(manifest);
    await writeFile(join(outDir, SEARCH_MANIFEST), manifestText);
    files.push([SEARCH_MANIFEST, Buffer.byteLength(manifestText)]);
  }
  return { records: count, files };
}
