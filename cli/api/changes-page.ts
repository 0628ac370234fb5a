import type { TocItem } from '../../common/data.js';
import type { ApiChangeEntry, ApiChangeMark, ApiChangesData } from '../../common/api-data.js';
import type { ApiChanges } from './changes.js';
import type { ApiModel } from './models.js';
import type { ApiLabels, ApiRoutePage } from './types.js';
import { fillText } from '../../common/fill-text.js';

export interface ComparedVersions {
  from: { version: string; label: string };
  to: { version: string; label: string };
  /** The newer version's served path, e.g. /docs/next. */
  versionPath: string;
}

const SECTIONS = [
  { id: 'added', title: 'apiChangesAdded' },
  { id: 'removed', title: 'apiChangesRemoved' },
  { id: 'changed', title: 'apiChangesChanged' },
  { id: 'renamed', title: 'apiChangesRenamed' },
] as const;

/** Every anchor of the changes page: its headings' and its entries'. */
export function changesAnchors(data: ApiChangesData): string[] {
  return data.sections.flatMap((s) => [s.id, ...s.groups.flatMap((g) => [g.id, ...g.entries.map((e) => e.id)])]);
}

function toc(sections: ApiChangesData['sections']): TocItem[] {
  return sections.flatMap(({ id, title, count, groups }) => [
    { id, text: `${title} (${count})`, depth: 2 },
    ...groups.filter((g) => g.module).map((g) => ({ id: g.id, text: g.module, depth: 3 })),
  ]);
}

/** A section's entries by module (they come ordered by module). */
function byModule(
  section: string,
  entries: ApiChangeEntry[],
  wholeModules: string[] = [],
): ApiChangesData['sections'][number]['groups'] {
  const groups = new Map<string, ApiChangeEntry[]>();
  for (const entry of entries) groups.set(entry.module, [...(groups.get(entry.module) ?? []), entry]);
  return [...groups].map(([module, list]) => ({
    module,
    id: `${section}-${module.toLowerCase().replace(/[^a-z\d_-]+/g, '-') || 'all'}`,
    wholeModule: wholeModules.includes(module) || undefined,
    entries: list,
  }));
}

/** An entry with its notes in the locale's `labels`, if it has any: how a rename was found, what it kept, where it moved from. */
function withNotes(entry: ApiChangeEntry, versions: ComparedVersions, labels: ApiLabels): ApiChangeEntry {
  const notes = [
    entry.renamedBy === 'deprecation' &&
      fillText(labels.apiChangesDeprecates, {
        version: entry.oldNameKept ? versions.to.label : versions.from.label,
        oldName: entry.before!.name,
        newName: entry.after!.name,
      }),
    entry.renamedBy === 'likeness' && labels.apiChangesFoundByLikeness,
    entry.oldNameKept && labels.apiChangesOldNameKept,
    entry.movedFrom && fillText(labels.apiChangesMovedFrom, { module: entry.movedFrom }),
    entry.deprecated && fillText(labels.apiChangesDeprecatedIn, { version: versions.to.label }),
  ];
  const written = notes.filter((note): note is string => !!note);
  return written.length ? { ...entry, notes: written } : entry;
}

/** The page's own sentences in the locale's `labels` (a member's line as the words around its name). */
function pageWords(
  sections: ApiChangesData['sections'],
  versions: ComparedVersions,
  labels: ApiLabels,
): ApiChangesData['words'] {
  const named = { version: versions.to.label, olderVersion: versions.from.label };
  const counts = sections.map((s) => `${s.count} ${s.title.toLowerCase()}`).join(', ');
  const around = (label: string) => label.split('{name}', 2) as [string, string];
  return {
    summary: fillText(sections.length ? labels.apiChangesSummary : labels.apiChangesNone, { ...named, counts }),
    moduleAdded: fillText(labels.apiChangesModuleAdded, named),
    moduleRemoved: fillText(labels.apiChangesModuleRemoved, named),
    memberAdded: around(labels.apiChangesMemberAdded),
    memberRemoved: around(labels.apiChangesMemberRemoved),
    memberChanged: around(labels.apiChangesMemberChanged),
    diff: fillText(labels.apiChangesDiff, named),
  };
}

/**
 * The newer version's model with its changes page (first in its API sidebar, "Changes since
 * <older>") and a mark on each page the changes list, in the locale's `labels`. The model itself is
 * left as it is: serve reuses it.
 */
export function withChangesPage(
  model: ApiModel,
  changes: ApiChanges,
  versions: ComparedVersions,
  labels: ApiLabels,
): ApiModel {
  const path = `${versions.versionPath.replace(/\/$/, '')}/api-changes`;
  const sections = SECTIONS.filter(({ id }) => changes[id].length).map(({ id, title }) => ({
    id,
    title: labels[title],
    count: changes[id].length,
    groups: byModule(
      id,
      changes[id].map((entry) => withNotes(entry, versions, labels)),
      id === 'added' || id === 'removed' ? changes.modules[id] : [],
    ),
  }));
  const since = { version: versions.from.label };
  const marks = {
    added: () => fillText(labels.apiNewIn, { version: versions.to.label }),
    changed: () => fillText(labels.apiChangedSince, since),
    renamed: (entry: ApiChangeEntry) => fillText(labels.apiRenamedFrom, { name: entry.before!.name }),
  };
  // Each newer page the changes list, by URL: the first entry naming it gives its mark.
  const marked = new Map<string, ApiChangeMark>();
  for (const { id, groups } of sections) {
    if (id === 'removed') continue;
    for (const entry of groups.flatMap((g) => g.entries))
      if (!marked.has(entry.after!.href))
        marked.set(entry.after!.href, { kind: id, label: marks[id](entry), href: `${path}#${entry.id}` });
  }
  const data: ApiChangesData = {
    from: versions.from,
    to: versions.to,
    sections,
    words: pageWords(sections, versions, labels),
  };
  const page: ApiRoutePage = {
    id: 'api-changes',
    path,
    title: fillText(labels.apiChangesTitle, since),
    description: fillText(labels.apiChangesDescription, {
      version: versions.to.label,
      olderVersion: versions.from.label,
    }),
    toc: toc(sections),
    apiChanges: data,
  };
  const pages = model.pages.map((p) => {
    const change = p.api && marked.get(p.path);
    return change ? { ...p, api: { ...p.api!, change } } : p;
  });
  return {
    ...model,
    pages: [page, ...pages],
    sidebar: [
      { type: 'link', label: fillText(labels.apiChangesLink, since), href: path, docId: page.id },
      ...model.sidebar,
    ],
  };
}
