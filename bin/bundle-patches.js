// Changes the CLI bundle makes to the packages it takes in, each for a measured cost.
import { readFile } from 'node:fs/promises';

/**
 * mdast-util-from-markdown copies its whole context object into a new one for every event it
 * turns into syntax tree nodes (tens of thousands a page), only to set the one field that differs
 * between events. Setting that field on the one context instead cut the MDX compile's CPU by a
 * sixth, with every page's output unchanged: no handler keeps `this` beyond its call or writes to it.
 */
const PER_EVENT_CONTEXT = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;
const PER_EVENT_CONTEXT_COUNT = 3;

/** The module's source with its context shared, or undefined if its code is not the one this was made for. */
export function shareFromMarkdownContext(source) {
  if (source.match(PER_EVENT_CONTEXT)?.length !== PER_EVENT_CONTEXT_COUNT) return undefined;
  return source.replace(PER_EVENT_CONTEXT, '(context.sliceSerialize = events[index][2].sliceSerialize, context)');
}

/**
 * unist-util-visit-parents names the visitor closure it makes for every node of every tree walk
 * (`node (paragraph)`, for stack traces) with Object.defineProperty, a slow path in V8; a page's
 * compile walks its trees a dozen times. Unnamed, MDX's CPU fell by about a tenth (9 pairs of
 * 8-round benchmarks run side by side, one per core: 8 won, median -12%); nothing reads the names.
 */
const VISITOR_NAME =
  /\n {4}if \(typeof value\.type === 'string'\) \{\n[\s\S]*?Object\.defineProperty\(visit, 'name', \{[\s\S]*?\n {6}\}\)\n {4}\}\n/;

/** The module's source without the naming, or undefined if its code is not the one this was made for. */
export function unnamedVisitors(source) {
  return VISITOR_NAME.test(source) ? source.replace(VISITOR_NAME, '\n') : undefined;
}

/**
 * mdast-util-to-hast deep-copies every MDX node it passes through to the HTML tree (JSX
 * elements and expressions, with their attributes: a code block's highlighted HTML, an
 * expression's syntax tree) with structuredClone, though MDX drops the markdown tree right after.
 * A shallow copy gives the same tree for a 2% smaller MDX compile.
 */
const PASS_THROUGH_CLONES = [
  ['return {...structuredClone(shallow), children: state.all(node)}', 'return {...shallow, children: state.all(node)}'],
  ['return structuredClone(node)', 'return {...node}'],
];

/** The module's source with shallow copies, or undefined if its code is not the one this was made for. */
export function shallowPassThrough(source) {
  if (!PASS_THROUGH_CLONES.every(([from]) => source.split(from).length === 2)) return undefined;
  return PASS_THROUGH_CLONES.reduce((text, [from, to]) => text.replace(from, to), source);
}

/** Each patch, by the module it applies to; another version of a package is bundled as it is. */
const PATCHES = [
  { filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/, patch: shareFromMarkdownContext },
  { filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/, patch: unnamedVisitors },
  { filter: /[\\/]mdast-util-to-hast[\\/]lib[\\/]state\.js$/, patch: shallowPassThrough },
];

/** The esbuild plugin applying them. */
export const bundlePatches = {
  name: 'bundle-patches',
  setup(build) {
    for (const { filter, patch } of PATCHES) {
      build.onLoad({ filter }, async (args) => {
        const contents = patch(await readFile(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    }
  },
};
