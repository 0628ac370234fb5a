import type { ComponentType, ReactNode } from 'react';
import { unescapeHtml } from '../../common/escape-html.js';

/** What ckdocs's Markdown gives a code block: its lines highlighted at build time (cli/mdx/highlight.ts). */
interface CkdocsProps {
  html?: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
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
 * the code from the highlighted lines, with the highlighted ones in the meta (`{2,5}`), as the
 * site's component reads them. Props written by hand (`<CodeBlock>` in MDX) pass as they are.
 */
export function docusaurusCodeProps({ html, language, title, showLineNumbers, ...rest }: CkdocsProps): DocusaurusProps {
  if (html === undefined) return { ...rest, language, title, showLineNumbers };
  const lines = html.split('\n').map((line) => ({
    highlighted: /^<span class="line[^"]*\bhighlighted\b/.test(line),
    text: unescapeHtml(line.replace(/<[^>]*>/g, '')).replace(/^ $/, ''),
  }));
  const marked = lines.flatMap((line, i) => (line.highlighted ? [i + 1] : []));
  const meta = [
    title && `title="${title}"`,
    marked.length && `{${marked.join(',')}}`,
    showLineNumbers && 'showLineNumbers',
  ];
  return {
    ...rest,
    children: lines.map((line) => line.text).join('\n'),
    className: language && `language-${language}`,
    metastring: meta.filter(Boolean).join(' '),
    title,
    showLineNumbers,
  };
}

/** A site's own CodeBlock, rendering the fenced blocks of ckdocs's Markdown. */
export function withDocusaurusProps(CodeBlock: ComponentType<DocusaurusProps>): ComponentType<CkdocsProps> {
  return function SiteCodeBlock(props: CkdocsProps) {
    return <CodeBlock {...docusaurusCodeProps(props)} />;
  };
}
