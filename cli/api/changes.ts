// The API changes between two versions, from their summaries (changes-summary.ts): symbols
// matched by module and name, then renames among what is left on each side.
import type { ApiChangeEntry, ApiChangeSymbol, ApiMemberChange } from '../../common/api-data.js';
import type { ApiSummary, MemberSummary, SymbolSummary } from './changes-summary.js';
import { compareText } from '../util/compare-text.js';

export interface ApiChanges {
  added: ApiChangeEntry[];
  removed: ApiChangeEntry[];
  changed: ApiChangeEntry[];
  renamed: ApiChangeEntry[];
  /** Modules only one of the two versions has. */
  modules: { added: string[]; removed: string[] };
}

/** Share of member names two symbols must have in common to count as one renamed. */
const LIKENESS = 0.75;

/**
 * Ways to pair an older symbol with a newer one, tried in turn on what is still unpaired: same
 * module (or one re-exporting it), name and kind; same module and name; then the same name in
 * another module, which reads as a move.
 */
const PASSES: ((s: SymbolSummary, newer: boolean) => string[])[] = [
  (s, newer) => (newer ? [s.module, ...s.reexportedBy] : [s.module]).map((m) => `${m}\0${s.name}\0${s.kind}`),
  (s, newer) => (newer ? [s.module, ...s.reexportedBy] : [s.module]).map((m) => `${m}\0${s.name}`),
  (s) => [`${s.name}\0${s.kind}`],
  (s) => [s.name],
];

/**
 * A flat layout has no modules: its symbols count as the module of the other version that
 * declares most of their names (a package's main module when the newer version split it up).
 */
