/** The line the page factory writes for an import: `const {default: Card} = _ckImport("./cards");`. */
const IMPORT_LINE = /^const \{([^}]*)\} = _ckImport\(("(?:[^"\\]|\\.)*")\);$/gm;

/** The compiler's own import, which every page has: its names are not the page's to check. */
const COMPILER_IMPORT = '"react/jsx-runtime"';

/** A module a page takes as a whole (`import * as`, or code of ckdocs's that lists it). */
export const WHOLE = 'whole';

/**
 * What a compiled page takes from each module it imports: the names it uses (`used`, usedImportNames)
 * when destructuring them is all it does with the module, so that the bundler keeps only those of
 * a large library (an icon set's index of thousands of modules); else the module whole.
 */
export function takenNames(
  code: string,
  specifiers: Iterable<string>,
  used: Map<string, string[]>,
): Map<string, string[] | typeof WHOLE> {
  const lines = new Map<string, number>();
  for (const [, , specifier] of code.matchAll(IMPORT_LINE)) lines.set(specifier!, (lines.get(specifier!) ?? 0) + 1);
  const taken = new Map<string, string[] | typeof WHOLE>();
  for (const specifier of specifiers) {
    const quoted = JSON.stringify(specifier);
    const calls = code.split(`_ckImport(${quoted})`).length - 1;
    const destructuredOnly = calls > 0 && calls === lines.get(quoted) && quoted !== COMPILER_IMPORT;
    taken.set(specifier, destructuredOnly ? (used.get(specifier) ?? []) : WHOLE);
  }
  return taken;
}

/**
 * The names a compiled page takes from each module and uses, read from the lines the page
 * factory writes for its imports (cli/mdx/recma-page-factory.ts):
 * `const {default: Card, Grid: Grid} = _ckImport("./cards");`. A name imported but never used
 * is left out: Docusaurus only warns of those. A use is the name alone or spread (`...name`), not
 * another object's property of that name (`other.name`).
 */
export function usedImportNames(code: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const rest = code.replace(IMPORT_LINE, '');
  for (const [, bindings, specifier] of code.matchAll(IMPORT_LINE)) {
    if (specifier === COMPILER_IMPORT) continue;
    for (const binding of bindings!.split(',')) {
      const [imported, local = imported] = binding.split(':').map((part) => part.trim());
      if (
        !imported ||
        !local ||
        !new RegExp(String.raw`(?<![\w$])(?<!(?<!\.\.)\.)${local.replace(/\$/g, '\\$')}(?![\w$])`).test(rest)
      )
        continue;
      const key = JSON.parse(specifier!) as string;
      names.set(key, [
        ...(names.get(key) ?? []),
        imported.startsWith('"') ? (JSON.parse(imported) as string) : imported,
      ]);
    }
  }
  return names;
}

/**
 * Statements that make the bundler check that each module exports the names pages use (`names`,
 * by specifier): a page takes its modules whole (module-sources.ts), which the bundler cannot check. They
 * re-export the names under names of ckdocs' own, which nothing reads: a mere import of them would
 * be dropped, unchecked, by the minifier.
 */
export function importChecks(names: Map<string, string[]>): string {
  let n = 0;
  return [...names]
    .map(([specifier, used]) => {
      const list = used.map(
        (name) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)} as _ckName${n++}`,
      );
      return `export { ${list.join(', ')} } from ${JSON.stringify(specifier)};\n`;
    })
    .join('');
}
