import type { ComponentType, ReactNode } from 'react';
import { unescapeHtml } from '../../common/escape-html.js';
import { HighlightedCode } from '../theme/highlighted-code.js';

/** What ckdocs's Markdown gives a code block: its lines highlighted at build time (cli/mdx/highlight.ts). */
interface CkdocsProps {
  html?: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** The fence's meta as written, when it has words ckdocs does not read (`live`, `reference`). */
  metastring?: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

/** What Docusaurus's Markdown gives `@theme/CodeBlock`: the code as written, its language class and the fence's meta. */
interface DocusaurusProps {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: string;
  showLineNumbers?: boolean;
  [prop: string]: unknown;
}

/**
 * The props Docusaurus would give a site's own CodeBlock for a fenced block ckdocs highlighted:
 * the code from the highlighted lines and a newline, with the highlighted ones in the meta (`{2,5}`) unless the
 * meta as written names them, as the site's component reads them. Props written by hand
 * (`<CodeBlock>` in MDX) pass as they are.
 */
export function docusaurusCodeProps({
  html,
  language,
  title,
  showLineNumbers,
  metastring: written,
  ...rest
}: CkdocsProps): DocusaurusProps {
  if (html === undefined) return { ...rest, metastring: written, language, title, showLineNumbers };
  const lines = html.split('\n').map((line) => ({
    highlighted: /^<span class="line[^"]*\bhighlighted\b/.test(line),
    text: unescapeHtml(line.replace(/<[^>]*>/g, '')).replace(/^ $/, ''),
  }));
  const marked = lines.flatMap((line, i) => (line.highlighted ? [i + 1] : []));
  const ranges = marked.length > 0 && `{${marked.join(',')}}`;
  const meta = written
    ? [written, !/\{[\d,\s-]+\}/.test(written) && ranges]
    : [title && `title="${title}"`, ranges, showLineNumbers && 'showLineNumbers'];
  return {
    ...rest,
    // Ending in a newline, as MDX hands a fence's code over (the theme takes one off).
    children: `${lines.map((line) => line.text).join('\n')}\n`,
    className: language && `language-${language}`,
    metastring: meta.filter(Boolean).join(' '),
    title,
    showLineNumbers,
  };
}

/**
 * A site's own CodeBlock (or a theme's), rendering the fenced blocks of ckdocs's Markdown; one that
 * hands a block on to the theme's CodeBlock gets it highlighted as built.
 */
export function withDocusaurusProps(CodeBlock: ComponentType<DocusaurusProps>): ComponentType<CkdocsProps> {
  return function SiteCodeBlock(props: CkdocsProps) {
    const given = docusaurusCodeProps(props);
    const block = <CodeBlock {...given} />;
    if (props.html === undefined) return block;
    const highlighted = { code: given.children as string, html: props.html };
    return <HighlightedCode.Provider value={highlighted}>{block}</HighlightedCode.Provider>;
  };
}
