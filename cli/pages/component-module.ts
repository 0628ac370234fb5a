import type { PageModule } from '../bundle/plugin.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import type { ComponentPage } from './scan.js';

/**
 * A component page as the bundlers' page module: the same function body a compiled MDX page is
 * (cli/mdx/recma-page-factory.ts), whose default export renders the component with its props'
 * modules. It imports more than React and the theme, so it is always bundled.
 */
export function componentModule(page: ComponentPage, siteDir: string): PageModule {
  const load = (specifier: string) => `${IMPORT_PARAM}(${JSON.stringify(specifier)})`;
  const props = Object.entries(page.props ?? {});
  const lines = [
    `const {default: _ckPage} = ${load(page.component)};`,
    ...props.map(([, specifier], i) => `const {default: _ckProp${i}} = ${load(specifier)};`),
  ];
  if (props.length) {
    const values = props.map(([name], i) => `${JSON.stringify(name)}: _ckProp${i}`).join(', ');
    lines.push(
      `const {jsx: _ckJsx} = ${load('react/jsx-runtime')};`,
      `return {default: (props) => _ckJsx(_ckPage, {...props, ${values}})};`,
    );
  } else lines.push('return {default: _ckPage};');
  return {
    key: page.key,
    code: lines.join('\n'),
    imports: [
      page.component,
      ...props.map(([, specifier]) => specifier),
      ...(props.length ? ['react/jsx-runtime'] : []),
    ],
    resolveDir: siteDir,
    file: page.file,
  };
}
