import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import type { MdxOptions } from '../mdx/site-plugins.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';

/**
 * A Markdown file that pages or components import (`import Prerequisites from './_prerequisites.mdx'`,
 * Docusaurus's partials): compiled as pages are, with the site's plugins and format, into a module
 * whose default export renders it with the theme's MDX components, as Docusaurus's MDX provider
 * gives them to every imported MDX file.
 */
export function mdxPartialsPlugin(options: { siteDir: string; mdx: MdxOptions }): Plugin {
  return {
    name: 'ckdocs-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const { compileMdx } = await import('../mdx/compile.js');
        const { mermaid, format, magicComments, plugins } = options.mdx;
        const { body } = splitFrontMatter(await readFile(args.path, 'utf8'), args.path);
        const compiled = await compileMdx(body, {
          file: args.path,
          relPath: relative(options.siteDir, args.path),
          permalinks: new Map(),
          mermaid,
          format,
          magicComments,
          plugins: plugins?.lists,
        });
        return { contents: partialModule(compiled), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** The compiled page (a function of `_ckImport`) as an ES module rendering it with the MDX components. */
function partialModule({ code, imports }: { code: string; imports: string[] }): string {
  const names = imports.map((_, i) => `_ckPartial${i}`);
  return [
    "import { createElement } from 'react';",
    "import { mdxComponents } from '@theme/mdx-components';",
    ...imports.map((specifier, i) => `import * as ${names[i]} from ${JSON.stringify(specifier)};`),
    `const _ckModules = {${imports.map((specifier, i) => `${JSON.stringify(specifier)}: ${names[i]}`).join(', ')}};`,
    `const _ckPage = (function (${IMPORT_PARAM}) {\n${code}\n})((specifier) => _ckModules[specifier]);`,
    'export default function MDXPartial(props) {',
    '  return createElement(_ckPage.default, { ...props, components: { ...mdxComponents, ...props.components } });',
    '}',
  ].join('\n');
}
