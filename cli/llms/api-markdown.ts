import type { PageData } from '../../common/data.js';
import type { ApiMemberData, ApiPageData } from '../../common/api-data.js';
import { fillText } from '../../common/fill-text.js';
import type { ApiLabels } from '../api/types.js';
import { fence, htmlToMarkdown, textOf } from './html-to-markdown.js';

type Link = (href: string) => string;

const signatures = (items: string[]) => items.map((html) => fence('ts', textOf(html)));

const deprecated = (html: string | undefined, link: Link, labels: ApiLabels) =>
  html ? [`> **${labels.apiDeprecated}:** ${htmlToMarkdown(html, link).replace(/\n/g, '\n> ')}`] : [];

const codeLink = ({ text, href }: { text: string; href?: string }, link: Link) =>
  href ? `[\`${text}\`](${link(href)})` : `\`${text}\``;

const source = (from: ApiPageData['source'], link: Link, labels: ApiLabels) =>
  from
    ? [
        fillText(labels.apiDefinedIn, {
          source: from.href ? `[${from.label}](${link(from.href)})` : `\`${from.label}\``,
        }),
      ]
    : [];

function member(m: ApiMemberData, link: Link, labels: ApiLabels): string[] {
  const flags = m.flags.map((flag) => ` *${flag}*`).join('');
  return [
    `### ${m.name}${flags}`,
    ...deprecated(m.deprecatedHtml, link, labels),
    ...signatures(m.signaturesHtml),
    htmlToMarkdown(m.bodyHtml, link),
    ...(m.inheritedFrom ? [fillText(labels.apiInheritedFrom, { declaration: codeLink(m.inheritedFrom, link) })] : []),
    ...source(m.source, link, labels),
  ];
}

/** One symbol: signatures as TypeScript code, the doc comment as Markdown, each member under its own heading. */
function symbolMarkdown(api: ApiPageData, link: Link, labels: ApiLabels): string[] {
  const heritage = (label: string, items: ApiPageData['extends']) =>
    items.length ? [`${label} ${items.map((t) => codeLink(t, link)).join(', ')}`] : [];
  return [
    api.module
      ? fillText(labels.apiKindInModule, { kind: `*${api.kind}*`, module: `\`${api.module}\`` })
      : `*${api.kind}*`,
    ...deprecated(api.deprecatedHtml, link, labels),
    ...signatures(api.signaturesHtml),
    ...heritage(labels.apiExtends, api.extends),
    ...heritage(labels.apiImplements, api.implements),
    htmlToMarkdown(api.bodyHtml, link),
    ...source(api.source, link, labels),
    ...api.groups.flatMap((group) => [`## ${group.title}`, ...group.members.flatMap((m) => member(m, link, labels))]),
  ];
}

/**
 * An API reference page as Markdown: a symbol's page, or an index of symbols with their summaries;
 * its own words in the locale's `labels`.
 */
export function apiMarkdown(page: PageData, link: Link, labels: ApiLabels): string {
  const blocks = [`# ${page.doc!.title}`];
  if (page.api) blocks.push(...symbolMarkdown(page.api, link, labels));
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
