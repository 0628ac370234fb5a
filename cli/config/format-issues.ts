import type * as z from 'zod';
import { closestName, unknownNameMessage } from '../util/closest-name.js';

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
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') {
    // Its keys tell which shape the writer had in mind.
    const keys = Object.keys(value);
    if (!keys.length) return 'an empty object';
    return `an object with ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}`;
  }
  return `${typeof value} ${String(value)}`;
}

export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[key];
  return value;
}

interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  discriminator?: string;
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** A pipe whose first step is a function (`z.preprocess`): what it hands on to is the schema. */
const preprocessed = (def: Def) => def.in !== undefined && defOf(def.in).type === 'transform';

/** Whether an object may leave out a key checked by `field`. */
const mayOmit = (field: z.core.$ZodType): boolean => {
  const def = defOf(field);
  return preprocessed(def) ? mayOmit(def.out!) : field._zod.optin !== undefined;
};

/** A schema without its wrappers: optional, default, lazy, a transform's input, what a preprocessing step hands on to. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  // A lazy schema's getter makes a new schema at each call; `innerType` is the one it keeps.
  const inner = def.type === 'lazy' ? (schema._zod as unknown as { innerType: z.core.$ZodType }).innerType : undefined;
  const next = inner ?? def.innerType ?? (preprocessed(def) ? def.out : def.in);
  return next ? unwrap(next) : schema;
}

/**
 * The schemas a value at `path` is checked against, without their wrappers: one, or through a
 * union on the way, each of its options that has the path. A union at `path` itself is kept whole.
 */
function schemasAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType[] {
  const unwrapped = unwrap(schema);
  const def = defOf(unwrapped);
  if (!path.length) return [unwrapped];
  if (def.options) return def.options.flatMap((option) => schemasAt(option, path));
  const [key, ...rest] = path;
  const next = def.shape?.[String(key)] ?? def.element ?? def.valueType;
  return next ? schemasAt(next, rest) : [];
}

/** A schema's options when it is a union (nested ones flattened), each unwrapped; else itself. */
function optionsOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const unwrapped = unwrap(schema);
  return defOf(unwrapped).options?.flatMap(optionsOf) ?? [unwrapped];
}

/** The keys of an object schema, or of every object a union may be. */
function keysOf(schema: z.core.$ZodType): string[] {
  return optionsOf(schema).flatMap((option) => Object.keys(defOf(option).shape ?? {}));
}

/**
 * The valid keys of an object that has the `unknown` ones. Of a union's objects, zod checked it
 * against one without those keys, whose literal keys (a `type`) match it: the keys of such objects.
 */
function validKeys(schemas: z.core.$ZodType[], value: unknown, unknown: readonly string[]): string[] {
  const objects = schemas.flatMap(optionsOf);
  const record = value as Record<string, unknown>;
  const checked = objects.filter(
    (object) =>
      !unknown.some((key) => keysOf(object).includes(key)) &&
      Object.entries(object._zod.propValues ?? {}).every(([key, values]) => (values as Set<unknown>).has(record[key])),
  );
  return [...new Set((checked.length ? checked : objects).flatMap(keysOf))];
}

/** Words in a sentence: `a, b and c` when `last` is ' and '. */
function wordList(words: string[], last: string): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')}${last}${words.at(-1)}` : words.join('');
}

const quote = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** A value of each type, in words. */
const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  record: 'an object',
  date: 'a date',
};

