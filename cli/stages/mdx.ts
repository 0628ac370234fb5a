import { pageKey, pageModule, type PageModule } from '../bundle/plugin.js';
import type { DocSource } from '../content/types.js';
import { compileAll, type CompileStats, type DocCompiler } from '../mdx/compile-all.js';
import type { CompiledDoc } from '../mdx/compile.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import type { SiteContent } from './content.js';

/** The MDX stage's output: every doc compiled, and as the bundlers' page modules. */
export interface CompiledSite {
  compiled: Map<DocSource, CompiledDoc>;
  /** Each doc's page module, by `<version>/<id>`. */
  modules: Map<string, PageModule>;
  stats: CompileStats;
  /** After a good build: compile cache entries it did not use go once they are a week old. */
  pruneCache(): Promise<void>;
}

/**
 * Stage 3a: compiles every doc through the compile cache (on worker threads when there are
 * many). `compile` replaces that with a compiler of the caller's (serve's, shared with requests).
 */
export async function compileDocs(
  setup: SiteSetup,
  content: SiteContent,
  reporter: Reporter,
  compile?: DocCompiler,
): Promise<CompiledSite> {
  const started = performance.now();
  const { compiled, stats, pruneCache } = await compileAll(content.versions, {
    cacheDir: setup.cacheDir,
    ...setup.mdx,
    compile,
  });
  reporter.stage('mdx', `${stats.compiled} compiled, ${stats.cached} from cache`, performance.now() - started);
  const modules = new Map([...compiled].map(([doc, out]) => [pageKey(doc), pageModule(doc, out)]));
  return { compiled, modules, stats, pruneCache };
}
