import { createElement, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compile.js';
import { IMPORT_PARAM } from '../../cli/mdx/recma-page-factory.js';

const compile = (source: string) =>
  compileMdx(source, { file: '/site/docs/page.mdx', relPath: 'page.mdx', permalinks: new Map(), mermaid: false });

describe('a compiled page, as a function of its imports', () => {
  it('imports each module through the function it is given and returns every export', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import * as lib from 'lib';",
      "import { a as b } from 'lib';",
      "import 'side-effect';",
      'export const [x, { y: z }] = [1, { y: 2 }];',
      'export function sum() { return lib.n + b; }',
      'export { b as bee };',
      "export * from 'more';",
      "export { m as em } from 'more';",
      '',
      '# Hi {x}',
      '',
      '<Tabs>in tabs</Tabs>',
    ].join('\n');
    const page = await compile(source);
    expect(page.imports).toEqual(['react/jsx-runtime', '@theme/Tabs', 'lib', 'side-effect', 'more']);

    const Tabs = ({ children }: { children: string }) => createElement('div', { className: 'tabs' }, children);
    const modules: Record<string, unknown> = {
      'react/jsx-runtime': jsxRuntime,
      '@theme/Tabs': { default: Tabs },
      lib: { n: 40, a: 2 },
      'side-effect': {},
      more: { m: 'M', extra: 'E' },
    };
    const loaded: string[] = [];
    const run = new Function(IMPORT_PARAM, page.code) as (
      load: (specifier: string) => unknown,
    ) => Record<string, unknown>;
    const exports = run((specifier) => (loaded.push(specifier), modules[specifier]));

    expect(exports).toMatchObject({ x: 1, z: 2, bee: 2, em: 'M', extra: 'E' });
    expect((exports.sum as () => number)()).toBe(42);
    expect(loaded).toContain('side-effect');
    const html = renderToStaticMarkup(createElement(exports.default as ComponentType));
    expect(html).toBe('<h1 id="hi-x">Hi 1</h1>\n<div class="tabs">in tabs</div>');
  });
});