/** What a value must be to match `schema`, in words: one phrase per alternative it allows. */
function shapes(schema: z.core.$ZodType): string[] {
  const unwrapped = unwrap(schema);
  const def = defOf(unwrapped);
  if (def.discriminator) {
    // Its objects differ by one key: naming that key's values is shorter than every object's keys.
    const values = [...(unwrapped._zod.propValues?.[def.discriminator] ?? [])];
    return [`an object whose ${def.discriminator} is one of ${values.map(quote).join(', ')}`];
  }
  if (def.options) return def.options.flatMap(shapes);
  if (unwrapped._zod.values) return [...unwrapped._zod.values].map(quote);
  if (def.shape) {
    const fields = Object.entries(def.shape);
    const required = fields.filter(([, field]) => !mayOmit(field)).map(([key]) => key);
    const optional = fields.filter(([, field]) => mayOmit(field)).map(([key]) => key);
    if (!required.length) return [`an object with any of ${optional.join(', ')}`];
    return [
      `an object with ${wordList(required, ' and ')}${optional.length ? ` (and optionally ${optional.join(', ')})` : ''}`,
    ];
  }
  return [TYPE_NAMES[def.type] ?? `a ${def.type}`];
}

/**
 * Whether the value was meant for this option of a union: the option took its type (it did not
 * turn the value itself away as of another type or value), and an object has one of the option's
 * keys, or a slip of one.
 */
function isMeantFor(errors: readonly z.core.$ZodIssue[], option: z.core.$ZodType, value: unknown): boolean {
  const [only, ...more] = errors;
  if (only && !more.length && !only.path.length && (only.code === 'invalid_type' || only.code === 'invalid_value'))
    return false;
  const keys = keysOf(option);
  if (!keys.length || !value || typeof value !== 'object' || Array.isArray(value)) return true;
  return Object.keys(value).some((key) => keys.includes(key) || closestName(key, keys) !== undefined);
}

function expected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      // A discriminated union's key (`type`) with the value of none of its objects: the valid ones.
      return 'options' in issue && issue.options
        ? `expected one of ${issue.options.map(quote).join(', ')}`
        : issue.message;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? issue.message : `a valid ${issue.format}`}`;
    // zod's own words after its prefix: "expected number to be <=6".
    case 'too_small':
      return issue.origin === 'array'
        ? `expected at least ${issue.minimum} item(s)`
        : issue.message.replace(/^Too small: /, '');
    case 'too_big':
      return issue.origin === 'array'
        ? `expected at most ${issue.maximum} item(s)`
        : issue.message.replace(/^Too big: /, '');
    default:
      return issue.message;
  }
}

/**
 * Every problem of a failed parse: `key.path: expected X, got Y`; an unknown key with the valid key
 * closest to it; for a value that matches none of a union's shapes, the problems of the one it was
 * meant for (see isMeantFor), or when it is not clear which, every shape it may take.
 * `what` names a key in messages ("a config key").
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
      const valid = validKeys(schemasAt(schema, issue.path), valueAt(input, path), issue.keys);
      return issue.keys.map((key) => ({
        path,
        unknownKey: key,
        text: unknownNameMessage(key, what, valid, path.map((k) => `${String(k)}.`).join('')),
      }));
    }
    if (issue.code === 'invalid_union' && issue.errors.length) {
      // The union's options, in the order of its errors.
      const union = schemasAt(schema, issue.path).find((found) => defOf(found).options);
      const options = (union && defOf(union).options) ?? [];
      const value = valueAt(input, path);
      const branches = options.map((option, i) => ({ option, errors: issue.errors[i] ?? [] }));
      const [meant, ...others] = branches.filter(({ option, errors }) => isMeantFor(errors, option, value));
      if (meant && !others.length) return problemsOf(meant.errors, input, meant.option, what, path);
      return [{ path, text: `${at}: expected ${wordList(options.flatMap(shapes), ', or ')}; got ${describe(value)}` }];
    }
    if (issue.code === 'custom') return [{ path, text: `${at}: ${expected(issue)}` }];
    return [{ path, text: `${at}: ${expected(issue)}, got ${describe(valueAt(input, path))}` }];
  });
}

/** One line per problem (see problemsOf). */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown, schema: z.core.$ZodType): string[] {
  return problemsOf(issues, input, schema).map((problem) => problem.text);
}
