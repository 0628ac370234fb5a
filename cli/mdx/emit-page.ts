import { stringify as commas } from 'comma-separated-tokens';
import type { CallExpression, Identifier, Program } from 'estree';
import { name as isIdentifierName } from 'estree-util-is-identifier-name';
import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { find, hastToReact, html, svg, type Schema } from 'property-information';
import { stringify as spaces } from 'space-separated-tokens';
import styleToJs from 'style-to-js';
import { importCall } from './recma-page-factory.js';

/**
 * Writes a page's HTML tree (with MDX's JSX, expression and import nodes) straight as the code
 * MDX and recma-page-factory.ts would make of it: the body of a function of `_ckImport` that
 * returns `{default: MDXContent}`. MDX gets there through a JavaScript syntax tree that it walks
 * several times and then prints, which costs more than the rest of the compile after parsing.
 * A page with anything this writer does not reproduce exactly (exports, JSX inside expressions,
 * member tags…) is left to MDX: `emitPage` then gives the reason.
 */

/** The page's code and the modules it imports, or the construct that leaves it to MDX. */
export type Emitted = { code: string; imports: string[] } | { fallback: string };

/**
 * A page `rehypeEmitPage` wrote. Thrown: unified lets a plugin end a run early only with an
 * error, and MDX's later steps, even on an emptied tree, cost a cold build more than the writing.
 */
export class PageWritten {
  constructor(
    readonly code: string,
    readonly imports: string[],
  ) {}
}

/** The result of MDX's run of a page (`run`), or the page as `rehypeEmitPage` wrote it. */
export async function runOrWritten<T>(run: Promise<T>): Promise<T | PageWritten> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof PageWritten) return error;
    throw error;
  }
}

type Jsx = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Expression = Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;
type Esm = Extract<RootContent, { type: 'mdxjsEsm' }>;
/** An expression node, or a JSX attribute's value: its text, and its syntax tree as MDX parsed it. */
type ExpressionText = { value: string; data?: { estree?: Program | null } };

/** Thrown at a construct the writer leaves to MDX; its message names the construct. */
class Fallback extends Error {}
const fallback = (reason: string): never => {
  throw new Fallback(reason);
};

/** Names MDX's module declares itself: a component of the page so named would mean something else. */
const RESERVED = /^(?:_|MDX)/;
/** HTML elements whose line ends between cells hast-util-to-estree leaves out. */
const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

/**
 * The last rehype plugin: a page it can write ends MDX's run there (`runOrWritten` takes it);
 * any other goes on through MDX.
 */
export function rehypeEmitPage(format: 'md' | 'mdx') {
  return (tree: Root): undefined => {
    const emitted = emitPage(tree, format);
    if ('fallback' in emitted) return undefined;
    throw new PageWritten(emitted.code, emitted.imports);
  };
}

/** The page of this HTML tree (MDX's, after every plugin) as code, or why MDX must write it. */
export function emitPage(tree: Root, format: 'md' | 'mdx'): Emitted {
  try {
    return new PageWriter(format).page(tree);
  } catch (error) {
    if (error instanceof Fallback) return { fallback: error.message };
    throw error;
  }
}

class PageWriter {
  /** Markdown's elements the page uses, which `props.components` may replace. */
  private tags = new Set<string>();
  /** Capitalised JSX names no import binds: they must come from `props.components`. */
  private provided = new Set<string>();
  /** Names the page's imports bind. */
  private bound = new Set<string>();
  private runtime = { Fragment: false, jsxs: false };

  constructor(private format: 'md' | 'mdx') {}

  page(tree: Root): { code: string; imports: string[] } {
    const esm = tree.children.filter((node): node is Esm => node.type === 'mdxjsEsm');
    const statements = esm.flatMap((node) => (node.data?.estree as Program | undefined)?.body ?? []);
    const imports = ['react/jsx-runtime'];
    const importLines = statements.map((statement) => this.importLines(statement, imports));
    const content = this.root(tree);
    const runtime = [this.runtime.Fragment && 'Fragment: _Fragment', 'jsx: _jsx', this.runtime.jsxs && 'jsxs: _jsxs'];
    const code = [
      `const {${runtime.filter(Boolean).join(', ')}} = ${importCall('react/jsx-runtime')};`,
      ...importLines,
      `function _createMdxContent(props) {`,
      ...this.componentLines(),
      `  return ${content};`,
      `}`,
      `function MDXContent(props = {}) {`,
      `  const {wrapper: MDXLayout} = props.components || ({});`,
      `  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);`,
      `}`,
      ...(this.provided.size ? [MISSING_REFERENCE] : []),
      `return {default: MDXContent};`,
    ];
    return { code: code.join('\n'), imports };
  }

