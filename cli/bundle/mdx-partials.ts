import type { OnLoadArgs, OnLoadResult, Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import { listsOf, type MdxOptions } from '../mdx/markdown-plugins.js';
import { siteSettings } from '../mdx/page-settings.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import { MARKDOWN_MODULE_IMPORTS, markdownExports, markdownModuleCode } from '../pages/markdown-module.js';
import { moduleTable } from './module-sources.js';
import { cutAtMarker, withoutContentTitle, type PrecompiledMarkdown } from '../pages/plugin-markdown.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';
import type { CompiledDoc } from '../mdx/types.js';
import { linkTargets } from '../mdx/link-targets.js';

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
  /** Every doc's URL by its file: a link to a doc's file leads there, as from a page. */
  docFiles?: Map<string, string>;
}): Plugin {
  return {
    name: 'ckdocs-mdx-partials',
    setup(build) {
      const markdown = options.fromPlugins?.markdown ?? NO_MARKDOWN;
      // A link from one such file to another's path leads to its URL, as between docs; on a
      // Docusaurus site, one to a doc's file (from the file's folder) to the doc's.
      const permalinks = linkTargets(
        new Map(
          Object.entries(markdown).flatMap(([file, { permalink }]) =>
            permalink ? [[relative(options.siteDir, file).split(sep).join('/'), permalink] as const] : [],
          ),
        ),
        options.docFiles,
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
        // The site's settings, as its pages have them (emoji, links as its Link writes them).
        const compiled = await compileMdx(page.body, {
          ...siteSettings(options.mdx),
          file: args.path,
          relPath: relative(options.siteDir, args.path).split(sep).join('/'),
          permalinks,
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
      const memo = memoOf(options.mdx, markdown, options.docFiles ?? NO_DOCS);
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
const NO_DOCS = new Map<string, string>();

type Memo = Map<string, Promise<OnLoadResult>>;
const memos = new WeakMap<MdxOptions, WeakMap<object, WeakMap<object, Memo>>>();

/**
 * The modules compiled so far in this process with these options, plugins' Markdown (a new one
 * each time the plugins run) and docs' URLs, by file, query and modification times.
 */
function memoOf(options: MdxOptions, markdown: object, docs: object): Memo {
  let byMarkdown = memos.get(options);
  if (!byMarkdown) memos.set(options, (byMarkdown = new WeakMap()));
  let byDocs = byMarkdown.get(markdown);
  if (!byDocs) byMarkdown.set(markdown, (byDocs = new WeakMap()));
  let memo = byDocs.get(docs);
  if (!memo) byDocs.set(docs, (memo = new Map()));
  return memo;
}

/** The compiled Markdown as an ES module (`markdownModuleCode`) with its exports. */
function partialModule(
  { code, imports, exportNames }: Pick<CompiledDoc, 'code' | 'imports' | 'exportNames'>,
  exports: Record<string, unknown>,
): string {
  const names = new Set([...exportNames, ...Object.keys(exports)]);
  return [
    moduleTable('_ckModules', [...new Set([...imports, ...MARKDOWN_MODULE_IMPORTS])]),
    `const ${IMPORT_PARAM} = (specifier) => _ckModules[specifier];`,
    `const _ckModule = ${markdownModuleCode(code, exports)};`,
    'export default _ckModule.default;',
    ...[...names].map((name) => `export const ${name} = _ckModule.${name};`),
  ].join('\n');
}
