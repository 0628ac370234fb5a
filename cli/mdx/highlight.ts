import Prism from 'prismjs';
// Grammars for the languages docs show most (their dependencies first: each extends another).
import 'prismjs/components/prism-markup.js';
import 'prismjs/components/prism-css.js';
import 'prismjs/components/prism-clike.js';
import 'prismjs/components/prism-javascript.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-tsx.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-makefile.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-graphql.js';
import 'prismjs/components/prism-scss.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-ruby.js';
import 'prismjs/components/prism-lua.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-rust.js';
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-kotlin.js';
import 'prismjs/components/prism-swift.js';
import 'prismjs/components/prism-csharp.js';
import 'prismjs/components/prism-c.js';
import 'prismjs/components/prism-cpp.js';
import 'prismjs/components/prism-arduino.js';
import { createRequire } from 'node:module';
import { memo } from '../util/memo.js';
import { escapeHtml } from '../../common/escape-html.js';
import { codeLinesHtml, PRISM_LINE, type CodeRun } from '../../common/code-lines.js';
import { COLOURED_TOKENS } from './coloured-tokens.js';
import { themedRuns, type CodeThemes } from './themed-tokens.js';
import { sitePrism } from './site-prism.js';

const require = createRequire(import.meta.url);

/**
 * Loads Prism's grammars of a site's `prism.additionalLanguages` not loaded yet, with those they
 * build on (Prism's own loader, which adds them to the Prism above), as Docusaurus's theme adds
 * them; a name Prism has no grammar of is left out, as Docusaurus leaves it.
 */
export function loadLanguages(languages: readonly string[] = []): void {
  const missing = languages.filter((name) => !Object.hasOwn(Prism.languages, name));
  if (!missing.length) return;
  const known = (require('prismjs/components.js') as { languages: Record<string, unknown> }).languages;
  const load = require('prismjs/components/index.js') as (languages: string[]) => void;
  const loadable = missing.filter((name) => Object.hasOwn(known, name));
  if (loadable.length) load(loadable);
}

const ALIASES: Record<string, string> = {
  zsh: 'bash',
  console: 'bash',
  jsonc: 'json',
  json5: 'json',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  cts: 'typescript',
  yml: 'yaml',
};

/** The grammar of a fence's language, if it has one (`Prism.languages` also holds its helpers). */
function grammarOf(language: string | undefined): Prism.Grammar | undefined {
  if (!language) return undefined;
  const name = ALIASES[language] ?? language;
  const grammar: unknown = Object.hasOwn(Prism.languages, name) ? Prism.languages[name] : undefined;
  return grammar && typeof grammar === 'object' ? (grammar as Prism.Grammar) : undefined;
}

/** A token's classes as Prism's own HTML names them (`token <type> <aliases>`), if the theme colours it. */
const tokenClasses = memo((key: string): string => {
  const [type, ...aliases] = key.split(' ');
  return [type, ...aliases].some((name) => COLOURED_TOKENS.has(name!)) ? `token ${key}` : '';
});

/** Flattens Prism's token tree into runs, each with the classes of the innermost coloured token around it. */
function flatten(stream: Prism.TokenStream, classes: string, segments: CodeRun[]): void {
  if (typeof stream === 'string') {
    const last = segments.at(-1);
    if (last && last.classes === classes) last.text += stream;
    else if (stream) segments.push({ text: stream, classes });
  } else if (Array.isArray(stream)) {
    for (const part of stream) flatten(part, classes, segments);
  } else {
    const aliases = stream.alias === undefined ? '' : ` ${([] as string[]).concat(stream.alias).join(' ')}`;
    flatten(stream.content, tokenClasses(`${stream.type}${aliases}`) || classes, segments);
  }
}

/** Wraps identifiers that name documented symbols in links (API signatures). */
function linkIdentifiers(html: string, links: Map<string, string>): string {
  return html.replace(/[A-Za-z_$][\w$]*/g, (word) => {
    const href = links.get(word);
    return href ? `<a href="${escapeHtml(href)}">${word}</a>` : word;
  });
}

