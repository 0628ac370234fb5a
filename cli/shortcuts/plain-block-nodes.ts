import type { Code, Heading, Paragraph } from 'mdast';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Lines } from './page-lines.js';

/** A block built without the parser. */
export type Block = Heading | Paragraph | Code | MdxJsxFlowElement | MdxjsEsm | MdxFlowExpression;

/** A self-closing JSX tag alone on its line, its attributes strings or template literals. */
export const PLAIN_JSX = /^<([A-Za-z]\w*)((?: +[A-Za-z_][\w-]*(?:="[^"&]*"|='[^'&]*'|=\{`[^`\\{}]*`\})?)*) *\/>$/;
/** `import Name from 'specifier';`, the semicolon optional. */
export const DEFAULT_IMPORT = /^import ([A-Za-z_$][\w$]*) from (['"])([^'"\\]*)\2;?$/;
/** A comment alone in braces, as HTML comments become (preprocess.ts). */
export const PLAIN_COMMENT = /^\{\/\*((?:[^*{}\\`]|\*(?!\/))*)\*\/\}$/;
const JSX_ATTRIBUTE = /( +)([A-Za-z_][\w-]*)(?:="([^"&]*)"|='([^'&]*)'|=\{(`[^`\\{}]*`)\})?/g;

/** `<Name a="…" b={`…`} />` as MDX's parser makes it, a template literal with its syntax tree. */
export function jsxElement(line: string, index: number, at: Lines): MdxJsxFlowElement {
  const name = PLAIN_JSX.exec(line)![1]!;
  const attributes: MdxJsxAttribute[] = [];
  JSX_ATTRIBUTE.lastIndex = name.length + 1;
  for (let match = JSX_ATTRIBUTE.exec(line); match; match = JSX_ATTRIBUTE.exec(line)) {
    const [whole, space, attribute, double, single, template] = match;
    const end = match.index + whole.length;
    const position = at.span(index, match.index + space!.length, end);
    // The template's syntax tree: the literal inside the braces, its one part inside the backticks.
    const literal = (from: number, to: number) => {
      const raw = template!.slice(1, -1);
      const element = at.js('TemplateElement', { value: { raw, cooked: raw }, tail: true }, index, from + 1, to - 1);
      return at.js('TemplateLiteral', { expressions: [], quasis: [element] }, index, from, to);
    };
    const program = (from: number, to: number) => {
      const statement = at.js('ExpressionStatement', { expression: literal(from, to) }, index, from, to);
      return at.js('Program', { body: [statement], sourceType: 'module', comments: [] }, index, from, to);
    };
    const value =
      template === undefined
        ? (double ?? single ?? null)
        : {
            type: 'mdxJsxAttributeValueExpression' as const,
            value: template,
            data: { estree: program(end - 1 - template.length, end - 1) as never },
          };
    attributes.push({ type: 'mdxJsxAttribute', name: attribute!, value, position });
  }
  return { type: 'mdxJsxFlowElement', name, attributes, children: [], position: at.span(index, 0, line.length) };
}

/** Lines of `import Name from '…'` as MDX's ESM block, with the syntax tree its parser makes. */
export function esmImports(run: string[], first: number, at: Lines): MdxjsEsm {
  const body = run.map((line, i) => {
    const [, name, quote, specifier] = DEFAULT_IMPORT.exec(line)!;
    const index = first + i;
    const from = 'import '.length;
    const local = at.js('Identifier', { name }, index, from, from + name!.length);
    const defaultName = at.js('ImportDefaultSpecifier', { local }, index, from, from + name!.length);
    const sourceFrom = from + name!.length + ' from '.length;
    const raw = `${quote}${specifier}${quote}`;
    const source = at.js('Literal', { value: specifier, raw }, index, sourceFrom, sourceFrom + raw.length);
    return at.js('ImportDeclaration', { specifiers: [defaultName], source }, index, 0, line.length);
  });
  const last = first + run.length - 1;
  const estree = at.js('Program', { body, sourceType: 'module', comments: [] }, first, 0, run.at(-1)!.length, last);
  return {
    type: 'mdxjsEsm',
    value: run.join('\n'),
    position: at.span(first, 0, run.at(-1)!.length, last),
    data: { estree: estree as never },
  };
}

/** `{/* … *\/}` alone on its line as MDX's parser makes it: an expression with no code and one comment. */
export function commentExpression(line: string, index: number, at: Lines): MdxFlowExpression {
  const text = PLAIN_COMMENT.exec(line)![1]!;
  const comment = at.js('Block', { value: text }, index, 1, line.length - 1);
  const estree = at.js('Program', { body: [], sourceType: 'module', comments: [comment] }, index, 1, line.length - 1);
  return {
    type: 'mdxFlowExpression',
    value: line.slice(1, -1),
    position: at.span(index, 0, line.length),
    data: { estree: estree as never },
  };
}
