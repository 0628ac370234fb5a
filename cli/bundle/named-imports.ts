/**
 * The names a compiled page takes from each module and uses, read from the lines the page
 * factory writes for its imports (cli/mdx/recma-page-factory.ts):
 * `const {default: Card, Grid: Grid} = _ckImport("./cards");`. A name imported but never used
 * is left out: Docusaurus only warns of those.
 */
export function usedImportNames(code: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const importLine = /^const \{([^}]*)\} = _ckImport\(("(?:[^"\\]|\\.)*")\);$/gm;
  const rest = code.replace(importLine, '');
  for (const [, bindings, specifier] of code.matchAll(importLine)) {
    // The compiler's own import, which every page has.
    if (specifier === '"react/jsx-runtime"') continue;
    for (const binding of bindings!.split(',')) {
      const [imported, local = imported] = binding.split(':').map((part) => part.trim());
      if (!imported || !local || !new RegExp(String.raw`(?<![\w$.])${local.replace(/\$/g, '\\$')}(?![\w$])`).test(rest))
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
