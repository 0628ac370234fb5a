// What the API changes page compares: each documented symbol of a version as plain text, made
// in the TypeDoc worker where the reflections are, small enough to cache beside the model.
import { ReflectionKind, type Comment, type DeclarationReflection } from 'typedoc';
import type { DocumentedSymbol } from './models.js';
import { declarationText, signatureText } from './signatures.js';
import { anchorOf } from './symbol-page.js';

/** A member of a class, interface or enum, as its owner's page declares it. */
export interface MemberSummary {
  name: string;
  anchor: string;
  /** Its declaration or signatures, modifiers first. */
  text: string[];
}

/** One documented symbol of a version. */
export interface SymbolSummary {
  /** '' in a flat layout. */
  module: string;
  name: string;
  /** Class, Interface, Function… as the symbol's page names it. */
  kind: string;
  path: string;
  /** Its declaration, or each call signature. */
  declaration: string[];
  /** Own members (inherited ones change with the symbol they come from). */
  members: MemberSummary[];
  /** Other modules that export it too. */
  reexportedBy: string[];
  /** The name a `@deprecated Use X` (or `{@link X}`) tag points readers to. */
  replacedBy?: string;
  deprecated: boolean;
}

export interface ApiSummary {
  symbols: SymbolSummary[];
}

const MEMBER_KINDS =
  ReflectionKind.Constructor |
  ReflectionKind.EnumMember |
  ReflectionKind.Property |
  ReflectionKind.Accessor |
  ReflectionKind.Method;

function memberText(member: DeclarationReflection): string[] {
  const flags = member.flags;
  const modifiers = [
    flags.isProtected && 'protected',
    flags.isAbstract && 'abstract',
    flags.isStatic && member.kind !== ReflectionKind.Property && 'static',
  ]
    .filter(Boolean)
    .join(' ');
  const signatures = member.signatures ?? [member.getSignature, member.setSignature].filter((s) => s !== undefined);
  const texts = signatures.length ? signatures.map((s) => signatureText(s, member)) : [declarationText(member)];
  return modifiers ? texts.map((t) => `${modifiers} ${t}`) : texts;
}

/** `Use {@link NewName} instead`, `Use \`newName\`` -> the name pointed to. */
function replacementOf(comment: Comment | undefined): string | undefined {
  const tag = comment?.blockTags.find((t) => t.tag === '@deprecated');
  if (!tag) return undefined;
  const link = tag.content.find((part) => part.kind === 'inline-tag' && part.tag.startsWith('@link'));
  if (link) return link.text.split('|')[0]!.trim().split('!').at(-1);
  const text = tag.content.map((part) => part.text).join('');
  return /\buse\s+`?([A-Za-z_$][\w$]*)/i.exec(text)?.[1];
}

/** The summary of a version's documented symbols (re-exports count as their declaration's modules). */
export function summarizeApi(documented: DocumentedSymbol[]): ApiSummary {
  const reexports = new Map<DeclarationReflection, string[]>();
  for (const entry of documented)
    if (entry.reexport) reexports.set(entry.refl, [...(reexports.get(entry.refl) ?? []), entry.module]);
  const symbols = documented
    .filter((entry) => !entry.reexport)
    .map(({ module, refl, path }): SymbolSummary => {
      const comment = refl.comment ?? refl.signatures?.[0]?.comment;
      return {
        module,
        name: refl.name,
        kind: ReflectionKind.singularString(refl.kind),
        path,
        declaration: refl.signatures?.length
          ? refl.signatures.map((s) => signatureText(s, refl))
          : [declarationText(refl)],
        members: (refl.children ?? [])
          .filter((c) => c.kind & MEMBER_KINDS && !c.flags.isPrivate && !c.inheritedFrom)
          .map((c) => ({ name: c.name, anchor: anchorOf(c), text: memberText(c) })),
        reexportedBy: reexports.get(refl) ?? [],
        replacedBy: replacementOf(comment),
        deprecated: !!comment?.blockTags.some((t) => t.tag === '@deprecated'),
      };
    });
  return { symbols };
}
