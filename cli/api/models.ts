import {
  ReflectionKind,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  type ReferenceReflection,
} from 'typedoc';
import type { ApiConfig } from '../config/schema.js';
import type { SidebarItem } from '../../common/data.js';
import type { ApiLabels, ApiRoutePage } from './types.js';
import { fillText } from '../../common/fill-text.js';
import { commentBodyHtml, summaryLine } from './comments.js';
import { FOLDER_TITLES, kebabName, kindFolder } from './names.js';
import type { HrefOf } from './signatures.js';
import { anchorOf, symbolPage } from './symbol-page.js';
import { compareText } from '../util/compare-text.js';

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

/** A symbol as a module lists it, with its page; `reexport` when another module declares it. */
export interface DocumentedSymbol {
  module: string;
  folder: string;
  refl: DeclarationReflection;
  path: string;
  /** The name it is listed under: a re-export's own, or one with its namespace (`labelNamespaceTwins`). */
  label: string;
  reexport?: boolean;
}

/** A version's model, its words in the locale's `labels`, and the symbols it documents (for the summary the API changes compare). */
export function buildApiModel(
  project: ProjectReflection,
  api: ApiConfig,
  versionPath: string,
  labels: ApiLabels,
): { model: ApiModel; documented: DocumentedSymbol[] } {
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
  const entries: DocumentedSymbol[] = [];
  const reexports: { module: string; refl: ReferenceReflection }[] = [];
  const taken = new Set<string>();
  // Module, page and label of each entry: a re-export under the name already listed there is left out.
  const listedAs = (module: string, path: string | undefined, label: string) => `${module}\0${path}\0${label}`;
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
      const path = pagePath(`${root}${module ? `/${module}` : ''}/${folder}`, refl, api, taken);
      pageOf.set(refl.id, path);
      symbols[refl.name] ??= path;
      entries.push({ module, folder, refl, path, label: refl.name });
    }
  };
  for (const m of modules) collectPages(m.name, m.refl);
  labelNamespaceTwins(entries);
  const listed = new Set(entries.map((e) => listedAs(e.module, e.path, e.label)));
  // A re-export is listed in its module but documented once, on the declaring module's page.
  for (const { module, refl } of reexports) {
    const target = refl.getTargetReflectionDeep();
    const path = pageOf.get(target.id);
    // An alias (`export { A as B }`) is listed under its own name; the same name twice, once.
    const key = listedAs(module, path, refl.name);
    if (path && target.isDeclaration() && !listed.has(key)) {
      listed.add(key);
      entries.push({
        module,
        folder: kindFolder(target.kind, api.interfacesFolder),
        refl: target,
        path,
        label: refl.name,
        reexport: true,
      });
    }
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
    .map((entry) => symbolPage(entry.refl, entry.path, api, hrefOf, entry.module, labels));
  const titleOf = (folder: string) => labels[FOLDER_TITLES[folder]!];
  const sidebar: SidebarItem[] = [];
  for (const m of modules) {
    const mine = entries.filter((e) => e.module === m.name);
    const folders = FOLDER_ORDER.filter((f) => mine.some((e) => e.folder === f));
    const moduleRoot = `${root}${m.name ? `/${m.name}` : ''}`;
    const categories: SidebarItem[] = folders.map((folder) => {
      const items = mine.filter((e) => e.folder === folder).sort((a, b) => compareText(a.label, b.label));
      const path = `${moduleRoot}/${folder}`;
      const kinds = titleOf(folder);
      pages.push({
        id: path.slice(versionPath.length + 1),
        path,
        title: m.name ? fillText(labels.apiKindsOfModule, { kinds, module: m.name }) : kinds,
        description: fillText(m.name ? labels.apiModuleKindsDescription : labels.apiKindsDescription, {
          kinds,
          module: m.name,
        }),
        toc: [],
        apiIndex: {
          groups: [
            {
              title: kinds,
              items: items.map((e) => ({
                name: e.label,
                href: e.path,
                summary: summaryLine(e.refl.comment ?? e.refl.signatures?.[0]?.comment),
              })),
            },
          ],
        },
      });
      return {
        type: 'category',
        label: kinds,
        // Flat layouts open straight on the first symbol; module layouts on the kind's index.
        href: m.name ? path : undefined,
        collapsed: true,
        items: items.map((e) => ({
          type: 'link',
          label: e.label,
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
        description: summaryLine(m.refl.comment) || fillText(labels.apiModuleDescription, { module: m.name }),
        toc: folders.map((f) => ({ id: f, text: titleOf(f), depth: 2 })),
        apiIndex: {
          intro: m.refl.comment ? commentBodyHtml({ comment: m.refl.comment, hrefOf, labels, level: 2 }) : undefined,
          groups: folders.map((f) => ({
            title: titleOf(f),
            href: `${moduleRoot}/${f}`,
            items: mine
              .filter((e) => e.folder === f)
              .sort((a, b) => compareText(a.label, b.label))
              .map((e) => ({
                name: e.label,
                href: e.path,
                summary: summaryLine(e.refl.comment ?? e.refl.signatures?.[0]?.comment),
              })),
          })),
        },
      });
      sidebar.push({ type: 'category', label: m.name, href: moduleRoot, collapsed: true, items: categories });
    } else sidebar.push(...categories);
  }
  return { model: { pages, sidebar, symbols }, documented: entries };
}

/**
 * A symbol's page in `folder`, by its name. Namespaces are not folders of their own, so a symbol
 * whose name another has taken there (the same helper in two namespaces) is told apart by its
 * namespace's name in its path; a number settles what that leaves alike.
 */
function pagePath(folder: string, refl: DeclarationReflection, api: ApiConfig, taken: Set<string>): string {
  const naming = (name: string) => (api.naming === 'kebab' ? kebabName(name) : name);
  let path = `${folder}/${naming(refl.name)}`;
  const namespace = namespaceOf(refl);
  if (taken.has(path) && namespace) path = `${folder}/${naming(namespace)}-${naming(refl.name)}`;
  for (let n = 2; taken.has(path); n++) path = `${folder}/${naming(refl.name)}-${n}`;
  taken.add(path);
  return path;
}

/** The name of the namespace `refl` is declared in, if it is. */
const namespaceOf = (refl: DeclarationReflection) =>
  refl.parent?.kind === ReflectionKind.Namespace ? refl.parent.name : undefined;

/**
 * Where a module lists one name twice in a kind (the same helper in two namespaces), each one
 * declared in a namespace is labelled with it: `Marks.fits` beside `Words.fits`, so that the
 * reader can tell them apart; one declared at the top keeps its bare name.
 */
function labelNamespaceTwins(entries: DocumentedSymbol[]): void {
  const keyOf = (entry: DocumentedSymbol) => `${entry.module}\0${entry.folder}\0${entry.refl.name}`;
  const count = new Map<string, number>();
  for (const entry of entries) count.set(keyOf(entry), (count.get(keyOf(entry)) ?? 0) + 1);
  for (const entry of entries) {
    const namespace = namespaceOf(entry.refl);
    if (namespace && count.get(keyOf(entry))! > 1) entry.label = `${namespace}.${entry.refl.name}`;
  }
}
