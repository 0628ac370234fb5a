import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toolRoot } from '../util/tool-root.js';
import type { PageModule } from './types.js';

/** Specifiers a page may import and still run on the server without a bundle: React's and the theme's. */
export function runtimeSpecifiers(): string[] {
  return ['react', 'react/jsx-runtime', ...Object.keys(themeAliases())];
}

let runtime: Set<string> | undefined;

/** Whether a page may import `specifier` without a bundle. */
export function isRuntimeSpecifier(specifier: string): boolean {
  runtime ??= new Set(runtimeSpecifiers());
  return runtime.has(specifier);
}

/** Whether a page imports anything beyond React and the theme: then it must be bundled to run. */
export function needsBundle(page: PageModule): boolean {
  return page.imports.some((specifier) => !isRuntimeSpecifier(specifier));
}

/** `@theme/<Component>` -> its file, for every component of the theme. */
export function themeAliases(): Record<string, string> {
  const dir = join(toolRoot, 'templates/theme');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => [`@theme/${f.slice(0, -4)}`, join(dir, f)]),
  );
}
