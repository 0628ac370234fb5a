/**
 * Code that a site's component hands the CodeBlock as text (`<CodeBlock language="ts">{code}</CodeBlock>`),
 * which no compile saw: where pages are rendered, the build's highlighter draws it as it draws a
 * fence; the browser takes the lines the page's HTML has for the same code, so that hydration draws
 * what the server drew and no highlighter is fetched. Code the HTML does not have (a click changed
 * it, or the router drew the page) waits for the site's highlighter, which only then loads.
 */

import { useEffect, useState, type ReactNode } from 'react';

/** Where the code's lines are in the page's HTML: a hash of its language and text. */
const TEXT_CODE_ATTRIBUTE = 'data-ck-code';

type Highlighter = (code: string, language: string) => string | undefined;

/**
 * Where the highlighter is kept: on the global object, as on the server the theme and what pages
 * import are two bundles, each with a copy of this module, and a page's CodeBlock may be the second's.
 */
const HIGHLIGHTER = Symbol.for('ckdocs.textCodeHighlighter');
const slot = globalThis as { [HIGHLIGHTER]?: Highlighter };

/** Set once the theme's server bundle is loaded, by whatever renders pages with it. */
export function setCodeHighlighter(highlight: Highlighter): void {
  slot[HIGHLIGHTER] = highlight;
}

/** A 53-bit hash of the code and its language (cyrb53): the attribute's value, the same on both sides. */
function codeKey(code: string, language: string): string {
  const text = `${language}\0${code}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The lines of the code blocks the server drew from text, by key: read from the first page the browser loaded. */
let served: Map<string, string> | undefined;

function servedLines(): Map<string, string> {
  served ??= new Map(
    [...document.querySelectorAll(`code[${TEXT_CODE_ATTRIBUTE}]`)].map((code) => [
      code.getAttribute(TEXT_CODE_ATTRIBUTE)!,
      code.innerHTML,
    ]),
  );
  return served;
}

/** The browser's highlighter, once loaded: code handed over after that is highlighted as it is drawn. */
let loaded: Highlighter | undefined;
let loading: Promise<void> | undefined;

/** Loads the browser's highlighter, once; then `textCodeLines` highlights any code. */
function loadTextCodeHighlighter(): Promise<void> {
  loading ??= import('ck:text-code-highlighter').then(
    (module) => {
      loaded = module.highlight;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The highlighted lines of code handed over as text, with their key: from the build's highlighter
 * on the server; in the browser, those the server drew for it if the loaded page has them, else
 * the browser's highlighter's once it is loaded (`loadTextCodeHighlighter`).
 */
function textCodeLines(code: string, language: string): { key: string; html: string } | undefined {
  const key = codeKey(code, language);
  const highlighter = slot[HIGHLIGHTER];
  const html = highlighter
    ? highlighter(code, language)
    : ((typeof document === 'undefined' ? undefined : servedLines().get(key)) ?? loaded?.(code, language));
  return html === undefined ? undefined : { key, html };
}

/**
 * The code element of code handed over as text: its highlighted lines, or `children` (its plain
 * lines) while the browser's highlighter is on its way, which it then loads.
 */
export function TextCode({
  code,
  language,
  className,
  children,
}: {
  code: string;
  language: string;
  className?: string;
  children: ReactNode;
}) {
  const lines = textCodeLines(code, language);
  const [, setLoaded] = useState(false);
  const waiting = lines === undefined;
  useEffect(() => {
    if (!waiting) return undefined;
    let shown = true;
    void loadTextCodeHighlighter().then(() => shown && setLoaded(true));
    return () => {
      shown = false;
    };
  }, [waiting]);
  return lines ? (
    <code
      className={className}
      {...{ [TEXT_CODE_ATTRIBUTE]: lines.key }}
      dangerouslySetInnerHTML={{ __html: lines.html }}
    />
  ) : (
    <code className={className}>{children}</code>
  );
}
