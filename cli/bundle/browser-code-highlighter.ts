import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginBuild } from 'esbuild';
import { grammarFiles } from '../mdx/site-prism.js';
import type { CodeThemes } from '../mdx/themed-tokens.js';
import { toolRoot } from '../util/tool-root.js';

/**
 * `ck:text-code-highlighter`, which the CodeBlock imports in the browser when a site's component
 * hands it code as text that the page's HTML does not hold (a click changed it, or the router drew
 * the page): the site's own Prism with the grammars its config adds (`prism.additionalLanguages`),
 * drawing lines as the build draws a fence's, in the site's themes. Only pages that need it load
 * it. On the server, where the build's highlighter draws that code, it is left unbundled.
 */
export function resolveBrowserCodeHighlighter(build: PluginBuild, themes: CodeThemes | undefined): void {
  build.onResolve({ filter: /^ck:text-code-highlighter$/ }, (args) =>
    build.initialOptions.platform === 'node'
      ? { path: args.path, external: true }
      : { path: 'text-code-highlighter', namespace: 'ck-text-code' },
  );
  build.onLoad({ filter: /.*/, namespace: 'ck-text-code' }, () => ({
    contents: highlighterSource(themes),
    loader: 'js',
    resolveDir: toolRoot,
  }));
}

/** The module's code: a `highlight(code, language)` that gives the lines' HTML, or none without a site Prism. */
function highlighterSource(themes: CodeThemes | undefined): string {
  if (!themes?.highlighter) return 'export const highlight = () => undefined;\n';
  const { source, additionalLanguages = [] } = themes.highlighter;
  const file = (path: string) => JSON.stringify(join(toolRoot, path));
  const has = (language: string) => `Object.prototype.hasOwnProperty.call(Prism.languages, ${language})`;
  return [
    `import { Prism } from ${JSON.stringify(source.renderer)};`,
    `import { themedRuns } from ${file('cli/mdx/themed-tokens.ts')};`,
    `import { codeLinesHtml, PRISM_LINE } from ${file('common/code-lines.ts')};`,
    // Each grammar's script run on that Prism, in the config's order, as the build runs them (site-prism.ts).
    ...grammarFiles(source.grammarsFrom, additionalLanguages).map(
      ([language, path]) =>
        `if (!${has(JSON.stringify(language))}) (function (Prism) {\n${readFileSync(path, 'utf8')}\n})(Prism);`,
    ),
    `const themes = ${JSON.stringify({ light: themes.light, dark: themes.dark })};`,
    'export function highlight(code, language) {',
    `  const grammar = ${has('language')} ? Prism.languages[language] : undefined;`,
    "  if (typeof grammar !== 'object') return codeLinesHtml([{ text: code, classes: '' }], undefined, undefined, PRISM_LINE);",
    '  return codeLinesHtml(themedRuns(Prism.tokenize(code, grammar), language, themes), undefined, undefined, PRISM_LINE);',
    '}',
  ].join('\n');
}
