import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ApiModel } from '../api/models.js';
import { pageKey } from '../bundle/plugin.js';
import { splitFrontMatter } from '../content/front-matter.js';
import { readSource } from '../content/read-source.js';
import type { DocSource } from '../content/types.js';
import { checkDocLinks } from '../links/check.js';
import { brokenLinkLine } from '../links/report.js';
import { compileDoc, docPermalinks } from '../mdx/compile-all.js';
import { writeSearchFiles } from '../search/write-index.js';
import type { ApiJob } from '../stages/api.js';
import type { SiteSetup } from '../stages/config.js';
import type { SiteContent } from '../stages/content.js';
import { warnPage, type CompiledSite } from '../stages/mdx.js';
import { routeSite, type SiteRoutes } from '../stages/routes.js';
import type { Reporter } from '../util/reporter.js';
import type { devRenderer } from './dev-render.js';

/** How long after the last change search indexes and the link check follow it. */
const REFRESH_AFTER_MS = 500;

/** What an update changed: route paths to reload ('*' for all) and what was redone. */
export interface DevUpdate {
  paths: string[];
  summary: string;
}

/** The stages' outputs the dev server answers from. */
export interface ServedSite {
  setup: SiteSetup;
  content: SiteContent;
  api: ApiJob;
  mdx: CompiledSite;
  apiModels: Map<string, ApiModel>;
  routes: SiteRoutes;
}

/**
 * How `serve` follows saved files, with the build's stage functions: a saved page whose front
 * matter is unchanged is compiled alone and the routes made again from it; anything else (config,
 * front matter, theme, new files) prepares the site again.
 */
export function siteUpdates(options: {
  setup: SiteSetup;
  reporter: Reporter;
  outDir: string;
  renderer: ReturnType<typeof devRenderer>;
  /** Serves `site` from now on. */
  adopt(site: ServedSite): void;
  /** Stages 1 to 4 again, for the whole site. */
  prepare(): Promise<ServedSite>;
  /** A new esbuild context: its entry points (the pages) are fixed. */
  newClient(): Promise<void>;
  /** The client bundle again; throws its error. */
  rebundle(): Promise<void>;
  /** The client bundle again, once this update has answered; requests for assets wait for it. */
  rebundleLater(): void;
}) {
  const reported = new Set<string>();
  let clientKeys = '';
  let background = Promise.resolve();
  let refresh: NodeJS.Timeout | undefined;
  const keysOf = (site: ServedSite) => [...site.mdx.modules.keys()].join('\n');

  /**
   * Search indexes and broken links follow changes once saves pause: they take the thread for
   * some 200 ms, which the reloaded page's request, or the next save's reload, would otherwise
   * wait out. Saves in a row cost one refresh.
   */
  const afterUpdate = ({ routes, mdx }: ServedSite) => {
    clearTimeout(refresh);
    refresh = setTimeout(() => {
      background = background
        .then(async () => {
          for (const line of checkDocLinks(routes.routes, mdx.compiled, options.setup).map(brokenLinkLine)) {
            if (!reported.has(line)) options.reporter.warn(line);
            reported.add(line);
          }
          await writeSearchFiles(options.outDir, options.setup, routes.routes, mdx.compiled);
        })
        .catch((error: Error) => options.reporter.warn(`search index not updated: ${error.message}`));
    }, REFRESH_AFTER_MS);
  };

  /** Saved pages whose front matter is unchanged: each compiled alone, then the routes made again. */
  async function updateBodies(current: ServedSite, docs: DocSource[]): Promise<DevUpdate | undefined> {
    const next = new Map<DocSource, { body: string; compiled: Awaited<ReturnType<typeof compileDoc>> }>();
    for (const doc of docs) {
      const { frontMatter, body } = splitFrontMatter(readSource(doc.file), doc.file);
      if (JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter)) return undefined;
      const version = current.content.versions.find((v) => v.name === doc.version)!;
      const permalinks = docPermalinks(version);
      next.set(doc, {
        body,
        compiled: await compileDoc({ ...doc, body }, permalinks, current.setup.mdx),
      });
    }
    const { compiled, modules } = current.mdx;
    for (const [doc, { body, compiled: out }] of next) {
      warnPage(doc, out, options.reporter);
      doc.body = body;
      compiled.set(doc, out);
      const key = pageKey(doc);
      modules.set(key, { ...modules.get(key)!, code: out.code });
    }
    const updated = { ...current, routes: routeSite(current.setup, current.content, compiled, current.apiModels) };
    options.adopt(updated);
    // The reload goes out once the page's HTML is ready; the bundle runs after it, so the two do
    // not share the CPU, and the page's script requests wait for it.
    await Promise.all(docs.map((doc) => options.renderer.prepare(pageKey(doc))));
    options.rebundleLater();
    afterUpdate(updated);
    const paths = updated.routes.routes.filter((r) => r.doc && docs.includes(r.doc)).map((r) => r.path);
    return { paths, summary: `${docs.length} page(s) recompiled` };
  }

  return {
    /** The whole site is in, after the launch: served from now on. */
    async launched(site: ServedSite, paths: string[]): Promise<DevUpdate> {
      options.adopt(site);
      await options.newClient();
      clientKeys = keysOf(site);
      options.rebundleLater();
      afterUpdate(site);
      const api = [...site.apiModels].map(([name, model]) => `${name}: ${model.pages.length} API pages`);
      const guides = `${site.mdx.compiled.size} guides`;
      return { paths, summary: `site complete: ${site.routes.routes.length} pages (${[guides, ...api].join(', ')})` };
    },

    /** Applies saved files to `current`. Throws a UserError for bad content; the last good site stays served. */
    async apply(current: ServedSite, changed: string[], themeChanged: boolean): Promise<DevUpdate> {
      const allDocs = current.content.versions.flatMap((v) => v.docs);
      const docs = changed.map((file) => allDocs.find((d) => d.file === resolve(file)));
      // A deleted page goes the long way: the site is scanned again without it.
      if (!themeChanged && docs.every((d): d is DocSource => !!d && existsSync(d.file))) {
        const result = await updateBodies(current, docs);
        if (result) return result;
      }
      const next = await options.prepare();
      options.adopt(next);
      if (keysOf(next) !== clientKeys || themeChanged) {
        await options.newClient();
        clientKeys = keysOf(next);
      }
      // Site code (components, their CSS and SVGs) is in the bundles of pages that import it.
      if (themeChanged || docs.some((doc) => !doc)) options.renderer.reset();
      await options.rebundle();
      afterUpdate(next);
      return { paths: ['*'], summary: 'site prepared again' };
    },

    async dispose(): Promise<void> {
      clearTimeout(refresh);
      await background;
    },
  };
}
