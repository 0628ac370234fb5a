import type { z } from 'zod';

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
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.join(', ')}; remove them or check their spelling`;
    default:
      return issue.message;
  }
}

/** One line per problem: `key.path: expected X, got Y`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    if (issue.code === 'custom' || issue.code === 'unrecognized_keys') return `${path}: ${expected(issue)}`;
    return `${path}: ${expected(issue)}, got ${describe(valueAt(input, issue.path))}`;
  });
}
