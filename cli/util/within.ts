import { isAbsolute, relative, sep } from 'node:path';

/** Whether the path `inner` is `outer` or lies inside it (both resolved alike, real or not). */
export function within(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
