import {
  makeRecursiveVisitor,
  ReflectionKind,
  type DeclarationReflection,
  type ParameterReflection,
  type Reflection,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import { html } from './deferred-html.js';
import { externalSymbolUrl } from './external-links.js';

/**
 * URL of a documented reflection's page or member anchor. `unexported` links a type the package
 * uses without exporting it (TypeDoc gives it no reflection) to a page documenting that name.
 */
export type HrefOf = ((reflection: Reflection) => string | undefined) & {
  unexported?(name: string, pkg: string | undefined): string | undefined;
};

/** Collects, for every named type inside `type`, the URL of its page (ours or discord.js's). */
export function collectLinks(type: SomeType | undefined, hrefOf: HrefOf, into: Map<string, string>): void {
  type?.visit(
    makeRecursiveVisitor({
      reference(ref) {
        const href = ref.reflection
          ? hrefOf(ref.reflection)
          : (externalSymbolUrl(ref.package, ref.name) ?? hrefOf.unexported?.(ref.name, ref.symbolId?.packageName));
        if (href && !ref.refersToTypeParameter) into.set(ref.name, href);
      },
    }),
  );
}

export function typeParamsText(params: TypeParameterReflection[] | undefined): string {
  if (!params?.length) return '';
  return `<${params.map((p) => `${p.name}${p.type ? ` extends ${p.type.toString()}` : ''}${p.default ? ` = ${p.default.toString()}` : ''}`).join(', ')}>`;
}

function paramText(p: ParameterReflection): string {
  const rest = p.flags.isRest ? '...' : '';
  const optional = p.flags.isOptional || p.defaultValue ? '?' : '';
  return `${rest}${p.name}${optional}: ${p.type?.toString() ?? 'unknown'}`;
}

/** `name<T>(a: A, b?: B): R`, `new Name(…)`, `get name(): T` as TypeScript source. */
export function signatureText(sig: SignatureReflection, owner?: DeclarationReflection): string {
  const params = `(${(sig.parameters ?? []).map(paramText).join(', ')})`;
  const tp = typeParamsText(sig.typeParameters);
  switch (sig.kind) {
    case ReflectionKind.ConstructorSignature:
      return `new ${owner?.parent?.name ?? sig.name}${tp}${params}`;
    case ReflectionKind.GetSignature:
      return `get ${sig.name}(): ${sig.type?.toString() ?? 'unknown'}`;
    case ReflectionKind.SetSignature:
      return `set ${sig.name}${params}`;
    default: {
      const prefix = owner?.kind === ReflectionKind.Function ? 'function ' : '';
      return `${prefix}${sig.name}${tp}${params}: ${sig.type?.toString() ?? 'void'}`;
    }
  }
}

/** The declaration line(s) of a non-callable reflection. */
export function declarationText(decl: DeclarationReflection): string {
  const tp = typeParamsText(decl.typeParameters);
  const flags = decl.flags;
  switch (decl.kind) {
    case ReflectionKind.Class: {
      const ext = decl.extendedTypes?.length ? ` extends ${decl.extendedTypes.map(String).join(', ')}` : '';
      const impl = decl.implementedTypes?.length ? ` implements ${decl.implementedTypes.map(String).join(', ')}` : '';
      return `${flags.isAbstract ? 'abstract ' : ''}class ${decl.name}${tp}${ext}${impl}`;
    }
    case ReflectionKind.Interface: {
      const ext = decl.extendedTypes?.length ? ` extends ${decl.extendedTypes.map(String).join(', ')}` : '';
      return `interface ${decl.name}${tp}${ext}`;
    }
    case ReflectionKind.TypeAlias:
      return `type ${decl.name}${tp} = ${decl.type?.toString() ?? 'unknown'}`;
    case ReflectionKind.Enum:
      return `enum ${decl.name}`;
    case ReflectionKind.EnumMember:
      return `${decl.name} = ${decl.type?.toString() ?? decl.defaultValue ?? ''}`;
    case ReflectionKind.Property: {
      const mods = [flags.isStatic && 'static', flags.isReadonly && 'readonly'].filter(Boolean).join(' ');
      return `${mods ? `${mods} ` : ''}${decl.name}${flags.isOptional ? '?' : ''}: ${decl.type?.toString() ?? 'unknown'}`;
    }
    default: {
      const value = decl.defaultValue && decl.defaultValue.length < 60 ? ` = ${decl.defaultValue}` : '';
      return `const ${decl.name}: ${decl.type?.toString() ?? 'unknown'}${value}`;
    }
  }
}

/** TypeScript source highlighted, with names of documented types linked (the page's own name excepted). */
export function codeHtml(code: string, links: Map<string, string>, ownName?: string): string {
  return html({ kind: 'code', text: code, links: [...links].filter(([name]) => name !== ownName) });
}

/** A type as linked, highlighted inline code. */
export function typeHtml(type: SomeType | undefined, hrefOf: HrefOf): string {
  const links = new Map<string, string>();
  collectLinks(type, hrefOf, links);
  return html({ kind: 'type', text: type?.toString() ?? 'unknown', links: [...links] });
}
