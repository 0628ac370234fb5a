import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { FrontMatter } from '../content/front-matter.js';
import type { CompiledDoc } from '../mdx/types.js';
import { importCall } from '../mdx/recma-page-factory.js';
import { tocHtml } from '../../common/toc-html.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';

/** Compiled Markdown as a module holds it: its code (a function body), and what that code imports. */
export type MarkdownCode = Pick<CompiledDoc, 'code' | 'imports'>;

/** What the code of `markdownModuleCode` imports beside the Markdown's own imports. */
export const MARKDOWN_MODULE_IMPORTS = ['react', '@theme/mdx-components'];

/**
 * What Docusaurus's mdx-loader exports beside a Markdown file's content: `frontMatter`,
 * `contentTitle`, `toc`, and for a file a plugin's rule takes (cli/plugins/markdown-rules.ts),
 * the `metadata` its plugin wrote and its `assets`.
 */
export function markdownExports(
  compiled: Pick<CompiledDoc, 'headings' | 'title'>,
  frontMatter: FrontMatter,
  rule: MarkdownModule | undefined,
): Record<string, unknown> {
  const exports: Record<string, unknown> = {
    frontMatter,
    contentTitle: compiled.title,
    toc: compiled.headings.filter((h) => h.depth > 1).map((h) => ({ value: tocHtml(h), id: h.id, level: h.depth })),
  };
  if (rule) {
    exports.metadata = JSON.parse(readFileSync(rule.metadataFile, 'utf8'));
    exports.assets = rule.assets ?? {};
  }
  return exports;
}

/**
 * Code whose value is a compiled Markdown file as a module: its default export renders it with
 * the theme's MDX components, as Docusaurus's MDX provider gives them to every imported MDX file,
 * and `exports` are beside it. Its imports go through `_ckImport`, which the code around it defines.
 */
export function markdownModuleCode(code: string, exports: Record<string, unknown>): string {
  const values = Object.entries(exports).map(([name, value]) => `${name}: ${JSON.stringify(value ?? null)}`);
  return [
    '(() => {',
    `const _ckMarkdown = (function () {\n${code}\n})();`,
    `const {createElement: _ckElement} = ${importCall('react')};`,
    `const {mdxComponents: _ckComponents} = ${importCall('@theme/mdx-components')};`,
    'const MDXContent = (props) => _ckElement(_ckMarkdown.default, {...props, components: {..._ckComponents, ...props.components}});',
    // Its own exports too (`export function Chart…`), as the module of an MDX file has them.
    `return {..._ckMarkdown, default: MDXContent, ${values.join(', ')}};`,
    '})()',
  ].join('\n');
}

/** A path from a file's folder in an import (`./a.svg`, `ck-url:../b.png`, `!!raw-loader!./c.ts`): what comes before it, and it. */
const RELATIVE = /^(.*?[:!])?(\.\.?\/.*)$/;

/**
 * A Markdown file's compiled code for a module that is not in the file's folder (a page that
 * shows posts): each import of a file beside it made a path from the site folder (`@site/`),
 * which resolves the same from any page and names no folder of the build's machine.
 */
export function fromSiteFolder(compiled: MarkdownCode, file: string, siteDir: string): MarkdownCode {
  let { code } = compiled;
  const imports = compiled.imports.map((specifier) => {
    const [, prefix = '', path] = RELATIVE.exec(specifier) ?? [];
    if (!path) return specifier;
    const moved = `${prefix}@site/${relative(siteDir, resolve(dirname(file), path))
      .split(sep)
      .join('/')}`;
    code = code.split(importCall(specifier)).join(importCall(moved));
    return moved;
  });
  return { code, imports };
}
