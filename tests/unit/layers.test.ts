// The layers' rule (docs/ARCHITECTURE.md): common/ reads none of cli/, runtime/ and templates/ and
// nothing only Node or a bundle has, cli/ reads neither runtime/ nor templates/, runtime/ reads no template but in the entry that
// mounts the app, no modules of common/, runtime/ and templates/ import each other in a circle, and
// no modules of cli/ import each other in a circle, through types alone too (dynamic imports aside).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { toolRoot } from '../../cli/util/tool-root.js';

const LAYERS = ['common', 'runtime', 'templates'];
const FOLDERS = ['cli', ...LAYERS];
/** The one module of runtime/ that imports the theme: it mounts the app. */
const ENTRY = 'runtime/client.tsx';

interface Import {
  /** Where it is written: `file:line`. */
  at: string;
  specifier: string;
  /** The file it names, from the repository's root, when it names one of ours. */
  target?: string;
  /**
   * Whether it is a dynamic `import()` or a `require()` call, which loads the module when it is
   * called, later than the importer. Not an import or re-export (of types alone too: `import type`,
   * `export type`, `import { type A }`), nor a type `import('x').T`.
   */
  dynamic: boolean;
}

/** The module specifiers of a file, each with whether it is loaded later (`Import.dynamic`). */
function specifiersOf(source: string): { specifier: string; pos: number; dynamic: boolean }[] {
  const found: { specifier: string; pos: number; dynamic: boolean }[] = [];
  const add = (node: ts.Expression, dynamic = false) => {
    if (ts.isStringLiteralLike(node)) found.push({ specifier: node.text, pos: node.getStart(file) + 1, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      add(node.arguments[0], true);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      if (node.arguments[0]) add(node.arguments[0], true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && ts.isExternalModule(file)) {
      // A module file's `declare module 'x'` augments x (a script's declares it).
      add(node.name);
    }
    ts.forEachChild(node, visit);
  };
  const file = ts.createSourceFile('source.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  visit(file);
  return found;
}

/** A file's imports of every kind (types, re-exports, dynamic ones), resolved against `files`. */
function importsOf(file: string, source: string, files: Set<string>): Import[] {
  return specifiersOf(source).map(({ specifier, pos, dynamic }) => {
    const at = `${file}:${source.slice(0, pos).split('\n').length}`;
    // `@theme/X` is templates/theme/X (tsconfig.json's `paths`, the bundles' alias).
    const path = specifier.startsWith('@theme/')
      ? `templates/theme/${specifier.slice('@theme/'.length)}`
      : specifier.startsWith('.')
        ? posix.join(posix.dirname(file), specifier)
        : undefined;
    if (path === undefined) return { at, specifier, dynamic };
    const stem = path.replace(/\.js$/, '');
    const target = [path, `${stem}.ts`, `${stem}.tsx`].find((candidate) => files.has(candidate)) ?? path;
    return { at, specifier, target, dynamic };
  });
}

const folderOf = (path: string) => path.split('/')[0]!;

/** Every breach of the rule in `sources` (file -> its text), each naming the file, line and import. */
function layerBreaches(sources: Map<string, string>): string[] {
  const files = new Set(sources.keys());
  const imports = new Map([...sources].map(([file, source]) => [file, importsOf(file, source, files)]));
  const breaches: string[] = [];
  for (const [file, list] of imports)
    for (const { at, specifier, target } of list) {
      if (folderOf(file) === 'common' && /^(node|ck):/.test(specifier))
        breaches.push(`${at} imports '${specifier}': common/ runs in Node and the browser alike`);
      if (target === undefined) continue;
      if (folderOf(file) === 'common' && folderOf(target) !== 'common')
        breaches.push(`${at} imports '${specifier}': common/ imports nothing of the other folders`);
      if (folderOf(file) === 'cli' && ['runtime', 'templates'].includes(folderOf(target)))
        breaches.push(`${at} imports '${specifier}': cli/ reads the theme and the runtime through common/ only`);
      if (folderOf(file) === 'runtime' && file !== ENTRY && folderOf(target) === 'templates')
        breaches.push(`${at} imports '${specifier}': only ${ENTRY} of runtime/ imports templates/`);
    }
  // Among common/, runtime/ and templates/ every import counts, types too: a type the runtime
  // needs is common/'s or its own, never a component file's. In cli/ (which imports nothing of the
  // others but common/, so a circle through it stays in it) all but dynamic ones, which run later:
  // an import of types alone is erased when compiled, but it ties the two modules both ways still.
  const layers = [...imports].filter(([file]) => LAYERS.includes(folderOf(file)));
  const cli = [...imports]
    .filter(([file]) => folderOf(file) === 'cli')
    .map(([file, list]): [string, Import[]] => [file, list.filter((i) => !i.dynamic)]);
  return [...breaches, ...circles(new Map(layers)), ...circles(new Map(cli))];
}

/** The import circles among the files (Tarjan's strongly connected components), each as its chain of imports. */
function circles(imports: Map<string, Import[]>): string[] {
  const edges = (file: string) =>
    (imports.get(file) ?? []).filter((i): i is Required<Import> => i.target !== undefined && imports.has(i.target));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const { target } of edges(file)) {
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, low.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set(stack.splice(stack.indexOf(file)));
    const chain = circleThrough(file, component, edges);
    if (chain) found.push(`import circle: ${chain.map((i) => `${i.at} imports '${i.specifier}'`).join(', ')}`);
  };
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** A chain of imports from `start` back to it within `component`, if there is one. */
function circleThrough(
  start: string,
  component: Set<string>,
  edges: (file: string) => Required<Import>[],
): Required<Import>[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string): Required<Import>[] | undefined => {
    for (const edge of edges(file)) {
      if (edge.target === start) return [edge];
      if (!component.has(edge.target) || seen.has(edge.target)) continue;
      seen.add(edge.target);
      const rest = walk(edge.target);
      if (rest) return [edge, ...rest];
    }
    return undefined;
  };
  return walk(start);
}

/** The TypeScript sources of cli/, common/, runtime/ and templates/, by path from the repository's root. */
function layerSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of FOLDERS)
    for (const file of readdirSync(join(toolRoot, folder), { recursive: true, encoding: 'utf8' }))
      if (/\.tsx?$/.test(file))
        sources.set(posix.join(folder, file.split('\\').join('/')), readFileSync(join(toolRoot, folder, file), 'utf8'));
  return sources;
}

