import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, themes as rendererThemes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { highlightToHtml } from '../../cli/mdx/highlight.js';
import { stylePalette, type CodeThemes } from '../../cli/mdx/themed-tokens.js';
import type { PrismTheme } from '../../cli/config/schemas/prism.js';

const require = createRequire(import.meta.url);
const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

// Docusaurus's classic template's themes; Rust added as a site's `additionalLanguages` adds it.
const light = rendererThemes.github as PrismTheme;
const dark = rendererThemes.dracula as PrismTheme;
const themes: CodeThemes = {
  light,
  dark,
  highlighter: {
    source: { renderer: require.resolve('prism-react-renderer'), grammarsFrom: root },
    additionalLanguages: ['rust'],
  },
};

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/**
 * Each visible character of highlighted HTML with its colour: the innermost span's, as `colourOf`
 * reads a span's attributes, else the block's plain colour.
 */
function charColours(html: string, plain: string, colourOf: (attributes: string) => string | undefined): string[] {
  const out: string[] = [];
  const stack: (string | undefined)[] = [];
  for (const [, attributes, close, text] of html.matchAll(/<span([^>]*)>|(<\/span>)|([^<]+)/g)) {
    if (attributes !== undefined) stack.push(colourOf(attributes) ?? stack.at(-1));
    else if (close) stack.pop();
    else
      for (const char of text!.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => entities[entity]!))
        if (char.trim()) out.push(`${char} ${(stack.at(-1) ?? plain).toLowerCase()}`);
  }
  return out;
}

/** What Docusaurus's code block shows: prism-react-renderer's tokens, each with its style inline. */
function docusaurusHtml(code: string, language: string, theme: PrismTheme): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      theme: theme as never,
      code,
      language,
      children: ({ tokens, getTokenProps }) =>
        createElement(
          Fragment,
          null,
          tokens.flatMap((line, i) =>
            line.map((token, j) => createElement('span', { key: `${i}-${j}`, ...getTokenProps({ token }) })),
          ),
        ),
    }),
  );
}

const SAMPLES: [language: string, code: string][] = [
  [
    'jsx',
    'export const Tip = ({children}) => (\n  <span style={{color: "#25c2a0"}} onClick={() => alert(`hi ${children}`)}>{children}</span>\n);',
  ],
  [
    'tsx',
    'import type {Props} from "@theme/Layout";\nfunction Page(props: Props): JSX.Element {\n  return <Layout title="Home" {...props} />;\n}',
  ],
  ['css', '.hero:hover > a[href^="http"] { color: var(--ifm-color-primary); margin: 0 !important; }'],
  ['md', '## Headings\n\n[a link](./page.md) and `code` with **bold** text.'],
  ['rust', 'fn main() {\n    let lamp: u32 = 3; // lit\n    println!("{}", lamp);\n}'],
  ['bash', 'npm install --save lantern # not highlighted: no Bash grammar'],
];

describe("code coloured by a Docusaurus site's Prism themes", () => {
  for (const [language, code] of SAMPLES)
    it(`gives every character of ${language} the colour Docusaurus's code block gives it, in both modes`, () => {
      const html = highlightToHtml(code, language, new Map(), { themes });
      for (const [mode, theme] of [
        ['l', light],
        ['d', dark],
      ] as const) {
        // A run's colour in the mode is the value of its class for that mode's colour, as the stylesheet has it.
        const colours = new Map(
          stylePalette(themes)
            .filter((entry) => entry.mode === mode && entry.property === 'color')
            .map((entry) => [entry.className, String(entry.value)]),
        );
        const ours = charColours(html, theme.plain.color!, (attributes) =>
          /class="([^"]*)"/
            .exec(attributes)?.[1]!
            .split(' ')
            .map((name) => colours.get(name))
            .find(Boolean),
        );
        const theirs = charColours(
          docusaurusHtml(code, language, theme),
          theme.plain.color!,
          (attributes) => /style="[^"]*color:([^;"]+)/.exec(attributes)?.[1],
        );
        expect(ours).toEqual(theirs);
      }
    });

  it("gives a run no span where it shows as the block's text does, and escapes the code", () => {
    // Neither theme colours the operator; the light one gives punctuation its plain colour, the dark one its own.
    const [punctuation] = stylePalette(themes).filter(
      (entry) => entry.mode === 'd' && entry.property === 'color' && entry.value === 'rgb(248, 248, 242)',
    );
    expect(highlightToHtml('a < b;', 'js', new Map(), { themes })).toBe(
      `<span class="line token-line">a &lt; b<span class="${punctuation!.className}">;</span></span>`,
    );
  });
});
