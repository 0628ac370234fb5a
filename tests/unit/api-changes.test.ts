import { describe, expect, it } from 'vitest';
import { compareApis, type ApiChanges } from '../../cli/api/changes.js';
import type { SymbolSummary } from '../../cli/api/changes-summary.js';

/** A symbol as a version's summary lists it; `members` by name, each with its one declaration. */
function symbol(
  module: string,
  name: string,
  options: Partial<Omit<SymbolSummary, 'members'>> & { members?: Record<string, string> } = {},
): SymbolSummary {
  const { members = {}, ...rest } = options;
  return {
    module,
    name,
    kind: 'Class',
    path: `/${module || 'flat'}/${name}`,
    declaration: [`class ${name}`],
    members: Object.entries(members).map(([member, text]) => ({ name: member, anchor: member, text: [text] })),
    reexportedBy: [],
    deprecated: false,
    ...rest,
  };
}

const SECTIONS = ['added', 'removed', 'changed', 'renamed'] as const;
const names = (changes: ApiChanges) =>
  Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      changes[section].map((e) => [e.before?.name, e.after?.name].filter(Boolean).join(' -> ')),
    ]),
  );

const members = { a: 'a: string', b: 'b: number', c: 'c(): void' };

describe('compareApis', () => {
  it('reads a flat version as the module of the other that shares most of its names', () => {
    const changes = compareApis(
      { symbols: [symbol('', 'Client'), symbol('', 'Guild'), symbol('', 'Cache'), symbol('', 'Gone')] },
      {
        symbols: [
          symbol('cache', 'Cache'),
          symbol('core', 'Client'),
          symbol('core', 'Guild'),
          symbol('core', 'Gone2', { kind: 'Function' }),
        ],
      },
    );
    expect(names(changes)).toEqual({ added: ['Gone2'], removed: ['Gone'], changed: ['Cache -> Cache'], renamed: [] });
    expect(changes.removed[0]!.module).toBe('core');
    expect(changes.changed[0]).toMatchObject({ movedFrom: 'core', module: 'cache' });
    expect(changes.modules).toEqual({ added: ['cache'], removed: [] });
  });

  it('does not count a symbol its old module re-exports as moved', () => {
    const changes = compareApis(
      { symbols: [symbol('core', 'Client')] },
      { symbols: [symbol('shared', 'Client', { reexportedBy: ['core'] })] },
    );
    expect(names(changes)).toEqual({ added: [], removed: [], changed: [], renamed: [] });
  });

  it('lists members added, removed and changed, and a new deprecation', () => {
    const changes = compareApis(
      { symbols: [symbol('m', 'Box', { members })] },
      { symbols: [symbol('m', 'Box', { members: { a: 'a?: string', c: 'c(): void', d: 'd: 1' }, deprecated: true })] },
    );
    expect(changes.changed[0]!.deprecated).toBe(true);
    expect(
      changes.changed[0]!.members.map((m) => [m.name, m.before?.text.join(), m.after?.text.join()].join('|')),
    ).toEqual(['d||d: 1', 'b|b: number|', 'a|a: string|a?: string']);
  });

  it('finds a rename the newer version announces on the old name it keeps', () => {
    const changes = compareApis(
      { symbols: [symbol('m', 'Old', { members })] },
      {
        symbols: [
          symbol('m', 'Old', { members, deprecated: true, replacedBy: 'New' }),
          symbol('m', 'New', { members: { x: 'x: 1' } }),
        ],
      },
    );
    expect(names(changes)).toMatchObject({ added: [], renamed: ['Old -> New'], changed: ['Old -> Old'] });
    expect(changes.renamed[0]).toMatchObject({ renamedBy: 'deprecation', oldNameKept: true });
  });

  it('finds a rename by kind and members only where one symbol on each side is that alike', () => {
    const alike = compareApis(
      { symbols: [symbol('m', 'Before', { members })] },
      { symbols: [symbol('m', 'After', { members: { ...members, d: 'd: 1' } })] },
    );
    expect(names(alike).renamed).toEqual(['Before -> After']);
    expect(alike.renamed[0]!.renamedBy).toBe('likeness');
    // Two candidates as alike: neither is taken for the rename.
    const twins = compareApis(
      { symbols: [symbol('m', 'Before', { members })] },
      { symbols: [symbol('m', 'One', { members }), symbol('m', 'Two', { members })] },
    );
    expect(names(twins)).toMatchObject({ added: ['One', 'Two'], removed: ['Before'], renamed: [] });
  });

  it('reads a renamed declaration with its new name before comparing it', () => {
    const changes = compareApis(
      { symbols: [symbol('m', 'yell', { kind: 'Function', declaration: ['function yell(a: string): string'] })] },
      {
        symbols: [symbol('m', 'shout', { kind: 'Function', declaration: ['function shout(a: string): string'] })],
      },
    );
    expect(changes.renamed[0]).toMatchObject({ renamedBy: 'likeness', declaration: undefined });
  });
});
