import { posix } from 'node:path';
import type { ApiConfig } from '../config/schemas/api.js';
import { UserError } from '../util/errors.js';

/** Where a version's API sources are copied from and to, relative to the site folder. */
export interface ApiSourcesCopy {
  from: string;
  to: string;
  /** A path of the version's config (an entry point, its tsconfig, a code sample's module) as in the copy. */
  rewrite(path: string): string;
}

const isInside = (path: string) => !posix.isAbsolute(path) && path !== '..' && !path.startsWith('../');

/**
 * The folder holding a version's API sources (its entry points and tsconfig, with the files they
 * reference beside them, e.g. api/next/), copied whole to api/<name>/. Sources outside the site
 * folder (a package's published declarations) are not part of the docs: they are not copied and
 * their paths stay as they are. Undefined when every source is outside.
 */
export function apiSourcesCopy(api: ApiConfig, version: string, name: string): ApiSourcesCopy | undefined {
  const inside = [...api.entryPoints, api.tsconfig].map((path) => posix.normalize(path)).filter(isInside);
  if (!inside.length) return undefined;
  const from = inside.map((path) => posix.dirname(path)).reduce(commonFolder);
  if (from === '.') {
    throw new UserError(`The API sources of version ${version} are not in a folder of their own`, {
      problems: [
        `Its entry points and tsconfig sit directly in the site folder: move them to api/${version}/ (and its config's paths with them), so that a version copies that folder alone.`,
      ],
    });
  }
  const to = `api/${name}`;
  return {
    from,
    to,
    rewrite(path) {
      const normal = posix.normalize(path);
      return normal === from || normal.startsWith(`${from}/`) ? to + normal.slice(from.length) : path;
    },
  };
}

function commonFolder(a: string, b: string): string {
  const left = a.split('/');
  const right = b.split('/');
  let same = 0;
  while (same < left.length && left[same] === right[same]) same++;
  return left.slice(0, same).join('/') || '.';
}
