import hljs from 'highlight.js/lib/common';
import arduino from 'highlight.js/lib/languages/arduino';
import { memo } from '../util/memo.js';

hljs.registerLanguage('arduino', arduino);
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', jsonc: 'json', mjs: 'javascript', cjs: 'javascript' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A run of code text with the classes of every highlight.js scope around it. */
interface Segment {
  text: string;
  classes: string;
}

/**
 * A scope as highlight.js's HTML names it: `title.function` -> `hljs-title function_`. Remembered:
 * there are a few dozen scopes, met at every token.
 */
const scopeClass = memo((scope: string): string => {
  const [first, ...rest] = scope.split('.');
  return [`hljs-${first}`, ...rest.map((piece, i) => `${piece}${'_'.repeat(i + 1)}`)].join(' ');
});

const within = (outer: string, inner: string) => (outer && inner ? `${outer} ${inner}` : outer || inner);

/**
 * Takes highlight.js's tokens as text runs, each with the classes of every scope around it,
 * instead of its HTML: that HTML was escaped there, then read back and unescaped here, only to be
 * escaped again line by line. Runs split as the HTML's tags would split them; an embedded
 * language's runs are classed by its name (`xml`).
 */
class SegmentEmitter {
  readonly segments: Segment[] = [];
  private readonly open = [''];
  /** Whether the last thing added was text: more text then extends it, as in HTML with no tag between. */
  private joins = false;
  addText(text: string): void {
    if (!text) return;
    const last = this.segments.at(-1);
    if (this.joins && last) last.text += text;
    else this.segments.push({ text, classes: this.open.at(-1)! });
    this.joins = true;
  }
  startScope(scope: string): void {
    this.open.push(within(this.open.at(-1)!, scopeClass(scope)));
    this.joins = false;
  }
  endScope(): void {
    this.open.pop();
    this.joins = false;
  }
  // What highlight.js calls its modes' scopes by.
  openNode(scope: string): void {
    this.startScope(scope);
  }
  closeNode(): void {
    this.endScope();
  }
  __addSublanguage(emitter: SegmentEmitter, language: string): void {
    const outer = within(this.open.at(-1)!, language);
    for (const { text, classes } of emitter.segments) this.segments.push({ text, classes: within(outer, classes) });
    this.joins = false;
  }
  finalize(): void {}
  toHTML(): string {
    return '';
  }
}
hljs.configure({ __emitter: SegmentEmitter as never });

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
function tokenizeAny(key: string): Segment[] {
  const split = key.indexOf('\0');
  return (hljs.highlight(key.slice(split + 1), { language: key.slice(0, split), ignoreIllegals: true })._emitter as unknown as SegmentEmitter).segments;
}

function tokens(code: string, language: string | undefined): Segment[] {
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
