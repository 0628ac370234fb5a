import type {
  AssignmentProperty,
  CallExpression,
  Expression,
  Identifier,
  Literal,
  Node,
  Pattern,
  Program,
  Property,
  SpreadElement,
  Statement,
} from 'estree';
import type { VFile } from 'vfile';

/** The name this plugin's messages go by. */
export const PAGE_FACTORY = 'ckdocs-page-factory';

/** The factory's one parameter: it returns the module a page imports, by specifier. */
export const IMPORT_PARAM = '_ckImport';

/** Page code that takes the module `specifier` names, through the factory's parameter. */
export const importCall = (specifier: string) => `${IMPORT_PARAM}(${JSON.stringify(specifier)})`;

const id = (name: string): Identifier => ({ type: 'Identifier', name });
const nameOf = (node: Identifier | Literal): string => (node.type === 'Identifier' ? node.name : String(node.value));
const property = (key: string, value: Expression): Property => ({
  type: 'Property',
  key: /^[A-Za-z_$][\w$]*$/.test(key) ? id(key) : { type: 'Literal', value: key },
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** Every name a declaration's pattern binds. */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => boundNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? boundNames(e) : []));
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    default:
      return [];
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The first `await` (or `for await`) of `node` outside any function in it. */
function topLevelAwait(node: unknown): Node | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = topLevelAwait(item);
      if (found) return found;
    }
    return undefined;
  }
  const { type } = node as { type?: unknown };
  if (typeof type === 'string') {
    if (FUNCTIONS.has(type)) return undefined;
    if (type === 'AwaitExpression' || (type === 'ForOfStatement' && (node as { await?: boolean }).await))
      return node as Node;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'position' || key === 'range') continue;
    const found = topLevelAwait(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * `require("./x")` in a page's expressions (Docusaurus's webpack takes them, and pages generated
 * for it use them: `{...require("./schema.json")}`, `require("./img.png").default`) as imports of
 * the page: a JSON file's value, any other module's exports.
 */
function requiresAsImports(node: unknown, load: (source: unknown) => Expression): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'position' || key === 'range' || !value || typeof value !== 'object') continue;
    const call = value as Partial<CallExpression>;
    const [argument] = call.arguments ?? [];
    if (
      call.type === 'CallExpression' &&
      call.callee?.type === 'Identifier' &&
      call.callee.name === 'require' &&
      call.arguments!.length === 1 &&
      argument?.type === 'Literal' &&
      typeof argument.value === 'string'
    ) {
      const module = load(argument.value);
      (node as Record<string, unknown>)[key] = /\.json$/i.test(argument.value)
        ? { type: 'MemberExpression', object: module, property: id('default'), computed: false, optional: false }
        : module;
    } else requiresAsImports(value, load);
  }
}

/**
 * Turns the compiled page from an ES module into the body of a function that takes an import
 * function (`_ckImport`) and returns the page's exports. The server then runs a page without
 * bundling it (its imports are the theme's and React's, which it has at hand), and the browser
 * bundle wraps the same body with the page's real imports (cli/bundle/module-sources.ts). The
 * specifiers it imports go to `file.data.imports`.
 */
export function recmaPageFactory() {
  return (tree: Program, file: VFile) => {
    // The function is called when the page loads, and must return its exports there and then.
    const waits = topLevelAwait(tree.body);
    if (waits) {
      const start = waits.loc?.start;
      file.fail('`await` outside a function: a page cannot wait while it loads', {
        place: start && { line: start.line, column: start.column + 1 },
        source: PAGE_FACTORY,
      });
    }
    const imports: string[] = [];
    const load = (source: unknown): Expression => {
      const specifier = String(source);
      if (!imports.includes(specifier)) imports.push(specifier);
      return {
        type: 'CallExpression',
        callee: id(IMPORT_PARAM),
        arguments: [{ type: 'Literal', value: specifier }],
        optional: false,
      };
    };
    requiresAsImports(tree.body, load);
    const exported: (Property | SpreadElement)[] = [];
    const body: Statement[] = [];
    for (const node of tree.body) {
      switch (node.type) {
        case 'ImportDeclaration': {
          const module = load(node.source.value);
          const namespace = node.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
          const named = node.specifiers.filter((s) => s.type !== 'ImportNamespaceSpecifier');
          const declare = (target: Pattern, init: Expression): Statement => ({
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: target, init }],
          });
          if (namespace) body.push(declare(id(namespace.local.name), module));
          if (named.length) {
            const properties = named.map(
              (s) =>
                property(
                  s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported),
                  id(s.local.name),
                ) as AssignmentProperty,
            );
            body.push(declare({ type: 'ObjectPattern', properties }, namespace ? id(namespace.local.name) : module));
          }
          if (!node.specifiers.length) body.push({ type: 'ExpressionStatement', expression: module });
          break;
        }
        case 'ExportDefaultDeclaration': {
          const declaration = node.declaration;
          if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
            const name = declaration.id?.name ?? '_ckDefault';
            body.push({ ...declaration, id: id(name) } as Statement);
            exported.push(property('default', id(name)));
          } else exported.push(property('default', declaration as Expression));
          break;
        }
        case 'ExportNamedDeclaration': {
          const declaration = node.declaration;
          if (declaration) {
            body.push(declaration);
            const names =
              declaration.type === 'VariableDeclaration'
                ? declaration.declarations.flatMap((d) => boundNames(d.id))
                : [declaration.id.name];
            for (const name of names) exported.push(property(name, id(name)));
          }
          const from = node.source ? load(node.source.value) : undefined;
          for (const s of node.specifiers) {
            const local = nameOf(s.local);
            const value: Expression = from
              ? {
                  type: 'MemberExpression',
                  object: from,
                  property: { type: 'Literal', value: local },
                  computed: true,
                  optional: false,
                }
              : id(local);
            exported.push(property(nameOf(s.exported), value));
          }
          break;
        }
        case 'ExportAllDeclaration': {
          const module = load(node.source.value);
          exported.push(
            node.exported ? property(nameOf(node.exported), module) : { type: 'SpreadElement', argument: module },
          );
          break;
        }
        default:
          body.push(node as Statement);
      }
    }
    body.push({ type: 'ReturnStatement', argument: { type: 'ObjectExpression', properties: exported } });
    tree.body = body;
    tree.sourceType = 'script';
    file.data.imports = imports;
    file.data.exportNames = exported.flatMap((p) =>
      p.type === 'Property' && p.key.type === 'Identifier' && p.key.name !== 'default' ? [p.key.name] : [],
    );
  };
}
