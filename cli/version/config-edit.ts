import ts from 'typescript';
import { literalText, quoted, type CodeStyle } from './literal.js';

/** What adding a version changes in site.config.ts. */
export interface ConfigChange {
  /** Names of docs.versions as the config evaluates, to check the array literal is that one. */
  names: string[];
  /** Index in docs.versions of the version the new one is cut from: the new entry goes after it. */
  afterIndex: number;
  entry: Record<string, unknown>;
  /** The name docs.lastVersion takes; undefined when the new version is not the latest. */
  lastVersion?: string;
  /**
   * The names of the versions of the new one's set of docs, where the site has several: the name
   * of that set's latest in `lastVersion` (a list, one per set) is the one replaced, the others kept.
   */
  sameSet?: string[];
  /** The previous latest version, moved off the shared path. */
  move?: { index: number; path: string };
}

/** The config is written in a shape this edit cannot change safely; `line` is where to look. */
export class ConfigShapeError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

interface Edit {
  at: number;
  end: number;
  text: string;
}

/**
 * site.config.ts with a version added, edited in place with TypeScript's parser: the new entry
 * after the one it is cut from, `lastVersion`, the previous latest's `path`. Every other byte stays
 * as it was. Throws {@link ConfigShapeError} when the config is not written with literals there.
 */
export function editSiteConfig(source: string, change: ConfigChange): string {
  const file = ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const fail = (why: string, node?: ts.Node): never => {
    throw new ConfigShapeError(why, node && file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
  };
  const exported = file.statements.find((s) => ts.isExportAssignment(s) && !s.isExportEquals) as
    ts.ExportAssignment | undefined;
  if (!exported) return fail('it has no `export default`');
  const config = objectOf(exported.expression, file) ?? fail('its default export is not an object literal', exported);
  const docsValue = valueOf(config, 'docs', fail) ?? fail('the exported object has no `docs` written in it', config);
  const docs = objectOf(docsValue, file) ?? fail('`docs` is not an object literal', docsValue);
  const versionsValue = valueOf(docs, 'versions', fail) ?? fail('`docs` has no `versions` written in it', docs);
  const versions = unwrap(versionsValue);
  if (!ts.isArrayLiteralExpression(versions)) return fail('`docs.versions` is not an array literal', versionsValue);
  const elements = versions.elements.map((element) => objectOf(element, file));
  const sameNames = change.names.every((name, i) => {
    const written = elements[i] && valueOf(elements[i], 'name', fail);
    return !written || !ts.isStringLiteralLike(written) || written.text === name;
  });
  if (versions.elements.some(ts.isSpreadElement) || elements.length !== change.names.length || !sameNames)
    return fail('`docs.versions` is not written as one object literal per version', versions);

  const current = versions.elements[change.afterIndex]!;
  const indent = indentAt(source, current.getStart(file));
  const style = styleOf(source, file, elements[change.afterIndex], indent, indentAt(source, versions.getStart(file)));
  const edits: Edit[] = [
    { at: current.end, end: current.end, text: `,\n${indent}${literalText(change.entry, indent, style)}` },
  ];
  if (change.lastVersion !== undefined) {
    const text = quoted(change.lastVersion, style);
    const last = valueOf(docs, 'lastVersion', fail);
    const ofSet = (node: ts.Expression) =>
      ts.isStringLiteralLike(node) && (!change.sameSet || change.sameSet.includes(node.text));
    if (!last) {
      const at = versionsValue.parent.getStart(file);
      edits.push({ at, end: at, text: `lastVersion: ${text},\n${indentAt(source, at)}` });
    } else if (ts.isStringLiteralLike(last))
      // A name of another set's latest stays, the new one beside it.
      edits.push(replace(last, ofSet(last) ? text : `[${last.getText(file)}, ${text}]`, file));
    else if (ts.isArrayLiteralExpression(last) && last.elements.every(ts.isStringLiteralLike)) {
      const named = last.elements.find(ofSet);
      if (named) edits.push(replace(named, text, file));
      else
        edits.push({
          at: last.elements.end,
          end: last.elements.end,
          text: `${last.elements.length ? ', ' : ''}${text}`,
        });
    } else fail('`docs.lastVersion` is not a string literal or a list of them', last);
  }
  if (change.move) {
    const moved = elements[change.move.index] ?? fail('the latest version is not an object literal', versions);
    const path = valueOf(moved, 'path', fail);
    if (!path || !ts.isStringLiteralLike(path))
      return fail("the latest version's `path` is not a string literal", moved);
    edits.push(replace(path, quoted(change.move.path, style), file));
  }
  return edits
    .sort((a, b) => b.at - a.at)
    .reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.end), source);
}

function replace(node: ts.Node, text: string, file: ts.SourceFile): Edit {
  return { at: node.getStart(file), end: node.end, text };
}

/** The expression itself, without parentheses, `as`, `satisfies` or `!`. */
function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

/**
 * The object literal an expression stands for: itself, the one argument of a call like
 * `defineConfig({...})`, or the initializer of the top-level `const` it names.
 */
function objectOf(node: ts.Expression, file: ts.SourceFile, depth = 0): ts.ObjectLiteralExpression | undefined {
  const inner = unwrap(node);
  if (ts.isObjectLiteralExpression(inner)) return inner;
  if (depth > 4) return undefined;
  if (ts.isCallExpression(inner) && inner.arguments.length === 1) return objectOf(inner.arguments[0]!, file, depth + 1);
  if (!ts.isIdentifier(inner)) return undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === inner.text && declaration.initializer)
        return objectOf(declaration.initializer, file, depth + 1);
    }
  }
  return undefined;
}

/** The value written for `key` in an object literal; undefined when it is not there (and no spread could hold it). */
function valueOf(
  object: ts.ObjectLiteralExpression,
  key: string,
  fail: (why: string, node?: ts.Node) => never,
): ts.Expression | undefined {
  for (const property of object.properties) {
    const name =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ? property.name.text
        : undefined;
    if (name !== key) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  const spread = object.properties.find(ts.isSpreadAssignment);
  return spread ? fail(`\`${key}\` may come from a spread (...)`, spread) : undefined;
}

/** Leading spaces or tabs of the line holding `position`. */
function indentAt(source: string, position: number): string {
  const lineStart = source.lastIndexOf('\n', position - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart))![0];
}

/**
 * The quotes and indentation step of the version entry the new one follows: the step is its
 * properties' indentation past its own, or, written on one line, its own past the array's.
 */
function styleOf(
  source: string,
  file: ts.SourceFile,
  entry: ts.ObjectLiteralExpression | undefined,
  indent: string,
  outer: string,
): CodeStyle {
  const first = entry?.properties[0];
  const inner = first ? indentAt(source, first.getStart(file)) : '';
  const deeper = (a: string, b: string) => (a.startsWith(b) && a.length > b.length ? a.slice(b.length) : undefined);
  const step = deeper(inner, indent) ?? deeper(indent, outer) ?? '  ';
  const literal = entry?.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer),
  );
  const quote = literal && source[literal.initializer.getStart(file)] === '"' ? '"' : "'";
  return { quote, step };
}
