import { join } from 'node:path';
import type { ApiModel } from '../api/models.js';
import { splitFrontMatter } from '../content/front-matter.js';
import { readSource } from '../content/read-source.js';
import type { DocSource } from '../content/types.js';
import { checkDocLinks } from '../links/check.js';
import { brokenLinkLine, brokenLinkPolicy } from '../links/report.js';
import { compileDoc, docPermalinks, siteFiles } from '../mdx/compile-all.js';
import type { CompiledDoc } from '../mdx/types.js';
import { writeSearchFiles } from '../search/write-index.js';
import type { ApiJob } from '../stages/api.js';
import type { SiteSetup } from '../stages/config.js';
import type { SiteContent } from '../stages/content.js';
import { docPageModules, warnPage, type CompiledSite } from '../stages/mdx.js';
import { routeSite, type SiteRoutes } from '../stages/routes.js';
import type { Reporter } from '../util/reporter.js';
import { toolRoot } from '../util/tool-root.js';
import { REFRESH_AFTER_MS } from './timings.js';
import { parseFrontMatterFirst } from '../content/markdown-hooks.js';

/** The stages' outputs the dev server answers from. */
export interface ServedSite {
  setup: SiteSetup;
  content: SiteContent;
  api: ApiJob;
  mdx: CompiledSite;
  apiModels: Map<string, ApiModel>;
  routes: SiteRoutes;
}

/** ckdocs's own theme and runtime, and what they share with the build: watched beside the site, as the site's own theme is. */
export const THEME_DIRS = [join(toolRoot, 'common'), join(toolRoot, 'templates'), join(toolRoot, 'runtime')];

/** Whether saved files are the theme's: ckdocs's, or the site's own components (src/theme/), bundled with it. */
export function touchesTheme(files: string[], siteDir: string): boolean {
  const theme = [...THEME_DIRS, join(siteDir, 'src/theme')];
  return files.some((file) => theme.some((dir) => file.startsWith(dir)));
}

/**
 * Saved pages compiled alone, when their front matter is unchanged, and the routes made again
 * from them: the site with their new text, or undefined when one's front matter changed (the
 * site is then prepared again). `current` stays as it was: the saved docs, their versions and the
 * compiled maps are new values.
 */
export async function compileBodies(
  current: ServedSite,
  docs: DocSource[],
  reporter: Reporter,
): Promise<ServedSite | undefined> {
  const saved = new Map<DocSource, { doc: DocSource; compiled: CompiledDoc }>();
  const files = siteFiles(current.setup.mdx, current.content.versions);
  await parseFrontMatterFirst(docs.map((doc) => doc.file));
  for (const doc of docs) {
    const { frontMatter, body } = splitFrontMatter(readSource(doc.file), doc.file);
    if (JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter)) return undefined;
    const version = current.content.versions.find((v) => v.name === doc.version)!;
    const permalinks = docPermalinks(version, files);
    const next = { ...doc, body };
    saved.set(doc, { doc: next, compiled: await compileDoc(next, permalinks, current.setup.mdx) });
  }
  for (const { doc, compiled } of saved.values()) warnPage(doc, compiled, reporter);
  // Made as the MDX stage makes them: their imports as they now are, their front matter declared on
  // a Docusaurus site, their version's DocItem around them.
  const pages = [...saved.values()].map(({ doc, compiled }): [DocSource, CompiledDoc] => [doc, compiled]);
  const modules = new Map(current.mdx.modules);
  for (const module of docPageModules(pages, current.content, !!current.setup.docusaurus))
    modules.set(module.key, module);
  // Keyed by the saved docs' new values, which the routes (a doc card's excerpt too) are made of.
  const compiled = new Map(
    [...current.mdx.compiled].map(([doc, out]) => {
      const now = saved.get(doc);
      return now ? [now.doc, now.compiled] : [doc, out];
    }),
  );
  const versions = current.content.versions.map((version) =>
    version.docs.some((doc) => saved.has(doc))
      ? { ...version, docs: version.docs.map((doc) => saved.get(doc)?.doc ?? doc) }
      : version,
  );
  const content = { ...current.content, versions };
  const mdx = { ...current.mdx, compiled, modules };
  return { ...current, content, mdx, routes: routeSite(current.setup, content, compiled, current.apiModels) };
}

/**
 * Search indexes and broken links, which follow updates once saves pause (REFRESH_AFTER_MS):
 * saves in a row cost one refresh. A broken link is warned of once, unless the config ignores its kind.
 */
export function searchRefresh(setup: SiteSetup, reporter: Reporter, outDir: string) {
  const reported = new Set<string>();
  let background = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // The refresh waiting for saves to pause, and how to tell those waiting for it that it is written.
  let pending: { written: Promise<void>; resolve: () => void } | undefined;
  return {
    after({ routes, mdx }: ServedSite): void {
      clearTimeout(timer);
      if (!pending) {
        let resolve!: () => void;
        pending = { written: new Promise<void>((r) => (resolve = r)), resolve };
      }
      timer = setTimeout(() => {
        const { resolve } = pending!;
        pending = undefined;
        background = background
          .then(async () => {
            // Those the config ignores are not told, as a build tells none of them.
            const broken = checkDocLinks(routes.routes, mdx.compiled, setup, { site: routes.site }).filter(
              (link) => brokenLinkPolicy(link, setup.config) !== 'ignore',
            );
            for (const line of broken.map(brokenLinkLine)) {
              if (!reported.has(line)) reporter.warn(line);
              reported.add(line);
            }
            await writeSearchFiles(outDir, setup, routes.routes, mdx.compiled);
          })
          .catch((error: Error) => reporter.warn(`search index not updated: ${error.message}`))
          .then(resolve);
      }, REFRESH_AFTER_MS);
    },
    /** Resolves once the search files follow the last update (written, or failed with a warning). */
    written(): Promise<void> {
      return pending?.written ?? background;
    },
    async dispose(): Promise<void> {
      clearTimeout(timer);
      pending?.resolve();
      await background;
    },
  };
}
