import {
  ReflectionKind,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  type ReferenceReflection,
  type SomeType,
} from 'typedoc';
import type { ApiConfig } from '../config/schema.js';
import type { ApiIndexData, ApiMemberData, ApiPageData, SidebarItem, TocItem } from '../../templates/data.js';
import { commentBodyHtml, deprecatedHtml, summaryLine } from './comments.js';
import { FOLDER_TITLES, kebabName, kindFolder } from './names.js';
import { codeHtml, collectLinks, declarationText, signatureText, type HrefOf } from './signatures.js';

/** A page of the API reference, ready for the route table. */
export interface ApiRoutePage {
  /** Doc-like id, e.g. api-reference/commandkit/classes/command-kit. */
  id: string;
  path: string;
  title: string;
  description: string;
  toc: TocItem[];
  api?: ApiPageData;
  apiIndex?: ApiIndexData;
}

export interface ApiModel {
  pages: ApiRoutePage[];
  sidebar: SidebarItem[];
  /** Symbol name -> page URL, for linking `Name` in guides. */
  symbols: Record<string, string>;
}

const PAGE_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.Enum;
const FOLDER_ORDER = ['classes', 'enums', 'functions', 'interfaces', 'types', 'variables'];

const GROUPS: { title: string; kind: ReflectionKind }[] = [
  { title: 'Constructors', kind: ReflectionKind.Constructor },
  { title: 'Enum members', kind: ReflectionKind.EnumMember },
  { title: 'Properties', kind: ReflectionKind.Property },
  { title: 'Accessors', kind: ReflectionKind.Accessor },
  { title: 'Methods', kind: ReflectionKind.Method },
];

