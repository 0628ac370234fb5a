/** A place in a file, both counted from 1. */
export interface Position {
  line: number;
  column: number;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function positionAt(source: string, offset: number): Position {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Where a page's source imports (or re-exports from) `specifier`: at the binding of `name` when
 * given and found there (`default` is the binding before any brace), else at the specifier's
 * opening quote.
 * The statement may span lines, as an import of many names does. With no such statement, where a
 * `require` or `import()` call names it.
 */
export function importPosition(source: string, specifier: string, name?: string): Position | undefined {
  const statement = new RegExp(String.raw`^[ \t]*(?:import|export)\b[^'";]*?(['"])${escapeRegExp(specifier)}\1`, 'm');
  const match = statement.exec(source);
  if (!match) return callPosition(source, specifier);
  const text = match[0];
  const binding =
    name === 'default'
      ? /^[ \t]*import\s+([A-Za-z_$][\w$]*)/.exec(text)
      : name && new RegExp(String.raw`[{,]\s*(${escapeRegExp(name)})\b`).exec(text);
  const offset = binding ? binding.index + binding[0].length - binding[1]!.length : text.length - specifier.length - 2;
  return positionAt(source, match.index + offset);
}

/** Where a `require("x")` or `import("x")` call names `specifier`: at its opening quote. */
function callPosition(source: string, specifier: string): Position | undefined {
  const call = new RegExp(String.raw`\b(?:require|import)\s*\(\s*(['"\`])${escapeRegExp(specifier)}\1`).exec(source);
  return call ? positionAt(source, call.index + call[0].length - specifier.length - 2) : undefined;
}
