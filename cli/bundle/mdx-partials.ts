import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import type { MdxOptions } from '../mdx/site-plugins.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';

/** The page's first heading, when nothing but blank lines and imports comes before it: its title. */
const CONTENT_TITLE = /^((?:[ \t]*\n|import .*\n)*)#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*(\n|$)/;

/**
 * A Markdown file that pages or components import (`import Prerequisites from './_prerequisites.mdx'`,
 * Docusaurus's partials), or that a plugin's route hands its component (a blog post): compiled as
 * pages are, with the site's plugins and format, into a module whose default export renders it with
 * the theme's MDX components, as Docusaurus's MDX provider gives them to every imported MDX file.
 * Beside it, what Docusaurus's mdx-loader exports: `frontMatter`, `contentTitle`, `toc`, and for
 * a file a plugin's rule takes (cli/plugins/markdown-rules.ts), its `metadata` and `assets`;
 * `?truncated=true` cuts a post at its truncate marker, as the blog's list pages show it.
 */
export function mdxPartialsPlugin(options: {
  siteDir: string;
  mdx: MdxOptions;
  fromPlugins?: PluginBundleParts;
}): Plugin {
  return {
    name: 'ckdocs-mdx-partials',
    setup(build) {
      const markdown = options.fromPlugins?.markdown ?? {};
      // A link from one such file to another's path leads to its URL, as between docs.
      const permalinks = new Map(
        Object.entries(markdown).flatMap(([file, { permalink }]) =>
          permalink ? [[relative(options.siteDir, file).split(sep).join('/'), permalink] as const] : [],
        ),
      );
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const { compileMdx } = await import('../mdx/compile.js');
        const { mermaid, format, magicComments, plugins } = options.mdx;
        const rule = markdown[args.path];
        const { frontMatter, body } = splitFrontMatter(await readFile(args.path, 'utf8'), args.path);
        const truncated = new URLSearchParams(args.suffix.replace(/^\?/, '')).has('truncated');
        const page = pageOf(truncated && rule?.truncateMarker ? cut(body, rule.truncateMarker) : body, rule);
        const compiled = await compileMdx(page.body, {
          file: args.path,
          relPath: relative(options.siteDir, args.path).split(sep).join('/'),
          permalinks,
          mermaid,
          format,
          magicComments,
          plugins: plugins?.lists,
        });
        const exports: Record<string, unknown> = {
          frontMatter,
          contentTitle: page.title ?? compiled.title,
          toc: compiled.headings.filter((h) => h.depth > 1).map((h) => ({ value: h.text, id: h.id, level: h.depth })),
        };
        if (rule) {
          exports.metadata = JSON.parse(await readFile(rule.metadataFile, 'utf8'));
          exports.assets = rule.assets ?? {};
        }
        return {
          contents: partialModule(compiled, exports),
          loader: 'js',
          resolveDir: dirname(args.path),
          watchFiles: rule ? [rule.metadataFile] : undefined,
        };
      });
    },
  };
}

/** The body before the marker, as the blog's Markdown loader cuts a post for its list pages. */
const cut = (body: string, [source, flags]: [string, string]) => body.split(new RegExp(source, flags))[0]!;

/** The body to compile, without its title heading where the plugin's rule shows the title apart (blog posts). */
function pageOf(body: string, rule: MarkdownModule | undefined): { body: string; title?: string } {
  const match = rule?.removeContentTitle ? CONTENT_TITLE.exec(body) : null;
  if (!match) return { body };
  // The heading's line stays, blank: errors keep the file's line numbers.
  return { body: `${match[1]}${match[3]}${body.slice(match[0].length)}`, title: match[2] };
}

/** The compiled page (a function of `_ckImport`) as an ES module rendering it with the MDX components. */
function partialModule(
  { code, imports }: { code: string; imports: string[] },
  exports: Record<string, unknown>,
): string {
  const names = imports.map((_, i) => `_ckPartial${i}`);
  return [
    "import { createElement } from 'react';",
    "import { mdxComponents } from '@theme/mdx-components';",
    ...imports.map((specifier, i) => `import * as ${names[i]} from ${JSON.stringify(specifier)};`),
    `const _ckModules = {${imports.map((specifier, i) => `${JSON.stringify(specifier)}: ${names[i]}`).join(', ')}};`,
    `const _ckPage = (function (${IMPORT_PARAM}) {\n${code}\n})((specifier) => _ckModules[specifier]);`,
    'export default function MDXPartial(props) {',
    '  return createElement(_ckPage.default, { ...props, components: { ...mdxComponents, ...props.components } });',
    '}',
    ...Object.entries(exports).map(([name, value]) => `export const ${name} = ${JSON.stringify(value ?? null)};`),
  ].join('\n');
}
