import { rm } from 'node:fs/promises';
import { needsBundle, type PageModule } from '../bundle/plugin.js';
import { bundleImportsFile, bundleThemeFile } from '../bundle/server.js';

type Site = { siteDir: string; baseUrl: string };
/** The theme's server bundle file, then that of what pages import (undefined for no pages), each settled. */
type SettledFiles = PromiseSettledResult<string | undefined>[];

/** The server bundles that rendering `pages` takes, as files the caller removes. */
export function bundleServerFiles(site: Site, pages: Map<string, PageModule>): Promise<SettledFiles> {
  return Promise.allSettled([bundleThemeFile(site), pages.size ? bundleImportsFile({ ...site, pages }) : undefined]);
}

/** Removes the server bundle files that were made. */
export async function removeServerFiles(files: SettledFiles): Promise<void> {
  await Promise.all(files.map((file) => file.status === 'fulfilled' && file.value && rm(file.value, { force: true })));
}

/** Server bundles started before the render stage, for pages it may render. */
export interface EarlyServerBundles {
  /** Whether they hold what each of `pages` imports. */
  cover(pages: Map<string, PageModule>): boolean;
  files: Promise<SettledFiles>;
  /** Removes their files once made, whether rendering took them or not. */
  discard(): Promise<void>;
}

/**
 * Starts the server bundles for every page of `modules`: esbuild makes them in its own process
 * while this thread runs the client bundle's CSS through the site's PostCSS, not later while the
 * render stage waits for them.
 */
export function startServerBundles(site: Site, modules: Iterable<PageModule>): EarlyServerBundles {
  const pages = new Map([...modules].filter(needsBundle).map((page) => [page.key, page]));
  const files = bundleServerFiles(site, pages);
  return {
    cover: (wanted) => [...wanted.keys()].every((key) => pages.has(key)),
    files,
    discard: async () => removeServerFiles(await files),
  };
}
