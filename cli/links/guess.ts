import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, posix } from 'node:path';
import { docIdFromPath } from '../content/ids.js';
import type { DocSource } from '../content/types.js';
import { isOtherFile, localFile } from '../mdx/remark-local-files.js';
import { closestName } from '../util/closest-name.js';
import { decodedUrl } from '../util/decode-url.js';

/**
 * Why a relative link from the doc at `docFile` to a file that is not a doc (`./sheet.pdf`) leads
 * nowhere: the file is not there (the compile makes such a link the file's URL when it is). Names
 * where the file was looked for, and the file of that folder the link probably meant.
 */
export function missingFileReason(docFile: string, url: string): string | undefined {
  const local = localFile(url, docFile);
  if (!local || !isOtherFile(local.path)) return undefined;
  const folder = dirname(local.target);
  const names = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : []))
    : [];
  const closest = closestName(basename(local.target), names);
  const written = closest && posix.join(posix.dirname(local.path), closest);
  if (!written) return `no file at ${local.target}`;
  return `no file at ${local.target}; did you mean ${written.startsWith('.') ? written : `./${written}`}?`;
}

/**
 * The doc a link to a .md/.mdx file that no doc has probably meant, as a path from the linking
 * doc: the one whose path is the same but for its number prefixes (a renumbered file or folder),
 * else the one of the version with the same file name (a moved or renamed folder), or of several
 * such, the one whose folders are most like the link's, if one is.
 */
export function docFileGuesser(docs: DocSource[]): (from: DocSource, url: string) => string | undefined {
  // Made at the first such link, for its version: its docs by path without prefixes, and by file name.
  const versions = new Map<string, { byPath: Map<string, DocSource[]>; byName: Map<string, DocSource[]> }>();
  const indexOf = (version: string) => {
    let index = versions.get(version);
    if (!index) {
      index = { byPath: new Map(), byName: new Map() };
      const add = (map: Map<string, DocSource[]>, key: string, doc: DocSource) => {
        const list = map.get(key);
        if (list) list.push(doc);
        else map.set(key, [doc]);
      };
      for (const doc of docs.filter((d) => d.version === version)) {
        const path = docIdFromPath(doc.relPath);
        add(index.byPath, path, doc);
        add(index.byName, fileName(path), doc);
      }
      versions.set(version, index);
    }
    return index;
  };
  return (from, url) => {
    const hashAt = url.indexOf('#');
    const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
    const folder = posix.dirname(from.relPath);
    const wanted = docIdFromPath(posix.normalize(posix.join(folder, decodedUrl(path, decodeURI))));
    const { byPath, byName } = indexOf(from.version);
    const candidates =
      byPath.get(wanted) ?? nearest(byName.get(fileName(wanted)) ?? [], (doc) => docIdFromPath(doc.relPath), wanted);
    if (candidates.length !== 1) return undefined;
    const relative = posix.relative(folder, candidates[0]!.relPath);
    return (relative.startsWith('.') ? relative : `./${relative}`) + hash;
  };
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The page a URL that no page has probably meant: one whose URL ends with it (the base URL,
 * /docs or a version's path left out), else one whose URL has a single segment more (a link
 * written for another version's path, such as /docs/… for /docs/v0/…): of several, the one
 * nearest to the linking page, if one is.
 */
export function pageGuesser(pages: string[]): (path: string, from: string) => string | undefined {
  let withOneMore: Map<string, string[]> | undefined;
  return (path, from) => {
    if (path.length <= 1) return undefined;
    const ending = pages.find((page) => page.endsWith(path));
    if (ending) return ending;
    // Made at the first such link: every page under each of its URLs with one segment left out.
    withOneMore ??= pagesWithOneSegmentLess(pages);
    const [nearestPage, ...others] = nearest(withOneMore.get(path) ?? [], (page) => page, from);
    return others.length ? undefined : nearestPage;
  };
}

/** Those of `items` whose path shares the most leading segments with `to`. */
function nearest<T>(items: T[], pathOf: (item: T) => string, to: string): T[] {
  const target = to.split('/');
  const shared = (item: T) => {
    const segments = pathOf(item).split('/');
    let n = 0;
    while (n < segments.length && segments[n] === target[n]) n++;
    return n;
  };
  const most = Math.max(...items.map(shared));
  return items.filter((item) => shared(item) === most);
}

function pagesWithOneSegmentLess(pages: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const page of pages) {
    const segments = page.split('/');
    for (let i = 1; i < segments.length; i++) {
      const shorter = [...segments.slice(0, i), ...segments.slice(i + 1)].join('/') || '/';
      const list = index.get(shorter);
      if (!list) index.set(shorter, [page]);
      else if (list.at(-1) !== page) list.push(page);
    }
  }
  return index;
}
