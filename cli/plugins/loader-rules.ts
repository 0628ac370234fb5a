import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { splitQuery } from '../bundle/inline-loaders.js';
import { isRecord } from '../docusaurus/fields.js';

/** A condition of a rule on a file's path: a folder or file it is under, or a pattern's source and flags. */
export type PathCondition = { under: string } | { pattern: [string, string] };

/**
 * A plugin's webpack rule whose loaders turn some files into modules (a YAML file into its data, a
 * text file into its string): ckdocs runs those loaders for real on the files the rule takes
 * (cli/bundle/rule-loaders.ts). Plain data, for render workers too.
 */
export interface LoaderRule {
  /** The plugin whose rule it is. */
  plugin: string;
  /** The file's path meets one of these (webpack's `test`)... */
  test: PathCondition[];
  /** ...and one of these, if any (`include`)... */
  include: PathCondition[];
  /** ...and none of these (`exclude`). */
  exclude: PathCondition[];
  /** The loaders as webpack lists them (it runs the last first): their files, and their options. */
  loaders: { loader: string; options?: unknown }[];
}

/**
 * Loaders whose work ckdocs does its own way, by package: styles, scripts, files copied as assets,
 * Markdown. A rule using one is not run, and is warned of as before.
 */
const OWN_WORK =
  /^(?:(?:style|css|postcss|sass|less|stylus|babel|ts|esbuild|swc|thread|cache|source-map|file|url|svgo|worker|mdx)-loader|mini-css-extract-plugin|@svgr\/webpack|@mdx-js\/loader|@docusaurus\/.*)$/;

/** The package a resolved file belongs to, if it is in node_modules. */
const packageOf = (file: string) =>
  /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1]?.replace(/\\/g, '/');

/** A rule's conditions, or undefined where one is of a kind ckdocs cannot carry (a function). */
function conditions(value: unknown): PathCondition[] | undefined {
  const list = value === undefined ? [] : [value].flat();
  const out: PathCondition[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push({ under: item });
    else if (item instanceof RegExp) out.push({ pattern: [item.source, item.flags.replace(/[gy]/g, '')] });
    else return undefined;
  }
  return out;
}

/** A rule ckdocs would run but for a loader of it that is not installed: its name as the rule gives it. */
export interface MissingLoader {
  missing: string;
}

/**
 * The rule as ckdocs runs it; the loader it lacks (`MissingLoader`); or undefined: a rule of nested
 * rules, one with a condition that is a function, options that cannot be copied to a worker, or a
 * loader of work ckdocs does itself. Loaders resolve from `from` (the plugin's folder), then the site's.
 */
export function loaderRule(
  rule: unknown,
  plugin: string,
  from: string,
  siteDir: string,
): LoaderRule | MissingLoader | undefined {
  if (!isRecord(rule) || rule.oneOf !== undefined || rule.rules !== undefined || rule.type !== undefined) return;
  const [test, include, exclude] = [rule.test, rule.include, rule.exclude].map(conditions);
  if (!test?.length || !include || !exclude) return;
  const listed = rule.use ?? (rule.loader === undefined ? [] : [{ loader: rule.loader, options: rule.options }]);
  const loaders: LoaderRule['loaders'] = [];
  for (const item of [listed].flat()) {
    const [request, options] =
      typeof item === 'string' ? [item, undefined] : isRecord(item) ? [item.loader, item.options] : [];
    if (typeof request !== 'string') return;
    // A loader written `name?options` has its options as written after `?`, as webpack gives them.
    const [name, query] = splitQuery(request);
    const loader = isAbsolute(name) ? name : resolveFrom(name, [from, siteDir]);
    if (!loader) return OWN_WORK.test(name) ? undefined : { missing: name };
    if (OWN_WORK.test(packageOf(loader) ?? name)) return;
    try {
      loaders.push({ loader, options: structuredClone(options ?? (query.slice(1) || undefined)) });
    } catch {
      return;
    }
  }
  return loaders.length ? { plugin, test, include, exclude, loaders } : undefined;
}

function resolveFrom(name: string, folders: string[]): string | undefined {
  for (const folder of folders)
    try {
      return createRequire(join(folder, 'package.json')).resolve(name);
    } catch {
      // Not from this folder: the next.
    }
  return undefined;
}

/** Whether the rule takes the file at `path`, as webpack matches a rule's conditions. */
export function ruleTakes(rule: LoaderRule, path: string): boolean {
  const meets = (condition: PathCondition) =>
    'under' in condition ? path.startsWith(condition.under) : new RegExp(...condition.pattern).test(path);
  return rule.test.some(meets) && (!rule.include.length || rule.include.some(meets)) && !rule.exclude.some(meets);
}
