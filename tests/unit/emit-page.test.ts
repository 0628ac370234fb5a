import { createProcessor } from '@mdx-js/mdx';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { PageWritten, rehypeEmitPage, runOrWritten } from '../../cli/shortcuts/emit-page.js';
import { KEEP_MDX_NODES } from '../../cli/mdx/keep-mdx-nodes.js';
import { IMPORT_PARAM, recmaPageFactory } from '../../cli/mdx/recma-page-factory.js';

type Format = 'md' | 'mdx';

/** MDX as the compile sets it up, with the writer last among the rehype plugins or without it. */
const processor = (format: Format, write: boolean) =>
  createProcessor({
    format,
    jsxImportSource: 'react',
    remarkPlugins: [remarkGfm],
    rehypePlugins: write ? [[rehypeEmitPage, format]] : [],
    recmaPlugins: [recmaPageFactory],
    remarkRehypeOptions: { handlers: KEEP_MDX_NODES },
  });

/** A component that shows what it was given. */
const shows =
  (name: string) =>
  ({ children, ...props }: { children?: ReactNode }) =>
    createElement('x-component', { 'data-name': name, 'data-props': JSON.stringify(props) }, children);

/** Every module's exports are components that show their props; `Provided` and `a` come from the page's components. */
const modules = (specifier: string) =>
  specifier === 'react/jsx-runtime'
    ? jsxRuntime
    : new Proxy({}, { get: (_, name) => (typeof name === 'string' ? shows(`${specifier}:${name}`) : undefined) });

function render(code: string, wrapper: boolean): string {
  const run = new Function(IMPORT_PARAM, code) as (load: typeof modules) => {
    default: ComponentType<{ components: object }>;
  };
  const components = { Provided: shows('Provided'), a: shows('a'), ...(wrapper ? { wrapper: shows('wrapper') } : {}) };
  return renderToStaticMarkup(createElement(run(modules).default, { components }));
}

/** The page through MDX and through the writer: whether the writer took it, and both renders. */
async function both(source: string, format: Format = 'mdx') {
  const mdx = String(await processor(format, false).process(source));
  const written = await runOrWritten(processor(format, true).process(source));
  const code = written instanceof PageWritten ? written.code : String(written);
  const imports = written instanceof PageWritten ? written.imports : undefined;
  return {
    wrote: written instanceof PageWritten,
    imports,
    mdx: [render(mdx, false), render(mdx, true)],
    emitted: [render(code, false), render(code, true)],
  };
}

describe('writing a page straight from its HTML tree', () => {
  it.each([
    ['Markdown', '# Title *em* `code`\n\n- a\n- [link](/x "t")\n\n> quote\n\n---\n\n![alt](/i.png)'],
    ['a table, aligned', '| a | b | c |\n|:--|--:|:-:|\n| 1 | 2 | 3 |'],
    [
      'imports and components',
      'import A, {B as C} from \'lib\';\nimport * as ns from \'ns\';\n\n<A x="1" y={2} on><C /></A>\n\n<Provided key="k" {...{z: 3}} />\n\n{ns.n}',
    ],
    [
      'HTML in JSX',
      '<div className="box" style={{color: "red"}}><span>hi</span> <svg viewBox="0 0 1 1"><path strokeWidth="2" /></svg></div>',
    ],
    [
      'JSX inline, fragments and expressions',
      'Text <b>bold</b> and {1 + 1} and <>frag {"x"}</>.\n\n{/* a comment */}\n\n{props.missing ?? "none"}',
    ],
    ['a lone element', '<div>only</div>'],
    ['an empty page', ''],
    ['expressions ending in a line comment', '{1 + 1 // one\n}'],
    [
      'an import inside an element, which MDX hoists',
      "<details>\n\nimport Inner from 'inner';\n\n<Inner />\n\n</details>",
    ],
  ])('renders %s as MDX does', async (_, source) => {
    const page = await both(source);
    expect(page.wrote).toBe(true);
    expect(page.emitted).toEqual(page.mdx);
  });

  it("drops a .md page's HTML as MDX does", async () => {
    const page = await both('a <b>b</b> c\n\n<div>block</div>\n\nend', 'md');
    expect(page.wrote).toBe(true);
    expect(page.emitted).toEqual(page.mdx);
  });

  it('lists the modules the page imports, the runtime first', async () => {
    const page = await both("import A from 'a';\nimport 'side';\nimport B from 'a';\n\n<A /><B />");
    expect(page.imports).toEqual(['react/jsx-runtime', 'a', 'side']);
  });

  it.each([
    ['an export', 'export const x = 1;\n\n{x}'],
    ['a member tag', "import * as T from 't';\n\n<T.Item />"],
    ['JSX inside an expression', '{[1, 2].map((n) => <b key={n}>{n}</b>)}'],
    ['a layout', 'export default function Layout({children}) { return children; }\n\nhi'],
    // Which the bundler reads as part of a name, where JavaScript sees a space.
    ['a no-break space in an expression', '<div style={{all: "unset",\u00a0cursor: "pointer"}}>x</div>'],
  ])('leaves a page with %s to MDX', async (_, source) => {
    const page = await both(source);
    expect(page.wrote).toBe(false);
    expect(page.emitted).toEqual(page.mdx);
  });

  it('leaves MDX to refuse a key after a spread', async () => {
    const source = 'import A from \'a\';\n\n<A {...{z: 1}} key="k" />';
    await expect(processor('mdx', true).process(source)).rejects.toThrow('Expected `key` to come before any spread');
  });
});
