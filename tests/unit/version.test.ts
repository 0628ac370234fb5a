import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigShapeError, editSiteConfig, type ConfigChange } from '../../cli/version/config-edit.js';
import { applyWrites } from '../../cli/version/writes.js';

const change: ConfigChange = {
  names: ['next', '1.0'],
  afterIndex: 0,
  entry: { name: '2.0', label: '2.0', path: '/docs', dir: 'versioned_docs/version-2.0' },
  lastVersion: '2.0',
  move: { index: 1, path: '/docs/1.0' },
};

describe("editing site.config.ts's versions", () => {
  it('follows a config exported through a const, in its quotes and indentation, adding lastVersion when absent', () => {
    const source = [
      'const config = {',
      '    docs: {',
      '        // The docs, newest first.',
      '        versions: [',
      '            { name: "next", label: "Next", path: "/docs/next", dir: "docs" },',
      '            { name: "1.0", label: "1.0", path: "/docs", dir: "v1" }, // the release',
      '        ],',
      '    },',
      '} satisfies object;',
      'export default config;',
      '',
    ].join('\n');
    expect(editSiteConfig(source, change)).toBe(
      [
        'const config = {',
        '    docs: {',
        '        // The docs, newest first.',
        '        lastVersion: "2.0",',
        '        versions: [',
        '            { name: "next", label: "Next", path: "/docs/next", dir: "docs" },',
        '            {',
        '                name: "2.0",',
        '                label: "2.0",',
        '                path: "/docs",',
        '                dir: "versioned_docs/version-2.0",',
        '            },',
        '            { name: "1.0", label: "1.0", path: "/docs/1.0", dir: "v1" }, // the release',
        '        ],',
        '    },',
        '} satisfies object;',
        'export default config;',
        '',
      ].join('\n'),
    );
  });

  it("replaces only its own set's name in a list of latests, and adds it to a list that lacks one", () => {
    const crew: ConfigChange = {
      names: ['next', '1.0', 'handbook-1'],
      afterIndex: 2,
      entry: { name: 'handbook-2', label: 'Handbook 2', path: '/crew', dir: 'crew_versioned_docs/version-handbook-2' },
      lastVersion: 'handbook-2',
      sameSet: ['handbook-1'],
    };
    const versions = "versions: [{ name: 'next' }, { name: '1.0' }, { name: 'handbook-1' }]";
    const edited = (last: string) => editSiteConfig(`export default { docs: { ${last}, ${versions} } };\n`, crew);
    expect(edited("lastVersion: ['1.0', 'handbook-1']")).toContain("lastVersion: ['1.0', 'handbook-2']");
    expect(edited("lastVersion: ['1.0']")).toContain("lastVersion: ['1.0', 'handbook-2']");
    expect(edited("lastVersion: '1.0'")).toContain("lastVersion: ['1.0', 'handbook-2']");
    expect(() => edited('lastVersion: latest')).toThrow('`docs.lastVersion` is not a string literal or a list of them');
  });

  it('will not guess: a latest path that is computed, or versions that do not match the config, throw with the line', () => {
    const computed = `export default { docs: {\n  versions: [\n    { name: 'next' },\n    { name: '1.0', path: base + '/docs' },\n  ],\n} };\n`;
    expect(() => editSiteConfig(computed, change)).toThrow("the latest version's `path` is not a string literal");
    const other = `export default { docs: { versions: [{ name: 'next' }, { name: '0.9' }] } };\n`;
    try {
      editSiteConfig(other, change);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigShapeError);
      expect((error as ConfigShapeError).line).toBe(1);
    }
  });
});

describe('writing a version', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts back what it had moved when a later write fails, and leaves no staging folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ckdocs-version-writes-'));
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs/a.md'), '# A');
    await writeFile(join(dir, 'site.config.ts'), 'old');
    // A folder already in the way of the last write (as if made while the command ran).
    await mkdir(join(dir, 'api/2.0'), { recursive: true });
    await writeFile(join(dir, 'api/2.0/x.d.ts'), '');
    await expect(
      applyWrites(dir, join(dir, 'cache'), [
        { kind: 'copy', path: 'versioned_docs/version-2.0', from: 'docs', about: '' },
        { kind: 'file', path: 'site.config.ts', text: 'new', before: 'old', about: '' },
        { kind: 'copy', path: 'api/2.0', from: 'docs', about: '' },
      ]),
    ).rejects.toThrow();
    expect(existsSync(join(dir, 'versioned_docs'))).toBe(false);
    expect(await readFile(join(dir, 'site.config.ts'), 'utf8')).toBe('old');
    expect(await readdir(join(dir, 'cache'))).toEqual([]);
  });
});
