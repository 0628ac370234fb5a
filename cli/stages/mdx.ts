import { pageKey, pageModule, type PageModule } from '../bundle/plugin.js';
import type { DocSource } from '../content/types.js';
import { compileAll, type CompileStats, type DocCompiler } from '../mdx/compile-all.js';
import type { CompiledDoc } from '../mdx/compile.js';
import { componentModule } from '../pages/component-module.js';
import { generatedIndexModules } from '../routes/category-indexes.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import type { SiteContent } from './content.js';

/** The MDX stage's output: every doc and Markdown page compiled, and as the bundlers' page modules. */
export interface CompiledSite {
  compiled: Map<DocSource, CompiledDoc>;
  /** Each doc's and page's module, by `<version>/<id>` (pages: cli/pages/scan.ts). */
  modules: Map<string, PageModule>;
  stats: CompileStats;
  /** After a good build: compile cache entries it did not use go once they are a week old. */
  pruneCache(): Promise<void>;
}

/**
 * Stage 3a: compiles every doc and Markdown page through the compile cache (on worker threads
 * when there are many, or while TypeDoc works `alongside`). `compile` replaces that with a
 * compiler of the caller's (serve's, shared with requests). Component pages and generated
 * indexes need no compiling: their modules import them.
 */
export async function compileDocs(
  setup: SiteSetup,
  content: SiteContent,
  reporter: Reporter,
  { compile, alongside }: { compile?: DocCompiler; alongside: boolean },
): Promise<CompiledSite> {
  const started = performance.now();
  const { compiled, stats, pruneCache } = await compileAll([...content.versions, content.pages.markdown], {
    cacheDir: setup.cacheDir,
    ...setup.mdx,
    compile,
    alongside,
  });
  reporter.stage('mdx', `${stats.compiled} compiled, ${stats.cached} from cache`, performance.now() - started);
  for (const [doc, out] of compiled) warnPage(doc, out, reporter);
  const modules = new Map([...compiled].map(([doc, out]) => [pageKey(doc), pageModule(doc, out)]));
  for (const page of content.pages.components) modules.set(page.key, componentModule(page, setup.siteDir));
  for (const page of generatedIndexModules(content.versions)) modules.set(page.key, page);
  return { compiled, modules, stats, pruneCache };
}

/** Tells the writer what `doc`'s compile let through, at its line. */
export function warnPage(doc: DocSource, compiled: CompiledDoc, reporter: Reporter): void {
  for (const { line, message } of compiled.warnings) reporter.warn(`${doc.file}${line ? `:${line}` : ''}: ${message}`);
}
