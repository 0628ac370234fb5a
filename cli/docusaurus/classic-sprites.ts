import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The hidden SVG symbols the installed classic theme puts at the start of every page's body (its
 * external link arrow), which its components, and a site's using them, draw with `<use href="#…">`.
 * Read from the theme itself; undefined where its version has none.
 */
export function classicSvgSprites(siteDir: string): string | undefined {
  let defs: unknown;
  try {
    const theme = createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic');
    defs = (createRequire(theme)('./inlineSvgSprites.js') as { SvgSpriteDefs?: unknown }).SvgSpriteDefs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
  return typeof defs === 'string' ? `<svg style="display: none;">${defs}</svg>` : undefined;
}