  /** An import as recma-page-factory.ts writes it (a line the bundle reads: named-imports.ts). */
  private importLines(statement: Program['body'][number], imports: string[]): string {
    if (statement.type !== 'ImportDeclaration') return fallback(`ESM ${statement.type}`);
    const specifier = String(statement.source.value);
    if (!imports.includes(specifier)) imports.push(specifier);
    const load = importCall(specifier);
    const lines: string[] = [];
    const namespace = statement.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
    if (namespace) lines.push(`const ${namespace.local.name} = ${load};`);
    const named = statement.specifiers.flatMap((s) => {
      if (s.type === 'ImportNamespaceSpecifier') return [];
      const imported =
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.imported.type === 'Identifier'
            ? s.imported.name
            : String(s.imported.value);
      return [`${propertyKey(imported)}: ${s.local.name}`];
    });
    for (const s of statement.specifiers) this.bound.add(s.local.name);
    if (named.length) lines.push(`const {${named.join(', ')}} = ${namespace ? namespace.local.name : load};`);
    if (!statement.specifiers.length) lines.push(`${load};`);
    return lines.join('\n');
  }

  /** `_components` (Markdown's elements, replaceable) and the provided components, checked. */
  private componentLines(): string[] {
    const tags = [...this.tags].sort();
    const provided = [...this.provided].sort();
    const declarations: string[] = [];
    let components = 'props.components || ({})';
    if (tags.length) {
      const defaults = tags.map((tag) => `${tag}: ${JSON.stringify(tag)}`);
      declarations.push(`_components = {${[...defaults, '...props.components'].join(', ')}}`);
      components = '_components';
    }
    if (provided.length) declarations.push(`{${provided.join(', ')}} = ${components}`);
    return [
      ...(declarations.length ? [`  const ${declarations.join(', ')};`] : []),
      ...provided.map((name) => `  if (!${name}) _missingMdxReference(${JSON.stringify(name)}, true);`),
    ];
  }

