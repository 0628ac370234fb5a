import { join } from 'node:path';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import { toolRoot } from '../util/tool-root.js';
import type { ImportGroup } from './import-groups.js';
import { importChecks, takenNames, usedImportNames, WHOLE } from './named-imports.js';
import type { PageModule } from './types.js';
import { runtimeSpecifiers } from './runtime-specifiers.js';

// The code of the modules ckdocs writes for the bundlers; site-esbuild-plugin.ts resolves their names.

/**
 * Module source that imports each of `specifiers` and declares `name` as an object of them by
 * specifier: whole, or as an object of the names `taken` lists for it (takenNames), which lets the
 * bundler leave out the rest of the module. Its names start with `_ck`: a page's own code, which may
 * see them, cannot mean them.
 */
export function moduleTable(name: string, specifiers: string[], taken?: Map<string, string[] | typeof WHOLE>): string {
  const imports: string[] = [];
  const entries = specifiers.map((specifier, i) => {
    const names = taken?.get(specifier) ?? WHOLE;
    const from = JSON.stringify(specifier);
    if (names === WHOLE) {
      imports.push(`import * as _ckModule${i} from ${from};`);
      return `${from}: _ckModule${i}`;
    }
    const quoted = names.map((taken) => (/^[A-Za-z_$][\w$]*$/.test(taken) ? taken : JSON.stringify(taken)));
    imports.push(`import { ${quoted.map((taken, j) => `${taken} as _ckModule${i}_${j}`).join(', ')} } from ${from};`);
    return `${from}: {${quoted.map((taken, j) => `${taken}: _ckModule${i}_${j}`).join(', ')}}`;
  });
  return `${imports.join('\n')}\nconst ${name} = {${entries.join(', ')}};\n`;
}

/** The modules a page imports, as a table by specifier, and checks of the names it takes from them. */
function importsSource(page: PageModule): string {
  const used = usedImportNames(page.code);
  const taken = takenNames(page.code, page.imports, used);
  return `${moduleTable('_ckModules', page.imports, taken)}${importChecks(used)}`;
}

/** A page as a module for a bundler: its function body, called with the modules it imports. */
export function pageSource(page: PageModule): string {
  return `${importsSource(page)}export default (function (${IMPORT_PARAM}) {\n${page.code}\n})((specifier) => _ckModules[specifier]).default;\n`;
}

/** A page's imports alone, for the server, which runs the page's code as it is (`ck-imports:<key>`). */
export function pageImportsSource(page: PageModule): string {
  return `${importsSource(page)}export default _ckModules;\n`;
}

/** The table of an import group's modules (`ck-group:<key>`), with checks of the names its pages take. */
export function groupTableSource(group: ImportGroup): string {
  return `${moduleTable('_ckModules', group.specifiers, group.taken)}${importChecks(group.names)}export default _ckModules;\n`;
}

/**
 * The modules a page may import without a bundle, by specifier (`ck:page-imports`): of those, the
 * ones `imported` names when given (a build's pages import them), so that the first bundle carries
 * no theme component that no page shows (a Docusaurus theme's Mermaid and what it imports).
 */
export function runtimeTableSource(imported?: ReadonlySet<string>): string {
  const specifiers = runtimeSpecifiers().filter((specifier) => !imported || imported.has(specifier));
  return `${moduleTable('modules', specifiers)}export default modules;\n`;
}

/**
 * A page as a browser chunk of its own, written as compiled: `makePage` returns the page's
 * exports. A page that imports only React and the theme takes the runtime's table of those modules
 * (`ck:page-imports`), which `makePage` is given; any other imports its group's table (`tableUrl`).
 */
export function pageChunkSource(page: PageModule, tableUrl?: string): string {
  if (tableUrl === undefined) return `export function makePage(${IMPORT_PARAM}) {\n${page.code}\n}\n`;
  return `import _ckModules from ${JSON.stringify(tableUrl)};\nexport function makePage() {\nconst ${IMPORT_PARAM} = (specifier) => _ckModules[specifier];\n${page.code}\n}\n`;
}

/**
 * The module the runtime calls the site's client modules' lifecycles through (`ck:client-modules`):
 * it imports each, once, on every page. A site without any gets two functions that do nothing.
 */
export function clientModulesSource(modules: string[], siteDir: string) {
  if (!modules.length)
    return {
      contents: 'export const routeUpdate = () => () => {};\nexport const routeDidUpdate = () => {};\n',
      loader: 'js' as const,
    };
  const lifecycles = JSON.stringify(join(toolRoot, 'runtime/client-lifecycles.ts'));
  return {
    contents: `${moduleTable('_ckClientModules', modules)}import { clientLifecycles } from ${lifecycles};\nexport const { routeUpdate, routeDidUpdate } = clientLifecycles(Object.values(_ckClientModules));\n`,
    loader: 'js' as const,
    resolveDir: siteDir,
  };
}
