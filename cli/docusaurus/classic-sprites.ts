import { createRequire } from 'node:module';
import { classicTheme, type ListedPlugin } from './plugin-list.js';

/**
 * The hidden SVG symbols the site's classic theme puts at the start of every page's body (its
 * external link arrow), which its components, and a site's using them, draw with `<use href="#…">`.
 * Read from the theme itself; undefined without it, or where its version has none.
 */
export function classicSvgSprites(plugins: ListedPlugin[]): string | undefined {
  const classic = classicTheme(plugins);
  if (!classic) return undefined;
  let defs: unknown;
  try {
    defs = (createRequire(classic.config.entryPath)('./inlineSvgSprites.js') as { SvgSpriteDefs?: unknown })
      .SvgSpriteDefs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
  return typeof defs === 'string' ? `<svg style="display: none;">${defs}</svg>` : undefined;
}
