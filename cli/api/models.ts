import {
  ReflectionKind,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  type ReferenceReflection,
} from 'typedoc';
import type { ApiConfig } from '../config/schema.js';
import type { SidebarItem, TocItem } from '../../templates/data.js';
import type { ApiChangesData, ApiIndexData, ApiPageData } from '../../templates/api-data.js';
import { commentBodyHtml, summaryLine } from './comments.js';
import { FOLDER_TITLES, kebabName, kindFolder } from './names.js';
import type { HrefOf } from './signatures.js';
import { anchorOf, symbolPage } from './symbol-page.js';

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
  apiChanges?: ApiChangesData;
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

/** A symbol as a module lists it, with its page; `reexport` when another module declares it. */
export interface DocumentedSymbol {
  module: string;
  folder: string;
  refl: DeclarationReflection;
  path: string;
  reexport?: boolean;
}

/** A version's model, and the symbols it documents (for the summary the API changes compare). */
export function buildApiModel(
  project: ProjectReflection,
  api: ApiConfig,
  versionPath: string,
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
          intro: m.refl.comment ? commentBodyHtml({ comment: m.refl.comment, hrefOf, level: 2 }) : undefined,
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
  return { model: { pages, sidebar, symbols }, documented: entries };
}
