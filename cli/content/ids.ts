import { posix } from 'node:path';

const NUMBER_PREFIX = /^(\d+)[-_.](?=.)/;

/** `03-setup` -> { name: 'setup', position: 3 }; names without a prefix keep theirs. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const match = NUMBER_PREFIX.exec(segment);
  return match ? { name: segment.slice(match[0].length), position: Number(match[1]) } : { name: segment };
}

/** Doc id from its path inside the version folder: prefixes and extension dropped. */
export function docIdFromPath(relPath: string, frontMatterId?: string): string {
  const segments = relPath.replace(/\.mdx?$/, '').split('/').map((s) => stripNumberPrefix(s).name);
  if (frontMatterId) segments[segments.length - 1] = frontMatterId;
  return segments.join('/');
}

/** URL of a doc: version base + its id, an `index` doc standing for its folder; `slug` overrides. */
export function docPermalink(versionPath: string, id: string, slug?: string): string {
  const base = versionPath.replace(/\/$/, '');
  if (slug !== undefined) {
    const target = slug.startsWith('/') ? slug : posix.join(posix.dirname(`/${id}`), slug);
    return (base + target).replace(/\/+$/, '') || '/';
  }
  const path = id.replace(/(^|\/)(index|README)$/i, '');
  return (path ? `${base}/${path}` : base) || '/';
}
