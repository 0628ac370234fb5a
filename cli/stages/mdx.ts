import { isOwnBlogPage } from '../docusaurus/blog-theme.js';
import { blogModules } from '../blog/modules.js';
import { blogMarkdown } from '../blog/routes.js';
import { pageModule } from '../bundle/page-module.js';
import type { PageModule } from '../bundle/types.js';
import type { DocSource } from '../content/types.js';
import { compileAll, docFiles, type CompileStats, type DocCompiler, type LocalesCompiled } from '../mdx/compile-all.js';
import type { CompiledDoc } from '../mdx/types.js';
import { componentModule } from '../pages/component-module.js';
import { withDataWrittenIn } from '../pages/data-modules.js';
import { routeModuleInliner } from '../pages/inline-route-modules.js';
import {
  PLUGIN_MARKDOWN_VERSION,
  pluginMarkdown,
  type MarkdownPage,
  type PrecompiledMarkdown,
} from '../pages/plugin-markdown.js';
import { generatedIndexModules } from '../routes/category-indexes.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import type { SiteContent } from './content.js';
import { parseFrontMatterFirst } from '../content/markdown-hooks.js';

/** The MDX stage's output: every doc and Markdown page compiled, and as the bundlers' page modules. */
export interface CompiledSite {
  readonly compiled: Map<DocSource, CompiledDoc>;
  /** Each doc's and page's module, by `<version>/<id>` (pages: cli/pages/scan.ts). */
  readonly modules: Map<string, PageModule>;
  /** The plugins' Markdown (blog posts), compiled, by the specifier their routes import it by. */
  readonly markdown: PrecompiledMarkdown;
  /** Every doc's URL by its file: where a link in Markdown that site code imports (a partial) leads. */
  readonly docFiles: Map<string, string>;
  readonly stats: CompileStats;
  /** After a good build: compile cache entries it did not use go once they are a week old. */
  pruneCache(): Promise<void>;
}

/**
 * Stage 3a: compiles every doc and Markdown page through the compile cache (on worker threads
 * when there are many, or while TypeDoc works `alongside`), taking what the build's earlier
 * `locales` compiled of a page no locale translates. `compile` replaces that with a
 * compiler of the caller's (serve's, shared with requests). Component pages and generated
 * indexes need no compiling: their modules import them.
 */
export async function compileDocs(
  setup: SiteSetup,
  content: SiteContent,
  reporter: Reporter,
  { compile, alongside, locales }: { compile?: DocCompiler; alongside: boolean; locales?: LocalesCompiled },
): Promise<CompiledSite> {
  const started = performance.now();
  await parseFrontMatterFirst(Object.keys(setup.fromPlugins?.markdown ?? {}));
  const fromPlugins = pluginMarkdown(setup.fromPlugins?.markdown ?? {}, setup);
  // The blog's posts are Markdown its pages import, as the plugins' are.
  fromPlugins.docs.push(...blogMarkdown(content.blog));
  const versions = [...content.versions, content.pages.markdown, fromPlugins];
  const { compiled, stats, pruneCache } = await compileAll(versions, {
    cacheDir: setup.cacheDir,
    ...setup.mdx,
    compile,
    alongside,
    locales,
  });
  const shared = stats.fromLocales ? `, ${stats.fromLocales} as another locale compiled them` : '';
  reporter.stage('mdx', `${stats.compiled} compiled, ${stats.cached} from cache${shared}`, performance.now() - started);
  for (const [doc, out] of compiled) warnPage(doc, out, reporter);
  // The plugins' Markdown is no page: the pages that show it import it.
  const pages = [...compiled].filter(([doc]) => doc.version !== PLUGIN_MARKDOWN_VERSION);
  const pageModules = docPageModules(pages, content, !!setup.docusaurus);
  const modules = new Map(pageModules.map((page) => [page.key, page]));
  const markdown: PrecompiledMarkdown = new Map(
    (fromPlugins.docs as MarkdownPage[]).map((page) => {
      const { code, imports, exportNames, headings, title } = compiled.get(page)!;
      return [
        page.specifier,
        { code, imports, exportNames, headings, title: page.contentTitle ?? title, frontMatter: page.frontMatter },
      ];
    }),
  );
  const inline = routeModuleInliner({
    pages: content.pages.components,
    markdown,
    rules: setup.fromPlugins?.markdown ?? {},
    aliases: setup.fromPlugins?.aliases ?? {},
    siteDir: setup.siteDir,
  });
  // The blog's pages ckdocs draws need none of the classic theme's providers.
  const ownBlog = setup.fromPlugins?.ownBlog === true;
  for (const page of content.pages.components)
    modules.set(page.key, componentModule(page, setup.siteDir, inline, ownBlog && isOwnBlogPage(page.component)));
  for (const page of blogModules(content.blog, compiled, setup.siteDir)) modules.set(page.key, page);
  for (const page of generatedIndexModules(content.versions)) modules.set(page.key, page);
  return { compiled, modules, markdown, docFiles: docFiles(content.versions), stats, pruneCache };
}

/** Tells the writer what `doc`'s compile let through, at its line. */
export function warnPage(doc: DocSource, compiled: CompiledDoc, reporter: Reporter): void {
  for (const { line, message } of compiled.warnings) reporter.warn(`${doc.file}${line ? `:${line}` : ''}: ${message}`);
}

/**
 * Lets go of every page's code once a build has bundled and rendered it: the stages after render
 * read the pages' sections, links and Markdown only. A large site's code would otherwise stay in
 * memory through them, and V8 lets the heap grow in proportion to what stays alive.
 */
export function releasePageCode({ compiled, modules, markdown }: CompiledSite): void {
  for (const holder of [...compiled.values(), ...modules.values(), ...markdown.values()]) holder.code = '';
}

/**
 * Compiled docs as the bundlers' page modules: each drawn by its version's DocItem, if it has one,
 * and the JSON files it imports written in where that pays (`withDataWrittenIn`). The build's, and
 * `serve`'s for saved docs.
 */
export function docPageModules(
  pages: [DocSource, CompiledDoc][],
  content: Pick<SiteContent, 'versions' | 'pages'>,
  docusaurus: boolean,
): PageModule[] {
  const docItems = new Map(
    [...content.versions, content.pages.markdown].map((version) => [version.name, version.docItemComponent]),
  );
  return withDataWrittenIn(
    pages.map(([doc, out]) => pageModule(doc, out, { docItemComponent: docItems.get(doc.version), docusaurus })),
  );
}
