import type { Pluggable, Plugin, Processor, TransformCallback, Transformer } from 'unified';
import type { Node } from 'unist';
import { codeFrame, UserError } from '../util/errors.js';

/** What a Markdown plugin of the site's config threw, with the plugin's place in the config. */
class MarkdownPluginFailure extends Error {
  constructor(
    /** `markdown.remarkPlugins[0] (name)`: where the writer finds it. */
    readonly plugin: string,
    readonly error: unknown,
    /** Whether it failed when set up (before any page), not on the page. */
    readonly starting: boolean,
  ) {
    super(`${plugin}: ${String(error)}`);
  }
}

type AnyTransformer = Transformer<Node, Node>;

/** The plugin's transformer, its errors turned into MarkdownPluginFailures; a callback's kept as one. */
function namedTransformer(
  transformer: AnyTransformer,
  fail: (error: unknown) => MarkdownPluginFailure,
): AnyTransformer {
  // unified passes `next` only to a transformer that declares it.
  if (transformer.length >= 3) {
    return (tree, file, next: TransformCallback<Node>) => {
      try {
        return transformer(tree, file, (error, ...rest) => next(error && fail(error), ...rest));
      } catch (error) {
        throw fail(error);
      }
    };
  }
  return (tree, file) => {
    let result: ReturnType<AnyTransformer>;
    try {
      result = transformer(tree, file, () => undefined);
    } catch (error) {
      throw fail(error);
    }
    if (result instanceof Error) throw fail(result);
    return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(fail(error))) : result;
  };
}

/**
 * A list of the config's plugins (`markdown.<listName>`), each wrapped so that what it throws,
 * when set up or on a page, names it: a writer sees which plugin broke on which page.
 */
export function namedMarkdownPlugins(list: Pluggable[], listName: string): Pluggable[] {
  return list.map((entry, index) => {
    const [plugin, ...options] = (Array.isArray(entry) ? entry : [entry]) as [Plugin<unknown[]>, ...unknown[]];
    const name = `markdown.${listName}[${index}]${plugin.name ? ` (${plugin.name})` : ''}`;
    function named(this: Processor, ...parameters: unknown[]) {
      let transformer: unknown;
      try {
        transformer = plugin.apply(this, parameters);
      } catch (error) {
        throw new MarkdownPluginFailure(name, error, true);
      }
      if (typeof transformer !== 'function') return undefined;
      return namedTransformer(transformer as AnyTransformer, (error) => new MarkdownPluginFailure(name, error, false));
    }
    return [named, ...options] as Pluggable;
  });
}

/** Where a plugin's error points on the page, when it says (`file.fail(reason, node)` does). */
function placeOf(error: unknown): { line: number; column: number } | undefined {
  const { line, column } = (error ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === 'number' ? { line, column: typeof column === 'number' ? column : 1 } : undefined;
}

/** The writer's error for a plugin's failure on a page, or undefined when `error` is none. */
export function markdownPluginError(error: unknown, file: string, body: string): UserError | undefined {
  if (!(error instanceof MarkdownPluginFailure)) return undefined;
  const cause = error.error as { reason?: string; message?: string } | undefined;
  const reason = cause?.reason ?? cause?.message ?? String(cause);
  const place = error.starting ? undefined : placeOf(cause);
  return new UserError(`${error.plugin} ${error.starting ? 'could not start' : 'failed on this page'}: ${reason}`, {
    file,
    line: place?.line,
    column: place?.column,
    frame: place && codeFrame(body, place.line, place.column),
    problems: [
      error.starting
        ? "Check the plugin's options in the config's `markdown` section."
        : "The error is the plugin's: check what it expects of this page, or its options in the config's `markdown` section.",
    ],
  });
}