  /**
   * The page's content. Line ends between blocks stay, except at the start and end; a lone
   * element is the content itself, anything else goes in a fragment.
   */
  private root(tree: Root): string {
    const kept: Written[] = [];
    let pending: Written[] | undefined;
    for (const node of tree.children) {
      const written = this.node(node, html, false);
      if (!written) continue;
      if (node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value)) {
        pending?.push(written);
        continue;
      }
      // MDX counts an expression of a string of white space as white space too.
      if (node.type === 'mdxFlowExpression' && isLiteral(node)) fallback('literal expression between blocks');
      kept.push(...(pending ?? []), written);
      pending = [];
    }
    if (kept.length === 1 && kept[0]!.element) return kept[0]!.code!;
    return this.call('_Fragment', [], childCodes(kept), undefined);
  }

  /** One node as an expression, or undefined when it writes nothing. */
  private node(node: RootContent, schema: Schema, inTable: boolean): Written | undefined {
    switch (node.type) {
      case 'text':
        if (!node.value || (inTable && node.value === '\n')) return undefined;
        return { code: JSON.stringify(node.value), element: false };
      case 'element':
        return { code: this.element(node, schema), element: true };
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return { code: this.jsx(node, schema), element: node.name !== null };
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return { code: expressionCode(node), element: false };
      case 'comment':
        return { code: undefined, element: false };
      case 'mdxjsEsm':
      case 'doctype':
        return undefined;
      case 'raw':
        // A .md page's HTML, which MDX drops; in MDX it is an error, which MDX reports.
        return this.format === 'md' ? undefined : fallback('raw HTML');
      default:
        return fallback(`node ${(node as { type: string }).type}`);
    }
  }

  private children(parent: { children: RootContent[] }, schema: Schema, inTable: boolean): string[] {
    return childCodes(parent.children.map((child) => this.node(child, schema, inTable)));
  }

  /** An HTML element: Markdown's, a plugin's, or JSX in the page that a plugin made one. */
  private element(node: Element, parentSchema: Schema): string {
    const schema = parentSchema.space === 'html' && node.tagName.toLowerCase() === 'svg' ? svg : parentSchema;
    const inTable = schema.space === 'html' && TABLE_PARTS.has(node.tagName.toLowerCase());
    const children = this.children(node, schema, inTable);
    return this.call(this.componentName(node.tagName, explicit(node)), elementProps(node, schema), children, undefined);
  }

  /** JSX written in the page: lowercase names are HTML's, others imported or provided. */
  private jsx(node: Jsx, parentSchema: Schema): string {
    const schema = node.name && parentSchema.space === 'html' && node.name.toLowerCase() === 'svg' ? svg : parentSchema;
    const children = this.children(node, schema, false);
    if (node.name === null) {
      if (node.attributes.length) fallback('fragment attributes');
      return this.call('_Fragment', [], children, undefined);
    }
    const props: string[] = [];
    let key: string | undefined;
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        props.push(spreadCode(attribute));
        continue;
      }
      if (attribute.name.includes('.')) fallback('member attribute name');
      const value = attributeValue(attribute);
      if (attribute.name !== 'key') props.push(`${propertyKey(attribute.name)}: ${value}`);
      else if (props.some((prop) => prop.startsWith('...'))) fallback('key after spread');
      else key = value;
    }
    return this.call(this.componentName(node.name, explicit(node)), props, children, key);
  }

  /**
   * The name an element is created with: a component (imported, else provided), an HTML tag
   * written as JSX, or else Markdown's (or a plugin's) element, which the page's components may replace.
   */
  private componentName(name: string, explicit: boolean): string {
    if (name.includes('.') || name.includes(':')) return fallback('member or namespaced JSX name');
    const identifier = isIdentifierName(name);
    if (identifier && !/^[a-z]/.test(name)) {
      if (RESERVED.test(name)) return fallback('JSX name MDX reserves');
      if (!this.bound.has(name)) this.provided.add(name);
      return name;
    }
    if (explicit) return JSON.stringify(name);
    if (!identifier) return fallback('tag name that is no identifier');
    this.tags.add(name);
    return `_components.${name}`;
  }

  /** `_jsx(name, {props, children})`, or `_jsxs` with more than one child, as React's runtime takes them. */
  private call(name: string, props: string[], children: string[], key: string | undefined): string {
    if (name === '_Fragment') this.runtime.Fragment = true;
    const many = children.length > 1;
    if (many) this.runtime.jsxs = true;
    const fields = [...props];
    if (children.length) fields.push(`children: ${many ? `[${children.join(', ')}]` : children[0]}`);
    return `${many ? '_jsxs' : '_jsx'}(${name}, {${fields.join(', ')}}${key === undefined ? '' : `, ${key}`})`;
  }
}

/**
 * A node written as an expression, and whether it is an element (not text, an expression or a
 * fragment). A comment or an empty expression has no code: it makes no child, yet it is no
 * white space between blocks either.
 */
interface Written {
  code: string | undefined;
  element: boolean;
}

const childCodes = (written: (Written | undefined)[]): string[] =>
  written.flatMap((child) => (child?.code === undefined ? [] : [child.code]));

const isLiteral = (node: Expression) => {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' && statement.expression.type === 'Literal';
};

const MISSING_REFERENCE = `function _missingMdxReference(id, component) {
  throw new Error("Expected " + (component ? "component" : "object") + " \`" + id + "\` to be defined: you likely forgot to import, pass, or provide it.");
}`;

/** Written in the page as JSX (MDX marks it so), not made by Markdown or a plugin. */
const explicit = (node: { data?: unknown }) =>
  Boolean((node.data as { _mdxExplicitJsx?: boolean } | undefined)?._mdxExplicitJsx);

const propertyKey = (name: string) => (isIdentifierName(name) ? name : JSON.stringify(name));

/**
 * An expression as written, in parentheses (a line comment at its end must not swallow them).
 * Undefined when it is empty or only a comment. JSX or `await` in it is left to MDX.
 */
