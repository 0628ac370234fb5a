import type { OnLoadArgs, OnLoadResult, Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import { listsOf, type MdxOptions } from '../mdx/markdown-plugins.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import {
  MARKDOWN_MODULE_IMPORTS,
  markdownExports,
  markdownModuleCode,
  type MarkdownCode,
} from '../pages/markdown-module.js';
import { moduleTable } from './module-sources.js';
import { cutAtMarker, withoutContentTitle, type PrecompiledMarkdown } from '../pages/plugin-markdown.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';

/**
 * A Markdown file that pages or components import (`import Prerequisites from './_prerequisites.mdx'`,
 * Docusaurus's partials), or that a plugin's route hands its component (a blog post): compiled as
 * pages are, with the site's plugins and format, into a module whose default export renders it with
 * the theme's MDX components, as Docusaurus's MDX provider gives them to every imported MDX file.
 * Beside it, what Docusaurus's mdx-loader exports: `frontMatter`, `contentTitle`, `toc`, and for
 * a file a plugin's rule takes (cli/plugins/markdown-rules.ts), its `metadata` and `assets`;
 * `?truncated=true` cuts a post at its truncate marker, as the blog's list pages show it.
 */
export function mdxPartialsEsbuildPlugin(options: {
  siteDir: string;
  mdx: MdxOptions;
  fromPlugins?: PluginBundleParts;
  /** The plugins' Markdown the MDX stage compiled: taken as it is. */
  markdown?: PrecompiledMarkdown;
}): Plugin {
  return {
    name: 'ckdocs-mdx-partials',
    setup(build) {
      const markdown = options.fromPlugins?.markdown ?? NO_MARKDOWN;
      // A link from one such file to another's path leads to its URL, as between docs.
      const permalinks = new Map(
        Object.entries(markdown).flatMap(([file, { permalink }]) =>
          permalink ? [[relative(options.siteDir, file).split(sep).join('/'), permalink] as const] : [],
        ),
      );
      /** The file compiled as its query asks: by the MDX stage, or here (an imported partial). */
      const compile = async (args: OnLoadArgs, body: string) => {
        // A post without a truncate marker is the same whole or cut: the MDX stage compiled it once.
        const ready = options.markdown?.get(`${args.path}${args.suffix}`) ?? options.markdown?.get(args.path);
        if (ready) return ready;
        const rule = markdown[args.path];
        const truncated = new URLSearchParams(args.suffix.replace(/^\?/, '')).has('truncated');
        const page = withoutContentTitle(
          truncated && rule?.truncateMarker ? cutAtMarker(body, rule.truncateMarker) : body,
          rule,
        );
        const { compileMdx } = await import('../mdx/compile.js');
        const { mermaid, format, mdx1Compat, magicComments, defaultLanguage, additionalLanguages, codeThemes } =
          options.mdx;
        const compiled = await compileMdx(page.body, {
          file: args.path,
          relPath: relative(options.siteDir, args.path).split(sep).join('/'),
          permalinks,
          mermaid,
          format,
          mdx1Compat,
          magicComments,
          defaultLanguage,
          additionalLanguages,
          codeThemes,
          markdownPlugins: listsOf(options.mdx.markdownPlugins, rule?.owner),
        });
        return { ...compiled, title: page.title ?? compiled.title };
      };
      const load = async (args: OnLoadArgs): Promise<OnLoadResult> => {
        const rule = markdown[args.path];
        const { frontMatter, body } = splitFrontMatter(await readFile(args.path, 'utf8'), args.path);
        const compiled = await compile(args, body);
        return {
          contents: partialModule(compiled, markdownExports(compiled, frontMatter, rule)),
          loader: 'js',
          resolveDir: dirname(args.path),
          watchFiles: rule ? [rule.metadataFile] : undefined,
        };
      };
      // The client and server bundles of a build load the same files: each is compiled once.
      const memo = memoOf(options.mdx, markdown);
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, (args) => {
        const rule = markdown[args.path];
        const metadataTime = rule ? statSync(rule.metadataFile).mtimeMs : '';
        const key = `${args.path}${args.suffix}:${statSync(args.path).mtimeMs}:${metadataTime}`;
        let loaded = memo.get(key);
        if (!loaded) memo.set(key, (loaded = load(args)));
        return loaded;
      });
    },
  };
}

const NO_MARKDOWN: Record<string, MarkdownModule> = {};

type Memo = Map<string, Promise<OnLoadResult>>;
const memos = new WeakMap<MdxOptions, WeakMap<object, Memo>>();

/**
 * The modules compiled so far in this process with these options and plugins' Markdown (a new
 * one each time the plugins run), by file, query and modification times.
 */
function memoOf(options: MdxOptions, markdown: object): Memo {
  let byMarkdown = memos.get(options);
  if (!byMarkdown) memos.set(options, (byMarkdown = new WeakMap()));
  let memo = byMarkdown.get(markdown);
  if (!memo) byMarkdown.set(markdown, (memo = new Map()));
  return memo;
}

/** The compiled Markdown as an ES module (`markdownModuleCode`) with its exports. */
function partialModule({ code, imports }: MarkdownCode, exports: Record<string, unknown>): string {
  return [
    moduleTable('_ckModules', [...new Set([...imports, ...MARKDOWN_MODULE_IMPORTS])]),
    `const ${IMPORT_PARAM} = (specifier) => _ckModules[specifier];`,
    `const _ckModule = ${markdownModuleCode(code, exports)};`,
    'export default _ckModule.default;',
    ...Object.keys(exports).map((name) => `export const ${name} = _ckModule.${name};`),
  ].join('\n');
}
