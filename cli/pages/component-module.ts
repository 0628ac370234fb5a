import type { PageModule } from '../bundle/types.js';
import { ownBlogPageData } from '../docusaurus/blog-theme.js';
import { importCall } from '../mdx/recma-page-factory.js';
import type { RouteModuleInliner } from './inline-route-modules.js';
import type { ComponentPage, RouteModules } from './scan.js';

/**
 * As Docusaurus hands a route's module to its component: the default export, with the module's
 * other exports set on it (a blog post's `metadata` and `frontMatter` on its content component).
 */
const CHUNK = `const _ckChunk = (m) => {
  const chunk = m.default;
  if (chunk && (typeof chunk === 'object' || typeof chunk === 'function'))
    for (const name of Object.keys(m)) if (name !== 'default') chunk[name] = m[name];
  return chunk;
};`;

/**
 * A component page as the bundlers' page module: the same function body a compiled MDX page is
 * (cli/mdx/recma-page-factory.ts), whose default export renders the component with its route's
 * modules and data as props, inside its route context (and, on a Docusaurus site, the classic
 * theme's providers its components read). It imports more than React and the theme, so it is
 * always bundled; the route modules `inline` writes in are not imported.
 */
export function componentModule(
  page: ComponentPage,
  siteDir: string,
  inline?: RouteModuleInliner,
  /** Its component is ckdocs's own, which reads none of theme-common's contexts. */
  ownComponent = false,
): PageModule {
  const specifiers: string[] = [];
  const inlinedImports = new Set<string>();
  const markdownFiles = new Set<string>();
  // Each leaf of the modules' tree as code that reads its loaded module, or is it.
  const code = (tree: RouteModules): string => {
    if (typeof tree === 'string') {
      const inlined = inline?.(tree);
      if (inlined) {
        for (const specifier of inlined.imports) inlinedImports.add(specifier);
        if (inlined.markdownFile) markdownFiles.add(inlined.markdownFile);
        return `_ckChunk(${inlined.code})`;
      }
      const known = specifiers.indexOf(tree);
      return `_ckChunk(_ckLoaded[${known < 0 ? specifiers.push(tree) - 1 : known}])`;
    }
    if (Array.isArray(tree)) return `[${tree.map(code).join(', ')}]`;
    return `{${Object.entries(tree)
      .map(([name, value]) => `${JSON.stringify(name)}: ${code(value)}`)
      .join(', ')}}`;
  };
  const props = code(page.modules ?? {});
  const context = page.context && `{plugin: ${JSON.stringify(page.context.plugin)}, data: ${code(page.context.data)}}`;
  const data = ownComponent ? ownBlogPageData(page.component, page.data) : page.data;
  const wrapped = props !== '{}' || data !== undefined || context !== undefined;
  const lines = [`const {default: _ckPage} = ${importCall(page.component)};`];
  if (!wrapped) lines.push('return {default: _ckPage};');
  else {
    const element = `_ckJsx(_ckPage, {..._ckProps, ...${JSON.stringify(data ?? {})}, ...props})`;
    lines.push(
      `const _ckLoaded = [${specifiers.map(importCall).join(', ')}];`,
      CHUNK,
      `const {jsx: _ckJsx} = ${importCall('react/jsx-runtime')};`,
      `const _ckProps = ${props};`,
      ...(context
        ? [
            `const {RouteContextProvider: _ckContext} = ${importCall('@docusaurus/useRouteContext')};`,
            `const _ckRouteContext = ${context};`,
            ownComponent
              ? `return {default: (props) => _ckJsx(_ckContext, {value: _ckRouteContext, children: ${element}})};`
              : `const {default: _ckProviders} = ${importCall('ck:docusaurus-route-providers')};\nreturn {default: (props) => _ckJsx(_ckProviders, {children: _ckJsx(_ckContext, {value: _ckRouteContext, children: ${element}})})};`,
          ]
        : [`return {default: (props) => ${element}};`]),
    );
  }
  const imports = [
    page.component,
    ...new Set([...specifiers, ...inlinedImports]),
    ...(wrapped ? ['react/jsx-runtime'] : []),
    ...(context ? ['@docusaurus/useRouteContext', ...(ownComponent ? [] : ['ck:docusaurus-route-providers'])] : []),
  ];
  return {
    key: page.key,
    code: lines.join('\n'),
    imports,
    resolveDir: siteDir,
    file: page.file,
    ...(markdownFiles.size && { markdownFiles: [...markdownFiles] }),
  };
}
