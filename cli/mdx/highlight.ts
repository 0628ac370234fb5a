import hljs from 'highlight.js/lib/common';
import arduino from 'highlight.js/lib/languages/arduino';
import { memo } from '../util/memo.js';

hljs.registerLanguage('arduino', arduino);
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', jsonc: 'json', mjs: 'javascript', cjs: 'javascript' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * highlight.js's HTML as text runs, each with the classes of every span around it. Reading its
 * HTML is quicker than building a syntax tree of the same; a sub-language's span (`language-xml`)
 * is named by the language alone.
 */
function segmentsOf(html: string): { text: string; classes: string }[] {
  const segments: { text: string; classes: string }[] = [];
  const open: string[] = [''];
  for (const [token, className] of html.matchAll(/<span class="([^"]*)">|<\/span>|[^<]+/g)) {
    if (className !== undefined) open.push([open.at(-1), className.replace(/^language-/, '')].filter(Boolean).join(' '));
    else if (token === '</span>') open.pop();
    else segments.push({ text: token.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!), classes: open.at(-1)! });
  }
  return segments;
}

/** Wraps identifiers that name documented symbols in links (API signatures). */
function linkIdentifiers(html: string, links: Map<string, string>): string {
  return html.replace(/[A-Za-z_$][\w$]*/g, (word) => {
    const href = links.get(word);
    return href ? `<a href="${href.replace(/"/g, '&quot;')}">${word}</a>` : word;
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
const tokenize = (key: string) => (key.length <= MEMO_LIMIT ? tokenizeShort(key) : tokenizeAny(key));
const tokenizeShort = memo((key) => tokenizeAny(key));
function tokenizeAny(key: string): { text: string; classes: string }[] {
  const split = key.indexOf('\0');
  return segmentsOf(hljs.highlight(key.slice(split + 1), { language: key.slice(0, split), ignoreIllegals: true }).value);
}

function tokens(code: string, language: string | undefined): { text: string; classes: string }[] {
  const lang = language ? (ALIASES[language] ?? language) : undefined;
  if (!lang || !hljs.getLanguage(lang)) return [{ text: code, classes: '' }];
  return tokenize(`${lang}\0${code}`);
}

/**
 * Highlights code at build time into HTML, one `<span class="line">` per line so that
 * highlighted lines and line numbers are plain CSS. Colours come from CSS classes, so one
 * output serves both the light and the dark theme and no highlighter reaches the browser.
 */
export function highlightToHtml(code: string, language: string | undefined, highlighted: Set<number>, links?: Map<string, string>): string {
  const lines: string[] = [''];
  for (const { text, classes } of tokens(code, language)) {
    const parts = text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push('');
      const html = links ? linkIdentifiers(escapeHtml(part), links) : escapeHtml(part);
      if (part) lines[lines.length - 1] += classes ? `<span class="${classes}">${html}</span>` : html;
    });
  }
  return lines
    .map((html, i) => `<span class="line${highlighted.has(i + 1) ? ' highlighted' : ''}">${html || ' '}</span>`)
    .join('\n');
}