function anchorOf(member: DeclarationReflection): string {
  return member.kind === ReflectionKind.Constructor
    ? 'constructor'
    : member.name.toLowerCase().replace(/[^a-z\d_-]+/g, '-');
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
export function buildApiModel(project: ProjectReflection, api: ApiConfig, versionPath: string): ApiModel {
  const root = `${versionPath.replace(/\/$/, '')}/api-reference`;
  const modules: { name: string; refl: ProjectReflection | DeclarationReflection }[] =
    project.children?.every((c) => c.kind === ReflectionKind.Module) && api.layout === 'modules'
      ? project.children.map((m, i) => ({
          name:
            api.moduleNames?.[i] ??
            m.name
              .replace(/\/index$/, '')
              .split('/')
              .at(-1)!,
          refl: m,
        }))
      : [{ name: '', refl: project }];
  const pageOf = new Map<number, string>();
  const symbols: Record<string, string> = {};
  const entries: { module: string; folder: string; refl: DeclarationReflection; path: string; reexport?: boolean }[] =
    [];
  const reexports: { module: string; refl: ReferenceReflection }[] = [];
  const collectPages = (module: string, container: ProjectReflection | DeclarationReflection) => {
    for (const refl of container.children ?? []) {
      if (refl.kind === ReflectionKind.Module || refl.kind === ReflectionKind.Namespace) {
        collectPages(module, refl);
        continue;
      }
      if (refl.isReference()) {
        reexports.push({ module, refl });
        continue;
      }
      if (!(refl.kind & PAGE_KINDS)) continue;
      const folder = kindFolder(refl.kind, api.interfacesFolder);
      const name = api.naming === 'kebab' ? kebabName(refl.name) : refl.name;
      const path = `${root}${module ? `/${module}` : ''}/${folder}/${name}`;
      pageOf.set(refl.id, path);
      symbols[refl.name] ??= path;
      entries.push({ module, folder, refl, path });
    }
  };
  for (const m of modules) collectPages(m.name, m.refl);
  // A re-export is listed in its module but documented once, on the declaring module's page.
  for (const { module, refl } of reexports) {
    const target = refl.getTargetReflectionDeep();
    const path = pageOf.get(target.id);
    if (path && target.isDeclaration())
      entries.push({
        module,
        folder: kindFolder(target.kind, api.interfacesFolder),
        refl: target,
        path,
        reexport: true,
      });
  }

  const hrefOf: HrefOf = (target: Reflection) => {
    const page = pageOf.get(target.id);
    if (page) return page;
    let owner: Reflection | undefined = target.parent;
    let member: Reflection = target;
    while (owner && !pageOf.has(owner.id)) {
      member = owner;
      owner = owner.parent;
    }
    if (!owner) return undefined;
    // Members of a variable's or type's object literal have no heading of their own: link the page.
    if (member.kind === ReflectionKind.TypeLiteral) return pageOf.get(owner.id);
    return `${pageOf.get(owner.id)}#${anchorOf(member as DeclarationReflection)}`;
  };

  // Packages whose symbols we document: a type of theirs with no reflection was left unexported.
  const ownPackages = new Set(entries.map((e) => project.getSymbolIdFromReflection(e.refl)?.packageName));
  hrefOf.unexported = (name, pkg) => (ownPackages.has(pkg) ? symbols[name] : undefined);

  const pages: ApiRoutePage[] = entries
    .filter((e) => !e.reexport)
    .map((entry) => symbolPage(entry.refl, entry.path, api, hrefOf, entry.module));
  const sidebar: SidebarItem[] = [];
  for (const m of modules) {
    const mine = entries.filter((e) => e.module === m.name);
    const folders = FOLDER_ORDER.filter((f) => mine.some((e) => e.folder === f));
    const moduleRoot = `${root}${m.name ? `/${m.name}` : ''}`;
    const categories: SidebarItem[] = folders.map((folder) => {
      const items = mine.filter((e) => e.folder === folder).sort((a, b) => a.refl.name.localeCompare(b.refl.name));
      const path = `${moduleRoot}/${folder}`;
      pages.push({
        id: path.slice(versionPath.length + 1),
        path,
        title: `${FOLDER_TITLES[folder]}${m.name ? ` of ${m.name}` : ''}`,
        description: `${FOLDER_TITLES[folder]} of the ${m.name || 'package'} API.`,
        toc: [],
        apiIndex: {
          groups: [
            {
              title: FOLDER_TITLES[folder]!,
              items: items.map((e) => ({
                name: e.refl.name,
                href: e.path,
                summary: summaryLine(e.refl.comment ?? e.refl.signatures?.[0]?.comment),
              })),
            },
          ],
        },
      });
      return {
        type: 'category',
        label: FOLDER_TITLES[folder]!,
        // Flat layouts open straight on the first symbol; module layouts on the kind's index.
        href: m.name ? path : undefined,
        collapsed: true,
        items: items.map((e) => ({
          type: 'link',
          label: e.refl.name,
          href: e.path,
          docId: e.path.slice(versionPath.length + 1),
        })),
      };
    });
    if (m.name) {
      pages.push({
        id: moduleRoot.slice(versionPath.length + 1),
        path: moduleRoot,
        title: m.name,
        description: summaryLine(m.refl.comment) || `API reference of ${m.name}.`,
        toc: folders.map((f) => ({ id: f, text: FOLDER_TITLES[f]!, depth: 2 })),
        apiIndex: {
          intro: m.refl.comment ? commentBodyHtml({ comment: m.refl.comment, hrefOf }) : undefined,
          groups: folders.map((f) => ({
            title: FOLDER_TITLES[f]!,
            href: `${moduleRoot}/${f}`,
            items: mine
              .filter((e) => e.folder === f)
              .sort((a, b) => a.refl.name.localeCompare(b.refl.name))
              .map((e) => ({
                name: e.refl.name,
                href: e.path,
                summary: summaryLine(e.refl.comment ?? e.refl.signatures?.[0]?.comment),
              })),
          })),
        },
      });
      sidebar.push({ type: 'category', label: m.name, href: moduleRoot, collapsed: true, items: categories });
    } else sidebar.push(...categories);
  }
  return { pages, sidebar, symbols };
}

function memberData(
  member: DeclarationReflection,
  owner: DeclarationReflection,
  hrefOf: HrefOf,
  api: ApiConfig,
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
    ? signatures.map((sig) => commentBodyHtml({ comment: sig!.comment ?? member.comment, signature: sig, hrefOf }))
    : [commentBodyHtml({ comment: member.comment, hrefOf })];
  const flags = [
    member.flags.isStatic && 'static',
    member.flags.isReadonly && 'readonly',
    member.flags.isOptional && 'optional',
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
    deprecatedHtml: deprecatedHtml(member.comment ?? member.signatures?.[0]?.comment, hrefOf),
    source: sourceOf(member, api),
  };
}

function symbolPage(
  refl: DeclarationReflection,
  path: string,
  api: ApiConfig,
  hrefOf: HrefOf,
  module: string,
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
          callable.map((sig) => commentBodyHtml({ comment: sig.comment ?? refl.comment, signature: sig, hrefOf })),
        ),
      ].join('\n<hr>\n')
    : commentBodyHtml({ comment, typeParameters: refl.typeParameters, hrefOf });
  const groups = GROUPS.map((g) => ({
    id: g.title.toLowerCase().replace(/\s+/g, '-'),
    title: g.title,
    members: (refl.children ?? [])
      .filter((c) => c.kind === g.kind && !c.flags.isPrivate)
      .map((c) => memberData(c, refl, hrefOf, api)),
  })).filter((g) => g.members.length);
  const refLink = (t: SomeType) => ({
    text: t.toString(),
    href: t.type === 'reference' ? (t.reflection ? hrefOf(t.reflection) : links.get(t.name)) : undefined,
  });
  const kind = ReflectionKind.singularString(refl.kind);
  return {
    id: path.split('/api-reference/')[1] ? `api-reference/${path.split('/api-reference/')[1]}` : path,
    path,
    title: refl.name,
    description: summaryLine(comment) || `${kind} ${refl.name}${module ? ` of ${module}` : ''}.`,
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
      deprecatedHtml: deprecatedHtml(comment, hrefOf),
      extends: (refl.extendedTypes ?? []).map(refLink),
      implements: (refl.implementedTypes ?? []).map(refLink),
      groups,
      source: sourceOf(refl, api),
    },
  };
}
