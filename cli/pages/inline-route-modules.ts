import { isAbsolute } from 'node:path';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import { dataModuleCode, writtenIntoPages } from './data-modules.js';
import { fromSiteFolder, MARKDOWN_MODULE_IMPORTS, markdownExports, markdownModuleCode } from './markdown-module.js';
import { TRUNCATED, type PrecompiledMarkdown } from './plugin-markdown.js';
import type { ComponentPage, RouteModules } from './scan.js';

/** A route module written into its page's code: the code whose value is the module, and what that code imports. */
export interface InlinedModule {
  code: string;
  imports: string[];
  /** The Markdown file it was compiled from, if it was. */
  markdownFile?: string;
}

/** The route module a specifier names, when it is written into the page rather than imported. */
export type RouteModuleInliner = (specifier: string) => InlinedModule | undefined;

const leaves = (tree: RouteModules): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap((value: RouteModules) => leaves(value));

/**
 * What of the plugins' routes' modules their pages hold in their own code: the Markdown the MDX
 * stage compiled (blog posts, whole or cut) and the data files the plugins wrote (`createData`),
 * as `writtenIntoPages` says. Pages whose modules are all written in then import alike (the
 * theme's component), so they share one import group rather than each being bundled
 * (cli/bundle/import-groups.ts `importGroups`).
 */
export function routeModuleInliner(input: {
  pages: ComponentPage[];
  markdown: PrecompiledMarkdown;
  /** The plugins' Markdown rules' files, by absolute path. */
  rules: Record<string, MarkdownModule>;
  /** The plugins' module aliases (the blog's `~blog`). */
  aliases: Record<string, string>;
  siteDir: string;
}): RouteModuleInliner {
  const uses = new Map<string, number>();
  for (const page of input.pages)
    for (const tree of [page.modules ?? {}, page.context?.data ?? {}])
      for (const leaf of new Set(leaves(tree))) uses.set(leaf, (uses.get(leaf) ?? 0) + 1);
  const pathOf = (specifier: string) => {
    for (const [alias, target] of Object.entries(input.aliases))
      if (specifier === alias || specifier.startsWith(`${alias}/`)) return target + specifier.slice(alias.length);
    return specifier;
  };
  const inlined = new Map<string, InlinedModule | undefined>();
  const inline = (specifier: string): InlinedModule | undefined => {
    // A post without a truncate marker is the same whole or cut: the MDX stage compiled it once.
    const compiled = input.markdown.get(specifier) ?? input.markdown.get(specifier.replace(TRUNCATED, ''));
    if (compiled) {
      const file = specifier.replace(TRUNCATED, '');
      const { code, imports } = fromSiteFolder(compiled, file, input.siteDir);
      const exports = markdownExports(compiled, compiled.frontMatter, input.rules[file]);
      return {
        code: markdownModuleCode(code, exports),
        imports: [...imports, ...MARKDOWN_MODULE_IMPORTS],
        markdownFile: file,
      };
    }
    const path = pathOf(specifier);
    if (!path.endsWith('.json') || !isAbsolute(path) || !writtenIntoPages(path, uses.get(specifier) ?? 0))
      return undefined;
    const data = dataModuleCode(path);
    return data === undefined ? undefined : { code: data, imports: [] };
  };
  return (specifier) => {
    if (!inlined.has(specifier)) inlined.set(specifier, inline(specifier));
    return inlined.get(specifier);
  };
}
