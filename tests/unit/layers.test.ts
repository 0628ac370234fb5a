// The layers' rule (docs/ARCHITECTURE.md): common/ reads none of cli/, runtime/ and templates/ and
// nothing only Node or a bundle has, cli/ reads neither runtime/ nor templates/, runtime/ reads no template but in the entry that
// mounts the app, and no modules of common/, runtime/ and templates/ import each other in a circle.
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
}

/** A file's imports of every kind (types, re-exports, dynamic ones), resolved against `files`. */
function importsOf(file: string, source: string, files: Set<string>): Import[] {
  return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName: specifier, pos }) => {
    const at = `${file}:${source.slice(0, pos).split('\n').length}`;
    // `@theme/X` is templates/theme/X (tsconfig.json's `paths`, the bundles' alias).
    const path = specifier.startsWith('@theme/')
      ? `templates/theme/${specifier.slice('@theme/'.length)}`
      : specifier.startsWith('.')
        ? posix.join(posix.dirname(file), specifier)
        : undefined;
    if (path === undefined) return { at, specifier };
    const stem = path.replace(/\.js$/, '');
    const target = [path, `${stem}.ts`, `${stem}.tsx`].find((candidate) => files.has(candidate)) ?? path;
    return { at, specifier, target };
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
  const layers = [...imports].filter(([file]) => LAYERS.includes(folderOf(file)));
  return [...breaches, ...circles(new Map(layers))];
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
    ]);
  });
});
