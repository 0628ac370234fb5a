import type { Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** An MDX block of imports and exports made of estree statements, with no source text of its own. */
export function esmNode(body: Program['body']): MdxjsEsm {
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } };
}
