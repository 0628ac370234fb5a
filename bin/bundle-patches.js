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

/** The esbuild plugin applying it; another version of the package is bundled as it is. */
export const bundlePatches = {
  name: 'bundle-patches',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const contents = shareFromMarkdownContext(await readFile(args.path, 'utf8'));
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};
