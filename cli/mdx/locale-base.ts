import type { CompiledDoc } from './types.js';

/**
 * A locale's pages are compiled against its base URL (`/fr/`), which its links are given. In a
 * build of several locales each compiles with a placeholder there instead, of as many path segments
 * (so that relative links climb out of it as out of the base), the root's of one (a climb above
 * the root stays there, as one out of the placeholder does): a page no locale translates then
 * compiles to the same result in each, and is compiled once for all of them.
 */
const SEGMENT = '__ckdocs-locale-base__';

/** A locale's base URL and the placeholder its pages compile with. */
export interface BaseSwap {
  base: string;
  placeholder: string;
}

/** The swap for a locale served at `base`. */
export function baseSwap(base: string | undefined): BaseSwap | undefined {
  if (!base || /["\\]/.test(base)) return undefined;
  const segments = Math.max(1, base.split('/').filter(Boolean).length);
  return { base, placeholder: `/${`${SEGMENT}/`.repeat(segments)}` };
}

/** A URL of the locale's (a doc's) as its pages compile it: the placeholder for the base. */
export const withPlaceholder = ({ base, placeholder }: BaseSwap, url: string): string =>
  url.startsWith(base) ? placeholder + url.slice(base.length) : url;

/**
 * `doc`, compiled with the placeholder, as compiled against the base itself; undefined where the
 * two may differ, and the page is compiled again for the locale: a link written with the base in it
 * (`/fr/x` on the locale at `/fr/`) keeps it, where the placeholder would have it added again.
 */
export function withBaseUrl(doc: CompiledDoc, { base, placeholder }: BaseSwap): CompiledDoc | undefined {
  const data = JSON.stringify({ ...doc, code: '' });
  // At the root no link is written with the base in it: the base is every link's leading `/`.
  const written = base !== '/' && placeholder + base.slice(1, -1);
  if (written && (data.includes(written) || doc.code.includes(written))) return undefined;
  const code = doc.code.replaceAll(placeholder, base);
  const rebased = data.replaceAll(placeholder, base);
  // A placeholder the compile wrote otherwise than as it was given (escaped, split) is not put right.
  if (code.includes(SEGMENT) || rebased.includes(SEGMENT)) return undefined;
  return { ...(JSON.parse(rebased) as CompiledDoc), code };
}