function placeFlat(flat: SymbolSummary[], other: SymbolSummary[]): SymbolSummary[] {
  if (flat.some((s) => s.module) || !other.some((s) => s.module)) return flat;
  const names = new Set(flat.map((s) => s.name));
  const counts = new Map<string, number>();
  for (const s of other) if (names.has(s.name)) counts.set(s.module, (counts.get(s.module) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return main ? flat.map((s) => ({ ...s, module: main })) : flat;
}

function pair(older: SymbolSummary[], newer: SymbolSummary[]): Map<SymbolSummary, SymbolSummary> {
  const pairs = new Map<SymbolSummary, SymbolSummary>();
  const taken = new Set<SymbolSummary>();
  for (const keys of PASSES) {
    const byKey = new Map<string, SymbolSummary[]>();
    for (const s of newer)
      if (!taken.has(s)) for (const key of keys(s, true)) byKey.set(key, [...(byKey.get(key) ?? []), s]);
    for (const s of older) {
      if (pairs.has(s)) continue;
      const match = keys(s, false)
        .flatMap((key) => byKey.get(key) ?? [])
        .find((n) => !taken.has(n));
      if (match) {
        pairs.set(s, match);
        taken.add(match);
      }
    }
  }
  return pairs;
}

const link = (s: SymbolSummary): ApiChangeSymbol => ({
  module: s.module,
  name: s.name,
  kind: s.kind,
  href: s.path,
});

/** Every whole-word use of an identifier in a text. */
const word = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function memberChanges(before: SymbolSummary, after: SymbolSummary): ApiMemberChange[] {
  const old = new Map(before.members.map((m) => [m.name, m]));
  const now = new Map(after.members.map((m) => [m.name, m]));
  const side = (s: SymbolSummary, m: MemberSummary | undefined) => m && { href: `${s.path}#${m.anchor}`, text: m.text };
  // Added members first, then removed, then changed, each in declaration order.
  const rank = (c: ApiMemberChange) => (!c.before ? 0 : !c.after ? 1 : 2);
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((name) => !old.has(name) || !now.has(name) || !same(old.get(name)!.text, now.get(name)!.text))
    .map((name) => ({ name, before: side(before, old.get(name)), after: side(after, now.get(name)) }))
    .sort((a, b) => rank(a) - rank(b));
}

/** What differs between a symbol and its counterpart; a renamed symbol's old name reads as its new one. */
function difference(before: SymbolSummary, after: SymbolSummary): Omit<ApiChangeEntry, 'id' | 'module'> {
  const rename = (text: string) =>
    before.name === after.name ? text : text.replace(word(before.name), () => after.name);
  const declared = before.declaration.map(rename);
  const moved = before.module !== after.module && !after.reexportedBy.includes(before.module);
  return {
    before: link(before),
    after: link(after),
    declaration: same(declared, after.declaration)
      ? undefined
      : { before: before.declaration, after: after.declaration },
    members: memberChanges(before, after),
    movedFrom: moved ? before.module : undefined,
    deprecated: after.deprecated && !before.deprecated ? true : undefined,
  };
}

const isChange = (d: Omit<ApiChangeEntry, 'id' | 'module'>) =>
  !!(d.declaration || d.members.length || d.movedFrom || d.deprecated);

function likeness(a: SymbolSummary, b: SymbolSummary): number {
  if (a.kind !== b.kind) return 0;
  if (a.members.length || b.members.length) {
    const names = new Set(a.members.map((m) => m.name));
    const shared = b.members.filter((m) => names.has(m.name)).length;
    const union = names.size + b.members.length - shared;
    return union >= 3 ? shared / union : 0;
  }
  const unnamed = (s: SymbolSummary) => s.declaration.map((d) => d.replace(word(s.name), '_'));
  return same(unnamed(a), unnamed(b)) ? 1 : 0;
}

/**
 * Renames among the symbols left unpaired: a removed symbol whose `@deprecated` tag names an
 * added one, an added one the newer version's deprecated old name points to, then pairs alike in
 * kind and members (or signature) where neither side has another as alike.
 */
function findRenames(
  removed: SymbolSummary[],
  added: SymbolSummary[],
  pairs: Map<SymbolSummary, SymbolSummary>,
): { before: SymbolSummary; after: SymbolSummary; by: 'deprecation' | 'likeness'; kept?: boolean }[] {
  const renames: ReturnType<typeof findRenames> = [];
  const left = new Set(added);
  const pointedTo = (name: string | undefined, module: string) => {
    const candidates = [...left].filter((a) => a.name === name);
    const found = candidates.find((a) => a.module === module) ?? candidates[0];
    if (found) left.delete(found);
    return found;
  };
  const unrenamed: SymbolSummary[] = [];
  for (const r of removed) {
    const after = pointedTo(r.replacedBy, r.module);
    if (after) renames.push({ before: r, after, by: 'deprecation' });
    else unrenamed.push(r);
  }
  for (const [before, now] of pairs) {
    const after = now.deprecated ? pointedTo(now.replacedBy, now.module) : undefined;
    if (after) renames.push({ before, after, by: 'deprecation', kept: true });
  }
  const best = (s: SymbolSummary, among: Iterable<SymbolSummary>) => {
    const scored = [...among].map((o) => [o, likeness(s, o)] as const).filter(([, score]) => score >= LIKENESS);
    return scored.length === 1 ? scored[0]![0] : undefined;
  };
  for (const r of unrenamed) {
    const a = best(r, left);
    if (a && best(a, unrenamed) === r) {
      renames.push({ before: r, after: a, by: 'likeness' });
      left.delete(a);
    }
  }
  return renames;
}

/** Entry anchors: the section, the module and the name, e.g. `changed-commandkit-commandkit`. */
function anchorMaker(): (section: string, module: string, name: string) => string {
  const used = new Set<string>();
  return (section, module, name) => {
    const base = [section, module, name]
      .filter(Boolean)
      .join('-')
      .toLowerCase()
      .replace(/[^a-z\d_-]+/g, '-');
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

const byPlace = (a: ApiChangeEntry, b: ApiChangeEntry) =>
  compareText(a.module, b.module) ||
  compareText((a.after ?? a.before)!.kind, (b.after ?? b.before)!.kind) ||
  compareText((a.after ?? a.before)!.name, (b.after ?? b.before)!.name);

/** The API changes from `older` to `newer`, each list ordered by module, kind and name. */
export function compareApis(olderSummary: ApiSummary, newerSummary: ApiSummary): ApiChanges {
  const newer = newerSummary.symbols;
  const older = placeFlat(olderSummary.symbols, newer);
  const pairs = pair(older, newer);
  const paired = new Set(pairs.values());
  const renames = findRenames(
    older.filter((s) => !pairs.has(s)),
    newer.filter((s) => !paired.has(s)),
    pairs,
  );
  const renamedAway = new Set(renames.filter((r) => !r.kept).map((r) => r.before));
  const renamedTo = new Set(renames.map((r) => r.after));
  const anchor = anchorMaker();
  const modulesOf = (symbols: SymbolSummary[]) => new Set(symbols.map((s) => s.module).filter(Boolean));
  const [oldModules, newModules] = [modulesOf(older), modulesOf(newer)];
  const changes: ApiChanges = {
    modules: {
      added: [...newModules].filter((m) => !oldModules.has(m)),
      removed: [...oldModules].filter((m) => !newModules.has(m)),
    },
    added: newer
      .filter((s) => !paired.has(s) && !renamedTo.has(s))
      .map((s) => ({ id: anchor('added', s.module, s.name), module: s.module, after: link(s), members: [] })),
    removed: older
      .filter((s) => !pairs.has(s) && !renamedAway.has(s))
      .map((s) => ({
        id: anchor('removed', s.module, s.name),
        module: s.module,
        before: link(s),
        members: [],
      })),
    changed: [...pairs]
      .map(([before, after]) => ({ after, diff: difference(before, after) }))
      .filter(({ diff }) => isChange(diff))
      .map(({ after, diff }) => ({ id: anchor('changed', after.module, after.name), module: after.module, ...diff })),
    renamed: renames.map(({ before, after, by, kept }) => {
      const { movedFrom, ...diff } = difference(before, after);
      return {
        id: anchor('renamed', after.module, after.name),
        module: after.module,
        ...diff,
        movedFrom,
        renamedBy: by,
        oldNameKept: kept,
      };
    }),
  };
  for (const entries of [changes.added, changes.removed, changes.changed, changes.renamed]) entries.sort(byPlace);
  return changes;
}