describe('the layers of cli/, common/, runtime/ and templates/', () => {
  it('hold in the source tree', () => {
    expect(layerBreaches(layerSources())).toEqual([]);
  });

  it('name the file, line and import of each breach', () => {
    const sources = new Map([
      ['common/a.ts', "import type { X } from '../templates/x.js';\nimport { join } from 'node:path';\n"],
      ['common/b.ts', "export { c } from '../cli/c.js';\n"],
      ['cli/c.ts', "import { storage } from '../runtime/storage.js';\nimport { b } from '../common/b.js';\n"],
      ['runtime/router.ts', "import { a } from '../common/a.js';\nconst v = import('../templates/View.js');\n"],
      ['runtime/client.tsx', "import { App } from '../templates/App.js';\n"],
      ['templates/App.tsx', "import { b } from './B.js';\n"],
      ['templates/B.tsx', "import type { P } from '../runtime/r.js';\n"],
      ['runtime/r.ts', "import { App } from '@theme/Loop';\n"],
      ['templates/theme/Loop.tsx', "export { App } from '../App.js';\n"],
      // cli/: a circle of imports of values (one, two, three) and one of types alone (four, five,
      // six); none through a dynamic import (seven, eight).
      ['cli/one.ts', "import { two } from './two.js';\n"],
      ['cli/two.ts', "export { three } from './three.js';\n"],
      ['cli/three.ts', "import { one } from './one.js';\nimport { type Two } from './two.js';\n"],
      ['cli/four.ts', "import { type Five } from './five.js';\n"],
      ['cli/five.ts', "import './seven.js';\nexport type { S } from './six.js';\n"],
      ['cli/six.ts', "let g: import('./four.js').G;\n"],
      ['cli/seven.ts', "import type { Eight } from './eight.js';\n"],
      ['cli/eight.ts', "const later = () => import('./seven.js');\n"],
    ]);
    expect(layerBreaches(sources)).toEqual([
      "common/a.ts:1 imports '../templates/x.js': common/ imports nothing of the other folders",
      "common/a.ts:2 imports 'node:path': common/ runs in Node and the browser alike",
      "common/b.ts:1 imports '../cli/c.js': common/ imports nothing of the other folders",
      "cli/c.ts:1 imports '../runtime/storage.js': cli/ reads the theme and the runtime through common/ only",
      "runtime/router.ts:2 imports '../templates/View.js': only runtime/client.tsx of runtime/ imports templates/",
      "runtime/r.ts:1 imports '@theme/Loop': only runtime/client.tsx of runtime/ imports templates/",
      "import circle: templates/App.tsx:1 imports './B.js', templates/B.tsx:1 imports '../runtime/r.js', " +
        "runtime/r.ts:1 imports '@theme/Loop', templates/theme/Loop.tsx:1 imports '../App.js'",
      "import circle: cli/one.ts:1 imports './two.js', cli/two.ts:1 imports './three.js', cli/three.ts:1 imports './one.js'",
      "import circle: cli/four.ts:1 imports './five.js', cli/five.ts:2 imports './six.js', cli/six.ts:1 imports './four.js'",
    ]);
  });
});
