import { Fragment, useContext, useState, type ReactNode } from 'react';
import { useClassicClassNames } from '../classic-class-names.js';
import { HighlightedCode } from './highlighted-code.js';

/**
 * How code a site's component hands over as text is drawn, on a Docusaurus site only: required in
 * a branch that a ckdocs site's bundles drop, so that they leave the module out (the theme's
 * modules are wrapped there, and a wrapped module keeps every module it imports).
 */
const textCode = DOCUSAURUS_SITE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./text-code.js') as typeof import('./text-code.js'))
  : undefined;

interface Props {
  /** Pre-highlighted lines, produced at build time for fenced code. */
  html?: string;
  language?: string;
  /** `language-<name>`, as Docusaurus's CodeBlock also takes the language. */
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** Plain code, for <CodeBlock> written by hand in MDX. */
  children?: ReactNode;
}

function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={copied ? THEME_LABELS.copied : THEME_LABELS.copyCode}
      title={THEME_LABELS.copy}
      onClick={() => {
        void navigator.clipboard?.writeText(getText()).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? THEME_LABELS.copied : THEME_LABELS.copy}
    </button>
  );
}

/**
 * Code handed over as text when the page runs (a site's component computes it): a span a line, as
 * built code has them, so the block's padding and line numbers apply. Its last newline is dropped,
 * as Docusaurus's CodeBlock drops it.
 */
function PlainLines({ code }: { code: string }) {
  return code
    .replace(/\n$/, '')
    .split('\n')
    .map((line, i) => (
      <Fragment key={i}>
        {i > 0 && '\n'}
        {/* An empty line holds a space, as built code's does: an empty span would take no height. */}
        <span className="line">{line || ' '}</span>
      </Fragment>
    ));
}

/** A code block: optional title bar, highlighted lines, line numbers, copy button. */
export default function CodeBlock({ html: own, language: named, className, title, showLineNumbers, children }: Props) {
  const language = named ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  // The code a site's CodeBlock handed on as it got it: highlighted as built.
  const built = DOCUSAURUS_SITE ? useContext(HighlightedCode) : undefined;
  const html = own ?? (built && built.code === children ? built.html : undefined);
  const classic = useClassicClassNames();
  let pre: HTMLPreElement | null = null;
  // The classic theme's name for the lines' element, which sites' CSS finds (`code[class*='codeBlockLines']`).
  const lines = classic(DOCUSAURUS_SITE && 'codeBlockLines_ck').trim() || undefined;
  // On a Docusaurus site, the classic theme's CSS module names too, which sites' CSS matches by
  // their start (`[class*='codeBlockContainer_']`): their hashes change, not their names.
  return (
    <div
      className={`code-block ${language ? `language-${language}` : ''}${classic(DOCUSAURUS_SITE && 'codeBlockContainer_ck theme-code-block')}`}
    >
      {title && <div className={`code-title${classic(DOCUSAURUS_SITE && 'codeBlockTitle_ck')}`}>{title}</div>}
      <div className={`code-body${classic(DOCUSAURUS_SITE && 'codeBlockContent_ck')}`}>
        <pre
          ref={(el) => {
            pre = el;
          }}
          // On a Docusaurus site, the classic theme's names too, which sites' CSS targets (`.prism-code`).
          className={
            DOCUSAURUS_SITE
              ? `${showLineNumbers ? 'line-numbers' : ''}${classic(`prism-code language-${language ?? 'text'} codeBlock_ck thin-scrollbar`)}`.trim() ||
                undefined
              : showLineNumbers
                ? 'line-numbers'
                : undefined
          }
          tabIndex={0}
        >
          {html !== undefined ? (
            <code className={lines} dangerouslySetInnerHTML={{ __html: html }} />
          ) : DOCUSAURUS_SITE && textCode && typeof children === 'string' && language ? (
            // Highlighted as a fence is, where it can be.
            <textCode.TextCode code={children.replace(/\n$/, '')} language={language} className={lines}>
              <PlainLines code={children} />
            </textCode.TextCode>
          ) : (
            <code className={lines}>{typeof children === 'string' ? <PlainLines code={children} /> : children}</code>
          )}
        </pre>
        <CopyButton getText={() => pre?.innerText ?? ''} />
      </div>
    </div>
  );
}
