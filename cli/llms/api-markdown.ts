import type { PageData } from '../../common/data.js';
import type { ApiMemberData, ApiPageData } from '../../common/api-data.js';
import { fence, htmlToMarkdown, textOf } from './html-to-markdown.js';

type Link = (href: string) => string;

const signatures = (items: string[]) => items.map((html) => fence('ts', textOf(html)));

const deprecated = (html: string | undefined, link: Link) =>
  html ? [`> **Deprecated:** ${htmlToMarkdown(html, link).replace(/\n/g, '\n> ')}`] : [];

const codeLink = ({ text, href }: { text: string; href?: string }, link: Link) =>
  href ? `[\`${text}\`](${link(href)})` : `\`${text}\``;

const source = (from: ApiPageData['source'], link: Link) =>
  from ? [`Defined in ${from.href ? `[${from.label}](${link(from.href)})` : `\`${from.label}\``}`] : [];

function member(m: ApiMemberData, link: Link): string[] {
  const flags = m.flags.map((flag) => ` *${flag}*`).join('');
  return [
    `### ${m.name}${flags}`,
    ...deprecated(m.deprecatedHtml, link),
    ...signatures(m.signaturesHtml),
    htmlToMarkdown(m.bodyHtml, link),
    ...(m.inheritedFrom ? [`Inherited from ${codeLink(m.inheritedFrom, link)}`] : []),
    ...source(m.source, link),
  ];
}

/** One symbol: signatures as TypeScript code, the doc comment as Markdown, each member under its own heading. */
function symbolMarkdown(api: ApiPageData, link: Link): string[] {
  const heritage = (label: string, items: ApiPageData['extends']) =>
    items.length ? [`${label} ${items.map((t) => codeLink(t, link)).join(', ')}`] : [];
  return [
    `*${api.kind}*${api.module ? ` in \`${api.module}\`` : ''}`,
    ...deprecated(api.deprecatedHtml, link),
    ...signatures(api.signaturesHtml),
    ...heritage('Extends', api.extends),
    ...heritage('Implements', api.implements),
    htmlToMarkdown(api.bodyHtml, link),
    ...source(api.source, link),
    ...api.groups.flatMap((group) => [`## ${group.title}`, ...group.members.flatMap((m) => member(m, link))]),
  ];
}

/** An API reference page as Markdown: a symbol's page, or an index of symbols with their summaries. */
export function apiMarkdown(page: PageData, link: Link): string {
  const blocks = [`# ${page.doc!.title}`];
  if (page.api) blocks.push(...symbolMarkdown(page.api, link));
  if (page.apiIndex) {
    const index = page.apiIndex;
    if (index.intro) blocks.push(htmlToMarkdown(index.intro, link));
    for (const group of index.groups) {
      if (index.groups.length > 1)
        blocks.push(`## ${group.href ? `[${group.title}](${link(group.href)})` : group.title}`);
      blocks.push(
        group.items
          .map((item) => `- [\`${item.name}\`](${link(item.href)})${item.summary ? `: ${item.summary}` : ''}`)
          .join('\n'),
      );
    }
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
