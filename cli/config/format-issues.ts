import type { z } from 'zod';
import { unknownNameMessage } from '../util/closest-name.js';

/** One problem with the input, for the reader: where it is and what is wrong. */
export interface Problem {
  /** Keys from the root to the value at fault. */
  path: PropertyKey[];
  /** `key.path: expected X, got Y`, or for an unknown key what it should be. */
  text: string;
  /** The key the reader typed, when it is not a valid one. */
  unknownKey?: string;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[key];
  return value;
}

interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/**
 * The schemas a value at `path` is checked against, without their wrappers (optional, default,
 * a transform's input): one, or a union's options in order.
 */
function schemasAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType[] {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return schemasAt(inner, path);
  if (def.options) return def.options.flatMap((option) => schemasAt(option, path));
  if (!path.length) return [schema];
  const [key, ...rest] = path;
  const next = def.shape?.[String(key)] ?? def.element ?? def.valueType;
  return next ? schemasAt(next, rest) : [];
}

function expected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? issue.message : `a valid ${issue.format}`}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `expected at least ${issue.minimum} item(s)`
        : `expected ${issue.message.replace(/^Too small: /, '')}`;
    default:
      return issue.message;
  }
}

/**
 * Every problem of a failed parse: `key.path: expected X, got Y`; an unknown key with the valid key
 * closest to it; for a value that matches none of a union's shapes, the problems of the shape it
 * comes closest to. `what` names a key in messages ("a config key").
 */
export function problemsOf(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.core.$ZodType,
  what = 'a valid key',
  prefix: PropertyKey[] = [],
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = [...prefix, ...issue.path];
    const at = path.map(String).join('.') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      const shapes = schemasAt(schema, issue.path).map((object) => Object.keys(defOf(object).shape ?? {}));
      const valid = [...new Set(shapes.flat())];
      return issue.keys.map((key) => ({
        path,
        unknownKey: key,
        text: unknownNameMessage(key, what, valid, path.map((k) => `${String(k)}.`).join('')),
      }));
    }
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const options = schemasAt(schema, issue.path);
      const branches = issue.errors.map((errors, i) => problemsOf(errors, input, options[i] ?? schema, what, path));
      return branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
    }
    if (issue.code === 'custom') return [{ path, text: `${at}: ${expected(issue)}` }];
    return [{ path, text: `${at}: ${expected(issue)}, got ${describe(valueAt(input, path))}` }];
  });
}

/** One line per problem (see problemsOf). */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown, schema: z.core.$ZodType): string[] {
  return problemsOf(issues, input, schema).map((problem) => problem.text);
}
