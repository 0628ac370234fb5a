import type { Program } from 'estree';
import { name as isIdentifierName } from 'estree-util-is-identifier-name';
import type { Element, Root, RootContent } from 'hast';
import { html, svg, type Schema } from 'property-information';
import { elementProps } from './emit-element-props.js';
import { fallback } from './emit-fallback.js';
import { attributeValue, expressionCode, propertyKey, spreadCode } from './emit-expressions.js';
import { importCall } from '../mdx/recma-page-factory.js';
import { walkTree } from '../mdx/walk-tree.js';

type Jsx = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Expression = Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;
type Esm = Extract<RootContent, { type: 'mdxjsEsm' }>;

/** Names MDX's module declares itself: a component of the page so named would mean something else. */
const RESERVED = /^(?:_|MDX)/;
/** HTML elements whose line ends between cells hast-util-to-estree leaves out. */
const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

/**
 * The page's imports and exports in the order written, those inside an element too (an import
 * between `<details>` tags), all of which MDX hoists to the top of the module.
 */
function esmOf(tree: Root): Esm[] {
  const esm: Esm[] = [];
  walkTree<Esm>(tree, 'mdxjsEsm', (node) => void esm.push(node));
  return esm;
}

/** Writes one page's tree as code, gathering the names that code must declare as it goes. */
export class PageWriter {
  /** Markdown's elements the page uses, which `props.components` may replace. */
  private tags = new Set<string>();
  /** Capitalised JSX names no import binds: they must come from `props.components`. */
  private provided = new Set<string>();
  /** Names the page's imports bind. */
  private bound = new Set<string>();
  private runtime = { Fragment: false, jsxs: false };

  constructor(private format: 'md' | 'mdx') {}

  page(tree: Root): { code: string; imports: string[] } {
    const esm = esmOf(tree);
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
        // HTML nothing parsed (a .md page's is, cli/mdx/rehype-raw-html.ts): dropped, as MDX drops
        // it; in MDX it is an error, which MDX reports.
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
