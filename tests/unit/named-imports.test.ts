import { describe, expect, it } from 'vitest';
import { importPosition } from '../../cli/bundle/import-position.js';
import { usedImportNames } from '../../cli/bundle/named-imports.js';
import { compileMdx } from '../../cli/mdx/compile.js';

const compile = (source: string) =>
  compileMdx(source, { file: '/site/docs/page.mdx', relPath: 'page.mdx', permalinks: new Map(), mermaid: false });

describe('the names a compiled page uses, for the bundler to check', () => {
  it('reads each name a page takes from a module and uses, by the name the module exports', async () => {
    const page = await compile(
      [
        "import Card, { Grid, Footer as Foot, Unused } from './cards';",
        "import * as all from './all';",
        "import 'side-effect';",
        '',
        '<Card><Grid /><Foot /></Card> {all.x}',
      ].join('\n'),
    );
    expect(Object.fromEntries(usedImportNames(page.code))).toEqual({ './cards': ['default', 'Grid', 'Footer'] });
  });
});

describe('where a page imports a module', () => {
  const source = [
    '---',
    'title: T',
    '---',
    '',
    "import Card from './card';",
    'import {',
    '  A,',
    '  B as C,',
    "} from '@site/src/x';",
  ].join('\n');

  it('is the opening quote of the specifier, or the binding of the name asked for', () => {
    expect(importPosition(source, './card')).toEqual({ line: 5, column: 18 });
    expect(importPosition(source, './card', 'default')).toEqual({ line: 5, column: 8 });
    expect(importPosition(source, '@site/src/x', 'B')).toEqual({ line: 8, column: 3 });
    expect(importPosition(source, '@site/src/x', 'Missing')).toEqual({ line: 9, column: 8 });
    expect(importPosition(source, './elsewhere')).toBeUndefined();
  });
});
