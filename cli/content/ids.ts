import { posix } from 'node:path';
import { encodePathSegment, withTrailingSlash, type TrailingSlash } from '../../common/route-files.js';
import { decodedUrl } from '../util/decode-url.js';

/** Docusaurus's default number prefix: digits, separators (`-`, `_`, `.`, spaces around them), then the name. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** What Docusaurus never reads as a prefix: a version or a date (`1.0.0`, `2.1-notes`, `2024-05-01-post`). */
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

/** `03-setup` -> { name: 'setup', position: 3 }; names without a prefix keep theirs. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const match = NOT_A_PREFIX.test(segment) ? null : NUMBER_PREFIX.exec(segment);
  return match ? { name: segment.slice(match[0].length), position: Number(match[1]) } : { name: segment };
}

/**
 * Doc id from its path inside the version folder: prefixes and extension dropped. With
 * `parsePrefixes` false (front matter `parse_number_prefixes: false`), the path's prefixes stay,
 * as in Docusaurus.
 */
export function docIdFromPath(relPath: string, frontMatterId?: string, parsePrefixes = true): string {
  const segments = relPath
    .replace(/\.mdx?$/, '')
    .split('/')
    .map((s) => (parsePrefixes ? stripNumberPrefix(s).name : s));
  if (frontMatterId) segments[segments.length - 1] = frontMatterId;
  return segments.join('/');
}

/** Why a front matter `id` cannot be used (it names the doc's file in the output), or undefined. */
export function invalidFrontMatterId(id: string): string | undefined {
  if (/[/\\]/.test(id)) return 'it cannot hold `/` or `\\`';
  if (id === '.' || id === '..') return 'it cannot be `.` or `..`';
  return undefined;
}

/** A URL path's segments with `.` and `..` applied; undefined when `..` climbs above its start. */
function resolveSegments(path: string): string[] | undefined {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') {
      if (!segments.pop()) return undefined;
    } else if (segment && segment !== '.') segments.push(segment);
  }
  return segments;
}

/** How a site's URLs end: its `trailingSlash`, and its base URL, which keeps its slash. */
export interface UrlStyle {
  trailingSlash?: TrailingSlash;
  baseUrl: string;
}

/**
 * URL of a doc: version base + its id, a folder's own page (index, README, named as its folder)
 * standing for its folder; `slug` overrides. With a `trailingSlash` (Docusaurus's sites), the URL
 * ends in `/` where Docusaurus's does: a folder's own page, a slug that ends so (`..` too); then
 * `true` or `false` add or remove it. Without, it never does.
 * Undefined when the slug leads out of the version (`/../x`): the page would be written outside it.
 */
export function docPermalink(
  versionPath: string,
  id: string,
  slug?: string,
  folderPage = false,
  style?: UrlStyle,
): string | undefined {
  const base = versionPath.replace(/\/$/, '');
  const target =
    slug === undefined
      ? folderPage
        ? `${posix.dirname(`/${id}`)}/`
        : id
      : slug.startsWith('/')
        ? slug
        : `${posix.dirname(`/${id}`)}/${slug}`;
  const segments = resolveSegments(target);
  if (!segments) return undefined;
  // A slug's segments may be typed escaped or not: `caf%C3%A9` and `café` are one page.
  const path = segments.map((s) => encodePathSegment(slug === undefined ? s : decodedUrl(s))).join('/');
  const permalink = (path ? `${base}/${path}` : base) || '/';
  if (style?.trailingSlash === undefined) return permalink;
  const folder = ['', '.', '..'].includes(target.split('/').at(-1)!) && permalink !== '/';
  return withTrailingSlash(folder ? `${permalink}/` : permalink, style.trailingSlash, style.baseUrl);
}

/** Whether a doc is its folder's own page, by Docusaurus's conventions: index, README, or named as its folder. */
export function isCategoryIndex(fileName: string, folderName: string): boolean {
  return ['index', 'readme', folderName.toLowerCase()].includes(fileName.toLowerCase());
}

/** Whether the doc at `relPath` (in the version folder) is its folder's own page: names compared as on disk, prefixes included. */
export function isFolderPage(relPath: string): boolean {
  const parts = relPath.replace(/\.mdx?$/, '').split('/');
  return isCategoryIndex(parts.at(-1)!, parts.at(-2) ?? '');
}