/** Parses `{1,3-5}` into a set of 1-based line numbers. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to ?? from); n++) lines.add(n);
  }
  return lines;
}

// API signatures repeat (inherited members, overloads): each distinct snippet is tokenized once.
// Only short ones are kept: a guide's code blocks rarely repeat, and a large site's would fill memory.
const MEMO_LIMIT = 512;
function rememberShort(tokenize: (key: string) => CodeRun[]): (key: string) => CodeRun[] {
  const short = memo(tokenize);
  return (key) => (key.length <= MEMO_LIMIT ? short(key) : tokenize(key));
}
const tokenize = rememberShort(tokenizeAny);
function tokenizeAny(key: string): CodeRun[] {
  const split = key.indexOf('\0');
  const segments: CodeRun[] = [];
  flatten(Prism.tokenize(key.slice(split + 1), grammarOf(key.slice(0, split))!), '', segments);
  return segments;
}

/**
 * The tokenizers of a site's themes, each remembering short snippets as `tokenize` does. A
 * Docusaurus site's code is read by its own Prism (site-prism.ts), which knows a language by its
 * grammar's name only, as Docusaurus's code blocks do; else by ckdocs's.
 */
const themedTokenizers = new WeakMap<CodeThemes, (key: string) => CodeRun[]>();

function themedTokenize(themes: CodeThemes): (key: string) => CodeRun[] {
  let tokenizer = themedTokenizers.get(themes);
  if (!tokenizer) {
    const { highlighter } = themes;
    const prism = highlighter ? sitePrism(highlighter.source, highlighter.additionalLanguages) : Prism;
    const any = (key: string) => {
      const split = key.indexOf('\0');
      const language = key.slice(0, split);
      const code = key.slice(split + 1);
      const own = Object.hasOwn(prism.languages, language) ? prism.languages[language] : undefined;
      const grammar = highlighter ? (typeof own === 'object' ? own : undefined) : grammarOf(language);
      return grammar ? themedRuns(prism.tokenize(code, grammar), language, themes) : [{ text: code, classes: '' }];
    };
    themedTokenizers.set(themes, (tokenizer = rememberShort(any)));
  }
  return tokenizer;
}

function tokens(code: string, language: string | undefined, themes: CodeThemes | undefined): CodeRun[] {
  if (themes && language) return themedTokenize(themes)(`${language}\0${code}`);
  if (!grammarOf(language)) return [{ text: code, classes: '' }];
  return tokenize(`${language}\0${code}`);
}

/** The class of highlighted lines, which the theme's CSS colours. */
export const HIGHLIGHTED_LINE = 'highlighted';

/** Lines (numbered from 1) as highlighted lines. */
export const highlightedLines = (lines: Iterable<number>): Map<number, string[]> =>
  new Map([...lines].map((line) => [line, [HIGHLIGHTED_LINE]]));

/**
 * Highlights code at build time into HTML, one `<span class="line">` per line (with the classes
 * `lineClasses` gives it, by line number from 1, and the classic theme's `token-line` where a
 * site's Prism themes colour it) so that highlighted lines and line numbers are plain CSS. Colours
 * come from CSS classes (on a site with Prism themes, `themes`, a class per style value of each
 * mode), so one output serves both the light and the dark theme and no highlighter reaches the
 * browser.
 */
export function highlightToHtml(
  code: string,
  language: string | undefined,
  lineClasses: ReadonlyMap<number, readonly string[]>,
  { links, themes }: { links?: Map<string, string>; themes?: CodeThemes } = {},
): string {
  const toHtml = links ? (text: string) => linkIdentifiers(escapeHtml(text), links) : escapeHtml;
  return codeLinesHtml(tokens(code, language, themes), lineClasses, toHtml, themes && PRISM_LINE);
}
