import type { Root } from 'hast';
import { Fallback } from './emit-fallback.js';
import { PageWriter } from './emit-page-writer.js';

/**
 * Writes a page's HTML tree (with MDX's JSX, expression and import nodes) straight as the code
 * MDX and recma-page-factory.ts would make of it: the body of a function of `_ckImport` that
 * returns `{default: MDXContent}`. MDX gets there through a JavaScript syntax tree that it walks
 * several times and then prints, which costs more than the rest of the compile after parsing.
 * A page with anything this writer does not reproduce exactly (exports, JSX inside expressions,
 * member tags…) is left to MDX: `emitPage` then gives the reason.
 */

/** The page's code and the modules it imports, or the construct that leaves it to MDX. */
export type Emitted = { code: string; imports: string[] } | { fallback: string };

/**
 * A page `rehypeEmitPage` wrote. Thrown: unified lets a plugin end a run early only with an
 * error, and MDX's later steps, even on an emptied tree, cost a cold build more than the writing.
 */
export class PageWritten {
  constructor(
    readonly code: string,
    readonly imports: string[],
  ) {}
}

/** The result of MDX's run of a page (`run`), or the page as `rehypeEmitPage` wrote it. */
export async function runOrWritten<T>(run: Promise<T>): Promise<T | PageWritten> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof PageWritten) return error;
    throw error;
  }
}

/**
 * The last rehype plugin: a page it can write ends MDX's run there (`runOrWritten` takes it);
 * any other goes on through MDX.
 */
export function rehypeEmitPage(format: 'md' | 'mdx') {
  return (tree: Root): undefined => {
    const emitted = emitPage(tree, format);
    if ('fallback' in emitted) return undefined;
    throw new PageWritten(emitted.code, emitted.imports);
  };
}

/** The page of this HTML tree (MDX's, after every plugin) as code, or why MDX must write it. */
export function emitPage(tree: Root, format: 'md' | 'mdx'): Emitted {
  try {
    return new PageWriter(format).page(tree);
  } catch (error) {
    if (error instanceof Fallback) return { fallback: error.message };
    throw error;
  }
}
