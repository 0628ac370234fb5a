import type * as z from 'zod';
import { problemsOf, valueAt, type Problem } from './format-issues.js';

/** More problems than any config has: a bound on the loop, not a limit a site meets. */
const MAX_LEFT_OUT = 200;

/**
 * Parses `raw` with `schema`, leaving out each value the schema refuses rather than failing: what a
 * Docusaurus site's config maps to once Docusaurus has accepted it, where a value ckdocs cannot
 * take is something ckdocs does not draw, never the site's mistake. A missing value leaves out the
 * object that needed it. Each value left out is one problem, for the warning that names it: its
 * `path` is what was left out, its `text` why.
 */
export function parseLeavingOut<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): { parsed: z.ZodSafeParseResult<z.output<Schema>>; leftOut: Problem[] } {
  let leftOut: Problem[] = [];
  let value = raw;
  for (;;) {
    const parsed = schema.safeParse(value);
    if (parsed.success || leftOut.length >= MAX_LEFT_OUT) return { parsed, leftOut };
    // One at a time: leaving out an item of a list moves the ones after it.
    const [problem] = problemsOf(parsed.error.issues, value, schema, 'a config key');
    const path =
      problem!.unknownKey === undefined ? presentPath(value, problem!.path) : [...problem!.path, problem!.unknownKey];
    if (!path.length) return { parsed, leftOut };
    value = without(value, path);
    // A value the object needed takes the object with it: one problem, the first one's words.
    const inside = leftOut.filter((earlier) => isWithin(earlier.path, path));
    leftOut = [...leftOut.filter((earlier) => !inside.includes(earlier)), { text: (inside[0] ?? problem!).text, path }];
  }
}

function isWithin(path: PropertyKey[], ancestor: PropertyKey[]): boolean {
  return ancestor.length <= path.length && ancestor.every((key, i) => String(key) === String(path[i]));
}

/** `path`, or the nearest object above it that is there: where a missing value was needed. */
function presentPath(root: unknown, path: PropertyKey[]): PropertyKey[] {
  let at = path;
  while (at.length && valueAt(root, at) === undefined) at = at.slice(0, -1);
  return at;
}

/** `value` without what is at `path`, the objects and lists along it copied, the rest shared. */
function without(value: unknown, path: PropertyKey[]): unknown {
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length) copy[Number(key)] = without(copy[Number(key)], rest);
    else copy.splice(Number(key), 1);
    return copy;
  }
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<PropertyKey, unknown> = { ...value };
  if (rest.length) copy[key!] = without(copy[key!], rest);
  else delete copy[key!];
  return copy;
}
