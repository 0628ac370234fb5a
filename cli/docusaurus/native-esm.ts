// Which packages' ES modules Node may load itself in place of jiti's compile to CommonJS.
import { readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { init, parse } from 'es-module-lexer';

const BUILTINS = new Set(builtinModules);

/** Readies the lexer that reads modules' imports, before `esmAllTheWay`. */
export const readyToReadImports = init;

/** Files whose whole graph of imports was found to be packages' ES modules. */
const allEsm = new Set<string>();
/** Each file's imports as read once: a graph that fails is walked again from each of its files. */
const importsRead = new Map<string, string[] | undefined>();
const packageTypes = new Map<string, string | undefined>();

/** The `type` of the package.json nearest `dir`. */
function packageType(dir: string): string | undefined {
  if (packageTypes.has(dir)) return packageTypes.get(dir);
  let type: string | undefined;
  try {
    type = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
  } catch {
    type = dirname(dir) === dir ? undefined : packageType(dirname(dir));
  }
  packageTypes.set(dir, type);
  return type;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** Whether `file` is an ES module by its extension or its package's `type`. */
export function isEsmFile(file: string): boolean {
  const ext = extname(file);
  return ext === '.mjs' || (ext === '.js' && packageType(dirname(file)) === 'module');
}

/** Whether `file` is an ES module of a package. */
const isPackageEsm = (file: string) => file.includes(`${sep}node_modules${sep}`) && isEsmFile(file);

/**
 * The files `file` imports statically, or undefined when one cannot be found as Node's ES module
 * loader would find it (a relative path without its extension) or the code imports dynamically.
 * A package's entry is found with `require`'s resolution: where it differs from the loader's (a
 * dual package), it finds the CommonJS build, which keeps the graph with jiti.
 */
function importsOf(file: string): string[] | undefined {
  let imports;
  try {
    [imports] = parse(readFileSync(file, 'utf8'), file);
  } catch {
    return undefined;
  }
  const files: string[] = [];
  const require = createRequire(file);
  for (const { type, specifier } of imports) {
    if (type === 'import-meta') continue;
    if (type === 'dynamic' || !specifier) return undefined;
    if (specifier.startsWith('node:') || BUILTINS.has(specifier)) continue;
    if (specifier.startsWith('.')) {
      const path = resolve(dirname(file), specifier);
      if (!isFile(path)) return undefined;
      files.push(path);
      continue;
    }
    try {
      files.push(require.resolve(specifier));
    } catch {
      return undefined;
    }
  }
  return files;
}

/**
 * Whether everything `file` imports, all the way down, is a package's ES module. Node then loads
 * the graph exactly as jiti's compile runs it. An ES module's import of a CommonJS one is where the
 * two differ (Node's default import is `module.exports`, jiti's is its `default` when it has
 * `__esModule`), so a graph with one stays with jiti, as the site's own files do.
 */
export function esmAllTheWay(file: string): boolean {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length) {
    const next = pending.pop()!;
    if (seen.has(next) || allEsm.has(next)) continue;
    seen.add(next);
    if (!isPackageEsm(next)) return false;
    if (!importsRead.has(next)) importsRead.set(next, importsOf(next));
    const imports = importsRead.get(next);
    if (!imports) return false;
    pending.push(...imports);
  }
  for (const reached of seen) allEsm.add(reached);
  return true;
}
