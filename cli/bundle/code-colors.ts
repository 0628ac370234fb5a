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

/** A type's colour or font style in a theme: its last style that sets it wins, as prism-react-renderer merges them. */
function styleOf(theme: PrismTheme, type: string, property: 'color' | 'fontStyle'): string | undefined {
  return theme.styles.filter((entry) => entry.types.includes(type) && entry.style[property]).at(-1)?.style[property];
}
const colourOf = (theme: PrismTheme, type: string) => styleOf(theme, type, 'color');

/** The Prism token types whose font style a theme may set: those the theme's CSS colours. */
const STYLED_TYPES = TOKEN_VARIABLES.flatMap(([, types]) => types);

/**
 * The font style (italic keywords, say) of each token type either theme sets one for, in the
 * mode of `theme`; a type the other theme styles goes back to the theme's own (comments italic).
 */
function fontStyles(theme: PrismTheme, both: PrismTheme[], scope: string): string[] {
  return STYLED_TYPES.filter((type) => both.some((each) => styleOf(each, type, 'fontStyle'))).map((type) => {
    const style = styleOf(theme, type, 'fontStyle') ?? (type === 'comment' ? 'italic' : 'normal');
    return `${scope} .token.${type} { font-style: ${style}; }`;
  });
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
  const both = [light, dark].filter((theme): theme is PrismTheme => theme !== undefined);
  return [
    light && `.code-block { ${declarations(light)} }`,
    ...(light ? fontStyles(light, both, '.code-block') : []),
    dark && `[data-theme='dark'] .code-block { ${declarations(dark)} }`,
    ...(dark ? fontStyles(dark, both, "[data-theme='dark'] .code-block") : []),
  ]
    .filter(Boolean)
    .join('\n');
}
