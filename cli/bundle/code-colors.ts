import type { PrismTheme } from '../config/schemas/prism.js';
import type { SiteConfig } from '../config/schema.js';

/** The theme's token colours (templates/css/base.css) and the Prism token types whose colour each takes, first found first. */
const TOKEN_VARIABLES: [variable: string, types: string[]][] = [
  ['--ck-tok-keyword', ['keyword']],
  ['--ck-tok-string', ['string']],
  ['--ck-tok-number', ['number', 'boolean', 'constant']],
  ['--ck-tok-comment', ['comment']],
  ['--ck-tok-title', ['function']],
  ['--ck-tok-type', ['class-name', 'builtin']],
  ['--ck-tok-attr', ['property', 'attr-name', 'tag']],
  ['--ck-tok-meta', ['variable', 'parameter']],
];

/** A type's colour in a theme: its last style wins, as prism-react-renderer merges them. */
function colourOf(theme: PrismTheme, type: string): string | undefined {
  return theme.styles.filter((entry) => entry.types.includes(type) && entry.style.color).at(-1)?.style.color;
}

function declarations(theme: PrismTheme): string {
  const lines = [
    theme.plain.backgroundColor && `--ck-bg-code: ${theme.plain.backgroundColor};`,
    theme.plain.color && `color: ${theme.plain.color};`,
    ...TOKEN_VARIABLES.map(([variable, types]) => {
      const colour = types.map((type) => colourOf(theme, type)).find(Boolean) ?? theme.plain.color;
      return colour && `${variable}: ${colour};`;
    }),
  ];
  return lines.filter(Boolean).join(' ');
}

/**
 * The code blocks' colours of the config's Prism themes (Docusaurus's `themeConfig.prism`) as CSS,
 * or undefined when it sets none: ckdocs highlights at build time, so the themes become the
 * theme's token variables, per colour mode.
 */
export function codeColorsCss(prism: SiteConfig['prism']): string | undefined {
  const light = prism?.theme;
  const dark = prism?.darkTheme ?? light;
  if (!light && !dark) return undefined;
  return [
    light && `.code-block { ${declarations(light)} }`,
    dark && `[data-theme='dark'] .code-block { ${declarations(dark)} }`,
  ]
    .filter(Boolean)
    .join('\n');
}
