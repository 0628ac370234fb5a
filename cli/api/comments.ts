import type { Comment, CommentDisplayPart, Reflection, SignatureReflection, TypeParameterReflection } from 'typedoc';
import { html } from './deferred-html.js';
import { typeHtml, type HrefOf } from './signatures.js';
import type { ApiLabels } from './types.js';
import { escapeHtml } from '../../common/escape-html.js';

// A JSDoc type in prose (`{EventEmitter}`, as Node's typings write them); TSDoc has no such syntax.
const JSDOC_TYPE = /\{([A-Za-z_$][\w$.]*)\}/g;

/**
 * Comment parts as markdown; {@link X} becomes a link to X's page, and in prose (not in an example,
 * which may be unfenced code) a JSDoc `{Type}` becomes code.
 */
export function partsToMarkdown(
  parts: readonly CommentDisplayPart[] | undefined,
  hrefOf: HrefOf,
  prose = true,
): string {
  return (parts ?? [])
    .map((part) => {
      if (part.kind === 'text' && prose) return part.text.replace(JSDOC_TYPE, '`$1`');
      if (part.kind !== 'inline-tag') return part.text;
      const target = part.target;
      const href =
        typeof target === 'string' ? target : target && 'kind' in target ? hrefOf(target as Reflection) : undefined;
      const label = part.tsLinkText || part.text;
      const shown = part.tag === '@linkcode' ? `\`${label}\`` : label;
      return href ? `[${shown}](${href})` : shown;
    })
    .join('');
}

/** First sentence-ish line of a summary, as plain text for index pages and meta descriptions. */
export function summaryLine(comment: Comment | undefined): string {
  const text =
    (comment?.summary ?? [])
      .map((p) => p.text)
      .join('')
      .split(/\n\s*\n/)[0] ?? '';
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function block(comment: Comment | undefined, tag: `@${string}`, hrefOf: HrefOf): string[] {
  return (comment?.blockTags ?? [])
    .filter((t) => t.tag === tag)
    .map((t) => partsToMarkdown(t.content, hrefOf, tag !== '@example'));
}

/** A section's heading level: h2 under the page's h1, h4 under a member's h3, so no level is skipped. */
type SectionLevel = 2 | 4;

function section(title: string, html: string, level: SectionLevel): string {
  return html ? `<div class="api-section"><h${level}>${escapeHtml(title)}</h${level}>${html}</div>` : '';
}

function typeParamsHtml(
  params: TypeParameterReflection[] | undefined,
  hrefOf: HrefOf,
  level: SectionLevel,
  labels: ApiLabels,
): string {
  if (!params?.length) return '';
  const items = params.map(
    (p) =>
      `<li><code>${p.name}</code>${p.type ? ` extends ${typeHtml(p.type, hrefOf)}` : ''}${p.comment ? ` — ${inline(partsToMarkdown(p.comment.summary, hrefOf))}` : ''}</li>`,
  );
  return section(labels.apiTypeParameters, `<ul class="api-params">${items.join('')}</ul>`, level);
}

const markdown = (text: string) => html({ kind: 'markdown', text });
/** Markdown rendered without its wrapping paragraph, for list items. */
const inline = (text: string) => html({ kind: 'inline', text });

/** The deprecation text, if the comment has @deprecated. */
export function deprecatedHtml(comment: Comment | undefined, hrefOf: HrefOf, labels: ApiLabels): string | undefined {
  const tag = comment?.blockTags.find((t) => t.tag === '@deprecated');
  return tag
    ? markdown(partsToMarkdown(tag.content, hrefOf)) || `<p>${escapeHtml(labels.apiDeprecatedText)}</p>`
    : undefined;
}

/** Summary, type parameters, parameters, returns, throws, remarks, examples and see-also of one declaration or signature. */
export function commentBodyHtml(options: {
  comment?: Comment;
  signature?: SignatureReflection;
  typeParameters?: TypeParameterReflection[];
  hrefOf: HrefOf;
  labels: ApiLabels;
  /** 2 for the page's own comment (under its h1), 4 (the default) for a member's (under its h3). */
  level?: SectionLevel;
}): string {
  const { comment, signature, hrefOf, labels, level = 4 } = options;
  const out: string[] = [];
  out.push(markdown(partsToMarkdown(comment?.summary, hrefOf)));
  out.push(typeParamsHtml(options.typeParameters ?? signature?.typeParameters, hrefOf, level, labels));
  if (signature?.parameters?.length) {
    const items = signature.parameters.map((p) => {
      const description = p.comment ? ` — ${inline(partsToMarkdown(p.comment.summary, hrefOf))}` : '';
      const optional =
        p.flags.isOptional || p.defaultValue ? ` <span class="api-flag">${escapeHtml(labels.apiOptional)}</span>` : '';
      return `<li><code>${p.flags.isRest ? '...' : ''}${p.name}</code>: ${typeHtml(p.type, hrefOf)}${optional}${description}</li>`;
    });
    out.push(section(labels.apiParameters, `<ul class="api-params">${items.join('')}</ul>`, level));
  }
  if (signature?.type) {
    const returns = block(comment, '@returns', hrefOf)[0];
    out.push(
      section(
        labels.apiReturns,
        `<p>${typeHtml(signature.type, hrefOf)}${returns ? ` — ${inline(returns)}` : ''}</p>`,
        level,
      ),
    );
  }
  const throws = block(comment, '@throws', hrefOf);
  if (throws.length) out.push(section(labels.apiThrows, throws.map(markdown).join(''), level));
  out.push(section(labels.apiRemarks, block(comment, '@remarks', hrefOf).map(markdown).join(''), level));
  const examples = block(comment, '@example', hrefOf);
  if (examples.length)
    out.push(
      section(
        examples.length > 1 ? labels.apiExamples : labels.apiExample,
        examples.map((e) => markdown(/```/.test(e) ? e : `\`\`\`ts\n${e.trim()}\n\`\`\``)).join(''),
        level,
      ),
    );
  const see = block(comment, '@see', hrefOf);
  if (see.length)
    out.push(section(labels.apiSeeAlso, `<ul>${see.map((s) => `<li>${inline(s)}</li>`).join('')}</ul>`, level));
  return out.filter(Boolean).join('\n');
}