function expressionCode(node: ExpressionText): string | undefined {
  const estree = node.data?.estree;
  if (!estree) return fallback('expression without syntax tree');
  if (!estree.body.length) return undefined;
  if (estree.body.length > 1 || estree.body[0]!.type !== 'ExpressionStatement') fallback('expression statement');
  return wrapped(node.value, estree);
}

function wrapped(value: string, estree: Program): string {
  // The text test spares most expressions the walk.
  if (/<|\bawait\b|\brequire\b/.test(value) && needsMdx(estree)) fallback('JSX, await or require() in an expression');
  // JavaScript reads a no-break space between tokens as a space, esbuild as part of a name: MDX
  // writes the expression anew from its syntax tree.
  if (/[^\P{Zs} ]|\uFEFF/u.test(value)) fallback('a space other than ASCII in an expression');
  const lineComment = estree.comments?.some((comment) => comment.type === 'Line');
  return `(${value}${lineComment ? '\n' : ''})`;
}

/**
 * JSX (which MDX compiles), `await` (which MDX refuses) or `require()` (an import, which
 * recma-page-factory.ts makes of it) anywhere in a syntax tree.
 */
function needsMdx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(needsMdx);
  const { type } = node as { type?: unknown };
  if (typeof type === 'string' && (type.startsWith('JSX') || type === 'AwaitExpression' || type === 'ForOfStatement'))
    return true;
  if (type === 'CallExpression' && (node as CallExpression).callee.type === 'Identifier')
    if (((node as CallExpression).callee as Identifier).name === 'require') return true;
  return Object.entries(node).some(([key, value]) => key !== 'loc' && key !== 'range' && needsMdx(value));
}

/** `{...value}` as a property of the props object. */
function spreadCode(attribute: MdxJsxExpressionAttribute): string {
  const estree = attribute.data?.estree as Program | undefined;
  const statement = estree?.body[0];
  const object = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (
    object?.type !== 'ObjectExpression' ||
    object.properties.length !== 1 ||
    object.properties[0]!.type !== 'SpreadElement'
  )
    return fallback('spread attribute shape');
  return `...${wrapped(`{${attribute.value}}`, estree!)}`;
}

function attributeValue(attribute: MdxJsxAttribute): string {
  const value = attribute.value;
  if (value === null || value === undefined) return 'true';
  if (typeof value === 'string') return JSON.stringify(value);
  return expressionCode(value) ?? fallback('empty attribute expression');
}

/** A hast element's properties as React props, as hast-util-to-estree names and writes them. */
function elementProps(node: Element, schema: Schema): string[] {
  const props: string[] = [];
  let style: { at: number; fields: string[] } | undefined;
  let align: string | undefined;
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const info = find(schema, name);
    let value = raw;
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (!value && info.boolean) continue;
    const property = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
    if (property === 'key') fallback('element key');
    if (Array.isArray(value)) value = info.commaSeparated ? commas(value) : spaces(value);
    if (property === 'style') {
      style = { at: props.length, fields: styleFields(value, node.tagName) };
      props.push(`style: {${style.fields.join(', ')}}`);
      continue;
    }
    if (value === true) {
      props.push(`${propertyKey(property)}: true`);
      continue;
    }
    if ((node.tagName === 'td' || node.tagName === 'th') && property === 'align') {
      align = String(value);
      continue;
    }
    props.push(`${propertyKey(property)}: ${JSON.stringify(String(value))}`);
  }
  if (align !== undefined) {
    // The cell's alignment joins its style, or makes one.
    const textAlign = `textAlign: ${JSON.stringify(align)}`;
    if (style) props[style.at] = `style: {${[...style.fields, textAlign].join(', ')}}`;
    else props.push(`style: {${textAlign}}`);
  }
  return props;
}

function styleFields(value: unknown, tagName: string): string[] {
  let object: Record<string, unknown>;
  try {
    object =
      typeof value === 'object' ? (value as Record<string, unknown>) : styleToJs(String(value), { reactCompat: true });
  } catch {
    return fallback(`style of ${tagName}`);
  }
  return Object.entries(object).map(([name, v]) => `${propertyKey(name)}: ${JSON.stringify(String(v))}`);
}
