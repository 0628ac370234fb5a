import { resolve } from 'node:path';

/**
 * The site's files this process ran as modules: its config, sidebars, local plugins, PostCSS
 * config. What they read is read when the site is prepared, not only by its bundles, so `serve`
 * prepares the site again when one of them, or a file one imports, is saved. Kept for the process:
 * a file of a site served before only makes that check look at more files.
 */
const evaluated = new Set<string>();

export function noteEvaluated(file: string): void {
  evaluated.add(resolve(file));
}

export const evaluatedModules = (): string[] => [...evaluated];
