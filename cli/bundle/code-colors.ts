import type { PrismTheme } from '../config/schemas/prism.js';
import type { SiteConfig } from '../config/schema.js';
import { codeThemesOf, stylePalette } from '../mdx/themed-tokens.js';

/**
 * A theme's plain text on its background, under `scope`. Each line has the plain colour too, as
 * the classic theme's inline style gives it: a site's rule for `code` (its inline code's colour)
 * leaves the blocks' text as the theme draws it.
 */
function plainRule(theme: PrismTheme, scope: string): string | undefined {
  const { color, backgroundColor } = theme.plain;
  const plain = [backgroundColor && `--ck-bg-code: ${backgroundColor};`, color && `color: ${color};`].filter(Boolean);
  if (!plain.length) return undefined;
  return [`${scope} { ${plain.join(' ')} }`, ...(color ? [`${scope} .line { color: ${color}; }`] : [])].join('\n');
}

/**
 * The code blocks' colours of the config's Prism themes (Docusaurus's `themeConfig.prism`) as CSS,
 * or undefined when it sets none. ckdocs highlights at build time: each run of code carries a
 * class per style value it has in each mode (cli/mdx/themed-tokens.ts), whose rule applies in
 * that mode only; what a run has no class for is the block's own (its plain colour, upright).
 */
export function codeColorsCss(prism: SiteConfig['prism']): string | undefined {
  const themes = codeThemesOf(prism);
  if (!themes) return undefined;
  const { light, dark } = themes;
  // With one theme for both modes, the light mode's classes apply in both.
  const scopes = {
    l: dark ? ":root:not([data-theme='dark']) .code-block" : '.code-block',
    d: "[data-theme='dark'] .code-block",
  };
  return [
    plainRule(light, '.code-block'),
    plainRule(dark ?? light, scopes.d),
    ...stylePalette(themes).map(
      ({ mode, property, value, className }) => `${scopes[mode]} .${className} { ${property}: ${value}; }`,
    ),
  ]
    .filter(Boolean)
    .join('\n');
}
