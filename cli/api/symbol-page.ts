import { ReflectionKind, type DeclarationReflection, type SomeType } from 'typedoc';
import type { ApiConfig } from '../config/schema.js';
import type { ApiMemberData, ApiPageData } from '../../common/api-data.js';
import { commentBodyHtml, deprecatedHtml, summaryLine } from './comments.js';
import { fillText } from '../../common/fill-text.js';
import { kindLabel } from './names.js';
import type { ApiLabels, ApiRoutePage } from './types.js';
import { codeHtml, collectLinks, declarationText, signatureText, type HrefOf } from './signatures.js';

/** Member groups of a symbol page, in the order they show: their anchors, the same in every locale, and titles. */
const GROUPS: { id: string; title: keyof ApiLabels; kind: ReflectionKind }[] = [
  { id: 'constructors', title: 'apiConstructors', kind: ReflectionKind.Constructor },
  { id: 'enum-members', title: 'apiEnumMembers', kind: ReflectionKind.EnumMember },
  { id: 'properties', title: 'apiProperties', kind: ReflectionKind.Property },
  { id: 'accessors', title: 'apiAccessors', kind: ReflectionKind.Accessor },
  { id: 'methods', title: 'apiMethods', kind: ReflectionKind.Method },
];

/**
 * A member's anchor on its owner's page. A static member named as an instance one (an
 * EventEmitter's static and own `on`) gets an anchor of its own: two alike would clash.
 */
export function anchorOf(member: DeclarationReflection): string {
  if (member.kind === ReflectionKind.Constructor) return 'constructor';
  const slug = member.name.toLowerCase().replace(/[^a-z\d_-]+/g, '-');
  const siblings = (member.parent as DeclarationReflection | undefined)?.children ?? [];
  const twin = member.flags.isStatic && siblings.some((c) => c.name === member.name && !c.flags.isStatic);
  return twin ? `static-${slug}` : slug;
}

function sourceOf(refl: DeclarationReflection, api: ApiConfig): ApiPageData['source'] {
  const source = refl.sources?.[0];
  if (!source) return undefined;
  const file = source.fileName.replace(/^.*node_modules\//, '');
  return {
    label: `${file}:${source.line}`,
    href: api.sourceBaseUrl && `${api.sourceBaseUrl.replace(/\/$/, '')}/${file}#L${source.line}`,
  };
}

/** Turns TypeDoc's reflections into page models, index pages and the `api` sidebar of a version. */
function memberData(
  member: DeclarationReflection,
  owner: DeclarationReflection,
  hrefOf: HrefOf,
  api: ApiConfig,
  labels: ApiLabels,
): ApiMemberData {
  const links = new Map<string, string>();
  const signatures = member.signatures ?? [member.getSignature, member.setSignature].filter((s) => s !== undefined);
  const texts = signatures.length ? signatures.map((s) => signatureText(s!, member)) : [declarationText(member)];
  for (const sig of signatures) {
    collectLinks(sig!.type, hrefOf, links);
    for (const p of sig!.parameters ?? []) collectLinks(p.type, hrefOf, links);
  }
  collectLinks(member.type, hrefOf, links);
  const bodies = signatures.length
    ? signatures.map((sig) =>
        commentBodyHtml({ comment: sig!.comment ?? member.comment, signature: sig, hrefOf, labels }),
      )
    : [commentBodyHtml({ comment: member.comment, hrefOf, labels })];
  const flags = [
    member.flags.isStatic && 'static',
    member.flags.isReadonly && 'readonly',
    member.flags.isOptional && labels.apiOptional,
    member.flags.isAbstract && 'abstract',
    member.flags.isProtected && 'protected',
  ].filter((f): f is string => !!f);
  const inherited = member.inheritedFrom;
  return {
    anchor: anchorOf(member),
    name: member.kind === ReflectionKind.Constructor ? `new ${owner.name}()` : member.name,
    kind: ReflectionKind.singularString(member.kind),
    signaturesHtml: texts.map((t) => codeHtml(t, links)),
    bodyHtml: [...new Set(bodies)].join('\n'),
    flags,
    inheritedFrom: inherited && {
      text: inherited.reflection?.parent
        ? `${inherited.reflection.parent.name}.${inherited.reflection.name}`
        : inherited.toString(),
      href: inherited.reflection ? hrefOf(inherited.reflection) : undefined,
    },
    deprecatedHtml: deprecatedHtml(member.comment ?? member.signatures?.[0]?.comment, hrefOf, labels),
    source: sourceOf(member, api),
  };
}

/** The page of one documented symbol: its signatures, comment and members grouped by kind. */
export function symbolPage(
  refl: DeclarationReflection,
  path: string,
  api: ApiConfig,
  hrefOf: HrefOf,
  module: string,
  labels: ApiLabels,
): ApiRoutePage {
  const links = new Map<string, string>();
  for (const t of [refl.type, ...(refl.extendedTypes ?? []), ...(refl.implementedTypes ?? [])])
    collectLinks(t, hrefOf, links);
  for (const sig of refl.signatures ?? []) {
    collectLinks(sig.type, hrefOf, links);
    for (const p of sig.parameters ?? []) collectLinks(p.type, hrefOf, links);
  }
  const callable = refl.signatures?.length ? refl.signatures : undefined;
  const comment = refl.comment ?? callable?.[0]?.comment;
  const signaturesHtml = (callable ? callable.map((s) => signatureText(s, refl)) : [declarationText(refl)]).map((t) =>
    codeHtml(t, links, refl.name),
  );
  const bodyHtml = callable
    ? [
        ...new Set(
          callable.map((sig) =>
            commentBodyHtml({ comment: sig.comment ?? refl.comment, signature: sig, hrefOf, labels, level: 2 }),
          ),
        ),
      ].join('\n<hr>\n')
    : commentBodyHtml({ comment, typeParameters: refl.typeParameters, hrefOf, labels, level: 2 });
  const groups = GROUPS.map((g) => ({
    id: g.id,
    title: labels[g.title],
    members: (refl.children ?? [])
      .filter((c) => c.kind === g.kind && !c.flags.isPrivate)
      .map((c) => memberData(c, refl, hrefOf, api, labels)),
  })).filter((g) => g.members.length);
  const refLink = (t: SomeType) => ({
    text: t.toString(),
    href: t.type === 'reference' ? (t.reflection ? hrefOf(t.reflection) : links.get(t.name)) : undefined,
  });
  const kind = labels[kindLabel(refl.kind)];
  return {
    id: path.split('/api-reference/')[1] ? `api-reference/${path.split('/api-reference/')[1]}` : path,
    path,
    title: refl.name,
    description:
      summaryLine(comment) ||
      fillText(module ? labels.apiModuleSymbolDescription : labels.apiSymbolDescription, {
        kind,
        name: refl.name,
        module,
      }),
    toc: groups.flatMap((g) => [
      { id: g.id, text: g.title, depth: 2 },
      ...g.members.map((m) => ({ id: m.anchor, text: m.name, depth: 3 })),
    ]),
    api: {
      name: refl.name,
      kind,
      module: module || undefined,
      signaturesHtml,
      bodyHtml,
      deprecatedHtml: deprecatedHtml(comment, hrefOf, labels),
      extends: (refl.extendedTypes ?? []).map(refLink),
      implements: (refl.implementedTypes ?? []).map(refLink),
      groups,
      source: sourceOf(refl, api),
    },
  };
}
