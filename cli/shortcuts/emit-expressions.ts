import type { CallExpression, Identifier, Program } from 'estree';
import { name as isIdentifierName } from 'estree-util-is-identifier-name';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { fallback } from './emit-fallback.js';

/** An expression node, or a JSX attribute's value: its text, and its syntax tree as MDX parsed it. */
export type ExpressionText = { value: string; data?: { estree?: Program | null } };

/** A name as an object literal's key: quoted unless it is an identifier. */
export const propertyKey = (name: string) => (isIdentifierName(name) ? name : JSON.stringify(name));

/**
 * An expression as written, in parentheses (a line comment at its end must not swallow them).
 * Undefined when it is empty or only a comment. JSX or `await` in it is left to MDX.
 */
export function expressionCode(node: ExpressionText): string | undefined {
  const estree = node.data?.estree;
  if (!estree) return fallback('expression without syntax tree');
  if (!estree.body.length) return undefined;
  if (estree.body.length > 1 || estree.body[0]!.type !== 'ExpressionStatement') fallback('expression statement');
  return wrapped(node.value, estree);
}

function wrapped(value: string, estree: Program): string {
  // The text test spares most expressions the walk.
  if (/<|\bawait\b|\brequire\b/.test(value) && needsMdx(estree)) fallback('JSX, await or require() in an expression');
  // JavaScript reads a no-break space between tokens as a space, esbuild as part of a name: MDX
  // writes the expression anew from its syntax tree.
  if (/[^\P{Zs} ]|\uFEFF/u.test(value)) fallback('a space other than ASCII in an expression');
  const lineComment = estree.comments?.some((comment) => comment.type === 'Line');
  return `(${value}${lineComment ? '\n' : ''})`;
}

/**
 * JSX (which MDX compiles), `await` (which MDX refuses) or `require()` (an import, which
 * recma-page-factory.ts makes of it) anywhere in a syntax tree.
 */
function needsMdx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(needsMdx);
  const { type } = node as { type?: unknown };
  if (typeof type === 'string' && (type.startsWith('JSX') || type === 'AwaitExpression' || type === 'ForOfStatement'))
    return true;
  if (type === 'CallExpression' && (node as CallExpression).callee.type === 'Identifier')
    if (((node as CallExpression).callee as Identifier).name === 'require') return true;
  return Object.entries(node).some(([key, value]) => key !== 'loc' && key !== 'range' && needsMdx(value));
}

/** `{...value}` as a property of the props object. */
export function spreadCode(attribute: MdxJsxExpressionAttribute): string {
  const estree = attribute.data?.estree as Program | undefined;
  const statement = estree?.body[0];
  const object = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (
    object?.type !== 'ObjectExpression' ||
    object.properties.length !== 1 ||
    object.properties[0]!.type !== 'SpreadElement'
  )
    return fallback('spread attribute shape');
  return `...${wrapped(`{${attribute.value}}`, estree!)}`;
}

export function attributeValue(attribute: MdxJsxAttribute): string {
  const value = attribute.value;
  if (value === null || value === undefined) return 'true';
  if (typeof value === 'string') return JSON.stringify(value);
  return expressionCode(value) ?? fallback('empty attribute expression');
}
