import type { PluginBuild } from 'esbuild';
import { dirname } from 'node:path';
import { InlineLoaderError, runLoaderChain } from './inline-loaders.js';
import { ruleTakes, type LoaderRule } from '../plugins/loader-rules.js';

/** Constructs of JavaScript's patterns that Go's, which esbuild's filters use, lacks. */
const NOT_GO = /\(\?<?[=!]|\\[1-9]|\(\?<[A-Za-z]/;

/** Whether esbuild can filter by a pattern as it is: Go reads its syntax and its flags (`i`, `m`, `s`). */
const goReads = ([source, flags]: [string, string]) => !NOT_GO.test(source) && /^[ims]*$/.test(flags);

/**
 * Runs the plugins' loader rules (cli/plugins/loader-rules.ts) on the files they take, as webpack
 * would: the module their loaders make is the file's module. Registered before the site's other
 * loading, so that a rule decides over a file first, as a configured loader does in webpack.
 */
export function runRuleLoaders(build: PluginBuild, rules: readonly LoaderRule[], siteDir: string): void {
  for (const rule of rules) {
    const patterns = rule.test.map((condition) => ('pattern' in condition ? condition.pattern : undefined));
    // esbuild narrows by the rule's own test where Go reads it; the rule's conditions decide.
    const filter = patterns.length === 1 && patterns[0] && goReads(patterns[0]) ? new RegExp(...patterns[0]) : /.*/;
    build.onLoad({ filter, namespace: 'file' }, async (args) => {
      if (!ruleTakes(rule, args.path)) return undefined;
      try {
        const made = await runLoaderChain(rule.loaders, args.path, siteDir);
        return {
          contents: made.code,
          loader: 'js',
          resolveDir: dirname(args.path),
          watchFiles: made.files,
          warnings: made.warnings.map((text) => ({ text })),
        };
      } catch (error) {
        const message = error instanceof InlineLoaderError ? error.message : String(error);
        return { errors: [{ text: `plugin ${rule.plugin}: its webpack loader failed on this file: ${message}` }] };
      }
    });
  }
}
