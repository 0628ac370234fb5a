import { posix } from 'node:path';
import { docIdFromPath } from '../content/ids.js';
import type { DocSource } from '../content/types.js';

/**
 * The doc a link to a .md/.mdx file that no doc has probably meant, as a path from the linking
 * doc: the one whose path is the same but for its number prefixes (a renumbered file or folder),
 * else the one of the version with the same file name (a moved or renamed folder), or of several
 * such, the one whose folders are most like the link's, if one is.
 */
export function guessDocFile(from: DocSource, url: string, docs: DocSource[]): string | undefined {
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const folder = posix.dirname(from.relPath);
  const wanted = docIdFromPath(posix.normalize(posix.join(folder, decodeURI(path))));
  const named = (doc: DocSource) => docIdFromPath(doc.relPath);
  const ownDocs = docs.filter((doc) => doc.version === from.version);
  const renumbered = ownDocs.filter((doc) => named(doc) === wanted);
  const fileName = (id: string) => id.slice(id.lastIndexOf('/') + 1);
  const sameName = ownDocs.filter((doc) => fileName(named(doc)) === fileName(wanted));
  const candidates = renumbered.length ? renumbered : nearest(sameName, (doc) => named(doc), wanted);
  if (candidates.length !== 1) return undefined;
  const relative = posix.relative(folder, candidates[0]!.relPath);
  return (relative.startsWith('.') ? relative : `./${relative}`) + hash;
}

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
