import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { TranslationMessages } from './translation-file.js';

const CODE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The strings a site's own code shows through `@docusaurus/Translate`, for its code.json: each
 * `<Translate id? description?>message</Translate>` and `translate({ id?, message, description? })`
 * in `src/`, keyed by its id (else its message), as Docusaurus extracts them. A call whose
 * message is not written as a plain string cannot be listed, and is returned to warn about.
 */
export async function siteCodeStrings(siteDir: string): Promise<{ messages: TranslationMessages; skipped: string[] }> {
  const src = join(siteDir, 'src');
  if (!existsSync(src)) return { messages: {}, skipped: [] };
  const files = (await readdir(src, { recursive: true }))
    .filter((file) => CODE_FILE.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .sort();
  const messages: TranslationMessages = {};
  const skipped: string[] = [];
  for (const file of files) {
    const path = join(src, file);
    const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest, true, kindOf(file));
    const visit = (node: ts.Node): void => {
      const found = translateJsx(node) ?? translateCall(node);
      if (found === null) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        skipped.push(`${relative(siteDir, path)}:${line + 1}`);
      } else if (found) {
        messages[found.id ?? found.message] = {
          message: found.message,
          ...(found.description !== undefined && { description: found.description }),
        };
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, skipped };
}

type Found = { id?: string; message: string; description?: string } | null | undefined;

const kindOf = (file: string) =>
  file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;

/** A plain string written in code: a literal, or a template without placeholders. */
function literal(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  if (node && ts.isJsxExpression(node)) return literal(node.expression);
  return undefined;
}

/** `<Translate>`'s message (its text, else its id), id and description; null when its message is not plain text. */
function translateJsx(node: ts.Node): Found {
  if (!ts.isJsxElement(node) || node.openingElement.tagName.getText() !== 'Translate') return undefined;
  const attribute = (name: string) =>
    node.openingElement.attributes.properties.find(
      (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name,
    )?.initializer;
  const children = node.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces));
  const only = children.length === 1 ? children[0] : undefined;
  const id = literal(attribute('id'));
  // Without a message, the id is the text shown.
  const message = only && ts.isJsxText(only) ? only.text.trim() : only ? literal(only) : id;
  if (message === undefined) return null;
  return { id, message, description: literal(attribute('description')) };
}

/** `translate({ message, id, description })`'s fields (the id is the message it lacks); null when neither is a plain string. */
function translateCall(node: ts.Node): Found {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'translate') return undefined;
  const [first] = node.arguments;
  if (!first || !ts.isObjectLiteralExpression(first)) return null;
  const field = (name: string) =>
    literal(
      first.properties.find(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && property.name.getText() === name,
      )?.initializer,
    );
  const message = field('message') ?? field('id');
  if (message === undefined) return null;
  return { id: field('id'), message, description: field('description') };
}
